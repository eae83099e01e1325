import type { ComponentType } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { BootScreen } from '@/components/ui/boot-screen';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/api/get-session';
import { usePortalConfig } from '@/lib/portal-config';
import { useUserType } from '@/lib/user-type';
import { dependsOnUserType, isPageOpen } from './member-pages';
import { RetailPageNotice } from './retail-page-notice';
import type { MemberPage } from './member-pages';

// Spec 1 §6: an authenticated guard for the app pages and a guest guard for landing and login;
// spec 1 §2.1: a page whose flag is off, or whose user-type rule does not match, is not found.

/**
 * Members only: a visitor without a session goes to /login, which starts the sign-in and returns
 * to the page asked for (`?next=`, issue 46). The member
 * frame also waits for the configuration (its links, flags and portal name): drawn before it, the
 * header's navigation and the banner's buttons would arrive later and push the page down.
 */
export function AuthGuard() {
  const session = useSession();
  const config = usePortalConfig();
  const location = useLocation();
  if (session.isPending || config.isPending) return <BootScreen label="Checking your session…" />;
  if (session.isError) return <Navigate to={paths.unauthorized.getHref()} replace />;
  if (!session.data.authenticated)
    return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}

/** Guests only: a signed-in member is sent to the dashboard. */
export function GuestGuard() {
  const session = useSession();
  if (session.isPending) return <BootScreen label="Checking your session…" />;
  // If the session cannot be checked, the guest pages still work: they only offer sign-in.
  if (session.data?.authenticated) return <Navigate to={paths.dashboard.getHref()} replace />;
  return <Outlet />;
}

/**
 * One signed-in page: built, its flag on (flags come from GET /api/Config; a configuration that
 * cannot be loaded counts as every flag off) and open to the member's view; otherwise /not-found.
 */
export function PageGate({ page }: { page: MemberPage }) {
  const config = usePortalConfig();
  const userType = useUserType();
  const notFound = <Navigate to={paths.notFound.getHref()} replace />;
  if (!page.load) return notFound;
  const waiting = <PageSkeleton />;
  // Every page waits for the configuration: its flags, and the portal's today (DESIGN §1a).
  if (config.isPending) return waiting;
  const needsType = dependsOnUserType(page);
  if (needsType && userType.status === 'pending') return waiting;
  const features = config.data?.features ?? {};
  const isOpen = isPageOpen(page, {
    userType: userType.status === 'ready' ? userType.view : 'Institutional',
    features,
  });
  if (isOpen) return <Outlet />;
  // Closed to the member's view only (built, flag on): a retail member is told where its contents
  // are for them, not "Page not found" (retail-page-notice.tsx).
  if (userType.status === 'ready' && isPageOpen(page, { userType: 'Institutional', features }))
    return <RetailPageNotice path={page.path} isHybrid={userType.isHybrid} />;
  return notFound;
}

function skeletonOf(handle: unknown): ComponentType | undefined {
  if (typeof handle !== 'object' || handle === null || !('Skeleton' in handle)) return undefined;
  const { Skeleton } = handle as { Skeleton?: unknown };
  return typeof Skeleton === 'function' ? (Skeleton as ComponentType) : undefined;
}

/** The page's own outline (its module's `handle.Skeleton`), else a loader. */
function PageSkeleton() {
  const Skeleton = useMatches()
    .map((match) => skeletonOf(match.handle))
    .findLast((value) => value !== undefined);
  return Skeleton ? <Skeleton /> : <PageLoader />;
}
