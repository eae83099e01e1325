import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';

/** A query client for tests: no retries, so an error shows at once. */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** The app's own providers (server state, user type, themed Mantine, toasts), transitions off. */
function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <AppProvider queryClient={queryClient} mantineEnv="test">
      {children}
    </AppProvider>
  );
}

type RenderOptions = {
  queryClient?: QueryClient;
  /** Extra routes beside the rendered element (e.g. redirect targets). */
  routes?: RouteObject[];
  initialPath?: string;
};

/** Renders inside Mantine, TanStack Query and a memory router (the element at `initialPath`). */
export function renderWithProviders(
  ui: ReactElement,
  { queryClient = createTestQueryClient(), routes = [], initialPath = '/' }: RenderOptions = {},
) {
  // The element's route is the path without its query (`/page?tab=…` opens /page with the query).
  const path = initialPath.split('?')[0] || '/';
  const router = createMemoryRouter([{ path, element: ui }, ...routes], {
    initialEntries: [initialPath],
  });
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, queryClient, router };
}

/** Renders a whole route table (guards, shells, lazy pages) at `initialPath`. */
export function renderRoutes(
  routes: RouteObject[],
  { queryClient = createTestQueryClient(), initialPath = '/' }: RenderOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, queryClient, router };
}

/** A JSON Response as the server would send it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type HappyDomWindow = {
  happyDOM?: { setViewport: (size: { width: number; height: number }) => void };
};

/** Resizes the test window: Mantine's hiddenFrom/visibleFrom CSS follows the width in happy-dom. */
export function setViewportWidth(width: number, height = 800): void {
  (window as unknown as HappyDomWindow).happyDOM?.setViewport({ width, height });
}
