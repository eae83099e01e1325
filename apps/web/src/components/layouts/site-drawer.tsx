import { Anchor, Divider, Drawer, Stack, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import {
  NEW_TAB_HINT,
  ViewSwitch,
  type HeaderAccount,
  type HeaderInbox,
  type HeaderNavItem,
  type HeaderViewSwitch,
} from './site-header-parts';
import { LogoutButton } from './logout-button';
import classes from './site-header.module.css';

// The header's menu on a phone (site-header.tsx), loaded when the member first opens it.

type SiteDrawerProps = {
  id: string;
  opened: boolean;
  onClose: () => void;
  navItems: readonly HeaderNavItem[];
  account?: HeaderAccount | undefined;
  viewSwitch?: HeaderViewSwitch | undefined;
  inbox?: HeaderInbox | undefined;
};

export function SiteDrawer({
  id,
  opened,
  onClose,
  navItems,
  account,
  viewSwitch,
  inbox,
}: SiteDrawerProps) {
  // Drawn closed, then opened: the drawer notes what had the focus as it opens (the burger), and
  // gives it back when it closes.
  const [isShown, setIsShown] = useState(false);
  useEffect(() => setIsShown(opened), [opened]);
  return (
    <Drawer.Root opened={isShown} onClose={onClose} position="right" size="xs" hiddenFrom="sm">
      <Drawer.Overlay />
      <Drawer.Content id={id}>
        {/* A plain title row: Mantine's is a <header>, a second banner landmark. */}
        <Drawer.Header component="div">
          <Drawer.Title fw={700}>Menu</Drawer.Title>
          <Drawer.CloseButton aria-label="Close menu" />
        </Drawer.Header>
        <Drawer.Body>
          <Stack gap="lg">
            {navItems.length > 0 ? (
              <nav aria-label="Main">
                <ul className={classes.drawerList}>
                  {navItems.map((item) => (
                    <li key={item.href}>
                      <NavLink to={item.href} className={classes.drawerLink} onClick={onClose}>
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            {viewSwitch ? <ViewSwitch {...viewSwitch} fullWidth /> : null}
            {account ? <AccountLinks account={account} inbox={inbox} onNavigate={onClose} /> : null}
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

type AccountLinksProps = {
  account: HeaderAccount;
  inbox: HeaderInbox | undefined;
  onNavigate: () => void;
};

function AccountLinks({ account, inbox, onNavigate }: AccountLinksProps) {
  return (
    <Stack gap="xs">
      <Divider label={account.fullName} labelPosition="left" />
      {/* The bell's place in the menu, in words: 'Inbox (3 unread)'. */}
      {inbox ? (
        <Anchor component={Link} to={inbox.href} fw={600} onClick={onNavigate}>
          {inbox.unread ? `Inbox (${inbox.unread} unread)` : 'Inbox'}
        </Anchor>
      ) : null}
      {account.profileDetailsHref ? (
        <Anchor component={Link} to={account.profileDetailsHref} fw={600} onClick={onNavigate}>
          Profile details
        </Anchor>
      ) : null}
      {account.messagesHref ? (
        <Anchor component={Link} to={account.messagesHref} fw={600} onClick={onNavigate}>
          Messages to the fund
        </Anchor>
      ) : null}
      {account.complaintsHref ? (
        <Anchor component={Link} to={account.complaintsHref} fw={600} onClick={onNavigate}>
          Complaints
        </Anchor>
      ) : null}
      {account.editProfileHref ? (
        <Anchor href={account.editProfileHref} fw={600}>
          Edit profile
        </Anchor>
      ) : null}
      {account.resetPasswordHref ? (
        <Anchor href={account.resetPasswordHref} fw={600}>
          Reset password
        </Anchor>
      ) : null}
      {account.contactAdviserHref ? (
        <Anchor
          href={account.contactAdviserHref}
          target="_blank"
          rel="noopener noreferrer"
          fw={600}
        >
          Contact adviser
          <VisuallyHidden>{NEW_TAB_HINT}</VisuallyHidden>
        </Anchor>
      ) : null}
      <LogoutButton onLogout={account.onLogout} isLoggingOut={account.isLoggingOut} mt="sm" />
    </Stack>
  );
}
