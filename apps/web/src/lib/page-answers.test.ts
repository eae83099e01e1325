import { getInternalFunds } from '@portal/contract/fund';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aFund } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/render';

// DESIGN §1c: a signed-in page's document carries the answers to its first calls; the API client
// takes each once instead of asking the network, and asks the network for anything else.

let fetched: string[];

beforeEach(() => {
  fetched = [];
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    return Promise.resolve(jsonResponse({ success: true, internalFunds: [] }));
  });
  // The answers are read once per page: each test is a new page.
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('page-data')?.remove();
});

function writeAnswers(json: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'page-data';
  element.textContent = json;
  document.body.append(element);
}

const fund = aFund();

describe("the page's answers in its document", () => {
  it('answers the first call from the document, and the next from the network', async () => {
    writeAnswers(
      JSON.stringify([
        { url: '/api/Fund/Internal', status: 200, body: { success: true, internalFunds: [fund] } },
      ]),
    );
    const { request } = await import('./api-client');
    const first = await request(getInternalFunds);
    expect(first.internalFunds).toEqual([fund]);
    expect(fetched).toEqual([]);
    // The element is read and taken out of the page.
    expect(document.getElementById('page-data')).toBeNull();

    const second = await request(getInternalFunds);
    expect(second.internalFunds).toEqual([]);
    expect(fetched).toEqual(['/api/Fund/Internal']);
  });

  it('gives an error answer as the network would have: the same error', async () => {
    writeAnswers(
      JSON.stringify([
        {
          url: '/api/Fund/Internal',
          status: 404,
          body: { success: false, code: 'NOT_FOUND', message: 'Not found.' },
        },
      ]),
    );
    const { request } = await import('./api-client');
    await expect(request(getInternalFunds)).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(fetched).toEqual([]);
  });

  it('keeps the answer for the call made in place of one given up', async () => {
    writeAnswers(
      JSON.stringify([
        { url: '/api/Fund/Internal', status: 200, body: { success: true, internalFunds: [fund] } },
      ]),
    );
    const { takePageAnswer } = await import('./page-answers');
    const controller = new AbortController();
    expect(takePageAnswer('/api/Fund/Internal', controller.signal)).toBeInstanceOf(Response);
    expect(takePageAnswer('/api/Fund/Internal')).toBeUndefined();
    controller.abort();
    const again = takePageAnswer('/api/Fund/Internal');
    expect(await again?.json()).toEqual({ success: true, internalFunds: [fund] });
  });

  it('is used only for the first half minute after the app read it', async () => {
    writeAnswers(
      JSON.stringify([
        { url: '/api/Fund/Internal', status: 200, body: { success: true, internalFunds: [fund] } },
        { url: '/api/Config', status: 200, body: { success: true } },
      ]),
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { takePageAnswer } = await import('./page-answers');
      expect(takePageAnswer('/api/Config')).toBeInstanceOf(Response);
      vi.advanceTimersByTime(31_000);
      expect(takePageAnswer('/api/Fund/Internal')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks the network when the document has no answers, or a damaged block', async () => {
    writeAnswers('[{"url": "/api/Fund/Internal", "status": 200, "bo');
    const { request } = await import('./api-client');
    await request(getInternalFunds);
    expect(fetched).toEqual(['/api/Fund/Internal']);
  });
});
