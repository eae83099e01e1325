import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { act, createElement, createRef } from 'react';
import type { FunctionComponent, Ref } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { MERGE_REFS, withOwnMergeRefs } from './mantine-scroll-area';

// Mantine's scroll area as the build gives it: the ref-joining hook in place of the positioning
// library's import, so a table no longer brings the library.

type UseMergeRefs = (refs: readonly (Ref<HTMLElement> | undefined)[]) => Ref<HTMLElement> | null;

async function ownMergeRefs(): Promise<UseMergeRefs> {
  // Beside this file, so that its import of React is this app's React.
  const file = path.join(import.meta.dirname, `.merge-refs-${process.pid}.mjs`);
  fs.writeFileSync(file, `${MERGE_REFS}export { useMergeRefs };\n`);
  try {
    return ((await import(/* @vite-ignore */ file)) as { useMergeRefs: UseMergeRefs }).useMergeRefs;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

describe('Mantine’s scroll area in the build', () => {
  it('no longer imports the positioning library', () => {
    const require = createRequire(import.meta.url);
    const coreEntry = require.resolve('@mantine/core');
    const scrollArea = path.join(
      coreEntry.replace(/[\\/]cjs[\\/].*$/, ''),
      'esm/components/ScrollArea/ScrollArea.mjs',
    );
    const code = fs.readFileSync(scrollArea, 'utf8');
    expect(code).toContain('@floating-ui/react');
    const built = withOwnMergeRefs(code);
    expect(built).not.toContain('@floating-ui');
    expect(built).toContain('function useMergeRefs(refs)');
  });

  it('joins refs as the library did: each is set, and cleared when the element goes', async () => {
    const useMergeRefs = await ownMergeRefs();
    const objectRef = createRef<HTMLElement>();
    const seen: (HTMLElement | null)[] = [];
    const callbackRef = (node: HTMLElement | null) => void seen.push(node);
    const Probe: FunctionComponent<{ shown: boolean }> = ({ shown }) => {
      const ref = useMergeRefs([objectRef, callbackRef, undefined]);
      return shown ? createElement('section', { ref }, 'x') : null;
    };
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(createElement(Probe, { shown: true })));
    expect(objectRef.current?.tagName).toBe('SECTION');
    expect(seen.map((node) => node?.tagName ?? null)).toEqual(['SECTION']);
    await act(async () => root.render(createElement(Probe, { shown: false })));
    expect(objectRef.current).toBeNull();
    expect(seen.at(-1)).toBeNull();
    await act(async () => root.unmount());
  });
});
