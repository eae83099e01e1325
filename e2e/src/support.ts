import AxeBuilder from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import { dayNumber, todayInJohannesburg } from '@portal/domain/dates';

export const DEMO_PASSWORD = 'Demo-1234';
export const baseUrl = (): string => inject('baseUrl');
/** The portal's today for this run: the server's, and every page's clock's. */
export const today = (): string => inject('today');

let shared: Promise<Browser> | undefined;
export function browser(): Promise<Browser> {
  shared ??= chromium.connect(inject('wsEndpoint'));
  return shared;
}

/**
 * A fresh browser profile (no cookies), as a new visitor. Axe needs contexts (DESIGN §6).
 * `base` points it at another server (a journey's own, started with other settings).
 */
export async function newContext(
  viewport = { width: 1440, height: 900 },
  base = baseUrl(),
): Promise<BrowserContext> {
  const context = await (await browser()).newContext({ baseURL: base, viewport });
  // The page's clock on the portal's today, at the real time of day (whole days apart), and
  // running: the date pickers open on the same month the server counts from.
  const days = dayNumber(today()) - dayNumber(todayInJohannesburg(new Date()));
  await context.clock.install({ time: new Date(Date.now() + days * 86_400_000) });
  context.on('page', waitsForTheApp);
  return context;
}

/**
 * A signed-in page drawn on the server is shown before the app's code has run, and takes no tap
 * until the app has taken it over (index.html); a journey, which can type without a tap, waits
 * for that after each navigation as it waits for the page's load, as a member must.
 */
function waitsForTheApp(page: Page): void {
  const takenOver = () =>
    page.waitForFunction(
      () => document.getElementById('root')?.getAttribute('data-drawn') !== 'server',
      undefined,
      { timeout: 30_000 },
    );
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await takenOver();
        return response;
      },
    });
  }
  const waitForURL = page.waitForURL.bind(page);
  Object.assign(page, {
    // A navigation cut off by a later one (a redirect chain, two sign-outs) is not the end of
    // the wait: the later navigation may still reach the address.
    waitForURL: async (...args: Parameters<Page['waitForURL']>) => {
      try {
        await waitForURL(...args);
      } catch (error) {
        if (!String(error).includes('net::ERR_ABORTED')) throw error;
        await waitForURL(...args);
      }
      await takenOver();
    },
  });
}

/** Signs in through the real sign-in page of the embedded provider. */
export async function signInAs(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/login');
  await page.waitForURL(/\/interaction\//);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/(loading|dashboard)$/);
}

/** A fund as GET /api/Fund/Internal lists it (the fields the journeys use). */
export type MemberFund = {
  schemeNumber: string;
  fullproductname: string;
  productTypeCategory: string;
  sourceSystemName: string;
};

/** Signs in on a new page of `context`, waits for the dashboard and reads the member's funds. */
export async function signInWithFunds(
  context: BrowserContext,
  username: string,
): Promise<{ page: Page; funds: MemberFund[] }> {
  const page = await context.newPage();
  await signInAs(page, username);
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
  const funds = await page.evaluate(async () => {
    const response = await fetch('/api/Fund/Internal', { headers: { apikey: 'af-connect-web' } });
    return ((await response.json()) as { internalFunds: MemberFund[] }).internalFunds;
  });
  return { page, funds };
}

/** Waits until the page's finite transitions have ended (at most 3 s); endless ones are not waited for. */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) =>
            Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]),
  );
}

/** The most times the page is read again because something moved while axe read it. */
const AXE_READINGS = 3;

/**
 * No axe violations on the page as it stands. Colours are read once the page's transitions have
 * ended (a toast fading in is half transparent until then). A transition that starts while axe
 * reads the page (a toast closing by itself, say) makes what it read uncertain: the page is then
 * read again once it is still, up to three times.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  let summary: string[] = [];
  for (let reading = 1; reading <= AXE_READINGS; reading += 1) {
    await transitionsEnded(page);
    await page.evaluate(() => {
      const watch = window as unknown as { axeMoved?: boolean; axeWatch?: () => void };
      watch.axeMoved = false;
      watch.axeWatch = () => {
        watch.axeMoved = true;
      };
      for (const type of ['transitionrun', 'animationstart'])
        document.addEventListener(type, watch.axeWatch, true);
    });
    const results = await new AxeBuilder({ page }).analyze();
    summary = results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
    const moved = await page.evaluate(() => {
      const watch = window as unknown as { axeMoved?: boolean; axeWatch?: () => void };
      for (const type of ['transitionrun', 'animationstart'])
        if (watch.axeWatch) document.removeEventListener(type, watch.axeWatch, true);
      return watch.axeMoved === true;
    });
    if (summary.length === 0 || !moved) break;
  }
  expect(summary).toEqual([]);
}

/**
 * Picks `name` from a Mantine select: opens its list (again, if a re-render on a busy machine
 * closed it) and clicks the visible option, retrying the pair until the select shows the choice.
 */
export async function chooseOption(combobox: Locator, name: string | RegExp): Promise<void> {
  const option = combobox
    .page()
    .getByRole('option', { name, exact: typeof name === 'string' })
    .visible()
    .first();
  await expect
    .poll(
      async () => {
        if (!(await option.isVisible())) await combobox.click();
        try {
          await option.click({ timeout: 2_000 });
        } catch {
          return false;
        }
        return true;
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
}

/**
 * The step-up as a member goes through it: the dialog "Confirm it is you", Continue, the
 * provider's window asking for the password, Confirm; the window closes and the page carries on.
 */
export async function confirmItIsYou(
  page: Page,
  options: {
    password?: string;
    /** What the window must show as being confirmed (a money move's details). */
    shows?: string[];
    /** Done while the window is open, before Confirm (e.g. a change in another tab). */
    meanwhile?: () => Promise<void>;
    /** The page asks again at once (what was confirmed changed meanwhile): no wait for it to close. */
    isAskedAgain?: boolean;
  } = {},
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await dialog.waitFor({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  const opened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const popup = await opened;
  await popup.waitForURL(/\/interaction\//);
  expect(await popup.getByRole('heading', { level: 1 }).textContent()).toBe('Confirm it is you');
  if (options.shows?.length) {
    const summary = (await popup.locator('dl.summary').textContent({ timeout: 30_000 })) ?? '';
    for (const text of options.shows) expect(summary).toContain(text);
    await expectNoAxeViolations(popup);
  }
  await options.meanwhile?.();
  await popup.getByLabel('Password').fill(options.password ?? DEMO_PASSWORD);
  // The window closes itself once the portal has the new sign-in, which can be before the click
  // has returned: its closing is awaited from before the click, and a click cut short by the
  // window closing is no failure.
  const closed = popup.waitForEvent('close', { timeout: 60_000 });
  await popup
    .getByRole('button', { name: 'Confirm' })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  // Up to a minute on a busy machine; if it stays open, say where it stopped.
  await closed.catch(async (error: unknown) => {
    if (popup.isClosed()) return;
    const url = popup.url();
    const heading = await popup
      .getByRole('heading', { level: 1 })
      .first()
      .textContent({ timeout: 1000 })
      .catch(() => '');
    throw new Error(`the step-up window stayed open at ${url} ("${heading}")`, { cause: error });
  });
  if (!options.isAskedAgain) await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
}

/**
 * After a money or identity change: the step-up if the server asked for one (the member's
 * sign-in is older than the window), then `outcome`.
 */
export async function afterStepUpIfAsked(page: Page, outcome: Locator): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await Promise.race([
    dialog.waitFor({ timeout: 60_000 }),
    outcome.first().waitFor({ timeout: 60_000 }),
  ]);
  if (await dialog.isVisible()) await confirmItIsYou(page);
  await outcome.first().waitFor({ timeout: 60_000 });
}

/**
 * Opens the newest message in the demo mailbox with this subject that greets `firstName` and holds
 * `containing`, waiting for the outbox to send it.
 */
export async function openMail(
  page: Page,
  subject: string,
  firstName: string,
  containing = '',
): Promise<string> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    await page.goto('/idp/mailbox');
    const links = page.getByRole('link', { name: subject, exact: true });
    for (const link of await links.all()) {
      await link.click();
      const text = (await page.locator('.message').textContent()) ?? '';
      if (text.startsWith(`Dear ${firstName}`) && text.includes(containing)) return text;
      await page.goBack();
    }
    await page.waitForTimeout(500);
  }
  throw new Error(
    `no "${subject}" for ${firstName} in the mailbox${containing ? ` with "${containing}"` : ''}`,
  );
}

/** A one-page PDF, as a member's payslip or a claim's document would be (the uploads' journeys). */
export const ONE_PAGE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
