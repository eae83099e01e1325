import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNotice } from './inbox-notice';
import {
  afterStepUpIfAsked,
  expectNoAxeViolations,
  newContext,
  openMail,
  signInAs,
} from './support';

// The profile details page (spec 1 §2.8, §4 "Profile page", §5 "Profile", §8) on member0013,
// whose profile no other journey reads: the member corrects contact details under each
// registration type, sees the success modal, toast and recent changes, finds them again after
// signing in anew, is held back from leaving with unsaved changes, and sees the failure modal.

const MEMBER = 'member0013@demo.local';
const PHONE = { width: 375, height: 800 };
const NEW_EMAIL = 'member13.new@example.co.za';
const DESKTOP = { width: 1440, height: 900 };
const IDENTITY_TOOLTIP =
  'Please contact your HR or Adviser to update your identity details on your profile';
const TOAST = 'Thank you for your updates. Your changes will be reflected when you login again.';
const FAILURE =
  'Unfortunately your updated details could not be saved at this time. Please try again later.';
const LEAVE = 'Do you want to proceed without saving?';

/** Polls with room for a busy machine (expect.poll waits 1 s by default). */
function poll<T>(check: () => T | Promise<T>, options = { timeout: 15_000 }) {
  return expect.poll(check, options);
}

let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  context = await newContext(DESKTOP);
  page = await context.newPage();
  await signInAs(page, MEMBER);
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
});
afterAll(async () => context?.close());

async function openProfile(p: Page): Promise<void> {
  await p.getByRole('button', { name: /^Account menu for/ }).click();
  await p.getByRole('menuitem', { name: 'Profile details' }).click();
  await p.waitForURL(/\/profile-details$/);
  await p.getByRole('heading', { level: 1, name: 'Profile information' }).waitFor();
  await p.getByRole('button', { name: 'Edit' }).waitFor();
}

function field(p: Page, label: string): Locator {
  return p.getByRole('textbox', { name: label, exact: true });
}

function select(p: Page, label: string): Locator {
  return p.getByRole('combobox', { name: label, exact: true });
}

async function pick(p: Page, label: string, option: string): Promise<void> {
  await select(p, label).click();
  await p.getByRole('option', { name: option, exact: true }).click();
}

/** Whether the field is marked required (the asterisk and the input's required state). */
async function isRequired(p: Page, label: string): Promise<boolean> {
  return field(p, label).evaluate((input) => (input as HTMLInputElement).required);
}

async function requiredMarks(p: Page): Promise<Record<string, boolean>> {
  return {
    phone: await isRequired(p, 'Phone number'),
    email: await isRequired(p, 'Email address'),
  };
}

async function contactTab(p: Page): Promise<void> {
  await p.getByRole('tab', { name: 'Contact details' }).click();
}

describe('the profile details page', () => {
  it('opens read-only from its own menu item, with identity fields that never unlock', async () => {
    await openProfile(page);
    expect(await page.title()).toBe('Profile information - AF Connect');
    await expect(field(page, 'First name').isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Edit' }).click();
    await poll(() => field(page, 'First name').isEnabled()).toBe(true);
    for (const label of ['Date of birth', 'Identifier type']) {
      expect(await field(page, label).isDisabled()).toBe(true);
    }
    expect(await page.getByRole('textbox', { name: /^(ID|Passport) number$/ }).isDisabled()).toBe(
      true,
    );
    await page.getByRole('img', { name: IDENTITY_TOOLTIP }).first().hover();
    await poll(() => page.getByText(IDENTITY_TOOLTIP, { exact: true }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    // Nothing changed: Cancel leaves edit mode at once, without asking.
    await poll(() => field(page, 'First name').isDisabled()).toBe(true);
    expect(await page.getByText(LEAVE).count()).toBe(0);
    await contactTab(page);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
    }
  });

  it('marks the required contact fields by registration type and saves a correction', async () => {
    await contactTab(page);
    const oldEmail = await field(page, 'Email address').inputValue();
    expect(oldEmail).toMatch(/@/);
    await page.getByRole('button', { name: 'Edit' }).click();
    await pick(page, 'Registration type', 'Combined');
    await poll(() => requiredMarks(page)).toEqual({ phone: true, email: true });
    await pick(page, 'Registration type', 'Corporate');
    await poll(() => requiredMarks(page)).toEqual({ phone: false, email: true });
    await pick(page, 'Registration type', 'Individual');
    await pick(page, 'Preferred contact method', 'SMS');
    await poll(() => requiredMarks(page)).toEqual({ phone: true, email: false });
    await pick(page, 'Preferred contact method', 'Email');
    await poll(() => requiredMarks(page)).toEqual({ phone: true, email: true });

    await field(page, 'Phone number').fill('0831234567');
    await field(page, 'Email address').fill(NEW_EMAIL);
    await field(page, 'City').fill('Makhanda');
    await field(page, 'Postal code').fill('61401');
    await page.getByRole('button', { name: 'Update' }).click();
    await poll(() =>
      page.getByText('Postal code must be no more than 4 characters').isVisible(),
    ).toBe(true);
    await field(page, 'Postal code').fill('6140');
    await page.getByRole('button', { name: 'Update' }).click();

    // A new phone number needs a recent sign-in: asked if the member's is older.
    const success = page.getByRole('dialog', { name: 'Success!' });
    await afterStepUpIfAsked(page, success);
    expect(await success.textContent()).toContain('HR');
    await poll(() => page.getByText(TOAST).isVisible()).toBe(true);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
    }
    await success.getByRole('button', { name: /close/i }).first().click();
    await poll(() => success.isVisible()).toBe(false);

    // Read-only again, with the saved values; the change heads the recent changes.
    await poll(() => field(page, 'City').isDisabled()).toBe(true);
    expect(await field(page, 'City').inputValue()).toBe('Makhanda');
    const recent = page.getByRole('region', { name: 'Recent changes' });
    await poll(() => recent.textContent()).toMatch(/Phone number/);
    expect(await recent.textContent()).toMatch(/City/);
    expect(await recent.textContent()).toMatch(/Registration type/);

    // The new email address waits for its confirmation from that address; the old one stays.
    const waiting = page.getByRole('region', { name: 'Confirm your new email address' });
    await poll(() => waiting.textContent()).toContain(`We sent a link to ${NEW_EMAIL}`);
    expect(await waiting.textContent()).toContain(`we keep using ${oldEmail}`);
    expect(await field(page, 'Email address').inputValue()).toBe(oldEmail);
    expect(await recent.textContent()).not.toMatch(/Email address/);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
    }

    // The old address is told at once, the new address masked, with a link to cancel.
    const session = await page.request.get('/auth/session', {
      headers: { apikey: 'af-connect-web' },
    });
    const { user } = (await session.json()) as { user?: { givenName: string } };
    const givenName = user?.givenName ?? '';
    const asked = await openMail(
      page,
      'A change of your AF Connect email address was asked for',
      givenName,
      'to m***@example.co.za was asked for',
    );
    expect(asked).not.toContain(NEW_EMAIL);
    expect(asked).toMatch(/\/email-address\/cancel\?token=/);

    // The new address confirms through the link in its mail (no sign-in needed for it).
    const toNew = await openMail(
      page,
      'Confirm your new AF Connect email address',
      givenName,
      'Confirm this email address',
    );
    const link = /https?:\/\/\S+\/email-address\/confirm\?token=[\w-]+/.exec(toNew)?.[0] ?? '';
    expect(link).not.toBe('');
    const elsewhere = await newContext(PHONE);
    try {
      const phone = await elsewhere.newPage();
      await phone.goto(link);
      await phone.getByRole('heading', { name: 'Confirm your new email address' }).waitFor();
      await expectNoAxeViolations(phone);
      await phone.getByRole('button', { name: 'Confirm this email address' }).click();
      await phone.getByRole('heading', { name: 'Email address confirmed' }).waitFor();
      // The link works once.
      await phone.goto(link);
      await phone.getByRole('heading', { name: 'This link no longer works' }).waitFor();
    } finally {
      await elsewhere.close();
    }

    // Now the old address is told the change was made, the new address masked.
    const toOld = await openMail(
      page,
      'Your AF Connect email address was changed',
      givenName,
      'was changed to m***@',
    );
    expect(toOld).toContain('was changed to m***@example.co.za');
    expect(toOld).not.toContain(NEW_EMAIL);
    await page.goto('/profile-details?tab=contact-details');
    await poll(() => field(page, 'Email address').inputValue()).toBe(NEW_EMAIL);
    expect(await waiting.count()).toBe(0);
    await poll(() => recent.textContent()).toMatch(/Email address/);

    // The inbox keeps both security notices: the new mobile number (its last three digits) and
    // the address changed (masked), in a tab of its own.
    const inbox = await page.context().newPage();
    try {
      expect(
        await readNotice(
          inbox,
          'security',
          'The mobile number on your AF Connect profile was changed',
        ),
      ).toContain('changed to a number ending 567');
      const changed = await readNotice(
        inbox,
        'security',
        'Your AF Connect email address was changed',
      );
      expect(changed).toContain('was changed to m***@example.co.za');
      expect(changed).not.toContain(NEW_EMAIL);
    } finally {
      await inbox.close();
    }
  });

  it('shows the saved details after signing in again', async () => {
    const fresh = await newContext(DESKTOP);
    try {
      const again = await fresh.newPage();
      await signInAs(again, MEMBER);
      await again.waitForURL(/\/dashboard$/, { timeout: 30_000 });
      await openProfile(again);
      await contactTab(again);
      await poll(() => field(again, 'City').inputValue()).toBe('Makhanda');
      expect(await field(again, 'Phone number').inputValue()).toBe('0831234567');
      expect(await field(again, 'Email address').inputValue()).toBe(NEW_EMAIL);
      expect(await field(again, 'Postal code').inputValue()).toBe('6140');
      expect(await select(again, 'Registration type').inputValue()).toBe('Individual');
      expect(await select(again, 'Preferred contact method').inputValue()).toBe('Email');
    } finally {
      await fresh.close();
    }
  });

  it('holds the member back from leaving with unsaved changes, by a link and by Back', async () => {
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Your funds' }).waitFor();
    await openProfile(page);
    await contactTab(page);
    await page.getByRole('button', { name: 'Edit' }).click();
    await field(page, 'Suburb').fill('Unsaved Heights');

    // A link: the confirmation opens; Cancel stays with the changes.
    await page.getByRole('link', { name: 'Home' }).first().click();
    const confirm = page.getByRole('dialog', { name: LEAVE });
    await confirm.waitFor();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await poll(() => confirm.isVisible()).toBe(false);
    expect(page.url()).toMatch(/\/profile-details/);
    expect(await field(page, 'Suburb').inputValue()).toBe('Unsaved Heights');

    // The browser's Back button: the same confirmation; Continue leaves without saving.
    await page.goBack();
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/dashboard$/);
    await openProfile(page);
    await contactTab(page);
    expect(await field(page, 'Suburb').inputValue()).not.toBe('Unsaved Heights');
  });

  it('asks before Cancel discards changes', async () => {
    await contactTab(page);
    await page.getByRole('button', { name: 'Edit' }).click();
    const suburb = await field(page, 'Suburb').inputValue();
    await field(page, 'Suburb').fill('Changed my mind');
    await page.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('dialog', { name: LEAVE });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await poll(() => field(page, 'Suburb').isDisabled()).toBe(true);
    expect(await field(page, 'Suburb').inputValue()).toBe(suburb);
  });

  it('shows the failure modal when the server answers success false, keeping the changes', async () => {
    await page.route('**/api/Profile/UpdateProfileDetails', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":false}' }),
    );
    try {
      await contactTab(page);
      await page.getByRole('button', { name: 'Edit' }).click();
      await field(page, 'Suburb').fill('Not Saved');
      await page.getByRole('button', { name: 'Update' }).click();
      const failure = page.getByRole('dialog', { name: 'Failure to update' });
      await failure.waitFor();
      expect(await failure.textContent()).toContain(FAILURE);
      await expectNoAxeViolations(page);
      await failure.getByRole('button', { name: /close/i }).first().click();
      expect(await field(page, 'Suburb').inputValue()).toBe('Not Saved');
      expect(await field(page, 'Suburb').isEnabled()).toBe(true);
    } finally {
      await page.unroute('**/api/Profile/UpdateProfileDetails');
    }
  });

  it('warns before the tab closes with unsaved changes', async () => {
    const tab = await context.newPage();
    await tab.goto('/profile-details');
    await tab.getByRole('button', { name: 'Edit' }).click();
    await field(tab, 'First name').fill('Unsaved');
    const dialogs: string[] = [];
    tab.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await tab.close({ runBeforeUnload: true });
    await poll(() => dialogs).toEqual(['beforeunload']);
  });
});

// spec 1 §4, §8: a profile that cannot be loaded does not keep the member out. The profile call
// is made to fail in the browser; the server answers everything else as usual.
describe('a profile that cannot be loaded', () => {
  it('lets the member in with the toast, typed by their products', async () => {
    const failing = await newContext(DESKTOP);
    try {
      const tab = await failing.newPage();
      await tab.route('**/api/Profile/GetProfileDetails', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"success":false,"code":"SERVICE_UNAVAILABLE","message":"Unavailable"}',
        }),
      );
      await signInAs(tab, 'hybrid@demo.local');
      await tab
        .getByText('Something went wrong in showing your profile. Please try logging in later.')
        .waitFor({ timeout: 30_000 });
      await tab.waitForURL(/\/dashboard$/, { timeout: 30_000 });
      await tab.getByRole('heading', { name: 'Your funds' }).waitFor();
      // An institutional and a retail product: hybrid, in the institutional view, with the switch.
      await tab.getByRole('banner').getByRole('radiogroup').waitFor();
      expect(await tab.evaluate(() => sessionStorage.getItem('USER_TYPE'))).toBe('Institutional');
      expect(
        await tab
          .getByText('There was an issue loading your dashboard. Please try again later.')
          .count(),
      ).toBe(0);
      await expectNoAxeViolations(tab);
    } finally {
      await failing.close();
    }
  });
});
