import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { cssVariablesResolver, theme } from '@/app/theme';
import { createQueryClient } from '@/lib/query-client';

/** A query client for tests: no retries, so an error shows at once. */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
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
  const router = createMemoryRouter([{ path: initialPath, element: ui }, ...routes], {
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
