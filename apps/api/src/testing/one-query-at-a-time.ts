import pg from 'pg';
import { afterEach, expect } from 'vitest';

// On PostgreSQL (TEST_DB_KIND=postgres) every API test holds each connection to one query at a time.
// A transaction runs on one connection: reads started together inside it (a Promise.all over the
// transaction) are queued by node-postgres, which pg 8 warns of ("Calling client.query() when the
// client is already executing a query") and pg 9 refuses. A query sent to a connection that is
// still running another fails the test, naming the query; the fix is to await them one by one.

type ClientState = { activeQuery?: unknown; _queryQueue?: unknown[] };

const overlapping: string[] = [];
const patched = Symbol.for('portal.oneQueryAtATime');

/** A query's text as node-postgres is handed it: a string or `{ text }`. */
function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  if (typeof query === 'object' && query !== null && 'text' in query) return String(query.text);
  return String(query);
}

if (process.env.TEST_DB_KIND === 'postgres') {
  // Test files share a worker's modules (isolate: false): the client is wrapped once.
  const prototype = pg.Client.prototype as unknown as Record<symbol, boolean> & {
    query: (...args: unknown[]) => unknown;
  };
  if (!prototype[patched]) {
    prototype[patched] = true;
    const query = prototype.query;
    prototype.query = function (this: ClientState, ...args: unknown[]) {
      if (this.activeQuery || (this._queryQueue?.length ?? 0) > 0)
        overlapping.push(textOf(args[0]));
      return query.apply(this, args);
    };
  }
  afterEach(() => {
    const found = overlapping.splice(0);
    expect(found, 'queries sent to a connection while it ran another').toEqual([]);
  });
}
