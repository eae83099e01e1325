import { defineProject } from 'vitest/config';

// Modules are not isolated between files so that each worker migrates and seeds its database
// once (DESIGN §6). The root config runs this project again on PostgreSQL when
// TEST_DATABASE_URL is set.
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['src/testing/global-setup.ts'],
    // On PostgreSQL: no query sent to a connection still running another (pg 9 refuses it).
    setupFiles: ['src/testing/one-query-at-a-time.ts'],
  },
});
