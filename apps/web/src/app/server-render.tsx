// DESIGN §1c: a signed-in member's page drawn on the server (apps/api's static-web plugin loads
// this module from the build, built by build/server-render.ts). The server has already asked its
// API for the page's first calls as the member; the page's own route objects and queries run here
// on those answers, React draws the page, and the browser hydrates it (main.tsx) from the state
// sent beside it: the same queries, and the router's loader data.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import {
  AMOUNT_PRIVACY_STORAGE_KEY,
  USER_TYPE_STORAGE_KEY,
  buildPageTitle,
} from '@portal/domain/member';
import { dehydrate } from '@tanstack/react-query';
import type { DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { env } from '@/config/env';
import { sessionQueryOptions } from '@/features/auth/api/get-session';
import { configQueryOptions } from '@/lib/portal-config';
import { createQueryClient } from '@/lib/query-client';
import { setServerScopeSource } from '@/lib/server-scope';
import type { ServerScope } from '@/lib/server-scope';
import { AppTree } from './app-tree';
import { createRoutes } from './router';
import { handleOf } from './shells';

/** The cookies a page's render reads (the server passes these and no other). */
export const PAGE_COOKIES: readonly string[] = [USER_TYPE_STORAGE_KEY, AMOUNT_PRIVACY_STORAGE_KEY];

/** One call's answer, as the server asked its API for it (apps/api plugins/page-data.ts). */
export type PageAnswer = { url: string; status: number; body: unknown };

export type ServerRenderInput = {
  /** The page's address: path and query. */
  path: string;
  /** The request's cookies, those of PAGE_COOKIES only. */
  cookie: string;
  /** This answer's Content Security Policy nonce. */
  nonce: string;
  /** Whether the request came from a phone (its user agent says so): the layout to draw. */
  isPhone: boolean;
  answers: readonly PageAnswer[];
  /**
   * Asks the API for a GET the page makes that is not among `answers` (a call that follows from
   * another's answer, such as a fund's transactions for today's window), as the member. Without
   * it, such a call is drawn waiting.
   */
  ask?: (url: string) => Promise<PageAnswer>;
};

/** What the browser hydrates from: the render's queries and the router's loader data. */
export type DrawnPageState = {
  queries: DehydratedState;
  router: { loaderData: Record<string, unknown> };
  /** The calls whose answers the queries hold (the document need not carry them again). */
  calls: string[];
  /** Drawn for a phone's screen (lib/viewport.ts). */
  isPhone: boolean;
};

export type DrawnPage = {
  /** The inside of `#root`. */
  markup: string;
  /** The document's title, as the app sets it (RootLayout). */
  title: string;
  state: DrawnPageState;
};

/** How long the render may wait for the page's code: past it, the browser draws the page. */
const RENDER_TIMEOUT_MS = 5_000;
/** Turns of the event loop the answered calls get to settle (they need two or three). */
const SETTLE_TURNS = 50;
/** The most calls a render asks the API for beyond the page's first calls. */
const MOST_ASKED = 4;

const scopes = new AsyncLocalStorage<ServerScope>();
setServerScopeSource(() => scopes.getStore());

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Settles after `ms` (its timer keeps no process alive). */
function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** The API's answer as the browser's fetch would have given it. */
function responseOf(answer: PageAnswer): Response {
  const hasBody = answer.body !== undefined && answer.status !== 204;
  return new Response(hasBody ? JSON.stringify(answer.body) : null, {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
}

/** React's markup for `element` once everything in it (the lazy page code) has loaded. */
function markupOf(element: ReactNode, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let markup = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        markup += chunk.toString();
        done();
      },
      final(done) {
        resolve(markup);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      nonce,
      // Every part inline, however large: a part sent apart is put in place by an inline script,
      // which the Content Security Policy does not allow.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // A part that fails on the server would be drawn again in the browser: the browser draws
      // the whole page instead.
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    const timer = setTimeout(() => {
      reject(new Error(`the page was not drawn within ${RENDER_TIMEOUT_MS} ms`));
      stream.abort();
    }, RENDER_TIMEOUT_MS);
    sink.on('finish', () => clearTimeout(timer));
  });
}

/**
 * Draws the signed-in page at `input.path` for the member whose answers these are. Throws when the
 * page cannot be drawn as the browser would draw it (the server then sends the page undrawn).
 */
export function renderMemberPage(input: ServerRenderInput): Promise<DrawnPage> {
  const answers = new Map(input.answers.map((answer) => [answer.url, answer]));
  const answered = new Set<string>();
  /** The calls asked of the API during the render, until they are answered. */
  const asking = new Set<Promise<unknown>>();
  let asked = 0;
  let unanswered = 0;
  const scope: ServerScope = {
    cookie: input.cookie,
    nonce: input.nonce,
    isPhone: input.isPhone,
    answer: (url) => {
      const answer = answers.get(url);
      if (answer) return Promise.resolve(responseOf(answer));
      if (input.ask && url.startsWith('/api/') && asked < MOST_ASKED) {
        asked += 1;
        const pending = input.ask(url).then(responseOf);
        const settled: Promise<unknown> = pending.then(
          () => asking.delete(settled),
          () => asking.delete(settled),
        );
        asking.add(settled);
        return pending;
      }
      unanswered += 1;
      return new Promise<Response>(() => {});
    },
    answered: (url) => answered.add(url),
  };
  return scopes.run(scope, async () => {
    // No retries: an answer here is the API's answer, and a call without one waits.
    const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
    // As the browser does first (main.tsx), then the routes' loaders (the page's own calls).
    void queryClient.prefetchQuery(sessionQueryOptions());
    void queryClient.prefetchQuery(configQueryOptions());
    const handler = createStaticHandler(createRoutes({ queryClient }));
    const context = await handler.query(new Request(new URL(input.path, 'http://portal.local')));
    if (context instanceof Response) throw new Error(`the page's route answered ${context.status}`);
    if (context.errors) throw new Error("the page's route failed");
    const deadline = Date.now() + RENDER_TIMEOUT_MS;
    const timeUp = delay(RENDER_TIMEOUT_MS);
    let turns = 0;
    while (queryClient.isFetching() > unanswered && turns < SETTLE_TURNS) {
      if (Date.now() > deadline) throw new Error("the page's calls were not answered in time");
      if (asking.size > 0) {
        await Promise.race([...asking, timeUp]);
      } else {
        turns += 1;
        await nextTurn();
      }
    }
    // A call that failed is drawn waiting, and fails in the browser from its answer in the
    // document: the browser's error carries what the server's cannot send (its class).
    queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
    const router = createStaticRouter(handler.dataRoutes, context);
    const markup = await markupOf(
      <AppTree
        queryClient={queryClient}
        router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      />,
      input.nonce,
    );
    if (/<script\b|<template\b/.test(markup)) {
      throw new Error('the page was drawn in parts that need an inline script to be put together');
    }
    const titles = context.matches.map((match) => handleOf({ handle: match.route.handle }).title);
    const portalName = queryClient.getQueryData(configQueryOptions().queryKey)?.portalName;
    const title = buildPageTitle([...titles, portalName ?? env.VITE_PORTAL_NAME]);
    const queries = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status === 'success',
    });
    queryClient.clear();
    return {
      markup,
      title,
      state: {
        queries,
        router: { loaderData: context.loaderData },
        calls: [...answered],
        isPhone: input.isPhone,
      },
    };
  });
}
