import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The sweeps of every page (every-page-*.e2e.ts: each page at three widths with its screen
 * checks) are the longest journeys, and the shortest files. Vitest runs files it has no timings of
 * largest first, so a fresh clone ran the sweeps last, one worker finishing them alone while the
 * other stood idle. They run first; the rest keep Vitest's order.
 */
const SWEEP = /[\\/]every-page-[^\\/]*\.e2e\.ts$/;

export class SweepsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [
      ...sorted.filter((file) => SWEEP.test(file.moduleId)),
      ...sorted.filter((file) => !SWEEP.test(file.moduleId)),
    ];
  }
}
