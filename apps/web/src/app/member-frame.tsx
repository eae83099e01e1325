import { initialsFromNames } from '@portal/domain/member';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_COUNTDOWN_MS } from '@portal/domain/session';
import { Suspense, lazy } from 'react';
import { Outlet, useMatches } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';
import { SiteLayout } from '@/components/layouts/site-layout';
import { WelcomeBanner } from '@/components/layouts/welcome-banner';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/api/get-session';
import { useSignOut } from '@/features/auth/api/logout';
import { useInboxUnreadCount } from '@/features/inbox/api/get-unread-count';
import { usePortalConfig, usePortalName } from '@/lib/portal-config';
import { useUserType } from '@/lib/user-type';
import { isPageOpen } from './member-pages';
import type { MemberPage } from './member-pages';
import { headerNavigation } from './navigation';
import { isWithoutAdverts } from './page-module';
import { GuestFrame, handleOf } from './shells';

// The signed-in frame loads with the first member page (a lazy layout route): a visitor's first
// page carries neither the header's menus nor the session handling. The session handling (idle
// timers, keep-alive) draws nothing, so it loads after the page.
const SessionActivity = lazy(() =>
  import('@/features/auth/components/session-activity').then(({ SessionActivity }) => ({
    default: SessionActivity,
  })),
);

/**
 * The frame of every page but the loading page: a signed-in member gets the header, the footer's
 * content and the session handling; anyone else only the footer's legal line (spec 1 §2.2).
 */
export function AppFrame({ pages }: { pages: readonly MemberPage[] }) {
  const session = useSession();
  if (session.data?.authenticated) return <MemberFrame pages={pages} user={session.data.user} />;
  return <GuestFrame />;
}

type SignedInUser = { givenName: string; familyName: string };

function MemberFrame({ pages, user }: { pages: readonly MemberPage[]; user: SignedInUser }) {
  const portalName = usePortalName();
  const config = usePortalConfig();
  const userType = useUserType();
  const signOut = useSignOut({ returnTo: '/' });
  const matches = useMatches();
  const background = matches
    .map((match) => handleOf(match).background)
    .findLast((value) => value !== undefined);
  const hasAdverts = !matches.some((match) => isWithoutAdverts(match.handle));
  const links = config.data?.links;
  const constants = config.data?.constants;
  const fullName = [user.givenName, user.familyName].filter(Boolean).join(' ');
  const view = userType.status === 'ready' ? userType.view : undefined;
  const navItems =
    userType.status === 'ready' && config.data
      ? headerNavigation(pages, { userType: userType.view, features: config.data.features })
      : [];
  // spec 1 §2.8: the profile page has an item of its own in the account menu when it is open.
  const profilePage = pages.find((page) => `/${page.path}` === paths.profileDetails.path);
  const isProfileOpen =
    profilePage !== undefined &&
    config.data !== undefined &&
    isPageOpen(profilePage, {
      userType: userType.status === 'ready' ? userType.view : 'Institutional',
      features: config.data.features,
    });

  // The header's bell (DESIGN §1e): the inbox is open to every kind of member.
  const inboxPage = pages.find((page) => `/${page.path}` === paths.inbox.path);
  const isInboxOpen =
    inboxPage !== undefined &&
    isPageOpen(inboxPage, {
      userType: userType.status === 'ready' ? userType.view : 'Institutional',
      features: config.data?.features ?? {},
    });
  const unread = useInboxUnreadCount({ isEnabled: isInboxOpen });

  const header = (
    <SiteHeader
      portalName={portalName}
      homeHref={paths.dashboard.getHref()}
      view={view}
      navItems={navItems}
      isNavigationPending={userType.status === 'pending'}
      account={{
        fullName,
        initials: initialsFromNames(user.givenName, user.familyName),
        profileDetailsHref: isProfileOpen ? paths.profileDetails.getHref() : undefined,
        messagesHref: paths.messages.getHref(),
        complaintsHref: paths.complaints.getHref(),
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
      inbox={isInboxOpen ? { href: paths.inbox.getHref(), unread: unread.data } : undefined}
    />
  );
  const footer = (
    <SiteFooter
      portalName={portalName}
      isSignedIn
      // The adviser band is an advert: pages about a bereavement leave it out.
      contactAdviserHref={hasAdverts ? links?.contactAdviser : undefined}
    />
  );

  return (
    <SiteLayout header={header} footer={footer} isFooterBelowFold>
      <Suspense fallback={null}>
        <SessionActivity
          idleMinutes={constants?.idleMinutes ?? IDLE_TIMEOUT_MS / 60_000}
          warningMinutes={constants?.idleWarningMinutes ?? IDLE_WARNING_COUNTDOWN_MS / 60_000}
          isReady={!config.isPending}
        />
      </Suspense>
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
