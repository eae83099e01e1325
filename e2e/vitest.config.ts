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
    // A journey is many page loads; on a busy two-core machine the longest take over a minute,
    // and the sweeps of every page three or four (the same machine has run the whole suite two to
    // three times slower on some days, when sweeps of 130 s took over 240). Speed is measured by
    // the bench, never by these limits: they are only where a journey that hangs is given up.
    testTimeout: 600_000,
    hookTimeout: 300_000,
    // A journey that fails is run once more before the run fails: on a busy two-core machine a
    // page can miss a wait once. A journey that passes only on its second run is still named in
    // the report ("retry x1"), to be looked into.
    retry: 1,
  },
});
