import type { BrowserContext, Page } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inputsFromWire } from '@portal/contract/calls/projection';
import type { ProjectionInputsWire } from '@portal/contract/projection';
import { formatRand } from '@portal/domain/money';
import { savingsWithdrawalCost } from '@portal/domain/projection';
import { declaredKbaRecords } from '../../apps/api/src/db/seed/identity-records';
import { readNotice } from './inbox-notice';
import { asReadFromPdf, pdfText } from './pdf-text';
import { expectScreenHolds } from './screen-checks';
import {
  chooseOption,
  confirmItIsYou,
  expectNoAxeViolations,
  newContext,
  openMail,
  signInAs,
} from './support';

// The savings withdrawal claim end to end (the claims issue): the security questions, the ID
// number, an amount and its estimate (the cash now and the cost at retirement), a bank account
// the bank does not match and then one it does, a supporting document, submission, the claim
// moving on by itself to Paid, its payment letter with the net amount, and the fund's value
// fallen by the amount claimed.

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1440, height: 900 };
const USERNAME = 'member0015@demo.local';
const contexts: BrowserContext[] = [];
/** Amounts as the portal writes them (formatRand: no-break spaces). */
const RAND_2500 = 'R\u00a02\u00a0500.00';
const RAND_2600 = 'R\u00a02\u00a0600.00';

/**
 * The withdrawal amount changed in another tab of the member's (the same draft saved with a new
 * amount, as the wizard saves it).
 */
async function changeAmountElsewhere(page: Page, schemeNumber: string, amount: number) {
  const other = await page.context().newPage();
  try {
    await other.goto(`${new URL(page.url()).origin}/claims`);
    const status = await other.evaluate(
      async ({ scheme, value }) => {
        const headers = { apikey: 'af-connect-web', 'content-type': 'application/json' };
        const found = (await (
          await fetch(`/api/Claims/GetClaimDraft?schemeNumber=${encodeURIComponent(scheme)}`, {
            headers,
          })
        ).json()) as { draft: { webTransactionNo: string } };
        const saved = await fetch('/api/Claims/processbymemberclaimv2', {
          method: 'POST',
          headers,
          body: JSON.stringify({
            schemeNumber: scheme,
            webTransactionNo: found.draft.webTransactionNo,
            claimSubmissionType: 1,
            claim: { amount: value },
          }),
        });
        return saved.status;
      },
      { scheme: schemeNumber, value: amount },
    );
    expect(status).toBe(200);
  } finally {
    await other.close();
  }
}
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

describe('the savings withdrawal claim', () => {
  it('goes from the questions to a paid claim and its payment letter', async () => {
    const context = await newContext(DESKTOP);
    contexts.push(context);
    const page = await context.newPage();
    await signInAs(page, USERNAME);
    await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });

    const profile = await api<{ profile?: { idNumber?: string } } & Json>(
      page,
      '/api/Profile/GetProfileDetails',
    );
    const idNumber = JSON.stringify(profile).match(/"idNumber":"(\d{13})"/)?.[1];
    expect(idNumber).toBeDefined();

    // The claims page offers the withdrawal on the member's fund.
    await page.goto(`${new URL(page.url()).origin}/claims`);
    const start = page.getByRole('link', { name: /^Make a savings withdrawal from / }).first();
    await start.waitFor({ timeout: 30_000 });
    await expectAccessible(page);
    const fundName = ((await start.getAttribute('aria-label')) ?? '')
      .replace(/^Make a savings withdrawal from /, '')
      .trim();
    expect(fundName).not.toBe('');
    await start.click();
    await page.waitForURL(/\/claims\/savings-withdrawal\//);
    const schemeNumber = decodeURIComponent(page.url().split('/').at(-1) ?? '');
    const before = await api<{ overview: { totalValue: number; savings: number } }>(
      page,
      `/api/Fund/GetFundDetails/${encodeURIComponent(schemeNumber)}`,
    );

    // 1. Identity: the four questions, then the ID number.
    await page.getByRole('button', { name: 'Start the questions' }).click();
    await answerQuestions(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await page.getByText('Security questions answered').waitFor({ timeout: 30_000 });
    await page.getByRole('textbox', { name: 'ID number' }).fill(idNumber ?? '');
    await page.getByRole('button', { name: 'Verify my ID number' }).click();
    await page.getByText('Your ID number has been verified.').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Continue' }).click();

    // 2. The amount and the live estimate.
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
    expect(await estimate.getByText(/SARS/).count()).toBeGreaterThan(0);
    // Before submitting, beside the cash now: what the withdrawal costs at retirement, the one
    // projection's figure (DESIGN §1e) from the inputs GET /api/Projection/{scheme} answers.
    const answer = await api<{ projection: { inputs: ProjectionInputsWire } | null }>(
      page,
      `/api/Projection/${encodeURIComponent(schemeNumber)}`,
    );
    if (!answer.projection) throw new Error(`${schemeNumber} is not projected`);
    const cost = savingsWithdrawalCost(inputsFromWire(answer.projection.inputs), 250_000);
    expect(cost.monthlyIncomeGivenUpCents).toBeGreaterThan(0);
    const costSentence = estimate.getByText(/^This withdrawal lowers your retirement income/);
    await costSentence.waitFor({ timeout: 30_000 });
    expect(await costSentence.textContent()).toBe(
      `This withdrawal lowers your retirement income by about ${formatRand(cost.monthlyIncomeGivenUpCents ?? 0)} a month in today's money (expected returns), and your savings at retirement by ${formatRand(cost.valueGivenUpCents)}.`,
    );
    expect(await estimate.getByText(/could grow to|10% a year/).count()).toBe(0);
    // The estimate's amounts (the fee, the tax, the cost at retirement) each on one line, at
    // every width, with nothing wider than the screen.
    await expectScreenHolds(page, 'the withdrawal estimate', { heading: 'Savings withdrawal' });
    await page.getByRole('button', { name: 'Continue' }).click();

    // 3. The tax number.
    await page.getByRole('heading', { name: 'Tax number' }).waitFor();
    await page.getByLabel('Income tax number').fill('0123456789');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please enter a valid tax number').waitFor();
    await page.getByLabel('Income tax number').fill('0001339050');
    await page.getByRole('button', { name: 'Continue' }).click();

    // 4. Bank details: an account the bank does not match (ending 99: the ID number), then one it does.
    await page.getByRole('heading', { name: 'Bank details' }).waitFor({ timeout: 30_000 });
    await chooseOption(page.getByRole('combobox', { name: 'Bank', exact: true }), 'Capitec');
    await chooseOption(
      page.getByRole('combobox', { name: 'Account type', exact: true }),
      'Savings',
    );
    await page.getByLabel('Account number').fill('1234567899');
    await page.getByLabel('Account holder name').fill('Account Holder');
    await page.getByRole('button', { name: 'Verify bank account' }).click();
    // Verifying the account money goes to is confirmed first, in the provider's window, which
    // shows the fund, the amount and the account (masked) being confirmed.
    await confirmItIsYou(page, { shows: [fundName, RAND_2500, 'Capitec', '••••\u00a07899'] });
    await page.getByText('INFORMATION MISMATCH').waitFor({ timeout: 60_000 });
    await expectAccessible(page);
    await page.getByLabel('Account number').fill('1234567890');
    await page.getByRole('button', { name: 'Verify bank account' }).click();
    // While the window is open, the amount is changed in another tab: what was confirmed no
    // longer holds, and the member is asked again, with the new amount shown.
    await confirmItIsYou(page, {
      shows: [RAND_2500, '••••\u00a07890'],
      meanwhile: () => changeAmountElsewhere(page, schemeNumber, 2600),
      isAskedAgain: true,
    });
    await confirmItIsYou(page, { shows: [RAND_2600, '••••\u00a07890'] });
    await page.getByText('Bank account verified').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Continue' }).click();

    // 5. Documents: a real PNG and a real PDF.
    await page.getByRole('heading', { name: 'Supporting documents' }).waitFor();
    const png = path.join(os.tmpdir(), `e2e-id-${Date.now()}.png`);
    fs.writeFileSync(
      png,
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    );
    const pdf = path.join(os.tmpdir(), `e2e-bank-${Date.now()}.pdf`);
    fs.writeFileSync(
      pdf,
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    await page.getByLabel('Upload Copy of your ID').setInputFiles(png);
    await page.getByText(path.basename(png)).waitFor({ timeout: 30_000 });
    await page.getByLabel('Upload Proof of bank account').setInputFiles(pdf);
    await page.getByText(path.basename(pdf)).waitFor({ timeout: 30_000 });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    // 6. Review and submit (twice pressed, one claim).
    await page.getByRole('heading', { name: 'Review and submit' }).waitFor();
    await page
      .getByRole('checkbox', { name: /I declare that the information I have given is true/ })
      .check();
    await expectScreenHolds(page, 'the withdrawal review', { heading: 'Savings withdrawal' });
    // Submitting moves money: the member confirms the fund, the amount (as changed in the other
    // tab) and the account in the provider's window, then the same draft is submitted (twice
    // pressed, one claim).
    const submit = page.getByRole('button', { name: 'Submit claim' });
    await submit.dblclick();
    await confirmItIsYou(page, { shows: [fundName, RAND_2600, '••••\u00a07890'] });
    await page.waitForURL(/\/claims\/CLM\d{8}$/, { timeout: 30_000 });
    const caseNo = page.url().split('/').at(-1) ?? '';
    const claims = await api<{ claims: { caseNo: string; status: string }[] }>(
      page,
      '/api/Claims/GetMemberClaims',
    );
    expect(
      claims.claims.filter((c) => c.status !== 'Draft' && c.status !== 'Cancelled'),
    ).toHaveLength(1);
    expect(claims.claims.some((c) => c.caseNo === caseNo)).toBe(true);

    // The claim moves on by itself until it is paid.
    await expect
      .poll(() => page.locator('[data-status]').first().getAttribute('data-status'), {
        timeout: 120_000,
        interval: 2_000,
      })
      .toBe('Paid');
    const letters = page.getByRole('region', { name: 'Payment letter' });
    const download = letters.getByRole('button', { name: /^Download / });
    await download.waitFor({ timeout: 30_000 });
    const net = (await page.getByText('Net amount').locator('xpath=..').textContent()) ?? '';
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const saved = path.join(os.tmpdir(), `e2e-${Date.now()}-${file.suggestedFilename()}`);
    await file.saveAs(saved);
    const amount = net.replace('Net amount', '').trim();
    expect(amount).toMatch(/^R[\u00a0 ][\d\u00a0 ]+\.\d{2}$/);
    expect(await pdfText(saved)).toContain(asReadFromPdf(amount));
    await expectAccessible(page);

    // The member was emailed when the claim was submitted and when it was paid, with the amount.
    const firstName = await page.evaluate(async () => {
      const answer = await fetch('/auth/session', { headers: { apikey: 'af-connect-web' } });
      return ((await answer.json()) as { user: { givenName: string } }).user.givenName;
    });
    const mails = await page.context().newPage();
    expect(
      await openMail(mails, `Your savings withdrawal ${caseNo} was submitted`, firstName),
    ).toContain(`${RAND_2600} before tax and fees`);
    expect(
      await openMail(mails, `Your savings withdrawal ${caseNo} was paid`, firstName),
    ).toContain(`We paid ${amount} into your bank account`);
    await mails.close();

    // Each step is kept in the inbox: the documents uploaded, the account it is paid into (a
    // security notice, the last four digits only), the submission and the payment.
    const uploaded = await readNotice(
      page,
      'claims',
      `We received your document for savings withdrawal ${caseNo}`,
      caseNo,
    );
    expect(uploaded).toMatch(
      /you uploaded e2e-(id|bank)-\d+\.(png|pdf) \((Copy of your ID|Proof of bank account)\)/,
    );
    const bank = await readNotice(
      page,
      'security',
      `Bank details were given for savings withdrawal ${caseNo}`,
    );
    expect(bank).toContain('the Capitec account ending 7890');
    expect(bank).not.toContain('1234567890');
    expect(
      await readNotice(page, 'claims', `Your savings withdrawal ${caseNo} was submitted`),
    ).toContain(`${RAND_2600} before tax and fees`.replace(/\u00a0/g, ' '));
    expect(
      await readNotice(
        page,
        'claims',
        `Your savings withdrawal ${caseNo}: SARS issued the tax directive`,
      ),
    ).toContain(caseNo);
    expect(
      await readNotice(page, 'claims', `Your savings withdrawal ${caseNo} was paid`),
    ).toContain('Your payment letter');

    // The fund's value fell by the amount claimed.
    const after = await api<{ overview: { totalValue: number; savings: number } }>(
      page,
      `/api/Fund/GetFundDetails/${encodeURIComponent(schemeNumber)}`,
    );
    expect(Math.round((before.overview.totalValue - after.overview.totalValue) * 100)).toBe(
      260_000,
    );
    expect(Math.round((before.overview.savings - after.overview.savings) * 100)).toBe(260_000);
  });

  it('reports a death and gives a reference', async () => {
    const context = await newContext(PHONE);
    contexts.push(context);
    const page = await context.newPage();
    await signInAs(page, 'hybrid@demo.local');
    await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
    await page.goto(`${new URL(page.url()).origin}/claims`);
    await page.getByRole('link', { name: 'Report a death' }).click();
    await page.waitForURL(/\/claims\/report-a-death$/);
    const form = page.getByRole('form', { name: 'Report a death' });
    await form.waitFor({ timeout: 30_000 });
    // The reporter is the signed-in member, taken from the profile; no advert beside the form.
    await expect.poll(() => form.getByLabel('Your full name').inputValue()).toBe('Aisha Patel');
    expect(await page.getByRole('link', { name: /Contact an adviser/ }).count()).toBe(0);
    await form.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('First name of the deceased is required').waitFor();
    await expectAccessible(page);
    await form.getByLabel('First name of the deceased').fill('Johannes');
    await form.getByLabel('Surname of the deceased').fill('Botha');
    await form.getByLabel('ID number of the deceased').fill('5001015009080');
    await form.getByLabel('Date of death').fill('01/10/2026');
    await chooseOption(
      form.getByRole('combobox', { name: 'Your relationship to the deceased', exact: true }),
      'Child',
    );
    await form.getByLabel('Your full name').fill('Aisha Patel');
    await form.getByLabel('Your phone number').fill('082 123 4567');
    await form.getByLabel('Your email address').fill('aisha@example.com');
    await form.getByRole('button', { name: 'Send report' }).click();
    // DMA and eight characters of Crockford’s base32 (domain deceased-alert.ts).
    const told = page.getByText(/Your reference is DMA[0-9A-HJKMNP-TV-Z]{8}\b/);
    await told.waitFor({ timeout: 30_000 });
    await expectAccessible(page);
    // The reference can be found again in the inbox.
    const reference = /DMA[0-9A-HJKMNP-TV-Z]{8}/.exec((await told.textContent()) ?? '')?.[0] ?? '-';
    const notice = await readNotice(
      page,
      'claims',
      `We received your report of a death (${reference})`,
    );
    expect(notice).toContain('you reported the death of Johannes Botha');
    expect(notice).toContain(`Reference ${reference}`);
    expect(notice).not.toContain('5001015009080');
  });
});
