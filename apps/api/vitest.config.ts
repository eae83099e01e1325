import { defineProject } from 'vitest/config';

// API tests run on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set. Modules are not
// isolated between files so that each worker migrates and seeds its database once (DESIGN §6).
const common = {
  environment: 'node' as const,
  include: ['src/**/*.test.ts'],
  isolate: false,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  globalSetup: ['src/testing/global-setup.ts'],
};

export default process.env.TEST_DATABASE_URL
  ? [
      defineProject({ test: { ...common, name: 'api' } }),
      defineProject({ test: { ...common, name: 'api-postgres', env: { TEST_DB_KIND: 'postgres' } } }),
    ]
  : defineProject({ test: { ...common, name: 'api' } });
