import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

// DESIGN §6: Mantine needs matchMedia and ResizeObserver, which happy-dom lacks or stubs partly.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', {
  writable: true,
  configurable: true,
  value: ResizeObserverStub,
});
Object.defineProperty(globalThis, 'ResizeObserver', {
  writable: true,
  configurable: true,
  value: ResizeObserverStub,
});

// happy-dom's IntersectionObserver never reports: here everything observed is on the screen at
// once (a chart is drawn when it nears the screen: components/charts/chart-figure.tsx).
class IntersectionObserverOnScreen {
  private readonly report: IntersectionObserverCallback;
  constructor(report: IntersectionObserverCallback) {
    this.report = report;
  }
  observe(target: Element) {
    queueMicrotask(() =>
      this.report(
        [{ target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
for (const scope of [window, globalThis]) {
  Object.defineProperty(scope, 'IntersectionObserver', {
    writable: true,
    configurable: true,
    value: IntersectionObserverOnScreen,
  });
}

// Lazy route modules are transformed on first use; on a busy 2-core machine that can take more
// than the default second.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Toasts live in a store of their own, which outlives the rendered tree.
  notifications.clean();
  // The cookies a page writes (the view, the privacy switch) outlive a test in happy-dom.
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
});

// No test reaches the network: a component that calls the API without `stubApi` gets a network
// error (the providers ask for the session on their own). `vi.unstubAllGlobals` restores this.
globalThis.fetch = () =>
  Promise.reject(new TypeError('No network in unit tests: stub the API with stubApi()'));

// The test files of a worker share one window and one set of modules (the project runs without
// isolation: vitest.config.ts). Each file starts as it would in a window of its own: at the
// address happy-dom opens (a download's link, clicked, takes the window to a blob: address,
// where no cookie can be written), with no cookie, nothing stored and an empty page.
/** Where Vitest's happy-dom window opens. */
const START_URL = 'http://localhost:3000/';
beforeAll(() => {
  const happyDOM = (window as unknown as { happyDOM?: { setURL: (url: string) => void } }).happyDOM;
  if (window.location.href !== START_URL) happyDOM?.setURL(START_URL);
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.body.innerHTML = '';
});
