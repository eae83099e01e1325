import { useDocumentTitle } from '@mantine/hooks';
import { buildPageTitle } from '@portal/domain/member';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import type { UIMatch } from 'react-router';
import type { PageBackground } from '@/components/layouts/page-layout';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteLayout } from '@/components/layouts/site-layout';
import { paths } from '@/config/paths';
import { usePortalConfig, usePortalName } from '@/lib/portal-config';
import { trackPageView } from '@/lib/analytics';

export type RouteHandle = {
  /** Page title part; the document title joins them with ' - ' and ends with the portal name. */
  title?: string;
  /** Spec 1 §2.3: the page's banner background (pages with the welcome banner). */
  background?: PageBackground;
};

export function handleOf(match: Pick<UIMatch, 'handle'>): RouteHandle {
  const handle = match.handle;
  if (typeof handle !== 'object' || handle === null) return {};
  const { title, background } = handle as Record<string, unknown>;
  return {
    title: typeof title === 'string' ? title : undefined,
    background:
      background === 'dashboard' || background === 'profile' || background === 'funds'
        ? background
        : undefined,
  };
}

/** Spec 1 §2.1: the /unauthorized page is left out of the finished-navigation signal. */
const UNTRACKED_PATHS = new Set<string>([paths.unauthorized.path]);

/**
 * The root of every page: the document title (route titles joined with ' - ', then the portal
 * name), a page view per navigation, and scrolling (top on navigation, restored on back/forward).
 */
export function RootLayout() {
  const portalName = usePortalName();
  const isConfigSettled = !usePortalConfig().isPending;
  const location = useLocation();
  const titles = useMatches().map((match) => handleOf(match).title);
  const title = buildPageTitle([...titles, portalName]);
  useDocumentTitle(title);

  const titleRef = useRef(title);
  titleRef.current = title;
  const trackedKey = useRef<string | null>(null);
  useEffect(() => {
    // Once per navigation (StrictMode runs effects twice in development), and only once the
    // portal name is known, so that the title reported is the one the member sees.
    if (!isConfigSettled || trackedKey.current === location.key) return;
    trackedKey.current = location.key;
    if (UNTRACKED_PATHS.has(location.pathname)) return;
    trackPageView(`${location.pathname}${location.search}`, titleRef.current);
  }, [isConfigSettled, location.key, location.pathname, location.search]);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Spec 1 §2.2: a visitor who is not signed in sees only the footer's legal line. */
export function GuestPage({ portalName, children }: { portalName: string; children: ReactNode }) {
  return (
    <SiteLayout footer={<SiteFooter portalName={portalName} isSignedIn={false} />}>
      {children}
    </SiteLayout>
  );
}

/** The guest pages' frame in the app (the server also sends the landing page drawn at build). */
export function GuestFrame() {
  const portalName = usePortalName();
  return (
    <GuestPage portalName={portalName}>
      <Outlet />
    </GuestPage>
  );
}
