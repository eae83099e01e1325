// `npm run bench`: the performance figures of the portal in one table, measured here and now.
// Nothing is asserted: each row shows the figure, its target and whether it was met. Sections:
//
//   BENCH_ONLY=api,scale,pdf,start,pages   (default: all)
//   BENCH_SIZES=1000,10000,100000          (the member counts of the scale section)
//   BENCH_SECONDS=10                       (load per route)
//
// The API runs on the machine's PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test), in a server process of its own, with 16 members signed
// in through the real code flow and the load from a third process (autocannon).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/client';
import { bulkLoad } from '../src/db/seed/bulk';
import { seedDatabase } from '../src/db/seed/load';
import { environmentToday } from '../src/lib/clock';
import { addDays, addYears } from '@portal/domain/dates';
import {
  dropDatabase,
  freshDatabase,
  LOAD_ROUTES,
  loadTest,
  pgbenchSelect,
  signInMembers,
  startServerProcess,
  type LoadResult,
} from './api-load';
import { createPdfRenderer } from '../src/modules/pdf/pdf-renderer';
import { statementDocument } from '../src/modules/statements/statement.document';
import { sampleStatement } from '../src/modules/statements/statement-sample';
import { timeContributionLook } from './contribution-look';
import { pagesSection } from './pages-section';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const only = new Set((process.env.BENCH_ONLY ?? 'api,scale,pdf,start,pages').split(','));
const sizes = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const TODAY = environmentToday();
const SEED = 20261122;
const MEMBERS_AT_ONCE = 16;

type Row = { area: string; measure: string; value: string; target: string; met: string };
const rows: Row[] = [];
function row(area: string, measure: string, value: string, target = '', met?: boolean): void {
  rows.push({ area, measure, value, target, met: met === undefined ? '' : met ? 'yes' : 'NO' });
  process.stderr.write(`  ${area} · ${measure}: ${value}${target ? ` (target ${target})` : ''}\n`);
}
const ms = (n: number) => `${n.toFixed(0)} ms`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

let nextPort = 3900 + Math.floor(Math.random() * 50);

/** The routes under load on a loaded database; returns each route's result. */
async function measureRoutes(databaseUrl: string): Promise<Map<string, LoadResult>> {
  const server = await startServerProcess(
    { DATABASE_URL: databaseUrl, PORTAL_TODAY: TODAY },
    (nextPort += 1),
  );
  const results = new Map<string, LoadResult>();
  try {
    const agents = await signInMembers(server.url, MEMBERS_AT_ONCE);
    // One short warm-up per route (first plans, first connections), then the measured load.
    for (const route of LOAD_ROUTES) await loadTest(server.url, agents, route.paths, 2);
    for (const route of LOAD_ROUTES)
      results.set(route.name, await loadTest(server.url, agents, route.paths, seconds));
  } finally {
    await server.stop();
  }
  return results;
}

async function apiSection(): Promise<void> {
  process.stderr.write('API on PostgreSQL, 200 members\n');
  const url = await freshDatabase('portal_bench_api');
  const database = await openDatabase({ databaseUrl: url });
  await seedDatabase(database.db, { members: 200, seed: SEED, today: TODAY });
  await database.close();
  const pgbench = await pgbenchSelect();
  row('PostgreSQL', 'pgbench -S (-c 16 -j 2 -T 10, scale 10)', `${pgbench.toFixed(0)} tps`);
  const results = await measureRoutes(url);
  for (const [name, result] of results) {
    const ratio = result.requestsPerSecond / pgbench;
    row(
      name,
      `requests/s (${MEMBERS_AT_ONCE} members, ${seconds} s), ratio to pgbench -S`,
      `${result.requestsPerSecond.toFixed(0)} req/s, ${ratio.toFixed(3)}`,
      '≥ 0.10',
      ratio >= 0.1,
    );
    row(name, 'p50 / p99', `${result.p50} ms / ${result.p99} ms`, 'p99 ≤ 50 ms', result.p99 <= 50);
    row(
      name,
      'non-2xx, errors',
      `${result.non2xx}, ${result.errors + result.timeouts}`,
      '0',
      result.non2xx + result.errors + result.timeouts === 0,
    );
  }
  if (only.has('pdf')) await pdfSection(url);
  await dropDatabase('portal_bench_api');
}

async function pdfSection(databaseUrl: string): Promise<void> {
  process.stderr.write('PDF renders\n');
  const server = await startServerProcess(
    { DATABASE_URL: databaseUrl, PORTAL_TODAY: TODAY },
    (nextPort += 1),
  );
  try {
    const [agent] = await signInMembers(server.url, 1);
    if (!agent) throw new Error('no member signed in');
    const nominations = (await (await agent.api('/api/Nomination')).json()) as {
      value: { productNominations: { caseMbrKey: string; nominationTypeId: number }[] };
    };
    const key = nominations.value.productNominations.find(
      (n) => n.nominationTypeId === 2,
    )?.caseMbrKey;
    const renders = Number(process.env.BENCH_PDF_RENDERS ?? 30);
    const times: number[] = [];
    for (let i = 0; i <= renders; i += 1) {
      const started = performance.now();
      const response = await agent.api('/api/Pdf/GenerateRetirementSavingsNOBPDF', {
        method: 'POST',
        json: { caseMbrKey: key },
      });
      if (response.status !== 200)
        throw new Error(`the nomination PDF answered ${response.status}`);
      await response.arrayBuffer();
      if (i > 0) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    row(
      'Nomination PDF',
      `render p50 / p95 (${renders}, one at a time)`,
      `${ms(percentile(times, 50))} / ${ms(percentile(times, 95))}`,
    );
    await statementRenders(agent, renders);
  } finally {
    await server.stop();
  }
  await statementLayouts(Number(process.env.BENCH_PDF_RENDERS ?? 30));
}

/**
 * The PDF worker alone, on the sample statement (no database, no HTTP): an annual statement of 24
 * transactions (2 pages) and a five-year one of 240 (6 pages), laid out, tagged and compressed.
 */
async function statementLayouts(renders: number): Promise<void> {
  const renderer = createPdfRenderer({ size: 1 });
  try {
    for (const count of [24, 240]) {
      const { definition, footer } = statementDocument(sampleStatement(count), {
        portalName: 'AF Connect',
        generatedOn: '2026-03-05',
      });
      let pages = 0;
      const result = await timed(renders, async () => {
        const pdf = await renderer.render(definition, footer);
        pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
      });
      row(
        `Statement PDF, ${count} transactions`,
        `render p50 / p95 (${renders}, one worker, ${pages} pages)`,
        result,
      );
    }
  } finally {
    await renderer.close();
  }
}

type BenchAgent = Awaited<ReturnType<typeof signInMembers>>[number];

/** Times `run` `count` times after one warm-up, one at a time: p50 and p95 in ms. */
async function timed(count: number, run: (i: number) => Promise<void>): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i <= count; i += 1) {
    const started = performance.now();
    await run(i);
    if (i > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `${ms(percentile(times, 50))} / ${ms(percentile(times, 95))}`;
}

/**
 * The statements: an annual benefit statement downloaded (rendered on request), and on-demand
 * statements of five years, from GenerateRealTime until the document is Completed.
 */
async function statementRenders(agent: BenchAgent, renders: number): Promise<void> {
  const latest = (await (await agent.api('/api/Statements/LatestStatementsDetails')).json()) as {
    latestDetails: { statementId: string; statementType: string }[];
  };
  const annual = latest.latestDetails.find((s) => s.statementType === 'Annual');
  if (!annual) throw new Error('the bench member has no annual statement');
  const download = await timed(renders, async () => {
    const response = await agent.api(
      `/api/Statements/DownloadStatement?identifier=${encodeURIComponent(annual.statementId)}`,
    );
    if (response.status !== 200) throw new Error(`DownloadStatement answered ${response.status}`);
    await response.arrayBuffer();
  });
  row('Annual statement PDF', `download p50 / p95 (${renders}, one at a time)`, download);

  const funds = (await (await agent.api('/api/Fund/Internal')).json()) as {
    internalFunds: { schemeNumber: string; caseKey: string; caseMemberKey: string }[];
  };
  const fund = funds.internalFunds[0];
  if (!fund) throw new Error('the bench member has no fund');
  const details = (await (
    await agent.api(`/api/Fund/GetFundDetails/${fund.schemeNumber}`)
  ).json()) as {
    overview: { calculationDate: string };
    information: { member: { dateJoined: string } };
  };
  const end = details.overview.calculationDate;
  const joined = details.information.member.dateJoined;
  const onDemand = Math.min(renders, 10);
  const generated = await timed(onDemand, async (i) => {
    // A new period each time (a repeated one answers the statement already made).
    const to = addDays(end, -i);
    const query = new URLSearchParams({
      caseKey: fund.caseKey,
      caseMemberKey: fund.caseMemberKey,
      fromDate: [addDays(addYears(to, -5), 1), joined].sort().at(-1) ?? joined,
      toDate: to,
    });
    for (let polls = 0; polls < 600; polls += 1) {
      const answer = (await (
        await agent.api(`/api/Statements/GenerateRealTime?${query}`)
      ).json()) as { statement: { status: string } };
      if (answer.statement.status === 'Completed') return;
      if (answer.statement.status === 'Failed') throw new Error('the statement failed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the statement took over 30 s');
  });
  row(
    'On-demand statement, up to 5 years',
    `requested to Completed p50 / p95 (${onDemand}, polled every 50 ms)`,
    generated,
  );
}

async function scaleSection(): Promise<void> {
  const p50s = new Map<string, Map<number, number>>();
  for (const members of sizes) {
    process.stderr.write(`Scale: ${members} members\n`);
    const name = `portal_bench_${members}`;
    const url = await freshDatabase(name);
    const summary = await bulkLoad(url, {
      members,
      seed: SEED,
      today: TODAY,
      onChunk: (n) => process.stderr.write(`\r  ${n} of ${members}`),
    });
    process.stderr.write('\n');
    row(
      `Demo data, ${members} members`,
      'bulk load (COPY)',
      `${(summary.ms / 1000).toFixed(1)} s (${summary.transactions} transactions)`,
      members === 100_000 ? '< 15 min' : '',
      members === 100_000 ? summary.ms < 15 * 60_000 : undefined,
    );
    const look = await timeContributionLook(url, TODAY);
    row(
      `Contributions look, ${members} members`,
      'first look (months missing and payments of 35 days told) / a second (nothing new)',
      `${ms(look.firstMs)} (${look.told} told) / ${ms(look.secondMs)}`,
    );
    const results = await measureRoutes(url);
    for (const [route, result] of results) {
      const bySize = p50s.get(route) ?? new Map<number, number>();
      bySize.set(members, result.p50);
      p50s.set(route, bySize);
      row(
        `${route}, ${members} members`,
        'requests/s, p50 / p99',
        `${result.requestsPerSecond.toFixed(0)} req/s, ${result.p50} / ${result.p99} ms`,
      );
    }
    await dropDatabase(name);
  }
  const [smallest] = sizes;
  const largest = sizes.at(-1);
  if (smallest !== undefined && largest !== undefined && largest !== smallest)
    for (const [route, bySize] of p50s) {
      const ratio = (bySize.get(largest) ?? NaN) / Math.max(1, bySize.get(smallest) ?? NaN);
      row(
        route,
        `p50 at ${largest} ÷ p50 at ${smallest} members`,
        ratio.toFixed(2),
        '≤ 1.2',
        ratio <= 1.2,
      );
    }
}

/** The first and a second `npm start` on a fresh data directory (PGlite, the built web app). */
async function startSection(): Promise<void> {
  process.stderr.write('npm start\n');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-start-'));
  const port = (nextPort += 1);
  const startOnce = async (): Promise<number> => {
    const started = performance.now();
    const child = spawn('npm', ['start'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
      detached: true,
    });
    try {
      for (;;) {
        if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode})`);
        try {
          if ((await fetch(`http://localhost:${port}/`)).ok) break;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return performance.now() - started;
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  };
  const first = await startOnce();
  row('npm start', 'first start (builds the web app if needed, loads 200 members)', ms(first));
  const second = await startOnce();
  row(
    'npm start',
    'second start, until the landing page answers',
    ms(second),
    '< 5 s',
    second < 5000,
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const started = performance.now();
if (only.has('api')) await apiSection();
if (only.has('scale')) await scaleSection();
if (only.has('start')) await startSection();
if (only.has('pages')) await pagesSection({ root, today: TODAY, port: (nextPort += 1), row });

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `\nMeasured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, in ${((performance.now() - started) / 60_000).toFixed(1)} min.\n`,
);
console.log('| Area | Measure | Value | Target | Met |');
console.log('| --- | --- | --- | --- | --- |');
for (const r of rows)
  console.log(`| ${r.area} | ${r.measure} | ${r.value} | ${r.target} | ${r.met} |`);
