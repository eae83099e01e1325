import {
  Box,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { memo, useCallback, useId } from 'react';
import type { ComponentProps } from 'react';
import type { Profile } from '@portal/contract/profile';
import { useSearchParams } from 'react-router';
import { ScrollingTabList, compactTabClassName } from '@/components/layouts/scrolling-tab-list';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Hint } from '@/components/ui/hint';
import { usePortalConfig } from '@/lib/portal-config';
import { useProfileDetails } from '../api/get-profile-details';
import { useProfileEditor } from '../hooks/use-profile-editor';
import type { ProfileFields } from '../hooks/use-profile-editor';
import { ProfileModals } from './profile-modals';
import { ContactDetailsFields, ProfileDetailsFields } from './profile-tabs-content';
import { RecentChanges } from './recent-changes';
import { PROFILE_FAILURE_TITLE, PROFILE_LOAD_ERROR } from '../utils/profile-messages';

// spec 1 §2.8: the profile details page's content: two tabs (Profile details, Contact details),
// read-only until Edit, Update and Cancel while editing, the required note and the hint, the
// modals and the member's recent changes.

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
export const UPDATING_TOOLTIP =
  'Profile information is currently being updated and will be renewed shortly.';

const TABS = { profile: 'profile-details', contact: 'contact-details' } as const;
type TabValue = (typeof TABS)[keyof typeof TABS];

/** The profile page, or its outline while the profile loads, or the load error (spec 1 §8). */
export function ProfileInformation() {
  const profile = useProfileDetails();
  if (profile.isPending) return <ProfileInformationSkeleton />;
  if (profile.isError) {
    return (
      <ErrorPanel title={PROFILE_FAILURE_TITLE} message={PROFILE_LOAD_ERROR} height="medium" />
    );
  }
  return <ProfileEditorView profile={profile.data} />;
}

function ProfileEditorView({ profile }: { profile: Profile }) {
  const config = usePortalConfig();
  const canEdit = config.data?.features.profileEdit === true;
  const callCentrePhone = config.data?.constants.callCentrePhone ?? '';
  const editor = useProfileEditor(profile);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TabValue = searchParams.get('tab') === TABS.contact ? TABS.contact : TABS.profile;

  const handleTabChange = useCallback(
    (next: string | null) => {
      const params = new URLSearchParams(searchParams);
      if (next === TABS.contact) params.set('tab', TABS.contact);
      else params.delete('tab');
      setSearchParams(params, { replace: true, preventScrollReset: true });
    },
    [searchParams, setSearchParams],
  );

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form
          noValidate
          aria-label="Profile information"
          onSubmit={(event) => void editor.handleUpdate(event)}
        >
          <Stack gap="md">
            <ProfileTabs
              tab={tab}
              onTabChange={handleTabChange}
              isEditing={editor.isEditing}
              fields={editor.fields}
              profile={profile}
              required={editor.required}
              setValue={editor.form.setValue}
            />
            <Box>
              <Text size="sm">{REQUIRED_NOTE}</Text>
              <Text size="sm" c="dimmed">
                {contactHint(editor.required)}
              </Text>
            </Box>
            <Group justify="flex-end" gap="sm">
              {editor.isEditing ? (
                <>
                  <Button
                    variant="default"
                    onClick={editor.handleCancel}
                    disabled={editor.isSaving}
                  >
                    Cancel
                  </Button>
                  <Button type="submit" loading={editor.isSaving}>
                    Update
                  </Button>
                </>
              ) : canEdit ? (
                <EditButton isUpdating={editor.isUpdating} onEdit={editor.startEditing} />
              ) : null}
            </Group>
          </Stack>
        </form>
      </Card>
      <RecentChanges callCentrePhone={callCentrePhone} />
      <ProfileModals
        modal={editor.modal}
        callCentrePhone={callCentrePhone}
        onClose={editor.closeModal}
        onStay={editor.handleConfirmStay}
        onContinue={editor.handleConfirmContinue}
      />
    </Stack>
  );
}

type ProfileTabsProps = {
  tab: TabValue;
  onTabChange: (next: string | null) => void;
  isEditing: boolean;
  fields: ProfileFields;
  profile: Profile;
  required: ComponentProps<typeof ContactDetailsFields>['required'];
  setValue: ComponentProps<typeof ContactDetailsFields>['setValue'];
};

/**
 * The two tabs and their fields. Drawn again only when what they show changes (memo): not when
 * the form around them redraws for its own state, as it does once it has mounted.
 */
const ProfileTabs = memo(function ProfileTabs({
  tab,
  onTabChange,
  isEditing,
  fields,
  profile,
  required,
  setValue,
}: ProfileTabsProps) {
  return (
    // The other tab's fields are drawn while editing only: an invalid Update may need to show an
    // error there. Read-only, the page draws just the open tab.
    <Tabs value={tab} onChange={onTabChange} keepMounted={isEditing}>
      {/* One row on a phone: the tabs scroll sideways, with an arrow, rather than wrap. */}
      <ScrollingTabList label="Profile information">
        <Tabs.Tab value={TABS.profile} className={compactTabClassName}>
          Profile details
        </Tabs.Tab>
        <Tabs.Tab value={TABS.contact} className={compactTabClassName}>
          Contact details
        </Tabs.Tab>
      </ScrollingTabList>
      <Tabs.Panel value={TABS.profile} pt="lg">
        <ProfileDetailsFields fields={fields} profile={profile} />
      </Tabs.Panel>
      <Tabs.Panel value={TABS.contact} pt="lg">
        <ContactDetailsFields
          fields={fields}
          required={required}
          setValue={setValue}
          pendingEmailChange={profile.pendingEmailChange}
          currentEmailAddress={profile.primaryEmailAddress}
        />
      </Tabs.Panel>
    </Tabs>
  );
});

/**
 * spec 1 §2.8: while an update runs, Edit is disabled with its tooltip. It stays focusable
 * (data-disabled, not disabled) so that a keyboard reaches the tooltip and a screen reader its text.
 */
function EditButton({ isUpdating, onEdit }: { isUpdating: boolean; onEdit: () => void }) {
  const hintId = useId();
  if (!isUpdating) return <Button onClick={onEdit}>Edit</Button>;
  return (
    <>
      <Hint
        label={UPDATING_TOOLTIP}
        multiline
        w={260}
        events={{ hover: true, focus: true, touch: true }}
      >
        <Button
          data-disabled
          aria-disabled="true"
          aria-describedby={hintId}
          onClick={(event) => event.preventDefault()}
        >
          Edit
        </Button>
      </Hint>
      <VisuallyHidden id={hintId}>{UPDATING_TOOLTIP}</VisuallyHidden>
    </>
  );
}

/** The page's outline at its final size while the profile loads. */
export function ProfileInformationSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading your profile">
      <Card withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Group gap="md">
            <Skeleton height={36} width={130} />
            <Skeleton height={36} width={130} />
          </Group>
          {Array.from({ length: 4 }, (_, row) => (
            <Group key={row} grow gap="md">
              <Skeleton height={58} />
              <Skeleton height={58} visibleFrom="sm" />
            </Group>
          ))}
          <Skeleton height={36} width={90} ml="auto" />
        </Stack>
      </Card>
      <Card withBorder radius="md" p="lg">
        <Skeleton height={24} width={180} mb="sm" />
        <Skeleton height={20} />
      </Card>
    </Stack>
  );
}
