import { configDefaults, defineConfig } from 'vitest/config';
import { freshModulesProject } from './apps/web/vitest.config.ts';
import { portalToday } from './packages/domain/src/dates.ts';

// One run for every unit and API test; the browser journeys have their own config in e2e/.
// DESIGN §6: PGlite is heavy, so at most two workers. API tests run on PGlite, and again on the
// machine's PostgreSQL when TEST_DATABASE_URL is set.

/**
 * API tests whose subject is not the database: the schema fuzzing of every route (the request
 * layer's answers to bad input), the PDF renderer's queue, the tagged-PDF layout and checker with
 * every kind of document held to it, the demo data generator's checks (they generate the book
 * in memory and read no database), hidden amounts (the markup the web build draws) and the
 * shutdown on SIGTERM (a server process of its own on PGlite whatever the project's engine). With
 * a PostgreSQL they run once, there (the engine a deployment uses); without one, on PGlite.
 */
const ONCE_ON_POSTGRES = [
  'src/fuzz.test.ts',
  'src/plugins/hidden-amounts.test.ts',
  'src/shutdown.test.ts',
  'src/modules/pdf/pdf-queue.test.ts',
  'src/modules/pdf/tagged-pdf.test.ts',
  'src/modules/pdf/tagged-documents.test.ts',
  'src/testing/pdf-structure.test.ts',
  'src/db/seed/group-cover.test.ts',
  'src/db/seed/identity-records.test.ts',
  'src/db/seed/plausibility.test.ts',
  'src/db/seed/plausibility-markets.test.ts',
  'src/db/seed/projection-assumptions.test.ts',
  'src/db/seed/seed-stability.test.ts',
  'src/db/seed/seed.test.ts',
];
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          // Property tests run long on a busy machine (the dated runs share it with journeys).
          testTimeout: 30_000,
          // The domain is pure and reads no clock: its tests of the rules that count from today
          // are handed the portal's today (PORTAL_TODAY, or the real date).
          provide: { today: portalToday(process.env.PORTAL_TODAY, new Date()) },
        },
      },
      {
        // The layering lint (eslint.config.js) proved on one allowed and one refused import per rule.
        test: {
          name: 'tools',
          include: ['tools/**/*.test.ts'],
          environment: 'node',
        },
      },
      process.env.TEST_DATABASE_URL
        ? {
            extends: './apps/api/vitest.config.ts',
            root: './apps/api',
            test: { name: 'api', exclude: [...configDefaults.exclude, ...ONCE_ON_POSTGRES] },
          }
        : 'apps/api/vitest.config.ts',
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: './apps/api/vitest.config.ts',
              root: './apps/api',
              test: { name: 'api-postgres', env: { TEST_DB_KIND: 'postgres' } },
            },
          ]
        : []),
      'apps/web/vitest.config.ts',
      { ...freshModulesProject(), root: './apps/web' },
    ],
  },
});
