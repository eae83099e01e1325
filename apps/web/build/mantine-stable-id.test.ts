import fs from 'node:fs';
import path from 'node:path';
import { act, createElement } from 'react';
import type { FunctionComponent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useId as mantineUseId } from '@mantine/hooks';
import { describe, expect, it } from 'vitest';
import { STABLE_USE_ID, mantineStableId } from './mantine-stable-id';

// Mantine's `useId` as the build gives it: the id drawn on the server stays as the browser takes
// the page over (Mantine's own swaps it for a random one, an update in every component with an id).

type UseId = (staticId?: string) => string;

async function stableUseId(): Promise<UseId> {
  // Beside this file, so that its import of React is this app's React.
  const file = path.join(import.meta.dirname, `.stable-use-id-${process.pid}.mjs`);
  fs.writeFileSync(file, STABLE_USE_ID);
  try {
    return ((await import(/* @vite-ignore */ file)) as { useId: UseId }).useId;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** The id a component shows, drawn on the server and then hydrated, and each render's id. */
async function idsOf(useId: UseId): Promise<{ drawn: string; rendered: string[] }> {
  const rendered: string[] = [];
  const Labelled: FunctionComponent = () => {
    const id = useId();
    rendered.push(id);
    return createElement('span', { id }, 'x');
  };
  const container = document.createElement('div');
  container.innerHTML = renderToString(createElement(Labelled));
  const drawn = container.querySelector('span')?.id ?? '';
  rendered.length = 0;
  await act(async () => {
    hydrateRoot(container, createElement(Labelled));
  });
  return { drawn, rendered: [...rendered, container.querySelector('span')?.id ?? ''] };
}

describe('Mantine’s useId in the build', () => {
  it('keeps the id drawn on the server, with no second render as the page is taken over', async () => {
    const useId = await stableUseId();
    const { drawn, rendered } = await idsOf(useId);
    expect(drawn).toMatch(/^mantine-/);
    expect(rendered).toEqual([drawn, drawn]);
    // Mantine's own draws the same id first, then renders again with another.
    const mantine = await idsOf(mantineUseId);
    expect(mantine.drawn).toBe(drawn);
    expect(mantine.rendered.length).toBeGreaterThan(2);
    expect(mantine.rendered.at(-1)).not.toBe(drawn);
  });

  it('gives a static id as it is', async () => {
    const useId = await stableUseId();
    const Probe: FunctionComponent = () => createElement('span', { id: useId('chosen') }, 'x');
    expect(renderToString(createElement(Probe))).toContain('id="chosen"');
  });

  it("replaces Mantine's useId module and nothing else", () => {
    const plugin = mantineStableId();
    const transform = plugin.transform as { handler: (code: string, id: string) => unknown };
    expect(
      transform.handler('original', '/app/node_modules/@mantine/hooks/esm/use-id/use-id.mjs'),
    ).toEqual({ code: STABLE_USE_ID, map: null });
    expect(
      transform.handler('original', '/app/node_modules/@mantine/hooks/esm/use-id/other.mjs'),
    ).toBeNull();
    expect(transform.handler('original', '/app/src/use-id.mjs')).toBeNull();
  });
});
