import type { BrowserContext, Page } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { SwitchOptions } from '@portal/contract/switches';
import { addDays } from '@portal/domain/dates';
import { businessDayOnOrBefore } from '../../apps/api/src/db/seed/business-days';
import { pdfText } from './pdf-text';
import { expectScreenHolds } from './screen-checks';
import { runToday, startPortalServer, type PortalServer } from './server';
import { readNotice } from './inbox-notice';
import { confirmItIsYou, expectNoAxeViolations, newContext, signInAs } from './support';

// An online switch end to end (docs/decisions/041-online-switches.md) on a server of its own,
// whose clock moves on as a member's days would: the demo data is made up to the run's today,
// the member then switches on a business day two before the latest one (their pension fund
// from its portfolios to a 60/40 mix of two others, the effect seen before confirming), cancels
// one instruction before its cut-off and confirms another; the server started again on the run's
// today sends the instruction to the investment hub at its cut-off and has it traded at the
// trade date's prices. The member finds the switch rows among the fund's transactions, the
// switch confirmation letter among the documents, and the switch in the history.

const USERNAME = 'institutional@demo.local';
const DESKTOP = { width: 1440, height: 900 };
/** The latest business day with prices, and the switching day two business days before it. */
const LATEST = businessDayOnOrBefore(runToday);
const SWITCH_DAY = businessDayOnOrBefore(addDays(businessDayOnOrBefore(addDays(LATEST, -1)), -1));

let dataDir: string | undefined;
let server: PortalServer | undefined;
const contexts: BrowserContext[] = [];

/** The portal on the shared data directory with its today at `today`. */
async function startOn(today: string): Promise<PortalServer> {
  if (!dataDir) throw new Error('no data directory');
  return startPortalServer({
    DATA_DIR: dataDir,
    PORTAL_TODAY: today,
    WEB_DIST: inject('webDist'),
    STEP_UP_MINUTES: '0.5',
    RATE_LIMIT_PER_MINUTE: '100000',
  });
}

/** A new data directory with the demo data, prices included, up to the run's today. */
async function seeded(): Promise<void> {
  await server?.stop();
  server = undefined;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-switch-'));
  const seeding = await startOn(runToday);
  await seeding.stop();
}

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

type Json = Record<string, unknown>;

async function api<T = Json>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (address) => {
    const response = await fetch(address, { headers: { apikey: 'af-connect-web' } });
    return (await response.json()) as T;
  }, url);
}

async function signedIn(base: string): Promise<Page> {
  const context = await newContext(DESKTOP, base);
  contexts.push(context);
  const page = await context.newPage();
  await signInAs(page, USERNAME);
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
  return page;
}

/** The pension fund's scheme number and two portfolios it holds none of (Regulation 28 kept). */
async function pensionFund(page: Page) {
  const funds = await api<{ internalFunds: { schemeNumber: string; fullproductname: string }[] }>(
    page,
    '/api/Fund/Internal',
  );
  const fund = funds.internalFunds.find((f) => /pension/i.test(f.fullproductname));
  if (!fund) throw new Error('the institutional member has no pension fund');
  const options = await api<SwitchOptions>(
    page,
    `/api/Switch/Options/${encodeURIComponent(fund.schemeNumber)}`,
  );
  const held = new Set(options.current.value.map((line) => line.portfolioCode));
  const fresh = options.range.filter((p) => !held.has(p.portfolioCode) && p.mixKeepsRegulation28);
  const [sixty, forty] = fresh;
  if (!sixty || !forty) throw new Error('no two portfolios to switch to');
  return { schemeNumber: fund.schemeNumber, fundName: fund.fullproductname, sixty, forty };
}

/** Chooses 60/40 on the Change investments page and opens the review. */
async function chooseSixtyForty(page: Page, sixty: string, forty: string): Promise<void> {
  await page.getByRole('heading', { name: 'Choose your new investments' }).waitFor();
  await page.getByRole('textbox', { name: `Share in ${sixty}` }).fill('60');
  await page.getByRole('textbox', { name: `Share in ${forty}` }).fill('50');
  await page.getByRole('button', { name: 'Review the change' }).click();
  await page.getByText('The shares add up to 110 %. They must add up to 100 %.').waitFor();
  await page.getByRole('textbox', { name: `Share in ${forty}` }).fill('40');
  await page.getByRole('button', { name: 'Review the change' }).click();
  await page.getByRole('heading', { name: 'Review the change' }).waitFor({ timeout: 30_000 });
}

describe('an online switch', () => {
  it('previews, cancels one instruction before the cut-off and completes another', async () => {
    // Each attempt on data of its own (a retry would find the first attempt's switches).
    await seeded();
    // The switching day.
    server = await startOn(SWITCH_DAY);
    let page = await signedIn(server.baseUrl);
    const fund = await pensionFund(page);

    // From the fund's portfolios to Change investments.
    await page.goto(`/fund-details/${encodeURIComponent(fund.schemeNumber)}`);
    await page.getByRole('link', { name: 'Change investments' }).click();
    await page.waitForURL(/\/switch$/);
    await page.getByRole('heading', { level: 1, name: 'Change investments' }).waitFor();
    await expectScreenHolds(page, 'the switch choice', { heading: 'Change investments' });

    // The effect before confirming: now and after side by side.
    await chooseSixtyForty(page, fund.sixty.portfolioName, fund.forty.portfolioName);
    const savings = page.getByRole('table', { name: 'How your savings are invested' });
    const row = (name: string) => savings.getByRole('row', { name: new RegExp(name) });
    expect(await row(fund.sixty.portfolioName).getByRole('cell').allTextContents()).toEqual([
      '0%',
      '60%',
    ]);
    expect(await row(fund.forty.portfolioName).getByRole('cell').allTextContents()).toEqual([
      '0%',
      '40%',
    ]);
    await page.getByRole('table', { name: 'Asset mix' }).waitFor();
    await page.getByRole('region', { name: 'Risk profile' }).waitFor();
    const income = page.getByRole('region', {
      name: "Projected income at retirement, in today's money",
    });
    expect(await income.textContent()).toMatch(/Now.*a month.*After.*a month/);
    await page.getByText(/^This switch is free\./).waitFor();
    await page.getByText(/^If you confirm now, your instruction goes to the investment/).waitFor();
    await expectScreenHolds(page, 'the switch review', { heading: 'Change investments' });

    // Confirmed at the step-up, which shows the fund and the portfolios being confirmed.
    await page.getByRole('button', { name: 'Confirm' }).click();
    await confirmItIsYou(page, { shows: [fund.sixty.portfolioName, fund.forty.portfolioName] });
    await page.getByRole('heading', { name: 'Your switch instruction' }).waitFor({
      timeout: 30_000,
    });
    const first = page.locator('article[data-status="pending"]').first();
    const firstId = Number(
      ((await first.getByRole('heading').textContent()) ?? '').replace(/\D/g, ''),
    );
    expect(firstId).toBeGreaterThan(0);

    // Cancelled before its cut-off, through the dialog.
    await page.getByRole('button', { name: 'Cancel this instruction' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this switch instruction?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await page.getByRole('button', { name: 'Review the change' }).waitFor({ timeout: 30_000 });
    const history = page.getByRole('region', { name: 'Switch history' });
    await history
      .getByRole('article', { name: `Switch instruction ${firstId}` })
      .getByText('Cancelled', { exact: true })
      .waitFor();

    // Another, confirmed and left to complete.
    await chooseSixtyForty(page, fund.sixty.portfolioName, fund.forty.portfolioName);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await confirmItIsYou(page, { shows: [fund.sixty.portfolioName, fund.forty.portfolioName] });
    await page.getByRole('heading', { name: 'Your switch instruction' }).waitFor({
      timeout: 30_000,
    });
    await expectScreenHolds(page, 'the pending switch', { heading: 'Change investments' });
    const pending = await api<{
      instructions: { id: number; status: string; tradeDate: string }[];
    }>(page, '/api/Switch/Instructions');
    const second = pending.instructions.find((i) => i.status === 'pending');
    if (!second) throw new Error('no pending instruction');
    expect(second.tradeDate <= LATEST).toBe(true);
    await server.stop();
    server = undefined;

    // Days later: the server's job sends the instruction at its cut-off and has it traded.
    server = await startOn(runToday);
    page = await signedIn(server.baseUrl);
    const switchPage = `/fund-details/${encodeURIComponent(fund.schemeNumber)}/switch`;
    await expect
      .poll(
        async () =>
          (
            await api<{ instructions: { id: number; status: string }[] }>(
              page,
              '/api/Switch/Instructions',
            )
          ).instructions.find((i) => i.id === second.id)?.status,
        { timeout: 150_000, interval: 2_000 },
      )
      .toBe('done');

    // The history: done, with the rows traded.
    await page.goto(switchPage);
    const done = page
      .getByRole('region', { name: 'Switch history' })
      .getByRole('article', { name: `Switch instruction ${second.id}` });
    await done.getByText('Done', { exact: true }).waitFor({ timeout: 30_000 });
    const traded = done.getByRole('table', { name: /^What was traded on / });
    await traded
      .getByRole('rowheader', { name: `Switch in ${fund.sixty.portfolioName}` })
      .first()
      .waitFor();
    await traded
      .getByRole('rowheader', { name: `Switch in ${fund.forty.portfolioName}` })
      .first()
      .waitFor();
    expect(await traded.getByRole('rowheader', { name: /^Switch out / }).count()).toBeGreaterThan(
      0,
    );
    await expectScreenHolds(page, 'the switch history', { heading: 'Change investments' });

    // The fund's transactions: the switch out and in rows.
    await page.goto(`/fund-details/${encodeURIComponent(fund.schemeNumber)}`);
    // Each month shows three rows until it is opened for the rest.
    const more = page.getByRole('button', { name: /^Show \d+ more for / });
    await page.getByRole('table', { name: 'Transactions' }).waitFor({ timeout: 30_000 });
    while ((await more.count()) > 0) await more.first().click();
    const transactions = page.getByRole('table', { name: 'Transactions' });
    await transactions.getByText('Switch in', { exact: true }).first().waitFor({ timeout: 30_000 });
    await transactions.getByText('Switch out', { exact: true }).first().waitFor();

    // The confirmation letter among the documents, with the portfolios it switched into.
    await page.goto('/statements-and-documents?tab=documents');
    await page
      .getByText(`Switch confirmation ${second.id}`, { exact: true })
      .first()
      .waitFor({ timeout: 30_000 });
    const download = page.getByRole('button', {
      name: `Download Switch confirmation ${second.id}`,
      exact: true,
    });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const saved = path.join(os.tmpdir(), `e2e-${Date.now()}-${file.suggestedFilename()}`);
    await file.saveAs(saved);
    const text = (await pdfText(saved)).replace(/\s+/g, ' ');
    expect(text).toContain(fund.sixty.portfolioName);
    expect(text).toContain(fund.forty.portfolioName);

    // The switch done is told in the inbox, with where its letter and history are.
    const notice = await readNotice(page, 'investments', `Your switch in ${fund.fundName} is done`);
    expect(notice).toContain('Your switch history');
    expect(notice).toContain('Your switch confirmation letter');
  });
});
