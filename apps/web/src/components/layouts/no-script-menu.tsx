import { Anchor, Box, Container, Group } from '@mantine/core';
import { LogoutButton } from './logout-button';
import type { HeaderAccount, HeaderNavItem } from './site-header-parts';

type NoScriptMenuProps = {
  navItems: readonly HeaderNavItem[];
  account?: HeaderAccount | undefined;
};

/**
 * The header's menu on a phone page without script (the burger opens its drawer with script): the
 * same places as plain links, and Log out as a plain form, in a row under the bar. A browser
 * with script never shows it.
 */
export function NoScriptMenu({ navItems, account }: NoScriptMenuProps) {
  return (
    <noscript>
      <Box hiddenFrom="sm" py="xs">
        <Container size="lg">
          <Group gap="md" wrap="wrap" align="center">
            <nav aria-label="Main">
              <Group component="ul" gap="md" wrap="wrap" m={0} p={0} style={{ listStyle: 'none' }}>
                {navItems.map((item) => (
                  <li key={item.href}>
                    <Anchor href={item.href} fw={600} c="inherit" underline="always">
                      {item.label}
                    </Anchor>
                  </li>
                ))}
                {account?.profileDetailsHref ? (
                  <li>
                    <Anchor
                      href={account.profileDetailsHref}
                      fw={600}
                      c="inherit"
                      underline="always"
                    >
                      Profile details
                    </Anchor>
                  </li>
                ) : null}
                {account?.messagesHref ? (
                  <li>
                    <Anchor href={account.messagesHref} fw={600} c="inherit" underline="always">
                      Messages to the fund
                    </Anchor>
                  </li>
                ) : null}
                {account?.complaintsHref ? (
                  <li>
                    <Anchor href={account.complaintsHref} fw={600} c="inherit" underline="always">
                      Complaints
                    </Anchor>
                  </li>
                ) : null}
              </Group>
            </nav>
            {account ? (
              <LogoutButton onLogout={account.onLogout} isLoggingOut={account.isLoggingOut} />
            ) : null}
          </Group>
        </Container>
      </Box>
    </noscript>
  );
}
