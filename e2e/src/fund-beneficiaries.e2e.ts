import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildSaId } from '@portal/domain/sa-id';
import type { BrowserContext, Download, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text';
import { expectNoAxeViolations, newContext, signInAs } from './support';

// The fund details page's Beneficiaries tab (spec 2 §2, §6) on the real server. member0008's
// data no other journey reads: an institutional fund whose nomination (one beneficiary) is
// changed here. member0007 holds the retail preservation fund and member0009 a restricted
// provident fund, both nominated on a signed form; those journeys only read.
const INSTITUTIONAL_MEMBER = 'member0008@demo.local';
const PRESERVATION_MEMBER = 'member0007@demo.local';
const RESTRICTED_MEMBER = 'member0009@demo.local';
const SIGNED_FORM = 'Change your beneficiaries on a signed form';

type StoredBeneficiary = {
  firstName: string;
  lastName: string;
  idNumber: string;
  allocation: number;
};

type Fund = {
  schemeNumber: string;
  fullproductname: string;
  membershipNumber: string;
  productTypeCategory: string;
  isRestricted: boolean;
};

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** Polls with room for a busy machine (expect.poll waits 1 s by default). */
function poll<T>(check: () => T | Promise<T>, options = { timeout: 15_000 }) {
  return expect.poll(check, options);
}

async function signedIn(
  username: string,
): Promise<{ page: Page; funds: Fund[]; fullName: string }> {
  context = await newContext();
  const page = await context.newPage();
  await signInAs(page, username);
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
  const { funds, fullName } = await page.evaluate(async () => {
    const headers = { apikey: 'af-connect-web' };
    const [fundsAnswer, profileAnswer] = await Promise.all([
      fetch('/api/Fund/Internal', { headers }),
      fetch('/api/Profile/GetProfileDetails', { headers }),
    ]);
    const { internalFunds } = (await fundsAnswer.json()) as { internalFunds: Fund[] };
    const { profile } = (await profileAnswer.json()) as {
      profile: { firstName: string; lastName: string };
    };
    return { funds: internalFunds, fullName: `${profile.firstName} ${profile.lastName}` };
  });
  return { page, funds, fullName };
}

/** Opens the fund's page with `?beneficiaries`: the Beneficiaries tab is the one shown. */
async function openBeneficiaries(page: Page, fund: Fund): Promise<Locator> {
  await page.goto(`/fund-details/${fund.schemeNumber}?beneficiaries`);
  const tab = page.getByRole('tab', { name: 'Beneficiaries' });
  await poll(() => tab.getAttribute('aria-selected'), { timeout: 30_000 }).toBe('true');
  return page.getByRole('tabpanel', { name: 'Beneficiaries' });
}

async function pick(dialog: Locator, label: string) {
  await dialog.getByRole('combobox', { name: label, exact: true }).click();
  await dialog.page().getByRole('option').first().click();
}

/** Shares that add up to 100 over every row of the allocation panel. */
async function rebalance(dialog: Locator) {
  const shares = dialog.getByLabel(/^Share for /);
  const count = await shares.count();
  const each = Math.floor(100 / count);
  for (let index = 0; index < count; index += 1)
    await shares.nth(index).fill(String(index === count - 1 ? 100 - each * (count - 1) : each));
  await poll(() =>
    dialog.getByText('You have assigned 100% of the available 100%').isVisible(),
  ).toBe(true);
}

async function submitAndClose(dialog: Locator) {
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await poll(() => dialog.getByText('Success!').isVisible()).toBe(true);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await poll(() => dialog.count()).toBe(0);
}

async function rowAction(page: Page, panel: Locator, name: string, action: 'Edit' | 'Delete') {
  await panel.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** The browser runs remotely: a local copy of the download, read as text. */
async function downloadedText(download: Download): Promise<string> {
  const file = path.join(os.tmpdir(), `fund-beneficiaries-${Date.now()}.pdf`);
  await download.saveAs(file);
  try {
    return await pdfText(file);
  } finally {
    await fs.rm(file, { force: true });
  }
}

describe('fund details: the Beneficiaries tab', () => {
  it('adds, edits and deletes through the Manage beneficiaries modal, then downloads the report', async () => {
    const { page, funds } = await signedIn(INSTITUTIONAL_MEMBER);
    const fund = funds.find((f) => f.productTypeCategory === 'Institutional' && !f.isRestricted)!;
    const panel = await openBeneficiaries(page, fund);
    await panel.getByRole('table').waitFor();
    const before = await panel.getByRole('button', { name: /^Actions for / }).count();
    expect(before).toBeGreaterThan(0);

    // Add: the form, then the allocation panel rebalanced to 100 %, consent and Submit.
    await panel.getByRole('button', { name: 'Add beneficiary' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage beneficiaries' });
    await dialog.getByLabel('First name').waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('First name').fill('Naledi');
    await dialog.getByLabel('Surname').fill('Dube');
    await pick(dialog, 'Title');
    await pick(dialog, 'Relationship');
    await pick(dialog, 'Beneficiary type');
    await dialog.getByLabel('Email address').fill('naledi@example.co.za');
    await dialog.getByLabel('Share percentage').fill('20');
    await dialog.getByRole('textbox', { name: 'ID number' }).fill(
      buildSaId({
        dateOfBirth: '1991-03-08',
        gender: 'female',
        sequence: 12,
        citizenship: 'citizen',
      }),
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    await rebalance(dialog);
    await submitAndClose(dialog);
    await poll(() => panel.getByRole('button', { name: /^Actions for / }).count()).toBe(before + 1);
    await poll(() => panel.getByRole('cell', { name: 'Naledi', exact: true }).isVisible()).toBe(
      true,
    );

    // Edit the new beneficiary's email, once the form shows the one saved (as a member sees it
    // before changing it: typed sooner, the form's own filling-in would write over it).
    await rowAction(page, panel, 'Naledi Dube', 'Edit');
    await poll(() => dialog.getByLabel('Email address').inputValue(), { timeout: 30_000 }).toBe(
      'naledi@example.co.za',
    );
    await dialog.getByLabel('Email address').fill('naledi.dube@example.co.za');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await submitAndClose(dialog);

    // Delete one of the beneficiaries the member had before, and rebalance the rest.
    const labels = await panel
      .getByRole('button', { name: /^Actions for / })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
    const removed = labels
      .map((label) => label.replace(/^Actions for /, ''))
      .find((name) => name !== 'Naledi Dube')!;
    await rowAction(page, panel, removed, 'Delete');
    await poll(() => dialog.getByText('Do you want to delete this Beneficiary?').isVisible()).toBe(
      true,
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await rebalance(dialog);
    await submitAndClose(dialog);
    await poll(() => panel.getByRole('button', { name: `Actions for ${removed}` }).count()).toBe(0);
    const kept = await panel
      .getByRole('button', { name: /^Actions for / })
      .evaluateAll((buttons) =>
        buttons.map((button) =>
          (button.getAttribute('aria-label') ?? '').replace(/^Actions for /, ''),
        ),
      );
    expect(kept).toContain('Naledi Dube');

    // The chart shows each beneficiary's full name and allocation.
    await panel.getByText('Chart', { exact: true }).click();
    const chart = panel.getByRole('table', { name: 'Allocation per beneficiary' });
    await poll(() => chart.getByText('Naledi Dube').isVisible()).toBe(true);
    await panel.getByText('Details', { exact: true }).click();

    // The nomination report from the tab.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('BeneficiaryReport.pdf');
    const text = await downloadedText(download);
    for (const name of kept) {
      const [first = '', ...rest] = name.split(' ');
      expect(text).toContain(first);
      expect(text).toContain(rest.join(' '));
    }
    expect(text).not.toContain(removed.split(' ')[0]);
    expect(text).toContain(fund.membershipNumber);
    await expectNoAxeViolations(page);
  });

  it('restricted fund: its signed form, pre-filled with the current beneficiaries, downloaded and read back', async () => {
    const { page, funds, fullName } = await signedIn(RESTRICTED_MEMBER);
    const fund = funds.find((f) => f.isRestricted);
    expect(fund, 'member0009 holds a restricted provident fund').toBeDefined();
    if (!fund) return;
    const stored = await page.evaluate(async (schemeNumber) => {
      const answer = await fetch('/api/Nomination', { headers: { apikey: 'af-connect-web' } });
      const { value } = (await answer.json()) as {
        value: {
          productNominations: {
            membership: { schemeNumber: string | null };
            beneficiaries: StoredBeneficiary[];
          }[];
        };
      };
      return (
        value.productNominations.find((n) => n.membership.schemeNumber === schemeNumber)
          ?.beneficiaries ?? []
      );
    }, fund.schemeNumber);
    expect(stored.map((b) => b.allocation)).toEqual([70, 30]);

    const panel = await openBeneficiaries(page, fund);
    const form = panel.getByRole('region', { name: SIGNED_FORM });
    await form.waitFor();
    expect(await form.getByText(/HR department keeps this fund’s records/).count()).toBe(1);
    // Its beneficiaries are shown, with no way to change them online and no report.
    await panel.getByRole('table').waitFor();
    expect(await panel.getByRole('button', { name: 'Add beneficiary' }).count()).toBe(0);
    expect(await panel.getByRole('button', { name: /^Actions for / }).count()).toBe(0);
    expect(await panel.getByRole('button', { name: 'Download PDF' }).count()).toBe(0);
    // A signed form is received by the fund, never recorded online.
    const status = panel.getByRole('list', { name: 'Status of this nomination' });
    expect(await status.textContent()).toMatch(
      /^Received by the fund: \d{1,2} [A-Z][a-z]{2} \d{4}$/,
    );
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      form
        .getByRole('button', { name: `Download the nomination form for ${fund.fullproductname}` })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('Beneficiary form.pdf');
    const text = (await downloadedText(download)).replace(/\s+/g, ' ');
    expect(text).toContain('Nomination of Beneficiaries');
    expect(text).toContain(fullName);
    expect(text).toContain(fund.membershipNumber);
    for (const beneficiary of stored) {
      expect(text).toContain(beneficiary.firstName);
      expect(text).toContain(beneficiary.lastName);
      expect(text).toContain(beneficiary.idNumber);
    }
    expect(text).toContain('70.00%');
    expect(text).toContain('30.00%');
    for (const line of ['Member’s signature *', 'Witness’s signature *', 'Date (DD/MM/YYYY) *'])
      expect(text).toContain(line);
    // Where to send it: the administrator's nominations mailbox and postal address.
    expect(text).toContain('nominations@afconnect.co.za');
    expect(text).toContain('Beneficiary Nominations');
    expect(text).toContain('PO Box 1000');

    // On the narrowest phone the panel fits without scrolling sideways.
    await page.setViewportSize({ width: 320, height: 800 });
    await form.waitFor();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await expectNoAxeViolations(page);
  });

  it('preservation fund: its rules ask for the signed form, and the form is offered instead of changes', async () => {
    const { page, funds } = await signedIn(PRESERVATION_MEMBER);
    const fund = funds.find((f) => f.productTypeCategory === 'Retail');
    expect(fund, 'member0007 holds the retail preservation fund').toBeDefined();
    if (!fund) return;
    const panel = await openBeneficiaries(page, fund);
    const form = panel.getByRole('region', { name: SIGNED_FORM });
    await form.waitFor();
    expect(
      await form
        .getByText(/rules ask for a nomination form you sign in front of a witness/)
        .count(),
    ).toBe(1);
    expect(await panel.getByRole('button', { name: 'Add beneficiary' }).count()).toBe(0);
    expect(await panel.getByRole('button', { name: 'Go to form' }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });
});
