import { useDocumentTitle } from '@mantine/hooks';
import { initialsFromNames } from '@portal/domain/member';
import { buildPageTitle } from '@portal/domain/member';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_COUNTDOWN_MS } from '@portal/domain/session';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import type { UIMatch } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import type { PageBackground } from '@/components/layouts/page-layout';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';
import { SiteLayout } from '@/components/layouts/site-layout';
import { WelcomeBanner } from '@/components/layouts/welcome-banner';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/api/get-session';
import { useSignOut } from '@/features/auth/api/logout';
import { SessionActivity } from '@/features/auth/components/session-activity';
import { usePortalConfig, usePortalName } from '@/lib/portal-config';
import { trackPageView } from '@/lib/analytics';
import { useUserType } from '@/lib/user-type';
import type { MemberPage } from './member-pages';
import { headerNavigation } from './navigation';

export type RouteHandle = {
  /** Page title part; the document title joins them with ' - ' and ends with the portal name. */
  title?: string;
  /** Spec 1 §2.3: the page's banner background (pages with the welcome banner). */
  background?: PageBackground;
};

function handleOf(match: UIMatch): RouteHandle {
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

/**
 * The frame of every page but the loading page: a signed-in member gets the header, the footer's
 * content and the session handling; anyone else only the footer's legal line (spec 1 §2.2).
 */
export function AppFrame({ pages }: { pages: readonly MemberPage[] }) {
  const session = useSession();
  if (session.data?.authenticated) return <MemberFrame pages={pages} user={session.data.user} />;
  return <GuestFrame />;
}

function GuestFrame() {
  const portalName = usePortalName();
  return (
    <SiteLayout footer={<SiteFooter portalName={portalName} isSignedIn={false} />}>
      <Outlet />
    </SiteLayout>
  );
}

type SignedInUser = { givenName: string; familyName: string };

function MemberFrame({ pages, user }: { pages: readonly MemberPage[]; user: SignedInUser }) {
  const portalName = usePortalName();
  const config = usePortalConfig();
  const userType = useUserType();
  const signOut = useSignOut({ returnTo: '/' });
  const background = useMatches()
    .map((match) => handleOf(match).background)
    .findLast((value) => value !== undefined);
  const links = config.data?.links;
  const constants = config.data?.constants;
  const fullName = [user.givenName, user.familyName].filter(Boolean).join(' ');
  const view = userType.status === 'ready' ? userType.view : undefined;
  const navItems =
    userType.status === 'ready' && config.data
      ? headerNavigation(pages, { userType: userType.view, features: config.data.features })
      : [];

  const header = (
    <SiteHeader
      portalName={portalName}
      homeHref={paths.dashboard.getHref()}
      view={view}
      navItems={navItems}
      account={{
        fullName,
        initials: initialsFromNames(user.givenName, user.familyName),
        editProfileHref: links?.editProfile,
        resetPasswordHref: links?.resetPassword,
        contactAdviserHref: links?.contactAdviser,
        onLogout: () => signOut.mutate(),
        isLoggingOut: signOut.isPending,
      }}
      viewSwitch={
        userType.status === 'ready' && userType.isHybrid
          ? { value: userType.view, onChange: userType.switchView }
          : undefined
      }
    />
  );
  const footer = (
    <SiteFooter portalName={portalName} isSignedIn contactAdviserHref={links?.contactAdviser} />
  );

  return (
    <SiteLayout header={header} footer={footer}>
      <SessionActivity
        idleMinutes={constants?.idleMinutes ?? IDLE_TIMEOUT_MS / 60_000}
        warningMinutes={constants?.idleWarningMinutes ?? IDLE_WARNING_COUNTDOWN_MS / 60_000}
        isReady={!config.isPending}
      />
      {background ? (
        <PageLayout
          background={background}
          banner={
            <WelcomeBanner
              givenName={user.givenName}
              familyName={user.familyName}
              portalName={portalName}
              contactAdviserHref={links?.contactAdviser}
            />
          }
        >
          <Outlet />
        </PageLayout>
      ) : (
        <Outlet />
      )}
    </SiteLayout>
  );
}

/** Spec 1 §2.2: while loading, the header shows (the portal name only) and the footer does not. */
export function LoadingShell() {
  const portalName = usePortalName();
  return (
    <SiteLayout
      header={<SiteHeader portalName={portalName} homeHref={paths.dashboard.getHref()} />}
    >
      <Outlet />
    </SiteLayout>
  );
}
