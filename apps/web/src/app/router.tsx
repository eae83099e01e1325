import { Navigate, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { RootRouteError, RouteError } from '@/components/errors/route-error';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { AuthGuard, GuestGuard, PageGate } from './guards';
import { MEMBER_PAGES } from './member-pages';
import type { MemberPage } from './member-pages';
import type { RouteHandle } from './shells';
import { AppFrame, LoadingShell, RootLayout } from './shells';

// Spec 1 §2.1 route table. Every page loads on demand (`lazy`) and has its own error boundary, so a
// failing page keeps the header and footer; guards and frames are layout routes.
function handle(title?: string, background?: RouteHandle['background']): RouteHandle {
  return { ...(title === undefined ? {} : { title }), ...(background ? { background } : {}) };
}

/** A signed-in page behind its gate (built? flag on? open to the member's view?). */
function memberRoute(page: MemberPage): RouteObject {
  return {
    path: page.path,
    handle: handle(page.title, page.background),
    element: <PageGate page={page} />,
    children: page.load ? [{ index: true, lazy: page.load, ErrorBoundary: RouteError }] : [],
  };
}

type CreateRoutesOptions = {
  /** The signed-in pages (spec 1 §2.1); tests may pass a table with every page built. */
  pages?: readonly MemberPage[];
};

export function createRoutes({ pages = MEMBER_PAGES }: CreateRoutesOptions = {}): RouteObject[] {
  const frame = <AppFrame pages={pages} />;
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootRouteError,
      HydrateFallback: PageLoader,
      children: [
        {
          Component: GuestGuard,
          children: [
            {
              element: frame,
              children: [
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
              ],
            },
          ],
        },
        {
          path: 'loading',
          Component: LoadingShell,
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
          children: [{ element: frame, children: pages.map(memberRoute) }],
        },
        {
          element: frame,
          children: [
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
          ],
        },
        { path: '*', element: <Navigate to={paths.dashboard.getHref()} replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
