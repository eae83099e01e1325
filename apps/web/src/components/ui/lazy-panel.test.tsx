import { act, lazy } from 'react';
import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LazyPanel } from './lazy-panel';

// A part of a page whose code loads apart from the page's: drawn on the server with the page, kept
// as drawn (and taking no taps) until its code arrives, then working in place with focus kept.

function Calculator() {
  return <button type="button">Work it out</button>;
}

/** A lazy Calculator whose code arrives when `arrive` is called. */
function lazyCalculator() {
  let arrive: () => void = () => undefined;
  const code = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: Calculator });
  });
  return { Panel: lazy(() => code), arrive: () => arrive() };
}

function page(Panel: ComponentType) {
  return (
    <main>
      <LazyPanel outline={<p aria-busy="true">Loading the calculator</p>}>
        <Panel />
      </LazyPanel>
    </main>
  );
}

async function drawnOnServer(): Promise<string> {
  const loaded = lazyCalculator();
  loaded.arrive();
  const stream = await renderToReadableStream(page(loaded.Panel));
  await stream.allReady;
  return new Response(stream).text();
}

describe('LazyPanel', () => {
  it('keeps what the server drew until the code arrives, then works in place with focus kept', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = await drawnOnServer();
    const drawn = container.querySelector('button');
    expect(drawn?.textContent).toBe('Work it out');
    const holder = drawn?.closest('[data-waiting]');
    expect(holder?.getAttribute('data-waiting')).toBe('true');
    drawn?.focus();

    const errors: unknown[] = [];
    const browser = lazyCalculator();
    await act(async () => {
      hydrateRoot(container, page(browser.Panel), {
        onRecoverableError: (error) => void errors.push(error),
      });
    });
    // Still the server's drawing, still not taking taps, nothing moved.
    expect(container.querySelector('button')).toBe(drawn);
    expect(holder?.getAttribute('data-waiting')).toBe('true');
    expect(container.textContent).not.toContain('Loading');

    await act(async () => browser.arrive());
    expect(container.querySelector('button')).toBe(drawn);
    expect(document.activeElement).toBe(drawn);
    expect(holder?.getAttribute('data-waiting')).toBe('false');
    expect(errors).toEqual([]);
    container.remove();
  });

  it('drawn in the browser, holds the place with its outline until the code arrives', async () => {
    const container = document.createElement('div');
    const browser = lazyCalculator();
    const root = createRoot(container);
    await act(async () => root.render(page(browser.Panel)));
    expect(container.querySelector('[aria-busy="true"]')?.textContent).toBe(
      'Loading the calculator',
    );
    await act(async () => browser.arrive());
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(container.querySelector('button')?.textContent).toBe('Work it out');
    await act(async () => root.unmount());
  });
});
