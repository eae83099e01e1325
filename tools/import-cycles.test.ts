import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findImportCycles } from './import-cycles.mjs';

// The import cycle finder (tools/import-cycles.mjs, run by `npm run checks`) on small repositories
// written for each case, and on this one.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

let count = 0;
/** A repository of the given files (path → text) with a `@portal/lib` package; its root. */
function repository(files: Record<string, string>): string {
  count += 1;
  const root = path.join(scratch, `repository-${count}`);
  const all: Record<string, string> = {
    'packages/lib/package.json': JSON.stringify({
      name: '@portal/lib',
      exports: { './*': './src/*.ts' },
    }),
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

type Cycle = string[];
const cycles = (root: string): Cycle[] => findImportCycles(root) as Cycle[];

describe('import cycle finder', () => {
  it('refuses two files that import each other, and names them', () => {
    const root = repository({
      'apps/api/src/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'apps/api/src/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      'apps/api/src/c.ts': "import { a } from './a';\nexport const c = a;\n",
    });
    expect(cycles(root)).toEqual([['apps/api/src/a.ts', 'apps/api/src/b.ts', 'apps/api/src/a.ts']]);
  });

  it('follows a longer circle through packages, `export … from`, `@/` and import()', () => {
    const root = repository({
      'packages/lib/src/one.ts': "export { two } from './two';\nexport const one = 1;\n",
      'packages/lib/src/two.ts': "export const two = async () => import('@/three');\n",
      'apps/web/src/three.tsx':
        "import { one } from '@portal/lib/one';\nexport const three = one;\n",
    });
    expect(cycles(root)).toEqual([
      [
        'apps/web/src/three.tsx',
        'packages/lib/src/one.ts',
        'packages/lib/src/two.ts',
        'apps/web/src/three.tsx',
      ],
    ]);
  });

  it('passes a graph without a circle, type-only imports included', () => {
    const root = repository({
      'apps/api/src/a.ts':
        "import { b } from './b';\nexport type A = string;\nexport const a = b;\n",
      'apps/api/src/b.ts': "import type { A } from './a';\nexport const b: A = 'b';\n",
      'apps/api/src/c.ts': "import { type A, a } from './a';\nexport const c: A = a;\n",
      'apps/api/src/d.ts':
        "export type { A } from './a';\nimport { c } from './c';\nexport const d = c;\n",
      'apps/api/src/e.ts':
        "import { b } from './b';\nimport { z } from 'zod';\nexport const e = [b, z];\n",
    });
    expect(cycles(root)).toEqual([]);
  });

  it('lists the circles type-only imports close when asked to', () => {
    const root = repository({
      'apps/api/src/a.ts':
        "import { b } from './b';\nexport type A = string;\nexport const a = b;\n",
      'apps/api/src/b.ts': "import type { A } from './a';\nexport const b: A = 'b';\n",
    });
    expect(cycles(root)).toEqual([]);
    expect(findImportCycles(root, undefined, true)).toEqual([
      ['apps/api/src/a.ts', 'apps/api/src/b.ts', 'apps/api/src/a.ts'],
    ]);
  });

  it('counts an import whose every name is a type: verbatimModuleSyntax keeps it as a load', () => {
    const root = repository({
      'apps/api/src/a.ts':
        "import { b } from './b';\nexport type A = string;\nexport const a = b;\n",
      'apps/api/src/b.ts': "import { type A } from './a';\nexport const b: A = 'b';\n",
    });
    expect(cycles(root)).toHaveLength(1);
  });

  it('finds no import cycle in this repository', () => {
    expect(cycles(path.resolve(import.meta.dirname, '..'))).toEqual([]);
  }, 60_000);
});
