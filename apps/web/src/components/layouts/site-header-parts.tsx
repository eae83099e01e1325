import { Group, Text } from '@mantine/core';
import { startTransition, useOptimistic } from 'react';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import type { SegmentedOption } from '@/components/ui/segmented-choice';

// What the header (site-header.tsx) and its menu on a phone (site-drawer.tsx, loaded when first
// opened) both draw: the places and the account they are given, and the view switch.

export type HeaderNavItem = { label: string; href: string };
export type HeaderView = 'Institutional' | 'Retail';

export type HeaderAccount = {
  fullName: string;
  initials: string;
  /** The portal's own profile details page, when it is open to the member (spec 1 §2.8). */
  profileDetailsHref?: string | undefined;
  /** The member's messages to the fund (issue 48). */
  messagesHref?: string | undefined;
  /** The member's complaints to the fund (issue 49). */
  complaintsHref?: string | undefined;
  /** Config links (spec 1 §2.2); an item is left out until its link is known. */
  editProfileHref?: string | undefined;
  resetPasswordHref?: string | undefined;
  contactAdviserHref?: string | undefined;
  onLogout: () => void;
  isLoggingOut: boolean;
};

/** The member's inbox: its page, and the count of unread notices (undefined while not known). */
export type HeaderInbox = {
  href: string;
  unread: number | undefined;
};

export type HeaderViewSwitch = {
  value: HeaderView;
  onChange: (view: HeaderView) => void;
};

const VIEW_OPTIONS: readonly SegmentedOption<'Institutional' | 'Retail'>[] = [
  { label: 'Institutional', value: 'Institutional' },
  { label: 'Retail', value: 'Retail' },
];
export const NEW_TAB_HINT = ' (opens in a new tab)';

export function ViewSwitch({
  value,
  onChange,
  fullWidth = false,
}: HeaderViewSwitch & { fullWidth?: boolean }) {
  // The switch moves at once; the portal drawn in the other view follows in a transition (the
  // shell and the page re-render), so the tap is answered before that work is done.
  const [shown, show] = useOptimistic(value);
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Text size="sm" fw={600} component="span" aria-hidden="true">
        View
      </Text>
      <SegmentedChoice
        aria-label="Switch between your institutional and retail view"
        data={VIEW_OPTIONS}
        value={shown}
        onChange={(view) => {
          startTransition(() => {
            show(view);
            onChange(view);
          });
        }}
        tone="accent"
        size="sm"
        fullWidth={fullWidth}
        style={fullWidth ? { flex: 1 } : undefined}
      />
    </Group>
  );
}
