import { act, useEffect, useId, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { AppTree } from './app-tree';

// A page drawn on the server keeps its ids in the browser: the tree around the routes has the same
// shape on both sides (an id set only once the browser runs, such as a tab's aria-controls, must
// name the element the server drew).

function Probe() {
  const id = useId();
  const [isMounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <span id={id} data-browser-id={isMounted ? id : undefined} />;
}

describe('the app’s tree', () => {
  it('gives the same ids in the browser as on the server, and says when it has taken over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <AppTree queryClient={createQueryClient()} router={<Probe />} />,
    );
    const drawnId = container.querySelector('span')?.id;
    expect(drawnId).toBeTruthy();
    const onTakenOver = vi.fn();
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <AppTree queryClient={createQueryClient()} router={<Probe />} onTakenOver={onTakenOver} />,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    const span = container.querySelector('span');
    expect(span?.getAttribute('data-browser-id')).toBe(drawnId);
    expect(errors).toEqual([]);
    expect(onTakenOver).toHaveBeenCalled();
  });
});
