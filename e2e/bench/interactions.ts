import { parseArgs } from 'node:util';
import type { BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import { declaredKbaRecords } from '../../apps/api/src/db/seed/identity-records';
import {
  DEMO_PASSWORD,
  firstSchemeNumber,
  INSTITUTIONAL_MEMBER,
  launchBenchBrowser,
  signIn,
} from './browser';

// The interactions members use most, timed as the browser times them (INP, the Event Timing API):
// from the input to the next paint, on a CPU slowed 4 times and then 8 times (CDP
// Emulation.setCPUThrottlingRate), in the bench browser, against a server that is already running:
//
//   npx tsx e2e/bench/interactions.ts http://localhost:3222 [--runs 3] [--rates 4,8]
//     [--only fund-tab,open-claim]
//
// Each interaction is measured --runs times at each rate, from a page loaded afresh and settled
// (network idle, the element shown); its INP in one run is the longest event entry of the
// interactions it made (entries sharing an interactionId: pointerdown, pointerup, click, or a key's
// keydown, keypress, keyup), the median over the runs is reported. An interaction under the
// observer's 16 ms threshold leaves no 'event' entry; its 'first-input' entry (the first input
// after each load, whatever its length) still times it.
//
// stdout: a JSON array, one entry per interaction and rate. stderr: each run, and for the median
// run the longest entry split as INP is (input delay, processing, presentation) and the longest
// animation frame from input to paint with the scripts that ran in it (the culprit when over).

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    rates: { type: 'string', default: '4,8' },
    only: { type: 'string' },
  },
});

const baseUrl = positionals[0] ?? '';
if (!baseUrl) {
  console.error('usage: npx tsx e2e/bench/interactions.ts <baseUrl> [--runs N] [--rates 4,8]');
  process.exit(2);
}
const runs = Math.max(1, Number(values.runs));
const rates = values.rates.split(',').map(Number);
const only = values.only?.split(',');

const HYBRID_MEMBER = 'hybrid@demo.local';
const DESKTOP = { width: 1440, height: 900 };
/** Long enough for a step at 8× CPU on a busy machine. */
const WAIT = { timeout: 60_000 };

export type InteractionEntry = {
  name: string;
  /** What the table calls it. */
  label: string;
  rate: number;
  runs: number;
  /** The median of the runs' INP (ms). */
  inpMs: number;
  /** Each run's INP (ms). */
  runsMs: number[];
  /** Why a run failed, when one did (the runs before it are reported; none after it are made). */
  error?: string;
  /** The median run's longest entry, split as INP is: input delay, processing, presentation. */
  breakdown?: Breakdown;
  /** The median run's longest animation frame during that entry, and the scripts run in it. */
  frame?: LongFrame;
};

type Breakdown = {
  event: string;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
};

type EventRecord = {
  name: string;
  entryType: string;
  interactionId: number;
  duration: number;
  startTime: number;
  processingStart: number;
  processingEnd: number;
  target: string;
};
type LongFrame = {
  startTime: number;
  durationMs: number;
  blockingMs: number;
  /** From the frame's style and layout to its end. */
  styleAndLayoutMs: number;
  scripts: { source: string; invoker: string; durationMs: number }[];
};
type Recorded = { events: EventRecord[]; frames: LongFrame[] };

/**
 * Installed before each document's own scripts (page.addInitScript): records the Event Timing
 * entries ('event' at the 16 ms threshold, and 'first-input') and the long animation frames.
 */
function recordInteractions(): void {
  const recorded: Recorded = { events: [], frames: [] };
  (window as unknown as { __interactions: Recorded }).__interactions = recorded;
  const describe = (node: Node | null | undefined): string => {
    if (!(node instanceof Element)) return String(node?.nodeName ?? '');
    const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 30) ?? '';
    return `${node.tagName.toLowerCase()}${label ? ` "${label}"` : ''}`;
  };
  const onEvents = (list: PerformanceObserverEntryList) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      recorded.events.push({
        name: entry.name,
        entryType: entry.entryType,
        interactionId: (entry as unknown as { interactionId?: number }).interactionId ?? 0,
        duration: entry.duration,
        startTime: entry.startTime,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
        target: describe(entry.target),
      });
    }
  };
  new PerformanceObserver(onEvents).observe({
    type: 'event',
    buffered: true,
    // 16 ms, the least the API takes (EVENT_THRESHOLD_MS: this runs in the page, apart from it).
    durationThreshold: 16,
  } as PerformanceObserverInit);
  new PerformanceObserver(onEvents).observe({ type: 'first-input', buffered: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        startTime: number;
        duration: number;
        blockingDuration: number;
        styleAndLayoutStart: number;
        scripts: {
          sourceURL: string;
          sourceFunctionName: string;
          invoker: string;
          duration: number;
        }[];
      }[]) {
        recorded.frames.push({
          startTime: entry.startTime,
          durationMs: Math.round(entry.duration),
          blockingMs: Math.round(entry.blockingDuration),
          styleAndLayoutMs: Math.round(
            entry.styleAndLayoutStart > 0
              ? entry.startTime + entry.duration - entry.styleAndLayoutStart
              : 0,
          ),
          scripts: entry.scripts
            .map((script) => ({
              source: `${script.sourceFunctionName || '(anonymous)'} ${script.sourceURL.replace(/^.*\/assets\//, 'assets/')}`,
              invoker: script.invoker,
              durationMs: Math.round(script.duration),
            }))
            .sort((a, b) => b.durationMs - a.durationMs)
            .slice(0, 3),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // A browser without long animation frames: the INP is measured all the same.
  }
}

/** Forgets what was recorded so far (the page's load, the steps before the interaction). */
async function resetRecord(page: Page): Promise<void> {
  await page.evaluate(() => {
    const recorded = (window as unknown as { __interactions: Recorded }).__interactions;
    recorded.events.length = 0;
    recorded.frames.length = 0;
  });
}

/**
 * What the interaction recorded, once its entries are in: the observers are called after the
 * next paint, so two animation frames and a short wait pass first.
 */
async function readRecord(page: Page): Promise<Recorded> {
  return page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame += 1)
      await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const recorded = (window as unknown as { __interactions: Recorded }).__interactions;
    return { events: [...recorded.events], frames: [...recorded.frames] };
  });
}

/** The Event Timing observer's threshold: the shortest it takes (and the least INP reported). */
const EVENT_THRESHOLD_MS = 16;

/** The INP of what was recorded: the longest entry of any interaction (interactionId > 0). */
function inpOf(recorded: Recorded): number {
  const byInteraction = new Map<number, number>();
  for (const event of recorded.events) {
    if (event.interactionId === 0) continue;
    byInteraction.set(
      event.interactionId,
      Math.max(byInteraction.get(event.interactionId) ?? 0, event.duration),
    );
  }
  // No entry: the input was not the first since the load and took under the 16 ms threshold
  // (what it brought was shown: measure() waited for it). It counts as the threshold.
  return Math.max(EVENT_THRESHOLD_MS, ...byInteraction.values());
}

/**
 * The longest event entry of an interaction (the one its INP is); of entries as long (a click's
 * pointerdown, pointerup and click end at the same paint), the one whose handlers ran longest.
 */
function longestEventOf(recorded: Recorded): EventRecord | undefined {
  const processing = (event: EventRecord) => event.processingEnd - event.processingStart;
  return recorded.events
    .filter((event) => event.interactionId > 0)
    .sort((a, b) => b.duration - a.duration || processing(b) - processing(a))[0];
}

function breakdownOf(event: EventRecord | undefined): Breakdown | undefined {
  if (!event) return undefined;
  return {
    event: `${event.name} on ${event.target}`,
    inputDelayMs: Math.round(event.processingStart - event.startTime),
    processingMs: Math.round(event.processingEnd - event.processingStart),
    presentationMs: Math.round(event.startTime + event.duration - event.processingEnd),
  };
}

/** The longest animation frame from the input to its paint: where the time went. */
function frameOf(recorded: Recorded, event: EventRecord | undefined): LongFrame | undefined {
  if (!event) return undefined;
  const end = event.startTime + event.duration;
  return recorded.frames
    .filter(
      (frame) => frame.startTime < end && frame.startTime + frame.durationMs > event.startTime,
    )
    .sort((a, b) => b.durationMs - a.durationMs)[0];
}

function describeRun(breakdown?: Breakdown, frame?: LongFrame): string {
  const parts: string[] = [];
  if (breakdown)
    parts.push(
      `${breakdown.event}: input delay ${breakdown.inputDelayMs} ms, processing ${breakdown.processingMs} ms, presentation ${breakdown.presentationMs} ms`,
    );
  if (frame)
    parts.push(
      `longest frame ${frame.durationMs} ms (blocking ${frame.blockingMs} ms, style and layout ${frame.styleAndLayoutMs} ms): ${frame.scripts.map((script) => `${script.source} [${script.invoker}] ${script.durationMs} ms`).join('; ') || 'no script over 5 ms'}`,
    );
  return parts.join('; ');
}

/** Each page's DevTools session: the slowdown holds only while the session that set it is open. */
const sessions = new WeakMap<Page, CDPSession>();

/** Slows the page's CPU `rate` times (again after each load: the renderer may be a new one). */
async function throttle(page: Page, rate: number): Promise<void> {
  let session = sessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/** How long a fixed piece of work takes in the page (ms): shows the slowdown took hold. */
async function fixedWorkMs(page: Page): Promise<number> {
  return page.evaluate(() => {
    const started = performance.now();
    let sum = 0;
    for (let i = 0; i < 20_000_000; i += 1) sum += Math.sqrt(i);
    return sum > 0 ? performance.now() - started : Number.NaN;
  });
}

/**
 * Loads `path` afresh and waits for the page to be settled: the network idle, the app having
 * taken over the page the server drew (until then its controls take no taps: index.html), and
 * `shown` visible.
 */
async function load(page: Page, rate: number, path: string, shown: Locator): Promise<void> {
  await throttle(page, rate);
  await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle', timeout: 120_000 });
  await throttle(page, rate);
  await page.waitForFunction(
    () => document.getElementById('root')?.getAttribute('data-drawn') !== 'server',
    undefined,
    WAIT,
  );
  await shown.waitFor(WAIT);
  await page.waitForLoadState('networkidle');
}

/** One measured input: `act` performs it, `shows` waits for what it brings (not timed). */
async function measure(
  page: Page,
  act: () => Promise<void>,
  shows: () => Promise<void>,
): Promise<Recorded> {
  await resetRecord(page);
  await act();
  await shows();
  return readRecord(page);
}

type Member = { page: Page; schemeNumber: string };

type Interaction = {
  name: string;
  /** The rows it gives, one per input measured (the withdrawal's steps give one: the longest). */
  rows: { name: string; label: string }[];
  member: 'institutional' | 'hybrid';
  /** One run: loads the page, settles it and measures; returns each input's record. */
  run: (member: Member, rate: number) => Promise<Recorded[]>;
};

const fundPath = (member: Member) => `/fund-details/${encodeURIComponent(member.schemeNumber)}`;

/** The fund's transactions are shown when the page opens: another tab is one click away. */
const fundTab: Interaction = {
  name: 'fund-tab',
  rows: [{ name: 'fund-tab', label: 'fund tab opened (Information)' }],
  member: 'institutional',
  run: async (member, rate) => {
    const { page } = member;
    const tab = page.getByRole('tab', { name: 'Information', exact: true });
    await load(page, rate, fundPath(member), tab);
    return [
      await measure(
        page,
        () => tab.click(),
        () => page.getByRole('tab', { name: 'Information', selected: true }).waitFor(WAIT),
      ),
    ];
  },
};

/** The transactions' date filter (a modal on a laptop): from the last months to the year. */
const transactionFilter: Interaction = {
  name: 'transaction-filter',
  rows: [{ name: 'transaction-filter', label: 'transaction filter changed (Year)' }],
  member: 'institutional',
  run: async (member, rate) => {
    const { page } = member;
    const open = page.getByRole('button', { name: 'Filter by date' });
    await load(page, rate, fundPath(member), open);
    await page.getByRole('table', { name: 'Transactions' }).waitFor(WAIT);
    await open.click();
    const filter = page.getByRole('dialog', { name: 'Transactional details' });
    const year = filter.getByText('Year', { exact: true });
    await year.waitFor(WAIT);
    await page.waitForLoadState('networkidle');
    return [
      await measure(
        page,
        () => year.click(),
        () => filter.getByRole('table', { name: 'Transactions' }).waitFor(WAIT),
      ),
    ];
  },
};

/** The Holiday goal calculator opened on Tools and calculators, then a name typed into it. */
const goalCalculator: Interaction = {
  name: 'goal-calculator',
  rows: [
    { name: 'goal-calculator-open', label: 'goal calculator opened (Holiday)' },
    {
      name: 'goal-calculator-typing',
      label: 'goal calculator typed into (longest key)',
    },
  ],
  member: 'institutional',
  run: async (member, rate) => {
    const { page } = member;
    const button = page.getByRole('button', { name: 'Holiday', exact: true });
    await load(page, rate, '/tools-and-calculators', button);
    const dialog = page.getByRole('dialog', { name: 'Holiday' });
    const name = dialog.getByRole('textbox', { name: /Holiday name/ });
    const opened = await measure(
      page,
      () => button.click(),
      () => name.waitFor(WAIT),
    );
    await page.waitForLoadState('networkidle');
    // Focused without a click (not an input of its own), then typed at a person's pace.
    await name.focus();
    const typed = await measure(
      page,
      () => page.keyboard.type('Zanzibar', { delay: 150 }),
      async () => {
        if ((await name.inputValue()) !== 'Zanzibar') throw new Error('the name was not typed');
      },
    );
    return [opened, typed];
  },
};

/** The IRR calculator's modal on a fund's page. */
const irrModal: Interaction = {
  name: 'irr-modal',
  rows: [{ name: 'irr-modal', label: 'IRR calculator opened' }],
  member: 'institutional',
  run: async (member, rate) => {
    const { page } = member;
    const button = page.getByRole('button', { name: 'Use IRR calculator' });
    await load(page, rate, fundPath(member), button);
    return [
      await measure(
        page,
        () => button.click(),
        () => page.getByRole('dialog', { name: 'IRR Calculator' }).waitFor(WAIT),
      ),
    ];
  },
};

/** The hybrid member's switch from the institutional view of the dashboard to the retail one. */
const hybridView: Interaction = {
  name: 'hybrid-view',
  rows: [{ name: 'hybrid-view', label: 'hybrid view switched (dashboard, to Retail)' }],
  member: 'hybrid',
  run: async (member, rate) => {
    const { page } = member;
    const banner = page.getByRole('banner');
    const retail = banner.getByText('Retail', { exact: true });
    await load(page, rate, '/dashboard', retail);
    // The view is kept in session storage: the run before left it retail.
    if ((await banner.getAttribute('data-view')) !== 'Institutional') {
      await banner.getByText('Institutional', { exact: true }).click();
      await page.waitForFunction(
        () => document.querySelector('header')?.getAttribute('data-view') === 'Institutional',
      );
      await load(page, rate, '/dashboard', retail);
    }
    return [
      await measure(
        page,
        () => retail.click(),
        () =>
          page
            .waitForFunction(
              () => document.querySelector('header')?.getAttribute('data-view') === 'Retail',
              undefined,
              WAIT,
            )
            .then(() => undefined),
      ),
    ];
  },
};

/** A claim opened from the claims list. */
const openClaim: Interaction = {
  name: 'open-claim',
  rows: [{ name: 'open-claim', label: 'claim opened from the claims list' }],
  member: 'institutional',
  run: async (member, rate) => {
    const { page } = member;
    const link = page
      .getByRole('list', { name: 'Your claims' })
      .getByRole('listitem')
      .first()
      .getByRole('link');
    await load(page, rate, '/claims', link);
    return [
      await measure(
        page,
        () => link.click(),
        () => page.waitForURL(/\/claims\/CLM\d+$/, WAIT),
      ),
    ];
  },
};

/** The member's ID number, as the profile gives it. */
async function idNumberOf(page: Page): Promise<string> {
  const profile = await page.evaluate(async () => {
    const response = await fetch('/api/Profile/GetProfileDetails', {
      headers: { apikey: 'af-connect-web' },
    });
    return response.text();
  });
  const idNumber = /"idNumber":"(\d{13})"/.exec(profile)?.[1];
  if (!idNumber) throw new Error('the profile gives no ID number');
  return idNumber;
}

/** Answers the security questions with the member's own records (the demo data's declared ones). */
async function answerQuestions(page: Page): Promise<void> {
  const records = declaredKbaRecords(INSTITUTIONAL_MEMBER);
  if (!records) throw new Error(`no security records for ${INSTITUTIONAL_MEMBER}`);
  const known = Object.values(records).map(String);
  const form = page.getByRole('form', { name: 'Security questions' });
  await form.waitFor(WAIT);
  const groups = form.getByRole('radiogroup');
  for (let index = 0; index < (await groups.count()); index += 1) {
    const labels = await groups
      .nth(index)
      .getByRole('radio')
      .evaluateAll((radios) =>
        radios.map(
          (radio) => radio.closest('label, .mantine-Radio-root')?.textContent?.trim() ?? '',
        ),
      );
    const chosen = labels.findIndex((label) =>
      known.some((value) => label === value || label.endsWith(value)),
    );
    if (chosen < 0) throw new Error(`no answer among ${labels.join(', ')}`);
    await groups.nth(index).getByRole('radio').nth(chosen).check();
  }
}

/**
 * The savings withdrawal stepped through with Continue: identity → amount → tax number → bank
 * details. The bank step's Continue needs the account verified in the provider's window (a step-up
 * with the password), so the walk stops at bank details; nothing is submitted. The answers stay in
 * the claim's draft: after the first run the wizard resumes at bank details, and Back (not timed)
 * leads to the identity step again.
 */
const savingsWithdrawal: Interaction = {
  name: 'savings-withdrawal',
  rows: [
    {
      name: 'savings-withdrawal',
      label: 'savings withdrawal Continue (longest of identity, amount, tax number)',
    },
  ],
  member: 'institutional',
  run: async (member, rate) => {
    const { page } = member;
    const path = `/claims/savings-withdrawal/${encodeURIComponent(member.schemeNumber)}`;
    const heading = (name: string) => page.getByRole('heading', { name, exact: true });
    const stepShown = page
      .getByRole('button', { name: /^(Start the questions|Continue|Verify bank account)$/ })
      .first();
    await load(page, rate, path, stepShown);
    // Back to the identity step (a resumed draft opens at the first step it still needs).
    const back = page.getByRole('button', { name: 'Back', exact: true });
    while (await back.isVisible()) {
      await back.click();
      await page.waitForLoadState('networkidle');
    }
    const start = page.getByRole('button', { name: 'Start the questions' });
    if (await start.isVisible()) {
      await start.click();
      await answerQuestions(page);
      await page.getByRole('button', { name: 'Submit answers' }).click();
      await page.getByText('Security questions answered').waitFor(WAIT);
      await page.getByRole('textbox', { name: 'ID number' }).fill(await idNumberOf(page));
      await page.getByRole('button', { name: 'Verify my ID number' }).click();
      await page.getByText('Your ID number has been verified.').waitFor(WAIT);
    }
    const next = page.getByRole('button', { name: 'Continue', exact: true });
    const records: Recorded[] = [];
    const step = async (shows: string, fill?: () => Promise<void>) => {
      await fill?.();
      await next.waitFor(WAIT);
      await page.waitForLoadState('networkidle');
      records.push(
        await measure(
          page,
          () => next.click(),
          () => heading(shows).waitFor(WAIT),
        ),
      );
    };
    await step('Withdrawal amount');
    await step('Tax number', async () => {
      const amount = page.getByLabel('Withdrawal amount');
      if ((await amount.inputValue()) === '') await amount.fill('2500');
      const income = page.getByLabel('Annual taxable income');
      if ((await income.inputValue()) === '') await income.fill('350000');
      await page
        .getByRole('region', { name: 'Your estimate' })
        .getByText('Estimated amount paid to you')
        .waitFor(WAIT);
    });
    await step('Bank details', async () => {
      const taxNumber = page.getByLabel('Income tax number');
      if ((await taxNumber.inputValue()) === '') await taxNumber.fill('0147293658');
    });
    return records;
  },
};

const INTERACTIONS: Interaction[] = [
  fundTab,
  transactionFilter,
  goalCalculator,
  irrModal,
  hybridView,
  openClaim,
  savingsWithdrawal,
];

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function signedInMember(context: BrowserContext, username: string): Promise<Member> {
  // tsx names the recorder's inner functions through a helper of its own (__name), which the
  // page lacks: it is given one beside the recorder.
  await context.addInitScript({
    content: `(() => { const __name = (f) => f; (${recordInteractions.toString()})(); })();`,
  });
  const page = await context.newPage();
  await signIn(page, baseUrl, username, DEMO_PASSWORD);
  return { page, schemeNumber: await firstSchemeNumber(page) };
}

async function main(): Promise<void> {
  const bench = await launchBenchBrowser();
  const entries: InteractionEntry[] = [];
  try {
    const contexts = {
      institutional: await bench.browser.newContext({ viewport: DESKTOP }),
      hybrid: await bench.browser.newContext({ viewport: DESKTOP }),
    };
    const members = {
      institutional: await signedInMember(contexts.institutional, INSTITUTIONAL_MEMBER),
      hybrid: await signedInMember(contexts.hybrid, HYBRID_MEMBER),
    };
    const { page: probe } = members.institutional;
    await throttle(probe, 1);
    const fullSpeedMs = await fixedWorkMs(probe);
    for (const rate of rates) {
      await throttle(probe, rate);
      console.error(
        `At ${rate}× CPU a fixed piece of work takes ${(await fixedWorkMs(probe)).toFixed(0)} ms (${fullSpeedMs.toFixed(0)} ms unslowed)`,
      );
      for (const interaction of INTERACTIONS) {
        if (only && !only.includes(interaction.name)) continue;
        // Per row: each run's INP and longest frame.
        type Timed = { inp: number; breakdown?: Breakdown; frame?: LongFrame };
        const perRow: Timed[][] = interaction.rows.map(() => []);
        let error: string | undefined;
        for (let run = 0; run < runs && error === undefined; run += 1) {
          let records: Recorded[];
          try {
            records = await interaction.run(members[interaction.member], rate);
          } catch (failure) {
            // One interaction that cannot be driven (a changed page) leaves the others measured.
            error = String(failure).split('\n')[0] ?? 'failed';
            console.error(
              `${interaction.name} at ${rate}× run ${run + 1} failed: ${String(failure)}`,
            );
            break;
          }
          const timed = records.map((record): Timed => {
            const event = longestEventOf(record);
            return {
              inp: inpOf(record),
              breakdown: breakdownOf(event),
              frame: frameOf(record, event),
            };
          });
          console.error(
            `${interaction.name} at ${rate}× run ${run + 1}: INP ${timed.map((t) => `${Math.round(t.inp)} ms`).join(', ')}`,
          );
          // More inputs than rows (the withdrawal's steps): the row is the longest of them.
          const rowsTimed =
            timed.length > interaction.rows.length
              ? [timed.reduce((longest, t) => (t.inp > longest.inp ? t : longest))]
              : timed;
          rowsTimed.forEach((t, index) => perRow[index]?.push(t));
        }
        interaction.rows.forEach((row, index) => {
          const measuredRuns = perRow[index] ?? [];
          const inps = measuredRuns.map((m) => Math.round(m.inp));
          const inpMs = median(inps);
          const middle = measuredRuns.find((m) => Math.round(m.inp) === inpMs);
          entries.push({
            ...row,
            rate,
            runs: inps.length,
            inpMs,
            runsMs: inps,
            ...(error === undefined ? {} : { error }),
            breakdown: middle?.breakdown,
            frame: middle?.frame,
          });
          if (middle?.breakdown)
            console.error(
              `  ${row.name} at ${rate}×, median run: ${describeRun(middle.breakdown, middle.frame)}`,
            );
        });
      }
      await throttle(members.institutional.page, 1);
      await throttle(members.hybrid.page, 1);
    }
    await contexts.institutional.close();
    await contexts.hybrid.close();
  } finally {
    await bench.close();
  }
  process.stdout.write(`${JSON.stringify(entries, null, 2)}\n`);
}

await main();
