import { Box, Button, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { Profile } from '@portal/contract/profile';
import { normalizeTitle, requiredContactFields } from '@portal/domain/profile-fields';
import { fieldLabels } from '@portal/domain/messages';
import { lazy } from 'react';
import { LazyPanel } from '@/components/ui/lazy-panel';
import { TITLE_OPTIONS, shownOption } from '../utils/profile-options';
import { IdentityDetails, ProfileCard, useProfileTab } from './profile-frame';
import { ProfileSection, ReadOnlySelectField, ReadOnlyTextField } from './profile-sections';

// spec 1 §2.8: the profile page as it opens, read-only until Edit. It draws what the editor
// draws locked (profile-editor.tsx), without the editor's code (the form library, the selects
// and their overlays, the rules): that loads when the member presses Edit. The Contact details
// tab's code loads with the tab (LazyPanel: drawn on the server when the URL names the tab).

const ContactDetailsView = lazy(() =>
  import('./contact-details-view').then(({ ContactDetailsView }) => ({
    default: ContactDetailsView,
  })),
);

type ProfileViewProps = {
  profile: Profile;
  canEdit: boolean;
  onEdit: () => void;
  /** The member pressed Edit and the editor's code is on its way. */
  isOpening: boolean;
  /** The member is about to press Edit (the pointer or the focus is on it). */
  onPrepare: () => void;
};

export function ProfileView({ profile, canEdit, onEdit, isOpening, onPrepare }: ProfileViewProps) {
  const [tab, handleTabChange] = useProfileTab();
  return (
    <ProfileCard
      tab={tab}
      onTabChange={handleTabChange}
      keepMounted={false}
      profilePanel={<ProfileDetailsView profile={profile} />}
      contactPanel={
        <LazyPanel outline={<ContactDetailsOutline />}>
          <ContactDetailsView profile={profile} />
        </LazyPanel>
      }
      required={requiredContactFields(profile.registrationType, profile.preferredContactMethod)}
      isBusy={isOpening}
      onSubmit={(event) => event.preventDefault()}
      buttons={
        canEdit ? (
          <Button
            onClick={onEdit}
            onPointerEnter={onPrepare}
            onFocus={onPrepare}
            loading={isOpening}
          >
            Edit
          </Button>
        ) : null
      }
    />
  );
}

/** The Profile details tab, read-only (the editor's: profile-tabs-content.tsx). */
function ProfileDetailsView({ profile }: { profile: Profile }) {
  return (
    <Stack gap="lg">
      <ProfileSection title="Personal details">
        <ReadOnlySelectField
          label={fieldLabels.title}
          shown={shownOption(TITLE_OPTIONS, normalizeTitle(profile.title))}
        />
        <ReadOnlyTextField label={fieldLabels.initials} value={profile.initials ?? ''} />
        <ReadOnlyTextField label={fieldLabels.firstName} value={profile.firstName} isRequired />
        <ReadOnlyTextField label={fieldLabels.middleName} value={profile.middleName ?? ''} />
        <ReadOnlyTextField label={fieldLabels.surname} value={profile.lastName} isRequired />
      </ProfileSection>
      <IdentityDetails profile={profile} />
    </Stack>
  );
}

/** The Contact details tab's place while its code loads, heard as one sentence. */
function ContactDetailsOutline() {
  return (
    <Box aria-busy="true">
      <VisuallyHidden>Loading your contact details</VisuallyHidden>
      <Stack gap="lg" aria-hidden="true">
        {Array.from({ length: 4 }, (_, row) => (
          <Skeleton key={row} height={140} />
        ))}
      </Stack>
    </Box>
  );
}
