import { useDocumentTitle } from '@mantine/hooks';
import { buildPageTitle } from '@portal/domain/member';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { SiteLayout } from '@/components/layouts/site-layout';
import { paths } from '@/config/paths';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { useKeepAlive } from '@/features/auth/hooks/use-keep-alive';
import { usePortalName } from '@/features/portal-config/api/get-config';

export type RouteHandle = {
  /** Page title part; the document title joins them with ' - ' and ends with the portal name. */
  title?: string;
};

function titleOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  return typeof handle.title === 'string' ? handle.title : undefined;
}

/** The root of every page: document title and scroll handling (top on navigation, restored on back). */
export function RootLayout() {
  const portalName = usePortalName();
  const titles = useMatches().map((match) => titleOf(match.handle));
  // Spec 1 §2.1: the route titles joined with a hyphen, then the portal name.
  useDocumentTitle(buildPageTitle([...titles, portalName]));
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Landing, login, unauthorized and not-found pages. */
export function PublicShell() {
  const portalName = usePortalName();
  return (
    <SiteLayout portalName={portalName} homeHref={paths.landing.getHref()}>
      <Outlet />
    </SiteLayout>
  );
}

/** Signed-in pages: log out in the header, and activity keeps the server session alive. */
export function MemberShell() {
  const portalName = usePortalName();
  useKeepAlive(true);
  return (
    <SiteLayout
      portalName={portalName}
      homeHref={paths.dashboard.getHref()}
      headerActions={<LogoutButton />}
    >
      <Outlet />
    </SiteLayout>
  );
}

/** Spec 1 §2.2: while loading, the header shows and the footer does not. */
export function LoadingShell() {
  const portalName = usePortalName();
  return (
    <SiteLayout portalName={portalName} homeHref={paths.landing.getHref()} hasFooter={false}>
      <Outlet />
    </SiteLayout>
  );
}
