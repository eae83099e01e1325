import type { BrowserContext, Page } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatRand } from '@portal/domain/money';
import { declaredKbaRecords } from '../../apps/api/src/db/seed/identity-records';
import { asReadFromPdf, pdfText } from './pdf-text';
import {
  chooseOption,
  confirmItIsYou,
  expectNoAxeViolations,
  newContext,
  openMail,
  signInAs,
} from './support';

// A retail member's savings withdrawal end to end (spec 1 §2.1 keeps Claims for institutional and
// hybrid members): from My portfolio's savings pot to the retirement annuity's page, whose pots
// agree with it to the cent; the employer fund's wizard under the product's page (questions, ID,
// amount, tax number, bank account confirmed at the step-up, documents, submission); the claim
// followed on its page under the product until paid; its payment letter and tax certificate
// downloaded and read back against the API; the mails linking the claim's page; and the product's
// value fallen by the amount claimed.

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1440, height: 900 };
const USERNAME = 'member0020@demo.local';
const contexts: BrowserContext[] = [];
/** Amounts as the portal writes them (formatRand: no-break spaces). */
const RAND_2500 = 'R\u00a02\u00a0500.00';

afterAll(async () => Promise.all(contexts.map((context) => context.close())));

type Json = Record<string, unknown>;

async function api<T = Json>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (address) => {
    const response = await fetch(address, { headers: { apikey: 'af-connect-web' } });
    return (await response.json()) as T;
  }, url);
}

async function expectAccessible(page: Page): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
  }
}

/** Picks, for each question, the option that is one of the member's records. */
async function answerQuestions(page: Page): Promise<void> {
  const records = declaredKbaRecords(USERNAME);
  if (!records) throw new Error(`no records for ${USERNAME}`);
  const known = new Set(Object.values(records).map((value) => String(value)));
  const form = page.getByRole('form', { name: 'Security questions' });
  await form.waitFor({ timeout: 30_000 });
  const groups = form.getByRole('radiogroup');
  expect(await groups.count()).toBe(4);
  for (let index = 0; index < 4; index += 1) {
    const options = groups.nth(index).getByRole('radio');
    let picked = false;
    for (let option = 0; option < (await options.count()); option += 1) {
      const radio = options.nth(option);
      const label = (
        await radio.evaluate((el) => el.closest('label, .mantine-Radio-root')?.textContent ?? '')
      ).trim();
      if ([...known].some((value) => label === value || label.endsWith(value))) {
        await radio.check();
        picked = true;
        break;
      }
    }
    expect(picked).toBe(true);
  }
}

/** Saves the download `button` starts, and answers the text of the PDF saved. */
async function downloadedText(page: Page, button: ReturnType<Page['getByRole']>) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const saved = path.join(os.tmpdir(), `e2e-retail-${Date.now()}-${file.suggestedFilename()}`);
  await file.saveAs(saved);
  return pdfText(saved);
}

type FundDetails = {
  overview: { totalValue: number; savings: number };
  information: { fund: { productTypeCategory: string; twoPotIndicator: string } };
};

describe('the retail savings withdrawal', () => {
  it('goes from My portfolio’s savings pot to the product’s page, a paid claim, its letter and certificate', async () => {
    const context = await newContext(DESKTOP);
    contexts.push(context);
    const page = await context.newPage();
    await signInAs(page, USERNAME);
    await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
    const origin = new URL(page.url()).origin;
    const profile = await api<Json>(page, '/api/Profile/GetProfileDetails');
    const idNumber = JSON.stringify(profile).match(/"idNumber":"(\d{13})"/)?.[1];
    expect(idNumber).toBeDefined();

    // My portfolio's savings pot leads to the withdrawal on the product's own page.
    await page.goto(`${origin}/portfolios`);
    const pot = page.getByRole('region', { name: 'Your savings pot' });
    const start = pot.getByRole('link', { name: /^Withdraw from your savings pot from / });
    await start.waitFor({ timeout: 30_000 });
    const href = (await start.getAttribute('href')) ?? '';
    const schemeNumber = decodeURIComponent(
      /^\/fund-details\/([^/]+)\/savings-withdrawal$/.exec(href)?.[1] ?? '',
    );
    expect(schemeNumber).not.toBe('');
    const before = await api<FundDetails>(
      page,
      `/api/Fund/GetFundDetails/${encodeURIComponent(schemeNumber)}`,
    );
    expect(before.information.fund).toMatchObject({
      productTypeCategory: 'Retail',
      twoPotIndicator: 'Y',
    });
    const savings = formatRand(Math.round(before.overview.savings * 100));
    expect(await pot.getByText(savings, { exact: true }).count()).toBeGreaterThan(0);
    // The Claims page stays closed to a retail member: it says where claims are for them.
    await page.goto(`${origin}/claims`);
    await page.getByRole('heading', { level: 1, name: 'Your claims' }).waitFor();

    // The product's page: its pots, the savings pot as My portfolio and the API give it, and the
    // way into the withdrawal.
    await page.goto(`${origin}/fund-details/${encodeURIComponent(schemeNumber)}`);
    const chips = page.getByRole('list', { name: 'Two-pot components' });
    await chips.waitFor({ timeout: 30_000 });
    expect(await chips.getByText(`Savings: ${savings}`, { exact: true }).count()).toBe(1);
    const section = page.getByRole('region', { name: 'Savings withdrawals' });
    await section.getByText(savings, { exact: true }).waitFor({ timeout: 30_000 });
    await expectAccessible(page);
    await section.getByRole('link', { name: 'Withdraw from your savings pot' }).click();
    await page.waitForURL(/\/fund-details\/[^/]+\/savings-withdrawal$/);

    // 1. Identity: the four questions, then the ID number.
    await page.getByRole('button', { name: 'Start the questions' }).click();
    await answerQuestions(page);
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await page.getByText('Security questions answered').waitFor({ timeout: 30_000 });
    await page.getByRole('textbox', { name: 'ID number' }).fill(idNumber ?? '');
    await page.getByRole('button', { name: 'Verify my ID number' }).click();
    await page.getByText('Your ID number has been verified.').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Continue' }).click();

    // 2. The amount, with the same limits as an employer fund's.
    await page.getByRole('heading', { name: 'Withdrawal amount' }).waitFor({ timeout: 30_000 });
    await page.getByLabel('Withdrawal amount').fill('1000');
    await page.getByLabel('Annual taxable income').fill('350000');
    await page.getByLabel('Annual taxable income').blur();
    await page.getByLabel('Withdrawal amount').focus();
    await page.getByLabel('Withdrawal amount').blur();
    await page.getByText('Withdrawal amount must be at least R2 000').waitFor();
    await page.getByLabel('Withdrawal amount').fill('2500');
    const estimate = page.getByRole('region', { name: 'Your estimate' });
    await estimate.getByText('Estimated amount paid to you').waitFor({ timeout: 30_000 });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    // 3. The tax number (the fund holds none for this member).
    await page.getByRole('heading', { name: 'Tax number' }).waitFor();
    await page.getByLabel('Income tax number').fill('0001339050');
    await page.getByRole('button', { name: 'Continue' }).click();

    // 4. The bank account, confirmed in the provider's window with the fund, amount and account.
    await page.getByRole('heading', { name: 'Bank details' }).waitFor({ timeout: 30_000 });
    await chooseOption(page.getByRole('combobox', { name: 'Bank', exact: true }), 'Capitec');
    await chooseOption(
      page.getByRole('combobox', { name: 'Account type', exact: true }),
      'Savings',
    );
    await page.getByLabel('Account number').fill('1234567890');
    await page.getByLabel('Account holder name').fill('Account Holder');
    await page.getByRole('button', { name: 'Verify bank account' }).click();
    await confirmItIsYou(page, { shows: [RAND_2500, 'Capitec', '••••\u00a07890'] });
    await page.getByText('Bank account verified').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Continue' }).click();

    // 5. Documents: a real PNG and a real PDF.
    await page.getByRole('heading', { name: 'Supporting documents' }).waitFor();
    const png = path.join(os.tmpdir(), `e2e-retail-id-${Date.now()}.png`);
    fs.writeFileSync(
      png,
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    );
    const pdf = path.join(os.tmpdir(), `e2e-retail-bank-${Date.now()}.pdf`);
    fs.writeFileSync(
      pdf,
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    await page.getByLabel('Upload Copy of your ID').setInputFiles(png);
    await page.getByText(path.basename(png)).waitFor({ timeout: 30_000 });
    await page.getByLabel('Upload Proof of bank account').setInputFiles(pdf);
    await page.getByText(path.basename(pdf)).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Continue' }).click();

    // 6. Review and submit, confirmed at the step-up: the claim's page is under the product's.
    await page.getByRole('heading', { name: 'Review and submit' }).waitFor();
    await page
      .getByRole('checkbox', { name: /I declare that the information I have given is true/ })
      .check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit claim' }).click();
    await confirmItIsYou(page, { shows: [RAND_2500, '••••\u00a07890'] });
    await page.waitForURL(/\/fund-details\/[^/]+\/claims\/CLM\d{8}$/, { timeout: 30_000 });
    const caseNo = page.url().split('/').at(-1) ?? '';
    const claimPage = `/fund-details/${encodeURIComponent(schemeNumber)}/claims/${caseNo}`;
    expect(new URL(page.url()).pathname).toBe(claimPage);

    // The claim moves on by itself until it is paid; it is a RetailSavings claim (type 5).
    await expect
      .poll(() => page.locator('[data-status]').first().getAttribute('data-status'), {
        timeout: 120_000,
        interval: 2_000,
      })
      .toBe('Paid');
    const { claim } = await api<{
      claim: { claimType: number; grossAmount: number; netAmount: number; taxAmount: number };
    }>(page, `/api/Claims/GetClaimDetails?caseNo=${caseNo}`);
    expect(claim.claimType).toBe(5);
    expect(Math.round(claim.grossAmount * 100)).toBe(250_000);
    const net = formatRand(Math.round(claim.netAmount * 100));
    const tax = formatRand(Math.round(claim.taxAmount * 100));

    // Its payment letter and its tax certificate, downloaded from its page and read back: the
    // amounts are the API's.
    const letter = page.getByRole('region', { name: 'Payment letter' });
    const letterButton = letter.getByRole('button', { name: /^Download / });
    await letterButton.waitFor({ timeout: 60_000 });
    const letterText = await downloadedText(page, letterButton);
    expect(letterText).toContain(asReadFromPdf(net));
    const certificate = page.getByRole('region', { name: 'Tax certificate' });
    const certificateButton = certificate.getByRole('button', { name: /^Download / });
    await certificateButton.waitFor({ timeout: 60_000 });
    const certificateText = await downloadedText(page, certificateButton);
    expect(certificateText).toContain(caseNo);
    expect(certificateText).toContain(asReadFromPdf(formatRand(250_000)));
    expect(certificateText).toContain(asReadFromPdf(tax));
    expect(certificateText).toContain(asReadFromPdf(net));
    await expectAccessible(page);

    // The mails link the claim's page under the product, where the member follows it.
    const firstName = await page.evaluate(async () => {
      const answer = await fetch('/auth/session', { headers: { apikey: 'af-connect-web' } });
      return ((await answer.json()) as { user: { givenName: string } }).user.givenName;
    });
    const mails = await page.context().newPage();
    const submitted = await openMail(
      mails,
      `Your savings withdrawal ${caseNo} was submitted`,
      firstName,
    );
    expect(submitted).toContain(`${origin}${claimPage}`);
    const paid = await openMail(mails, `Your savings withdrawal ${caseNo} was paid`, firstName);
    expect(paid).toContain(`We paid ${net} into your bank account`);
    expect(paid).toContain(`${origin}${claimPage}`);
    await mails.close();

    // The product's value and savings pot fell by the amount claimed; its page lists the claim
    // and says no second withdrawal can be made this tax year.
    const after = await api<FundDetails>(
      page,
      `/api/Fund/GetFundDetails/${encodeURIComponent(schemeNumber)}`,
    );
    expect(Math.round((before.overview.totalValue - after.overview.totalValue) * 100)).toBe(
      250_000,
    );
    expect(Math.round((before.overview.savings - after.overview.savings) * 100)).toBe(250_000);
    await page.goto(`${origin}/fund-details/${encodeURIComponent(schemeNumber)}`);
    const withdrawals = page.getByRole('region', { name: 'Savings withdrawals' });
    await withdrawals.getByRole('link', { name: `Claim ${caseNo}` }).waitFor({ timeout: 30_000 });
    expect(
      await withdrawals.getByRole('link', { name: 'Withdraw from your savings pot' }).count(),
    ).toBe(0);
  });
});
