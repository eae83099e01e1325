import { Card, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { Profile } from '@portal/contract/profile';
import { Suspense, lazy, useState, useTransition } from 'react';
import { ErrorPanel } from '@/components/ui/error-panel';
import { usePortalConfig } from '@/lib/portal-config';
import { useProfileDetails } from '../api/get-profile-details';
import { PROFILE_FAILURE_TITLE, PROFILE_LOAD_ERROR } from '../utils/profile-messages';
import type { ProfileEditor as Editor } from './profile-editor';
import { ProfileFolds } from './profile-sections';
import { ProfileView } from './profile-view';
import { RecentChanges } from './recent-changes';

// spec 1 §2.8: the profile details page's content: two tabs (Profile details, Contact details),
// read-only until Edit, Update and Cancel while editing, the required note and the hint, the
// modals and the member's recent changes. The page opens read-only (profile-view.tsx); the
// editor's code (profile-editor.tsx) loads when the member first presses Edit, and from then on
// the editor is the page.

let editorLoading: Promise<{ ProfileEditor: typeof Editor }> | undefined;

/** The editor's code, loaded once (again after a failure). */
function loadEditor() {
  editorLoading ??= import('./profile-editor').catch((error: unknown) => {
    editorLoading = undefined;
    throw error;
  });
  return editorLoading;
}

const ProfileEditor = lazy(() =>
  loadEditor().then(({ ProfileEditor }) => ({ default: ProfileEditor })),
);

/** The page, or its outline while the profile loads, or the load error (spec 1 §8). */
export function ProfileInformation() {
  const profile = useProfileDetails();
  if (profile.isPending) return <ProfileInformationSkeleton />;
  if (profile.isError) {
    return (
      <ErrorPanel title={PROFILE_FAILURE_TITLE} message={PROFILE_LOAD_ERROR} height="medium" />
    );
  }
  return <ProfilePage profile={profile.data} />;
}

function ProfilePage({ profile }: { profile: Profile }) {
  const config = usePortalConfig();
  const canEdit = config.data?.features.profileEdit === true;
  const callCentrePhone = config.data?.constants.callCentrePhone ?? '';
  const [isEditorOpen, setIsEditorOpen] = useState(false);
  const [isOpening, startOpening] = useTransition();

  // Edit is answered at once (the button shows it is busy); the editor takes the page's place
  // in a transition, once its code has arrived, so the read-only page stays until then.
  function handleEdit() {
    void loadEditor().catch(() => undefined);
    startOpening(() => setIsEditorOpen(true));
  }
  const prepare = () => void loadEditor().catch(() => undefined);

  const view = (
    <ProfileView
      profile={profile}
      canEdit={canEdit}
      onEdit={handleEdit}
      onPrepare={prepare}
      isOpening={isOpening || isEditorOpen}
    />
  );
  return (
    <Stack gap="lg">
      <ProfileFolds>
        <Suspense fallback={view}>
          {isEditorOpen ? <ProfileEditor profile={profile} /> : view}
        </Suspense>
      </ProfileFolds>
      <RecentChanges callCentrePhone={callCentrePhone} />
    </Stack>
  );
}

/** The page's outline at its final size while the profile loads. */
export function ProfileInformationSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      {/* Heard as one sentence: a plain box's label is read by no screen reader. */}
      <VisuallyHidden role="status">Loading your profile</VisuallyHidden>
      <Card withBorder radius="md" p={{ base: 'md', sm: 'xl' }} aria-hidden="true">
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
      <Card withBorder radius="md" p="lg" aria-hidden="true">
        <Skeleton height={24} width={180} mb="sm" />
        <Skeleton height={20} />
      </Card>
    </Stack>
  );
}
