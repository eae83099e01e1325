import type { QueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { RootRouteError, RouteError } from '@/components/errors/route-error';
import { BootScreen } from '@/components/ui/boot-screen';
import { paths } from '@/config/paths';
import { profileDetailsQueryOptions } from '@/features/profile/api/get-profile-details';
import { AuthGuard, GuestGuard, PageGate } from './guards';
import { MEMBER_PAGES } from './member-pages';
import type { MemberPage } from './member-pages';
import { prefetchPageData } from './page-data';
import type { RouteHandle } from './shells';
import { GuestFrame, RootLayout } from './shells';

// Spec 1 §2.1 route table. Every page loads on demand (`lazy`) and has its own error boundary, so a
// failing page keeps the header and footer; guards and frames are layout routes. The signed-in
// frame is lazy as well: the router loads it beside the page (every lazy route of a location loads
// at once), and a visitor's pages never load it.
function handle(title?: string, background?: RouteHandle['background']): RouteHandle {
  return { ...(title === undefined ? {} : { title }), ...(background ? { background } : {}) };
}

/** A signed-in page behind its gate (built? flag on? open to the member's view?). */
function memberRoute(page: MemberPage, queryClient: QueryClient | undefined): RouteObject {
  return {
    path: page.path,
    handle: handle(page.title, page.background),
    element: <PageGate page={page} />,
    children: page.load
      ? [
          {
            index: true,
            lazy: page.load,
            // Defined here rather than in the page's module, the loader runs while the page's
            // code loads: the page's first calls start at once (page-data.ts).
            ...(queryClient
              ? {
                  loader: async ({ params, request }: LoaderFunctionArgs) => {
                    await prefetchPageData(
                      page.path,
                      queryClient,
                      params,
                      new URL(request.url).searchParams,
                    );
                    return null;
                  },
                }
              : {}),
            ErrorBoundary: RouteError,
          },
        ]
      : [],
  };
}

type CreateRoutesOptions = {
  /** The signed-in pages (spec 1 §2.1); tests may pass a table with every page built. */
  pages?: readonly MemberPage[];
  /**
   * The app's query client: given, a signed-in page asks for its data (and the member's profile)
   * as it opens, alongside the session check and the loading of its code.
   */
  queryClient?: QueryClient;
};

export function createRoutes({
  pages = MEMBER_PAGES,
  queryClient,
}: CreateRoutesOptions = {}): RouteObject[] {
  /** The header, footer and session handling of a signed-in member (a guest's frame otherwise). */
  const frame = (children: RouteObject[]): RouteObject => ({
    lazy: async () => {
      const { AppFrame } = await import('./member-frame');
      return { element: <AppFrame pages={pages} /> };
    },
    children,
  });
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootRouteError,
      HydrateFallback: BootScreen,
      children: [
        {
          Component: GuestGuard,
          children: [
            {
              Component: GuestFrame,
              children: [
                // A visitor's first request for the landing page gets the page drawn at build
                // (static-landing.tsx) and not the app; the app draws it on in-app navigation.
                {
                  index: true,
                  handle: handle(),
                  lazy: () => import('./routes/landing'),
                  ErrorBoundary: RouteError,
                },
                {
                  path: 'home',
                  handle: handle(),
                  lazy: () => import('./routes/landing'),
                  ErrorBoundary: RouteError,
                },
                {
                  path: 'login',
                  handle: handle('Sign in'),
                  lazy: () => import('./routes/login'),
                  ErrorBoundary: RouteError,
                },
                {
                  path: 'signed-out',
                  handle: handle('Signed out'),
                  lazy: () => import('./routes/signed-out'),
                  ErrorBoundary: RouteError,
                },
              ],
            },
          ],
        },
        {
          path: 'loading',
          lazy: async () => ({ Component: (await import('./member-frame')).LoadingShell }),
          children: [
            {
              index: true,
              handle: handle('Loading'),
              lazy: () => import('./routes/loading'),
              ErrorBoundary: RouteError,
            },
          ],
        },
        {
          Component: AuthGuard,
          // The member's type (from the profile) decides the navigation and some pages' gates.
          ...(queryClient
            ? {
                loader: () => {
                  void queryClient.prefetchQuery(profileDetailsQueryOptions());
                  return null;
                },
              }
            : {}),
          children: [frame(pages.map((page) => memberRoute(page, queryClient)))],
        },
        frame([
          {
            path: 'unauthorized',
            handle: handle('Unauthorized'),
            lazy: () => import('./routes/unauthorized'),
            ErrorBoundary: RouteError,
          },
          {
            path: 'not-found',
            handle: handle('Page not found'),
            lazy: () => import('./routes/not-found'),
            ErrorBoundary: RouteError,
          },
        ]),
        { path: '*', element: <Navigate to={paths.dashboard.getHref()} replace /> },
      ],
    },
  ];
}
