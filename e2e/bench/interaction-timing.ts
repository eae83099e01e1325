import type { BrowserContext, CDPSession, Locator, Page } from 'playwright-core';

// How the interactions bench (interactions.ts) times an input: the browser's Event Timing entries
// and long animation frames, recorded in the page from before its own scripts run, read after
// the input's paint; the CPU slowed through the page's DevTools session; a page loaded and settled.

/** Long enough for a step at 8× CPU on a busy machine. */
export const WAIT = { timeout: 60_000 };

export type Breakdown = {
  event: string;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
};

export type EventRecord = {
  name: string;
  entryType: string;
  interactionId: number;
  duration: number;
  startTime: number;
  processingStart: number;
  processingEnd: number;
  target: string;
};
export type LongFrame = {
  startTime: number;
  durationMs: number;
  blockingMs: number;
  /** From the frame's style and layout to its end. */
  styleAndLayoutMs: number;
  scripts: { source: string; invoker: string; durationMs: number }[];
};
export type Recorded = { events: EventRecord[]; frames: LongFrame[] };

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

/**
 * Records in every page of `context` from now on. tsx names the recorder's inner functions
 * through a helper of its own (__name), which the page lacks: it is given one beside the recorder.
 */
export async function installRecorder(context: BrowserContext): Promise<void> {
  await context.addInitScript({
    content: `(() => { const __name = (f) => f; (${recordInteractions.toString()})(); })();`,
  });
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
export function inpOf(recorded: Recorded): number {
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
export function longestEventOf(recorded: Recorded): EventRecord | undefined {
  const processing = (event: EventRecord) => event.processingEnd - event.processingStart;
  return recorded.events
    .filter((event) => event.interactionId > 0)
    .sort((a, b) => b.duration - a.duration || processing(b) - processing(a))[0];
}

export function breakdownOf(event: EventRecord | undefined): Breakdown | undefined {
  if (!event) return undefined;
  return {
    event: `${event.name} on ${event.target}`,
    inputDelayMs: Math.round(event.processingStart - event.startTime),
    processingMs: Math.round(event.processingEnd - event.processingStart),
    presentationMs: Math.round(event.startTime + event.duration - event.processingEnd),
  };
}

/** The longest animation frame from the input to its paint: where the time went. */
export function frameOf(recorded: Recorded, event: EventRecord | undefined): LongFrame | undefined {
  if (!event) return undefined;
  const end = event.startTime + event.duration;
  return recorded.frames
    .filter(
      (frame) => frame.startTime < end && frame.startTime + frame.durationMs > event.startTime,
    )
    .sort((a, b) => b.durationMs - a.durationMs)[0];
}

export function describeRun(breakdown?: Breakdown, frame?: LongFrame): string {
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
export async function throttle(page: Page, rate: number): Promise<void> {
  let session = sessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/** How long a fixed piece of work takes in the page (ms): shows the slowdown took hold. */
export async function fixedWorkMs(page: Page): Promise<number> {
  return page.evaluate(() => {
    const started = performance.now();
    let sum = 0;
    for (let i = 0; i < 20_000_000; i += 1) sum += Math.sqrt(i);
    return sum > 0 ? performance.now() - started : Number.NaN;
  });
}

/**
 * Loads `address` afresh and waits for the page to be settled: the network idle, the app having
 * taken over the page the server drew (until then its controls take no taps: index.html), and
 * `shown` visible.
 */
export async function load(
  page: Page,
  rate: number,
  address: string,
  shown: Locator,
): Promise<void> {
  await throttle(page, rate);
  await page.goto(address, { waitUntil: 'networkidle', timeout: 120_000 });
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
export async function measure(
  page: Page,
  act: () => Promise<void>,
  shows: () => Promise<void>,
): Promise<Recorded> {
  await resetRecord(page);
  await act();
  await shows();
  return readRecord(page);
}
