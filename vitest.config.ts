import { defineConfig } from 'vitest/config';

// One run for every unit and API test; the browser journeys have their own config in e2e/.
// DESIGN §6: PGlite is heavy, so at most two workers.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
