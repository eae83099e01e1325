import { Navigate, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { AuthGuard, GuestGuard } from './guards';
import type { RouteHandle } from './shells';
import { LoadingShell, MemberShell, PublicShell, RootLayout } from './shells';

// Spec 1 §2.1 route table. Every page loads on demand (`lazy`); guards and shells are layout routes.
function handle(title?: string): RouteHandle {
  return title === undefined ? {} : { title };
}

export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoader,
      children: [
        {
          Component: GuestGuard,
          children: [
            {
              Component: PublicShell,
              children: [
                { index: true, handle: handle(), lazy: () => import('./routes/landing') },
                { path: 'home', handle: handle(), lazy: () => import('./routes/landing') },
                { path: 'login', handle: handle('Sign in'), lazy: () => import('./routes/login') },
              ],
            },
          ],
        },
        {
          path: 'loading',
          Component: LoadingShell,
          children: [
            { index: true, handle: handle('Loading'), lazy: () => import('./routes/loading') },
          ],
        },
        {
          Component: AuthGuard,
          children: [
            {
              Component: MemberShell,
              children: [
                {
                  path: 'dashboard',
                  handle: handle('Dashboard'),
                  lazy: () => import('./routes/dashboard'),
                },
              ],
            },
          ],
        },
        {
          Component: PublicShell,
          children: [
            {
              path: 'unauthorized',
              handle: handle('Unauthorized'),
              lazy: () => import('./routes/unauthorized'),
            },
            {
              path: 'not-found',
              handle: handle('Page not found'),
              lazy: () => import('./routes/not-found'),
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
