import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routeUrl } from './route';

// A call's address is the same wherever it is written: its query is encoded exactly as a browser's
// URLSearchParams writes it, so the server's page data and the web app's client agree.

/** The runtime's URLSearchParams (the contract's own types name no runtime). */
const SearchParams = (
  globalThis as unknown as { URLSearchParams: new (init: string[][]) => { toString(): string } }
).URLSearchParams;

describe('routeUrl', () => {
  it('fills the path and writes the query as URLSearchParams does', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.array(fc.tuple(fc.string({ minLength: 1 }), fc.oneof(fc.string(), fc.integer()))),
        (id, entries) => {
          const query = Object.fromEntries(entries);
          const expected = new SearchParams(
            Object.entries(query).map(([key, value]) => [key, String(value)]),
          ).toString();
          const url = routeUrl('/api/Thing/:id', { id }, query);
          expect(url).toBe(`/api/Thing/${encodeURIComponent(id)}${expected ? `?${expected}` : ''}`);
        },
      ),
    );
  });

  it('repeats a name for a list and leaves out empty values', () => {
    expect(routeUrl('/api/Docs', {}, { refNum3: ['a b', 'c&d'], other: undefined, n: null })).toBe(
      '/api/Docs?refNum3=a+b&refNum3=c%26d',
    );
  });
});
