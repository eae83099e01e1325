// `npx tsx apps/api/bench/floods.ts`: the two floods of a member who misbehaves, measured on a server of its
// own (PGlite in a fresh data directory, 12 demo members), one member flooding within the rate
// limit while another member works and /health is polled. Prints a table in the README's form.
//
//   (a) On-demand statements: member A asks for a new on-demand statement of up to five years (a
//       different period each time) 8 times a second for FLOOD_SECONDS; 5 s in, member B asks for one and waits for it (polling every 250 ms), while
//       B calls the dashboard's reads, one every 250 ms. Quiet figures first, on the same server.
//   (b) Downloads: member A downloads its own published statement in 6 parallel loops for
//       FLOOD_SECONDS while B downloads its own, one every 250 ms, and /health is polled every
//       200 ms. Quiet figures first.
//
// The server runs with the default rate limits (600 requests a minute per member session, 300 a
// minute per address for the provider's pages): the floods are within them, as in the issue.
//
//   FLOOD_SECONDS=20 (default)   FLOOD_ONLY=a,b (default both)
//   FLOOD_DB=postgres            a fresh database on the bench's PostgreSQL (BENCH_DATABASE_URL,
//                                as `npm run bench`) instead of PGlite
//
// It speaks HTTP only, so the same file measures an older checkout of the portal (copy it into
// that checkout's apps/api/bench/ and run it there).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, addYears } from '@portal/domain/dates';
import { environmentToday } from '../src/lib/clock';
import { freePort, signIn, type Agent, type ServerAddress } from '../src/testing/server';
import type { AppConfig } from '../src/config';
import { dropDatabase, freshDatabase, startServerProcess, type ServerProcess } from './api-load';

const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 20);
const only = new Set((process.env.FLOOD_ONLY ?? 'a,b').split(','));
const onPostgres = process.env.FLOOD_DB === 'postgres';
const TODAY = environmentToday();
const A_USERNAME = 'institutional@demo.local';
const B_USERNAME = 'hybrid@demo.local';
const DASHBOARD_PATHS = [
  '/api/Fund/Internal',
  '/api/Profile/GetProfileDetails',
  '/api/Portfolio/GetPortfolioSummary',
  '/api/Statements/LatestStatementsDetails',
];

type Row = { area: string; measure: string; value: string };
const rows: Row[] = [];
function row(area: string, measure: string, value: string): void {
  rows.push({ area, measure, value });
  process.stderr.write(`  ${area} · ${measure}: ${value}\n`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(0)} ms` : 'n/a');
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
function tally(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n}× ${status}`)
    .join(', ');
}

async function withServer(work: (server: ServerProcess) => Promise<void>): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-floods-'));
  const databaseUrl = onPostgres ? await freshDatabase('portal_bench_floods') : undefined;
  const server = await startServerProcess(
    {
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      DATA_DIR: dataDir,
      SEED_MEMBERS: '12',
      PORTAL_TODAY: TODAY,
      RATE_LIMIT_PER_MINUTE: '600',
      IDP_RATE_LIMIT_PER_MINUTE: '300',
    },
    await freePort(),
  );
  try {
    await work(server);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropDatabase('portal_bench_floods');
  }
}

async function signInBoth(url: string): Promise<[Agent, Agent]> {
  const address: ServerAddress = {
    url,
    config: { apiKey: 'af-connect-web', publicUrl: url } as AppConfig,
  };
  return [await signIn(address, A_USERNAME), await signIn(address, B_USERNAME)];
}

type Fund = { schemeNumber: string; caseKey: string; caseMemberKey: string };

async function firstFund(
  agent: Agent,
): Promise<Fund & { latestPriceDate: string; dateJoined: string }> {
  const funds = (await (await agent.api('/api/Fund/Internal')).json()) as {
    internalFunds: Fund[];
  };
  const fund = funds.internalFunds[0];
  if (!fund) throw new Error('a flood member holds no fund');
  const details = (await (
    await agent.api(`/api/Fund/GetFundDetails/${encodeURIComponent(fund.schemeNumber)}`)
  ).json()) as {
    overview: { calculationDate: string };
    information: { member: { dateJoined: string } };
  };
  return {
    ...fund,
    latestPriceDate: details.overview.calculationDate,
    dateJoined: details.information.member.dateJoined,
  };
}

function generatePath(fund: Fund, fromDate: string, toDate: string): string {
  const query = new URLSearchParams({
    caseKey: fund.caseKey,
    caseMemberKey: fund.caseMemberKey,
    fromDate,
    toDate,
  });
  return `/api/Statements/GenerateRealTime?${query}`;
}

/** Asks for an on-demand statement and polls (every 250 ms) until it is Completed: ms taken. */
async function statementTime(agent: Agent, pathOf: string): Promise<{ ms: number; note: string }> {
  const started = performance.now();
  let refused = 0;
  for (;;) {
    const response = await agent.api(pathOf);
    if (response.status === 429) {
      // Refused for now: wait as asked, and count the wait.
      refused += 1;
      await response.arrayBuffer();
      await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
      continue;
    }
    if (response.status !== 200) throw new Error(`GenerateRealTime answered ${response.status}`);
    const body = (await response.json()) as { statement: { status: string } };
    if (body.statement.status === 'Completed')
      return { ms: performance.now() - started, note: refused ? `, ${refused}× 429 first` : '' };
    if (body.statement.status === 'Failed') throw new Error('the statement failed');
    if (performance.now() - started > 600_000) throw new Error('the statement took over 10 min');
    await sleep(250);
  }
}

/** Calls `paths` in turn, one every 250 ms (or when the last has answered), until `stop()`: ms each. */
async function loopTimes(agent: Agent, paths: string[], stop: () => boolean): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; !stop(); i += 1) {
    const started = performance.now();
    const response = await agent.api(paths[i % paths.length] ?? '/health');
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${paths[i % paths.length]}: ${response.status}`);
    times.push(performance.now() - started);
    await sleep(Math.max(0, 250 - (performance.now() - started)));
  }
  return times;
}

/** Polls /health every 200 ms until `stop()`: each answer's time in ms. */
async function healthTimes(url: string, stop: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!stop()) {
    const started = performance.now();
    const response = await fetch(`${url}/health`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    await sleep(200);
  }
  return times;
}

async function onDemandFlood(): Promise<void> {
  process.stderr.write(`(a) on-demand statements, A at 8/s for ${FLOOD_SECONDS} s\n`);
  await withServer(async (server) => {
    const [a, b] = await signInBoth(server.url);
    const [fundA, fundB] = await Promise.all([firstFund(a), firstFund(b)]);
    const bPeriod = (offset: number) =>
      generatePath(fundB, addDays(fundB.latestPriceDate, -365 - offset), fundB.latestPriceDate);

    // Quiet: B's statement alone, and the dashboard's reads for 5 s.
    await statementTime(b, bPeriod(100)); // warm-up (first plans, first render)
    const quietStatement = await statementTime(b, bPeriod(0));
    let quietOver = false;
    const quietTimer = setTimeout(() => (quietOver = true), 5_000);
    const quietDashboard = await loopTimes(b, DASHBOARD_PATHS, () => quietOver);
    clearTimeout(quietTimer);

    // The flood: A asks for a new period every 125 ms; B asks for one 5 s in.
    const statuses: number[] = [];
    const pending: Promise<void>[] = [];
    let floodOver = false;
    const flood = (async () => {
      const started = performance.now();
      for (let i = 0; performance.now() - started < FLOOD_SECONDS * 1000; i += 1) {
        // Up to five years (not before joining), ending a day earlier each time.
        const to = addDays(fundA.latestPriceDate, -i);
        const from = [addDays(addYears(to, -5), 1), fundA.dateJoined].sort().at(-1) as string;
        pending.push(
          a.api(generatePath(fundA, from, to)).then(async (response) => {
            statuses.push(response.status);
            await response.arrayBuffer();
          }),
        );
        const next = started + (i + 1) * 125;
        await sleep(Math.max(0, next - performance.now()));
      }
      floodOver = true;
    })();
    const dashboard = loopTimes(b, DASHBOARD_PATHS, () => floodOver);
    await sleep(5_000);
    const during = await statementTime(b, bPeriod(1));
    await flood;
    await Promise.all(pending);
    const dashboardTimes = await dashboard;

    row(
      'Flood (a): on-demand statements',
      `A asks 8/s for ${FLOOD_SECONDS} s (up to 5-year periods): answers`,
      tally(statuses),
    );
    row(
      'Flood (a): on-demand statements',
      "B's 1-year statement, requested to Completed: quiet / during A's flood",
      `${ms(quietStatement.ms)} / ${ms(during.ms)}${during.note}`,
    );
    row(
      'Flood (a): on-demand statements',
      "B's dashboard reads p95: quiet / during A's flood",
      `${ms(percentile(quietDashboard, 95))} / ${ms(percentile(dashboardTimes, 95))}`,
    );
  });
}

async function downloadFlood(): Promise<void> {
  process.stderr.write(`(b) downloads, A in 6 parallel loops for ${FLOOD_SECONDS} s\n`);
  await withServer(async (server) => {
    const [a, b] = await signInBoth(server.url);
    const annualOf = async (agent: Agent) => {
      const latest = (await (
        await agent.api('/api/Statements/LatestStatementsDetails')
      ).json()) as { latestDetails: { statementId: string; statementType: string }[] };
      const annual = latest.latestDetails.find((s) => s.statementType === 'Annual');
      if (!annual) throw new Error('a flood member has no annual statement');
      return `/api/Statements/DownloadStatement?identifier=${encodeURIComponent(annual.statementId)}`;
    };
    const [pathA, pathB] = await Promise.all([annualOf(a), annualOf(b)]);

    // Quiet: B's downloads one after the other and /health, for 5 s (after one warm-up).
    await (await b.api(pathB)).arrayBuffer();
    let quietOver = false;
    const quietTimer = setTimeout(() => (quietOver = true), 5_000);
    const [quietDownloads, quietHealth] = await Promise.all([
      loopTimes(b, [pathB], () => quietOver),
      healthTimes(server.url, () => quietOver),
    ]);
    clearTimeout(quietTimer);

    let floodOver = false;
    const floodTimer = setTimeout(() => (floodOver = true), FLOOD_SECONDS * 1000);
    const statuses: number[] = [];
    const loopA = async () => {
      while (!floodOver) {
        const response = await a.api(pathA);
        await response.arrayBuffer();
        statuses.push(response.status);
        // A client that honours Retry-After would wait; a flooder asks again at once.
      }
    };
    const [, downloads, health] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, loopA)),
      loopTimes(b, [pathB], () => floodOver),
      healthTimes(server.url, () => floodOver),
    ]);
    clearTimeout(floodTimer);

    row(
      'Flood (b): downloads',
      `A's 6 parallel loops, ${FLOOD_SECONDS} s: answers`,
      tally(statuses),
    );
    row(
      'Flood (b): downloads',
      "B's statement download p50: quiet / during A's flood",
      `${ms(percentile(quietDownloads, 50))} / ${ms(percentile(downloads, 50))}`,
    );
    row(
      'Flood (b): downloads',
      "/health p95: quiet / during A's flood",
      `${ms(percentile(quietHealth, 95))} / ${ms(percentile(health, 95))}`,
    );
  });
}

const started = performance.now();
if (only.has('a')) await onDemandFlood();
if (only.has('b')) await downloadFlood();
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `\nMeasured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${onPostgres ? 'PostgreSQL' : 'PGlite'}, ${os.cpus().length} × ${cpu}, Node ${process.version}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}, in ${((performance.now() - started) / 60_000).toFixed(1)} min.\n`,
);
console.log('| Area | Measure | Value |');
console.log('| --- | --- | --- |');
for (const r of rows) console.log(`| ${r.area} | ${r.measure} | ${r.value} |`);
