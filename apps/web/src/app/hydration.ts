import { hydrate } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import type { DrawnPageState } from './server-render';

// DESIGN §1c: a signed-in page the server drew (apps/api plugins/server-render.ts) comes with the
// state it was drawn from: the queries' answers and the router's loader data. The browser starts
// from that state, with the page's code loaded, so that its first render is the server's.

/** The element the server writes the state into. */
const ELEMENT_ID = 'page-state';

function isDrawnPageState(value: unknown): value is DrawnPageState {
  if (typeof value !== 'object' || value === null) return false;
  const { queries, router } = value as Partial<Record<keyof DrawnPageState, unknown>>;
  return (
    typeof queries === 'object' &&
    queries !== null &&
    Array.isArray((queries as { queries?: unknown }).queries) &&
    typeof router === 'object' &&
    router !== null &&
    typeof (router as { loaderData?: unknown }).loaderData === 'object'
  );
}

/**
 * The state of the page the server drew into `container`, taken out of the document; undefined
 * when the server did not draw it (the app then draws the page itself).
 */
export function takeDrawnPageState(container: HTMLElement): DrawnPageState | undefined {
  const element = document.getElementById(ELEMENT_ID);
  element?.remove();
  if (container.dataset.drawn !== 'server' || !element) return undefined;
  try {
    const state = JSON.parse(element.textContent || 'null') as unknown;
    return isDrawnPageState(state) ? state : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The queries in the cache as the server answered them, as of now: the answers were asked for
 * this page view, and the server's clock is not the phone's.
 */
export function hydrateQueries(queryClient: QueryClient, state: DrawnPageState): void {
  const now = Date.now();
  hydrate(queryClient, {
    ...state.queries,
    queries: state.queries.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  });
}

/** Loads the code of the routes at the page's address, as the server had it when drawing. */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
}

/** The browser's router over `routes`, starting where the server's render left it. */
export async function createHydratingRouter(routes: RouteObject[], state: DrawnPageState) {
  await loadMatchedRoutes(routes);
  return createBrowserRouter(routes, { hydrationData: state.router });
}
