import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addYears, parseIsoDate } from '@portal/domain/dates';
import { buildSaId } from '@portal/domain/sa-id';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNotice } from './inbox-notice';
import { pdfText } from './pdf-text';
import { expectNoAxeViolations, newContext, signInAs, today as runToday } from './support';

// Beneficiary journeys (spec 1 §2.5–§2.7, §4) on member0011, whose data no other journey reads:
// it has an institutional fund, an empty unapproved life cover and a funeral cover.
const MEMBER = 'member0011@demo.local';
const LIFE = 'Unapproved Life Cover';
const FUNERAL = 'Unapproved Funeral Cover';
const STALE =
  'Your beneficiaries were changed in another window or device. Close this window and open it again to see the latest before you make changes.';
const today = runToday();

/** Polls with room for a busy machine (expect.poll waits 1 s by default). */
function poll<T>(check: () => T | Promise<T>, options = { timeout: 15_000 }) {
  return expect.poll(check, options);
}

let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  context = await newContext();
  page = await context.newPage();
  await signInAs(page, MEMBER);
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
});
afterAll(async () => context?.close());

function displayDate(iso: string): string {
  const { year, month, day } = parseIsoDate(iso);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

async function pick(dialog: Locator, label: string, option: string | number = 0) {
  await dialog.getByRole('combobox', { name: label, exact: true }).click();
  const options = dialog.page().getByRole('option');
  await (
    typeof option === 'number' ? options.nth(option) : options.filter({ hasText: option }).first()
  ).click();
}

async function fillCommon(dialog: Locator, first: string, last: string, share: string) {
  await dialog.getByLabel('First name').fill(first);
  await dialog.getByLabel('Surname').fill(last);
  await pick(dialog, 'Title');
  await pick(dialog, 'Relationship');
  await pick(dialog, 'Beneficiary type');
  await dialog.getByLabel('Email address').fill(`${first.toLowerCase()}@example.co.za`);
  await dialog.getByLabel('Share percentage').fill(share);
}

async function consentAndSubmit(dialog: Locator) {
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
}

function dialogOf(p: Page): Locator {
  return p.getByRole('dialog');
}

async function openRowAction(p: Page, name: string, action: 'Edit' | 'Delete') {
  await p.getByRole('button', { name: `Actions for ${name}` }).click();
  await p.getByRole('menuitem', { name: action }).click();
}

describe('managing beneficiaries', () => {
  it('adds two beneficiaries (ID and passport), submits and downloads the report', async () => {
    await page.goto('/manage-beneficiaries');
    await page.getByRole('button', { name: `Add beneficiary for ${LIFE}` }).click();
    const dialog = dialogOf(page);
    await poll(() => dialog.getByText('Manage beneficiaries').first().isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // One by SA ID: the date of birth fills itself in from the ID.
    const id = buildSaId({
      dateOfBirth: '1990-05-17',
      gender: 'female',
      sequence: 42,
      citizenship: 'citizen',
    });
    await fillCommon(dialog, 'Naledi', 'Dube', '60');
    await dialog.getByRole('textbox', { name: 'ID number' }).fill(id);
    expect(await dialog.getByLabel('Date of birth').inputValue()).toBe('17/05/1990');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await poll(() =>
      dialog.getByText('You have assigned 60% of the available 100%').isVisible(),
    ).toBe(true);

    // One by passport.
    await dialog.getByRole('button', { name: 'Add beneficiary' }).click();
    await fillCommon(dialog, 'Tendai', 'Moyo', '30');
    // Keyboard only from here: an open calendar may lie over the next controls.
    await dialog.getByRole('radio', { name: 'Passport' }).focus();
    await page.keyboard.press('Space');
    await dialog.getByLabel('Passport number').fill('ZN1234567');
    await pick(dialog, 'Country of issue', 'Zimbabwe');
    await dialog.getByLabel('Expiry date').fill(displayDate(addYears(today, 3)));
    await dialog.getByLabel('Date of birth').fill('30/09/1979');
    await dialog.getByLabel('Date of birth').press('Tab');
    await dialog.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');

    // 90 %: Submit stays off until the allocation is 100 and consent is given.
    await poll(() =>
      dialog.getByText('Please increase some of the values or add a new beneficiary').isVisible(),
    ).toBe(true);
    await dialog.getByLabel('Share for Tendai Moyo').fill('40');
    await dialog.getByRole('checkbox').check();
    expect(await dialog.getByRole('button', { name: 'Submit' }).isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await poll(() => dialog.getByText('Success!').isVisible(), { timeout: 15_000 }).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('BeneficiaryReport.pdf');
    // The toast says where the report went; the member closes it, as it would otherwise lie over
    // the table's row actions for its five seconds (or as long as the pointer rests on it).
    const toast = page
      .getByRole('alert')
      .filter({ hasText: 'Your beneficiary report was saved as BeneficiaryReport.pdf.' });
    await toast
      .getByRole('button', { name: 'Close notification' })
      .click({ timeout: 5_000 })
      // It may have closed by itself meanwhile on a slow machine; either way it is gone below.
      .catch(() => undefined);
    await poll(() => toast.count()).toBe(0);
    // The browser runs remotely: save a local copy to read.
    const file = path.join(os.tmpdir(), `nominations-${Date.now()}.pdf`);
    await download.saveAs(file);
    const text = await pdfText(file);
    await fs.rm(file, { force: true });
    expect(text).toContain('Naledi');
    expect(text).toContain('Tendai');
    await poll(() => dialog.count()).toBe(0);
    await poll(() => page.getByRole('cell', { name: 'Tendai' }).first().isVisible()).toBe(true);

    // The saved nomination is told in the inbox with the beneficiaries by name (a tab of its own,
    // so this page stays as the next steps find it).
    const inbox = await page.context().newPage();
    const notice = await readNotice(
      inbox,
      'beneficiaries',
      `Your beneficiaries for ${LIFE} were saved`,
    );
    await inbox.close();
    expect(notice).toContain('You now nominate Naledi Dube and Tendai Moyo.');
    expect(notice).not.toContain(id);
    expect(notice).not.toContain('ZN1234567');
  });

  it('edits one beneficiary and deletes another', async () => {
    await openRowAction(page, 'Naledi Dube', 'Edit');
    const dialog = dialogOf(page);
    await dialog.getByLabel('Email address').fill('naledi.dube@example.co.za');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await consentAndSubmit(dialog);
    await poll(() => dialog.getByText('Success!').isVisible(), { timeout: 15_000 }).toBe(true);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

    await openRowAction(page, 'Tendai Moyo', 'Delete');
    await poll(() => dialog.getByText('Do you want to delete this Beneficiary?').isVisible()).toBe(
      true,
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByLabel('Share for Naledi Dube').fill('100');
    await consentAndSubmit(dialog);
    await poll(() => dialog.getByText('Success!').isVisible(), { timeout: 15_000 }).toBe(true);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await poll(() => page.getByRole('cell', { name: 'Tendai' }).count()).toBe(0);
  });

  it('asks before closing with unsaved changes', async () => {
    await page.getByRole('button', { name: `Add beneficiary for ${LIFE}` }).click();
    const dialog = dialogOf(page);
    await dialog.getByLabel('First name').fill('Sipho');
    await page.keyboard.press('Escape');
    await poll(() =>
      dialog.getByText('Do you want to cancel (editing) this information?').isVisible(),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await poll(() => dialog.count()).toBe(0);
  });

  it('replaces the funeral beneficiary', async () => {
    await page.getByRole('button', { name: `Replace beneficiary for ${FUNERAL}` }).click();
    const dialog = dialogOf(page);
    await poll(() =>
      dialog.getByText('Nomination of beneficiary - unapproved funeral benefit').isVisible(),
    ).toBe(true);
    const id = buildSaId({
      dateOfBirth: '1984-02-11',
      gender: 'male',
      sequence: 7,
      citizenship: 'citizen',
    });
    await fillCommon(dialog, 'Bongani', 'Zulu', '100');
    await dialog.getByRole('textbox', { name: 'ID number' }).fill(id);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await consentAndSubmit(dialog);
    await poll(() => dialog.getByText('Success!').isVisible(), { timeout: 15_000 }).toBe(true);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await poll(() => page.getByRole('cell', { name: 'Bongani' }).first().isVisible()).toBe(true);
  });

  it('refuses a stale save from a second tab with its message', async () => {
    const other = await context.newPage();
    await other.goto('/manage-beneficiaries');
    await page.reload();
    // The first tab saves a change; the second, still on the old version, is refused.
    await openRowAction(page, 'Naledi Dube', 'Edit');
    await dialogOf(page).getByLabel('Email address').fill('naledi@example.com');
    await dialogOf(page).getByRole('button', { name: 'Save' }).click();
    await consentAndSubmit(dialogOf(page));
    await poll(() => dialogOf(page).getByText('Success!').isVisible(), { timeout: 15_000 }).toBe(
      true,
    );

    await openRowAction(other, 'Naledi Dube', 'Edit');
    await dialogOf(other).getByLabel('Email address').fill('naledi@example.org');
    await dialogOf(other).getByRole('button', { name: 'Save' }).click();
    await consentAndSubmit(dialogOf(other));
    await poll(() => dialogOf(other).getByText(STALE).isVisible(), { timeout: 15_000 }).toBe(true);
    await other.close();
  });
});

describe('cover pages', () => {
  it('shows the unapproved life cover with its beneficiaries as a table and a chart', async () => {
    await page.goto('/unapproved-life-cover');
    await poll(() => page.getByText('R 2 900 000.00').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Show beneficiaries as a chart' }).click();
    await poll(() => page.getByText('Median allocation:').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
  });

  it('shows the funeral cover amounts with the children’s age labels', async () => {
    await page.goto('/funeral-cover');
    await poll(() => page.getByText('Children aged 14 to 21').first().isVisible()).toBe(true);
    await expectNoAxeViolations(page);
  });
});

describe('a retail member’s retirement annuity', () => {
  it('takes its nomination online on the annuity’s Beneficiaries tab, recorded and awaiting the fund', async () => {
    // retail@demo.local's annuity nomination starts empty; this journey changes it.
    const retail = await newContext();
    try {
      const own = await retail.newPage();
      await signInAs(own, 'retail@demo.local');
      await own.waitForURL(/\/dashboard$/, { timeout: 30_000 });
      const schemeNumber = await own.evaluate(async () => {
        const answer = await fetch('/api/Fund/Internal', { headers: { apikey: 'af-connect-web' } });
        const { internalFunds } = (await answer.json()) as {
          internalFunds: { schemeNumber: string; fullproductname: string }[];
        };
        return internalFunds.find((f) => f.fullproductname === 'AF Retirement Annuity')
          ?.schemeNumber;
      });
      expect(schemeNumber, 'the retail member holds a retirement annuity').toBeDefined();
      await own.goto(`/fund-details/${schemeNumber}?beneficiaries`);
      const tab = own.getByRole('tab', { name: 'Beneficiaries' });
      await poll(() => tab.getAttribute('aria-selected'), { timeout: 30_000 }).toBe('true');
      const panel = own.getByRole('tabpanel', { name: 'Beneficiaries' });
      await panel.getByText('No beneficiaries nominated yet').waitFor();
      expect(await panel.getByRole('button', { name: 'Go to form' }).count()).toBe(0);

      await panel.getByRole('button', { name: 'Add beneficiary' }).click();
      const dialog = own.getByRole('dialog', { name: 'Manage beneficiaries' });
      await dialog.getByLabel('First name').waitFor();
      // The types explained where one is chosen, and who decides in the end.
      await dialog
        .getByText(/^A dependant is someone you support or must support by law/)
        .waitFor();
      await dialog.getByText(/^A nominee is someone you choose/).waitFor();
      await dialog
        .getByText(/^The trustees of the fund decide who receives your death benefit/)
        .waitFor();
      await expectNoAxeViolations(own);
      await fillCommon(dialog, 'Zanele', 'Khumalo', '100');
      await dialog.getByRole('textbox', { name: 'ID number' }).fill(
        buildSaId({
          dateOfBirth: '1998-02-14',
          gender: 'female',
          sequence: 7,
          citizenship: 'citizen',
        }),
      );
      await dialog.getByRole('button', { name: 'Save' }).click();
      await poll(() =>
        dialog.getByText('You have assigned 100% of the available 100%').isVisible(),
      ).toBe(true);
      // Submit waits for the consent box, and says so.
      const submit = dialog.getByRole('button', { name: 'Submit' });
      expect(await submit.isDisabled()).toBe(true);
      const reasonId = await submit.getAttribute('aria-describedby');
      expect(await own.locator(`[id="${reasonId}"]`).textContent()).toBe(
        'Tick the consent box to submit.',
      );
      await consentAndSubmit(dialog);
      await poll(() => dialog.getByText('Success!').isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await poll(() => dialog.count()).toBe(0);

      await poll(() => panel.getByRole('cell', { name: 'Zanele', exact: true }).isVisible()).toBe(
        true,
      );
      const status = panel.getByRole('list', { name: 'Status of this nomination' });
      const items = await status.getByRole('listitem').allTextContents();
      expect(items).toHaveLength(2);
      expect(items[0]).toMatch(/^Recorded: \d{1,2} [A-Z][a-z]{2} \d{4}$/);
      expect(items[1]).toBe('Received by the fund: not yet');
      await expectNoAxeViolations(own);
    } finally {
      await retail.close();
    }
  });
});
