import { defineConfig } from 'vitest/config';
import { SweepsFirst } from './src/sequencer.ts';

// Browser journeys: one server and one Chromium for the whole run (DESIGN §6), two files at a time
// (each journey writes only to members of its own; waiting on pages leaves the cores half idle).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/global-setup.ts'],
    fileParallelism: true,
    sequence: { sequencer: SweepsFirst },
    maxWorkers: 2,
    // A journey is many page loads; on a busy two-core machine the longest take over a minute.
    // Speed is measured by the bench, never by these limits.
    testTimeout: 240_000,
    hookTimeout: 180_000,
    // A journey that fails is run once more before the run fails: on a busy two-core machine a
    // page can miss a wait once. A journey that passes only on its second run is still named in
    // the report ("retry x1"), to be looked into.
    retry: 1,
  },
});
