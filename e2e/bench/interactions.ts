import { parseArgs } from 'node:util';
import type { BrowserContext } from 'playwright-core';
import {
  DEMO_PASSWORD,
  firstSchemeNumber,
  INSTITUTIONAL_MEMBER,
  launchBenchBrowser,
  signIn,
} from './browser';
import { INTERACTIONS, type Member } from './interaction-list';
import {
  breakdownOf,
  describeRun,
  fixedWorkMs,
  frameOf,
  inpOf,
  installRecorder,
  longestEventOf,
  throttle,
  type Breakdown,
  type LongFrame,
  type Recorded,
} from './interaction-timing';

// The interactions members use most, timed as the browser times them (INP, the Event Timing API):
// from the input to the next paint, on a CPU slowed 4 times and then 8 times (CDP
// Emulation.setCPUThrottlingRate), in the bench browser, against a server that is already running:
//
//   npx tsx e2e/bench/interactions.ts http://localhost:3222 [--runs 3] [--rates 4,8]
//     [--only fund-tab,open-claim]
//
// Each interaction is measured --runs times at each rate, from a page loaded afresh and settled
// (network idle, the page the server drew taken over by the app, the element shown); its INP in
// one run is the longest event entry of the interactions it made (entries sharing an
// interactionId: pointerdown, pointerup, click, or a key's keydown, keypress, keyup), the median
// over the runs is reported (interaction-list.ts drives them, interaction-timing.ts times them). An interaction under the
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

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function signedInMember(context: BrowserContext, username: string): Promise<Member> {
  await installRecorder(context);
  const page = await context.newPage();
  await signIn(page, baseUrl, username, DEMO_PASSWORD);
  return { page, baseUrl, schemeNumber: await firstSchemeNumber(page) };
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
