import { Menu, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AccountMenuButton, NEW_TAB_HINT, type HeaderAccount } from './site-header';

// The header's account menu (site-header.tsx), loaded when the member first reaches for it. It
// takes the place of the button that stood for it, so the focus moves to its own button.

function focusOnMount(button: HTMLButtonElement | null): void {
  if (button && document.activeElement === document.body) button.focus();
}

/** Drawn when the member has pressed the button that stood for it: it opens at once. */
export function AccountMenu({ account }: { account: HeaderAccount }) {
  // Opened once drawn (not drawn open), so that the menu gives the focus back to its button when
  // it closes, as when it opens from a press on a menu already loaded.
  const [opened, setOpened] = useState(false);
  useEffect(() => setOpened(true), []);
  return (
    // In the header's landmark (not a portal), without Mantine's focus placeholder: a focusable
    // element inside role=menu that is not a menu item, which axe reports.
    <Menu
      position="bottom-end"
      width={240}
      shadow="md"
      withinPortal={false}
      withInitialFocusPlaceholder={false}
      opened={opened}
      onChange={setOpened}
    >
      <Menu.Target>
        <AccountMenuButton account={account} ref={focusOnMount} />
      </Menu.Target>
      <Menu.Dropdown>
        {account.profileDetailsHref ? (
          <Menu.Item component={Link} to={account.profileDetailsHref}>
            Profile details
          </Menu.Item>
        ) : null}
        {account.editProfileHref ? (
          <Menu.Item component="a" href={account.editProfileHref}>
            Edit profile
          </Menu.Item>
        ) : null}
        {account.resetPasswordHref ? (
          <Menu.Item component="a" href={account.resetPasswordHref}>
            Reset password
          </Menu.Item>
        ) : null}
        {account.contactAdviserHref ? (
          <Menu.Item
            component="a"
            href={account.contactAdviserHref}
            target="_blank"
            rel="noopener noreferrer"
          >
            Contact adviser
            <VisuallyHidden>{NEW_TAB_HINT}</VisuallyHidden>
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
