import { Box, Card, Group, Stack, Tabs, Text } from '@mantine/core';
import type { Profile } from '@portal/contract/profile';
import { identityLabel } from '@portal/domain/profile-fields';
import { fieldLabels } from '@portal/domain/messages';
import { useCallback } from 'react';
import type { FormEventHandler, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ScrollingTabList, compactTabClassName } from '@/components/layouts/scrolling-tab-list';
import { formatCalendarDate } from '@/lib/format';
import { usePortalConfig } from '@/lib/portal-config';
import {
  NO_TAX_NUMBER,
  TAX_NUMBER_HINT,
  TAX_NUMBER_LABEL,
  taxNumberChangeSentence,
} from '../utils/profile-messages';
import { IdentityField, ProfileSection } from './profile-sections';

// spec 1 §2.8: the profile page's frame, the same before Edit (profile-view.tsx) and in the
// editor (profile-editor.tsx): the card and its form, the two tabs (the open one in the URL,
// ?tab=contact-details), the required note and the hint, and the buttons; and the identity
// details, which are shown, never edited.

export const REQUIRED_NOTE = 'Fields containing * are required.';
export const AT_LEAST_ONE_HINT =
  'Please provide at least one of the following: Phone Number or Email Address.';

/**
 * spec 1 §2.8 names Phone Number and Email Address as the at-least-one fields; spec 1 §5 lets
 * the registration type require one or both. The hint says what the * marks say, never 'at least
 * one' beside two marked fields (docs/decisions/spec-readings.md).
 */
export function contactHint(required: { phone: boolean; email: boolean }): string {
  if (required.phone && required.email)
    return 'Phone Number and Email Address are both required for your registration type.';
  if (required.phone) return 'Phone Number is required for your registration type.';
  if (required.email) return 'Email Address is required for your registration type.';
  return AT_LEAST_ONE_HINT;
}

export const PROFILE_TABS = { profile: 'profile-details', contact: 'contact-details' } as const;
export type ProfileTab = (typeof PROFILE_TABS)[keyof typeof PROFILE_TABS];
const TAB_LABELS: readonly (readonly [ProfileTab, string])[] = [
  [PROFILE_TABS.profile, 'Profile details'],
  [PROFILE_TABS.contact, 'Contact details'],
];

/** The tabs' and panels' ids, as Mantine's Tabs names them (the tab's aria-controls). */
const TABS_ID = 'profile-tabs';
const tabId = (value: ProfileTab) => `${TABS_ID}-tab-${value}`;
export const panelId = (value: ProfileTab) => `${TABS_ID}-panel-${value}`;

/** The open tab, from the URL, and its change (which replaces the address, keeping the scroll). */
export function useProfileTab(): [ProfileTab, (next: string | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: ProfileTab =
    searchParams.get('tab') === PROFILE_TABS.contact ? PROFILE_TABS.contact : PROFILE_TABS.profile;
  const handleTabChange = useCallback(
    (next: string | null) => {
      const params = new URLSearchParams(searchParams);
      if (next === PROFILE_TABS.contact) params.set('tab', PROFILE_TABS.contact);
      else params.delete('tab');
      setSearchParams(params, { replace: true, preventScrollReset: true });
    },
    [searchParams, setSearchParams],
  );
  return [tab, handleTabChange];
}

type ProfileCardProps = {
  tab: ProfileTab;
  onTabChange: (next: string | null) => void;
  /** Both tabs' fields drawn (while editing: an invalid Update may show an error in the other). */
  keepMounted: boolean;
  profilePanel: ReactNode;
  contactPanel: ReactNode;
  required: { phone: boolean; email: boolean };
  buttons: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Busy while the editor's code loads after Edit. */
  isBusy?: boolean;
};

/** The card with the form, its tabs, the notes and the buttons. */
export function ProfileCard({
  tab,
  onTabChange,
  keepMounted,
  profilePanel,
  contactPanel,
  required,
  buttons,
  onSubmit,
  isBusy = false,
}: ProfileCardProps) {
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <form
        noValidate
        aria-label="Profile information"
        aria-busy={isBusy || undefined}
        onSubmit={onSubmit}
      >
        <Stack gap="md">
          <div>
            <Tabs id={TABS_ID} value={tab} onChange={onTabChange}>
              {/* One row on a phone: the tabs scroll sideways, with an arrow, rather than wrap. */}
              <ScrollingTabList label="Profile information">
                {TAB_LABELS.map(([value, label]) => (
                  <Tabs.Tab
                    key={value}
                    value={value}
                    className={compactTabClassName}
                    aria-controls={value === tab || keepMounted ? panelId(value) : undefined}
                  >
                    {label}
                  </Tabs.Tab>
                ))}
              </ScrollingTabList>
            </Tabs>
            {/* The panels sit outside Mantine's Tabs: its Tabs.Panel re-renders the tabs once
                mounted, which would make React draw the contact details the server drew (their
                code still on its way) again as their outline rather than keep them. */}
            {TAB_LABELS.map(([value]) =>
              value === tab || keepMounted ? (
                <Box
                  key={value}
                  role="tabpanel"
                  id={panelId(value)}
                  aria-labelledby={tabId(value)}
                  hidden={value !== tab}
                  pt="lg"
                >
                  {value === PROFILE_TABS.profile ? profilePanel : contactPanel}
                </Box>
              ) : null,
            )}
          </div>
          <Box>
            <Text size="sm">{REQUIRED_NOTE}</Text>
            <Text size="sm" c="dimmed">
              {contactHint(required)}
            </Text>
          </Box>
          <Group justify="flex-end" gap="sm">
            {buttons}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** spec 1 §2.8: date of birth, identifier type, identity and tax numbers, read-only, always. */
export function IdentityDetails({ profile }: { profile: Profile }) {
  const identityNumber =
    (profile.identifierType === 'ID' ? profile.idNumber : profile.passportNumber) ?? '';
  const callCentrePhone = usePortalConfig().data?.constants.callCentrePhone ?? '';
  const taxNumberSentence = taxNumberChangeSentence(
    callCentrePhone,
    profile.incomeTaxNumber !== null,
  );
  return (
    <ProfileSection title="Identity details">
      <IdentityField
        label={fieldLabels.dateOfBirth}
        value={formatCalendarDate(profile.dateOfBirth)}
      />
      <IdentityField label={fieldLabels.identifierType} value={profile.identifierType} />
      <IdentityField label={identityLabel(profile.identifierType)} value={identityNumber} />
      {/* Issue 45: shown as the ID number is, in full; changed through the contact centre. */}
      <IdentityField
        label={TAX_NUMBER_LABEL}
        value={profile.incomeTaxNumber ?? NO_TAX_NUMBER}
        hint={TAX_NUMBER_HINT}
        description={taxNumberSentence}
      />
    </ProfileSection>
  );
}
