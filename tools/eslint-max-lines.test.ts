import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Every source file under 400 physical lines (eslint.config.js `max-lines`): each case lints a
// probe file that does not exist, so the real configuration is what is tested.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** `lines` lines of code, blank lines and comments among them (they count too). */
function source(lines: number): string {
  // The last line is not blank: ESLint does not count an empty line after the last line break.
  const line = (index: number) =>
    index % 3 === 0
      ? `export const line${index} = ${index};`
      : index % 3 === 1
        ? ''
        : '// a comment';
  return Array.from({ length: lines }, (_, index) => line(lines - 1 - index)).join('\n');
}

async function maxLinesMessages(file: string, lines: number) {
  const [result] = await eslint.lintText(source(lines), { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'max-lines');
}

describe('source file length lint (max-lines)', { timeout: 60_000 }, () => {
  it('refuses a source file of 400 lines, blank lines and comments counted', async () => {
    for (const file of [
      'apps/api/src/modules/fund/max-lines-probe.ts',
      'apps/web/src/components/max-lines-probe.tsx',
      'packages/domain/src/max-lines-probe.ts',
      'apps/api/src/modules/pdf/max-lines-probe.mjs',
      'e2e/bench/max-lines-probe.ts',
    ]) {
      expect(await maxLinesMessages(file, 400), file).toHaveLength(1);
      expect(await maxLinesMessages(file, 399), file).toEqual([]);
    }
  });

  it('leaves tests and browser journeys to their own length', async () => {
    expect(await maxLinesMessages('apps/api/src/modules/fund/probe.test.ts', 600)).toEqual([]);
    expect(await maxLinesMessages('e2e/src/probe.e2e.ts', 600)).toEqual([]);
  });
});
