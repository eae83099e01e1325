// `npm run test:dates`: the tests whose results depend on the date, again with the portal's one
// clock (PORTAL_TODAY) on the days where date rules break most easily: a leap day, the last day of
// February (a tax year's last), a tax year's first day, and a year's (and a month's) last day. A
// year's first day and another month's end add little over these and the domain suite's own
// fixed-date cases, so they are left to those, to keep the whole suite within its time.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const UNIT_DATES = ['2028-02-29', '2027-02-28', '2027-03-01', '2026-12-31'];
export const JOURNEY_DATES = ['2028-02-29', '2027-03-01'];

/**
 * Windows, ages, tax years, goal horizons, valuations and yearly confirmations: the domain suite
 * and these API tests.
 */
const DATED_TESTS = [
  'packages/domain/src',
  'apps/api/src/db/seed/seed.test.ts',
  'apps/api/src/db/seed/plausibility.test.ts',
  'apps/api/src/db/seed/plausibility-markets.test.ts',
  'apps/api/src/modules/contributions/',
  'apps/api/src/modules/fund/',
  'apps/api/src/modules/fund-details/',
  'apps/api/src/modules/goals/',
  'apps/api/src/modules/leaving-service/',
  'apps/api/src/modules/nomination/nomination-save.test.ts',
  'apps/api/src/modules/nomination/nomination-funeral.test.ts',
  'apps/api/src/modules/statements/',
  'apps/api/src/modules/traceability/',
  'apps/api/src/modules/udw/',
];
// On the machine's PostgreSQL when there is one (it starts faster than PGlite); PGlite otherwise.
const API_PROJECT = process.env.TEST_DATABASE_URL ? 'api-postgres' : 'api';

/** Fund details filters and IRR defaults, the goals' six-months-ahead rules, ages and passports. */
const DATED_JOURNEY_FILES = [
  'src/fund-details.e2e.ts',
  'src/goal-calculators.e2e.ts',
  'src/nominations.e2e.ts',
];
const DATED_JOURNEY_NAMES = [
  'institutional: the pots, the transaction summary, the filter, the IRR modal',
  'wedding: a field rule, the domain figure',
  'holiday: a field rule, the domain figure',
  'education: the steps gate Continue and Calculate',
  'adds two beneficiaries \\(ID and passport\\)',
  'funeral cover amounts with the children',
];

/** Lines that say what failed (Vitest's FAIL and × lines, and the errors under them), by label. */
const failureLines = new Map();
const FAILURE_LINE = /\bFAIL\b|×|Error:|Expected|Received|expected .* to /;

/** What the failed runs said of their failures, again, so that the end of a long log shows it. */
export function failureSummary() {
  return [...failureLines].flatMap(([label, lines]) => lines.map((line) => `[${label}] ${line}`));
}

/** Runs a command; resolves with its exit code, its output prefixed with `label`. */
export function run(label, command, args, env = {}, cwd = root) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          console.log(`[${label}] ${line}`);
          // eslint-disable-next-line no-control-regex
          const plain = line.replace(/\u001b\[[0-9;]*m/g, '');
          if (FAILURE_LINE.test(plain)) {
            const kept = failureLines.get(label) ?? [];
            if (kept.length < 40) kept.push(plain.trim());
            failureLines.set(label, kept);
          }
        }
      });
      stream.on('end', () => rest && console.log(`[${label}] ${rest}`));
    }
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`[${label}] ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
      if (code === 0) failureLines.delete(label);
      resolve(code ?? 1);
    });
  });
}

async function datedRuns(failed) {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dated-web-'));
  try {
    // One web build serves both days' journeys; each day's run has a server of its own, and the
    // two days' journeys run side by side.
    const build = await run(
      'web build',
      'npx',
      ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'],
      { NODE_ENV: 'production' },
      path.join(root, 'apps/web'),
    );
    if (build !== 0) failed.push('the web build');
    const journeys =
      build !== 0
        ? Promise.resolve([])
        : Promise.all(
            JOURNEY_DATES.map((today) =>
              run(
                `journeys ${today}`,
                'npx',
                [
                  'vitest',
                  'run',
                  '--config',
                  'vitest.config.ts',
                  '--maxWorkers',
                  '1',
                  ...DATED_JOURNEY_FILES,
                  '-t',
                  `(${DATED_JOURNEY_NAMES.join('|')})`,
                ],
                { PORTAL_TODAY: today, E2E_WEB_DIST: webDist },
                path.join(root, 'e2e'),
              ),
            ),
          );
    // The journeys first, on their own: beside the unit runs (three test processes and two servers
    // on two cores) a calculator's proposal has been seen to miss its wait.
    (await journeys).forEach(
      (code, i) => code !== 0 && failed.push(`journeys on ${JOURNEY_DATES[i]}`),
    );
    for (const today of UNIT_DATES) {
      const code = await run(
        `unit ${today}`,
        'npx',
        ['vitest', 'run', '--project', 'domain', '--project', API_PROJECT, ...DATED_TESTS],
        { PORTAL_TODAY: today },
      );
      if (code !== 0) failed.push(`unit tests on ${today}`);
    }
  } finally {
    fs.rmSync(webDist, { recursive: true, force: true });
  }
}

async function main() {
  const failed = [];
  await datedRuns(failed);

  if (failed.length > 0) {
    console.error(`\nWhat failed:\n${failureSummary().join('\n')}`);
    console.error(`\nDated runs failed: ${failed.join(', ')}`);
    process.exit(1);
  }
  console.log(
    `\nDated runs passed: unit tests on ${UNIT_DATES.join(', ')}; journeys on ${JOURNEY_DATES.join(', ')}.`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
