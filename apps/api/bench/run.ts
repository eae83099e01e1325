// `npm run bench`: start-up, sign-in and API latency on the embedded stack with the default demo
// data (200 members). Loopback traffic only; bounded in count; prints numbers, asserts nothing.
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/db/seed/load';
import { environmentToday } from '../src/lib/clock';
import { signIn, type Agent, type TestServer } from '../src/testing/server';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = 8;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

// The data and the server on the same today (the portal's one clock).
const TODAY = environmentToday();
const [database, openMs] = await timed(() => openDatabase({}));
const [summary] = await timed(() =>
  seedDatabase(database.db, { members: MEMBERS, seed: 20261122, today: TODAY }),
);
const port = 3900 + Math.floor(Math.random() * 90);
const config = loadConfig({
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  PORTAL_TODAY: TODAY,
});
const app = await buildApp({ config, db: database.db });
await app.listen({ port, host: '127.0.0.1' });
const server: TestServer = {
  app,
  config,
  db: database.db,
  url: config.publicUrl,
  close: () => app.close(),
};

const [, coldSignInMs] = await timed(() => signIn(server, 'institutional@demo.local'));
const agents: Agent[] = [];
const signInTimes: number[] = [];
for (const username of [
  'institutional@demo.local',
  'retail@demo.local',
  'hybrid@demo.local',
  'staff@demo.local',
]) {
  const [agent, ms] = await timed(() => signIn(server, username));
  agents.push(agent);
  signInTimes.push(ms);
}

async function measure(path: string): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const agent = agents[next % agents.length];
        next += 1;
        if (!agent) continue;
        const [response, ms] = await timed(() => agent.api(path));
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        await response.arrayBuffer();
        times.push(ms);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

const results: Record<string, string> = {
  'database open + migrate (PGlite, in memory)': `${openMs.toFixed(0)} ms`,
  [`demo data (${summary.members} members, ${summary.transactions} transactions)`]: `${summary.ms} ms`,
  'cold sign-in (code flow, first discovery)': `${coldSignInMs.toFixed(0)} ms`,
  'warm sign-in, median of 4': `${[...signInTimes].sort((a, b) => a - b)[2]?.toFixed(0)} ms`,
};
for (const path of [
  '/api/Fund/Internal',
  '/api/Profile/GetProfileDetails',
  '/auth/session',
  '/api/Goals/CalculateInflatedAmount?Amount=150000&TimeHorizonMonths=18&IsTarget=true&GoalType=3',
]) {
  const times = await measure(path);
  results[`${path} p50 / p95 (${REQUESTS} requests, ${CONCURRENCY} at once)`] =
    `${percentile(times, 50).toFixed(1)} ms / ${percentile(times, 95).toFixed(1)} ms`;
}

// Beneficiary reports (pdfmake in a worker thread): one at a time, after one warm-up render.
const PDF_RENDERS = Number(process.env.BENCH_PDF_RENDERS ?? 30);
const institutional = agents[0];
if (institutional) {
  const nominations = (await (await institutional.api('/api/Nomination')).json()) as {
    value: { productNominations: { caseMbrKey: string; nominationTypeId: number }[] };
  };
  const keyOf = (type: number) =>
    nominations.value.productNominations.find((n) => n.nominationTypeId === type)?.caseMbrKey;
  for (const [path, type] of [
    ['/api/Pdf/GenerateRetirementSavingsNOBPDF', 2],
    ['/api/Pdf/GenerateUnapprovedLumpSumNOBPDF', 3],
    ['/api/Pdf/GenerateUnapprovedFuneralNOBPDF', 1],
  ] as const) {
    const json = { caseMbrKey: keyOf(type) };
    const times: number[] = [];
    for (let i = 0; i <= PDF_RENDERS; i += 1) {
      const [response, ms] = await timed(() => institutional.api(path, { method: 'POST', json }));
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      await response.arrayBuffer();
      if (i > 0) times.push(ms);
    }
    times.sort((a, b) => a - b);
    results[`${path} median / p95 (${PDF_RENDERS} renders, one at a time)`] =
      `${percentile(times, 50).toFixed(1)} ms / ${percentile(times, 95).toFixed(1)} ms`;
  }
  // The blank Nomination of Beneficiaries form, filled with the member's and the fund's details.
  const funds = (await (await institutional.api('/api/Fund/Internal')).json()) as {
    internalFunds: { schemeNumber: string }[];
  };
  const form = `/api/PDF/DownloadTemplate?filename=NominationOfBeneficiaries.pdf&schemeNumber=${funds.internalFunds[0]?.schemeNumber ?? ''}`;
  const formTimes: number[] = [];
  for (let i = 0; i <= PDF_RENDERS; i += 1) {
    const [response, ms] = await timed(() => institutional.api(form));
    if (response.status !== 200) throw new Error(`${form} answered ${response.status}`);
    await response.arrayBuffer();
    if (i > 0) formTimes.push(ms);
  }
  formTimes.sort((a, b) => a - b);
  results[`/api/PDF/DownloadTemplate median / p95 (${PDF_RENDERS} renders, one at a time)`] =
    `${percentile(formTimes, 50).toFixed(1)} ms / ${percentile(formTimes, 95).toFixed(1)} ms`;
}
await app.close();
await database.close();
for (const [name, value] of Object.entries(results)) console.log(`${name}: ${value}`);
