// `npm run test:dates`: the tests whose results depend on the date, again with the portal's one
// clock (PORTAL_TODAY) on the days where date rules break most easily: a leap day, the last day of
// February, a tax year's first day, a month's last day, a year's last and first days.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const UNIT_DATES = [
  '2028-02-29',
  '2027-02-28',
  '2027-03-01',
  '2026-08-31',
  '2026-12-31',
  '2027-01-01',
];
export const JOURNEY_DATES = ['2028-02-29', '2027-03-01'];

/** Windows, ages, tax years, goal horizons and valuations: the domain suite and these API tests. */
const DATED_TESTS = [
  'packages/domain/src',
  'apps/api/src/db/seed',
  'apps/api/src/modules/fund',
  'apps/api/src/modules/fund-details',
  'apps/api/src/modules/goals',
  'apps/api/src/modules/nomination',
  'apps/api/src/modules/statements',
  'apps/api/src/modules/udw',
  'apps/api/src/modules/pdf',
];

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

function run(command, args, env, cwd = root) {
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(
      `\n${args.join(' ')} with PORTAL_TODAY=${env.PORTAL_TODAY} failed (${seconds} s)`,
    );
    process.exit(result.status ?? 1);
  }
  console.log(`PORTAL_TODAY=${env.PORTAL_TODAY}: passed in ${seconds} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const today of UNIT_DATES) {
    run('npx', ['vitest', 'run', '--project', 'domain', '--project', 'api', ...DATED_TESTS], {
      PORTAL_TODAY: today,
    });
  }

  // One web build serves every dated journey run.
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dated-web-'));
  try {
    run(
      'npx',
      ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'],
      {},
      path.join(root, 'apps/web'),
    );
    for (const today of JOURNEY_DATES) {
      run(
        'npx',
        [
          'vitest',
          'run',
          '--config',
          'vitest.config.ts',
          ...DATED_JOURNEY_FILES,
          '-t',
          `(${DATED_JOURNEY_NAMES.join('|')})`,
        ],
        { PORTAL_TODAY: today, E2E_WEB_DIST: webDist },
        path.join(root, 'e2e'),
      );
    }
  } finally {
    fs.rmSync(webDist, { recursive: true, force: true });
  }
}
