import { defineConfig } from 'vitest/config';

// Browser journeys: one server and one Chromium for the whole run (DESIGN §6), files one at a time.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
