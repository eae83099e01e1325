import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { readNotice } from './inbox-notice';
import { askForStatement, memberApiGet } from './on-demand-statement';
import { expectNoAxeViolations, ONE_PAGE_PDF, openMail } from './support';

// Told in time (issue 48), as the institutional member: a contribution missing in the strip of
// the fund whose employer has not paid (db/seed/employer-payments.ts), its notice on the
// dashboard, in the inbox and in the demo mailbox; a message to the fund with an attachment and
// the fund's reply; and with email turned off for statement notices, the next statement's notice
// in the inbox only. The statements journey asks for this member's statements and reads their
// mail, so these steps run in its file, after it (statements-and-documents.e2e.ts): the member's
// choices change nowhere else meanwhile, and are put back at the end.

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1440, height: 900 };
const STATEMENT_SUBJECT = 'Your AF Connect statement is ready';

const apiGet = memberApiGet;

async function screenFits(page: Page): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
  }
  await page.setViewportSize(DESKTOP);
}

/** How many statement-ready mails to `address` the demo mailbox holds. */
async function statementMails(page: Page, address: string): Promise<number> {
  const mailbox = await page.context().newPage();
  await mailbox.goto('/idp/mailbox');
  const count = await mailbox
    .getByRole('listitem')
    .filter({ has: mailbox.getByRole('link', { name: STATEMENT_SUBJECT, exact: true }) })
    .filter({ hasText: `To ${address}` })
    .count();
  await mailbox.close();
  return count;
}

/** The "How we tell you" choice of email for statement notices, saved. */
async function chooseStatementEmail(page: Page, isOn: boolean): Promise<void> {
  await page.goto('/inbox');
  const choices = page.getByRole('region', { name: 'How we tell you' });
  const email = choices.getByRole('checkbox', { name: 'Email: Statements and documents' });
  await email.waitFor({ timeout: 30_000 });
  if ((await email.isChecked()) === isOn) return;
  await email.setChecked(isOn);
  await choices.getByRole('button', { name: 'Save my choices' }).click();
  await choices.getByText('Your choices are saved.').waitFor({ timeout: 15_000 });
}

/** The steps, on the member's signed-in page (at desktop width). */
export function toldInTimeSteps(pageOf: () => Page): void {
  let firstName = '';
  let fundName = '';

  it('shows a missing contribution on the dashboard and in the fund’s strip', async () => {
    const page = pageOf();
    const session = (await apiGet<{ user?: { givenName: string } }>(page, '/auth/session')).user;
    firstName = session?.givenName ?? '';
    await page.setViewportSize(DESKTOP);
    await page.goto('/dashboard');
    const alert = page.getByRole('alert').filter({ hasText: /^Contributions missing: / });
    await alert.first().waitFor({ timeout: 30_000 });
    fundName = ((await alert.first().textContent()) ?? '')
      .replace(/^Contributions missing: /, '')
      .replace(/The contributions for[\s\S]*$/, '')
      .trim();
    expect(fundName).not.toBe('');
    await alert
      .first()
      .getByRole('link', { name: 'See your contributions and what you can do' })
      .click();
    await page.waitForURL(/\/fund-details\/[^#]+#contributions$/);
    const section = page.getByRole('region', { name: 'Contributions' });
    const strip = section.getByRole('list', { name: /^Contributions, / });
    await strip.waitFor({ timeout: 30_000 });
    const months = await strip.getByRole('listitem').allTextContents();
    expect(months.length).toBe(24);
    expect(
      months.some((month) =>
        /\d{4}: missing, R[\s\u00a0][\d\u00a0 ]+\.\d{2} not received/.test(month),
      ),
    ).toBe(true);
    expect(await section.getByText('Contributions have not reached the fund').count()).toBe(1);
    await screenFits(page);
  });

  it('tells of it in the inbox and by email, with what the member can do', async () => {
    const page = pageOf();
    await page.goto('/inbox?category=contributions');
    const notices = page.getByRole('list', { name: 'Your notices' });
    const notice = notices
      .getByRole('button', {
        name: new RegExp(`Contributions for \\w+ \\d{4} have not reached ${fundName}`),
      })
      .first();
    await notice.waitFor({ timeout: 30_000 });
    const subject = (((await notice.textContent()) ?? '').match(
      new RegExp(`Contributions for \\w+ \\d{4} have not reached ${fundName}`),
    ) ?? [''])[0];
    await notice.click();
    await page
      .getByText(/^What you can do: check on your payslip/)
      .first()
      .waitFor({ timeout: 15_000 });
    expect(
      await page.getByRole('link', { name: 'See your contributions' }).count(),
    ).toBeGreaterThan(0);
    await screenFits(page);
    const mail = await openMail(page, subject, firstName, 'What you can do');
    expect(mail).toContain('Pension Funds Adjudicator');
    expect(mail).toContain('See your contributions');
  });

  it('tells of each employer payment that reached a fund, with the months it paid', async () => {
    const page = pageOf();
    // The member's other employer fund pays: its latest payment was told when it arrived.
    const notice = await readNotice(
      page,
      'contributions',
      /Contributions for (?:\w+ \d{4}(?:, | and )?)+ reached /,
    );
    expect(notice).toMatch(/On \d{1,2} \w{3} \d{4} R [\d ]+\.\d{2} of contributions/);
    expect(notice).toContain('are invested for you');
    expect(notice).toContain('See your contributions');
  });

  it('sends the fund a message with an attachment, and reads its reply', async () => {
    const page = pageOf();
    await page.goto('/messages');
    const form = page.getByRole('form', { name: 'Write to the fund' });
    await form.waitFor({ timeout: 30_000 });
    await form.getByLabel(/What is it about/).selectOption({ label: 'A contribution' });
    await form.getByLabel(/Subject/).fill(`Contributions missing for ${fundName}`);
    await form
      .getByLabel(/Your message/)
      .fill('My payslip shows my contributions were deducted, but they have not reached the fund.');
    await form.getByLabel('Attachments').setInputFiles({
      name: 'payslip.pdf',
      mimeType: 'application/pdf',
      buffer: ONE_PAGE_PDF,
    });
    await form.getByRole('button', { name: 'Remove payslip.pdf' }).waitFor();
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.waitForURL(/\/messages\/MSG-[0-9A-Z]{8}$/, { timeout: 30_000 });
    const reference = /MSG-[0-9A-Z]{8}$/.exec(page.url())?.[0] ?? '';
    await page.getByRole('link', { name: /payslip\.pdf/ }).waitFor({ timeout: 15_000 });
    await page
      .getByRole('list', { name: 'The conversation' })
      .getByText(/Thank you for your message about a contribution/)
      .waitFor({ timeout: 60_000 });
    await page.getByText('Answered', { exact: true }).waitFor();
    await screenFits(page);
    // The reply is told in the inbox too.
    await page.goto('/inbox?category=messages');
    await page
      .getByRole('list', { name: 'Your notices' })
      .getByRole('button', { name: new RegExp(`The fund answered your message ${reference}`) })
      .first()
      .waitFor({ timeout: 30_000 });
  });

  it('with email off for statement notices, tells of the next statement in the inbox only', async () => {
    const page = pageOf();
    const profile = await apiGet<{ profile: { primaryEmailAddress: string } }>(
      page,
      '/api/Profile/GetProfileDetails',
    );
    const address = profile.profile.primaryEmailAddress;
    try {
      await chooseStatementEmail(page, false);
      const unread = async () =>
        (await apiGet<{ unread: number }>(page, '/api/Inbox/GetUnreadCount')).unread;
      const before = await unread();
      const mailsBefore = await statementMails(page, address);
      // A period the statements journey does not ask for (a period asked again is the statement
      // already made).
      await askForStatement(page, 7);
      await expect.poll(unread, { timeout: 30_000 }).toBe(before + 1);
      await page.goto('/inbox?category=documents');
      await page
        .getByRole('list', { name: 'Your notices' })
        .getByRole('button', { name: new RegExp(`Unread: ${STATEMENT_SUBJECT}`) })
        .first()
        .waitFor({ timeout: 30_000 });
      // The mail outbox has had its turn (a notice's mail goes out within seconds): none came.
      await page.waitForTimeout(5_000);
      expect(await statementMails(page, address)).toBe(mailsBefore);
    } finally {
      await chooseStatementEmail(page, true);
    }
  });
}
