import {
  Anchor,
  Avatar,
  Box,
  Burger,
  Container,
  Group,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { Link, NavLink } from 'react-router';
import { Deferred } from '@/components/ui/deferred';
import { LogoMark } from '@/components/ui/logo-mark';
import { MenuOnDemand, type DemandMenuItem } from '@/components/ui/menu-on-demand';
import { InboxBell } from './inbox-bell';
import { LogoutButton } from './logout-button';
import { NoScriptMenu } from './no-script-menu';
import { PrivacySwitch } from './privacy-switch';
import {
  NEW_TAB_HINT,
  ViewSwitch,
  type HeaderAccount,
  type HeaderInbox,
  type HeaderNavItem,
  type HeaderView,
  type HeaderViewSwitch,
} from './site-header-parts';
import classes from './site-header.module.css';

// Spec 1 §2.2 header: the navigation (My portfolio, Claims, Documents, Tools and calculators,
// as the member may see them), edit profile and reset password (same window), contact adviser
// (new tab), log out and, for hybrid members, the switch between the institutional and retail
// views. Below 768 px it collapses into a burger menu with the same items. A signed-in member also
// has the privacy switch (issue 17) and the link to the inbox with its unread count (DESIGN §1e),
// outside the menu at every width.

type SiteHeaderProps = {
  portalName: string;
  homeHref: string;
  /** The view whose theme applies (a data attribute for styling and tests). */
  view?: HeaderView;
  navItems?: readonly HeaderNavItem[];
  /**
   * Keep the navigation row's place while its items are not known yet (a signed-in member's
   * items wait for the member's type), so the page below does not move when they arrive.
   */
  isNavigationPending?: boolean;
  account?: HeaderAccount;
  viewSwitch?: HeaderViewSwitch;
  inbox?: HeaderInbox;
};

// The drawer loads when first opened, and the account menu when first reached for
// (components/ui/menu-on-demand.tsx): what opens over the page is not needed to draw it.
const SiteDrawer = lazy(() =>
  import('./site-drawer').then(({ SiteDrawer }) => ({ default: SiteDrawer })),
);

const DRAWER_ID = 'site-navigation-drawer';

export function SiteHeader({
  portalName,
  homeHref,
  view,
  navItems = [],
  isNavigationPending = false,
  account,
  viewSwitch,
  inbox,
}: SiteHeaderProps) {
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const hasMenu = navItems.length > 0 || account !== undefined || viewSwitch !== undefined;

  return (
    <Box component="header" className={classes.header} data-view={view}>
      <Container size="lg" className={classes.bar}>
        <Anchor component={Link} to={homeHref} className={classes.brand}>
          <LogoMark />
          <span className={classes.brandName}>{portalName}</span>
        </Anchor>
        <Group gap="md" wrap="nowrap" className={classes.actions}>
          {/* At every width: the member hides amounts before sharing the screen (issue 17). */}
          {account ? <PrivacySwitch /> : null}
          {inbox ? <InboxBell href={inbox.href} unread={inbox.unread} /> : null}
          <Group gap="md" visibleFrom="sm" wrap="nowrap">
            {viewSwitch ? <ViewSwitch {...viewSwitch} /> : null}
            {account ? <AccountMenu account={account} /> : null}
            {account ? (
              <LogoutButton onLogout={account.onLogout} isLoggingOut={account.isLoggingOut} />
            ) : null}
          </Group>
          {hasMenu ? (
            <Burger
              hiddenFrom="sm"
              opened={isDrawerOpen}
              onClick={drawer.toggle}
              aria-label={isDrawerOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={isDrawerOpen}
              aria-controls={DRAWER_ID}
            />
          ) : null}
        </Group>
      </Container>
      {navItems.length === 0 && isNavigationPending ? (
        <Box className={classes.navRow} visibleFrom="sm" aria-hidden="true" />
      ) : null}
      {navItems.length > 0 ? (
        <Box className={classes.navRow} visibleFrom="sm">
          <Container size="lg">
            <nav aria-label="Main">
              <ul className={classes.navList}>
                {navItems.map((item) => (
                  <li key={item.href}>
                    <NavLink to={item.href} className={classes.navLink}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </Container>
        </Box>
      ) : null}
      {hasMenu ? <NoScriptMenu navItems={navItems} account={account} /> : null}
      {hasMenu ? (
        <Deferred when={isDrawerOpen}>
          <SiteDrawer
            id={DRAWER_ID}
            opened={isDrawerOpen}
            onClose={drawer.close}
            navItems={navItems}
            account={account}
            viewSwitch={viewSwitch}
            inbox={inbox}
          />
        </Deferred>
      ) : null}
    </Box>
  );
}

/** The account menu (spec 1 §2.2): its code loads when the member first reaches for it. */
function AccountMenu({ account }: { account: HeaderAccount }) {
  const items: DemandMenuItem[] = [];
  if (account.profileDetailsHref)
    items.push({
      key: 'profile-details',
      label: 'Profile details',
      props: { component: Link, to: account.profileDetailsHref },
    });
  if (account.messagesHref)
    items.push({
      key: 'messages',
      label: 'Messages to the fund',
      props: { component: Link, to: account.messagesHref },
    });
  if (account.complaintsHref)
    items.push({
      key: 'complaints',
      label: 'Complaints',
      props: { component: Link, to: account.complaintsHref },
    });
  if (account.editProfileHref)
    items.push({
      key: 'edit-profile',
      label: 'Edit profile',
      props: { component: 'a', href: account.editProfileHref },
    });
  if (account.resetPasswordHref)
    items.push({
      key: 'reset-password',
      label: 'Reset password',
      props: { component: 'a', href: account.resetPasswordHref },
    });
  if (account.contactAdviserHref)
    items.push({
      key: 'contact-adviser',
      label: (
        <>
          Contact adviser
          <VisuallyHidden>{NEW_TAB_HINT}</VisuallyHidden>
        </>
      ),
      props: {
        component: 'a',
        href: account.contactAdviserHref,
        target: '_blank',
        rel: 'noopener noreferrer',
      },
    });
  return (
    <MenuOnDemand
      target={(props) => <AccountMenuButton {...props} account={account} />}
      items={items}
      // In the header's landmark (not a portal), without Mantine's focus placeholder: a focusable
      // element inside role=menu that is not a menu item, which axe reports.
      menu={{
        position: 'bottom-end',
        width: 240,
        shadow: 'md',
        withinPortal: false,
        withInitialFocusPlaceholder: false,
      }}
    />
  );
}

type AccountMenuButtonProps = ComponentPropsWithRef<'button'> & { account: HeaderAccount };

/** The account menu's target: the member's initials and name. */
function AccountMenuButton({ account, ...props }: AccountMenuButtonProps) {
  return (
    <UnstyledButton {...props} aria-label={`Account menu for ${account.fullName}`}>
      <Group gap="xs" wrap="nowrap">
        <Avatar size={36} radius="xl" color="navy" variant="filled" aria-hidden="true">
          {account.initials}
        </Avatar>
        <Text size="sm" fw={600} visibleFrom="md" aria-hidden="true">
          {account.fullName}
        </Text>
        <ChevronIcon />
      </Group>
    </UnstyledButton>
  );
}

function ChevronIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d="m6 9 6 6 6-6" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
