import { Button, VisuallyHidden } from '@mantine/core';
import type { Profile } from '@portal/contract/profile';
import { memo, useEffect, useId, useRef } from 'react';
import type { ComponentProps } from 'react';
import { Hint } from '@/components/ui/hint';
import { usePortalConfig } from '@/lib/portal-config';
import { useProfileEditor } from '../hooks/use-profile-editor';
import type { ProfileFields } from '../hooks/use-profile-editor';
import { panelId, ProfileCard, useProfileTab } from './profile-frame';
import type { ProfileTab } from './profile-frame';
import { ProfileModals } from './profile-modals';
import { ContactDetailsFields, ProfileDetailsFields } from './profile-tabs-content';

// spec 1 §2.8: the profile's editor, whose code loads when the member first presses Edit
// (profile-information.tsx): the tabs' fields, Update and Cancel, the modals. It opens editing,
// and stays in the page once loaded: Cancel and a saved update return it to read-only, drawn as
// the page was before Edit.

export const UPDATING_TOOLTIP =
  'Profile information is currently being updated and will be renewed shortly.';

export function ProfileEditor({ profile }: { profile: Profile }) {
  const config = usePortalConfig();
  const canEdit = config.data?.features.profileEdit === true;
  const callCentrePhone = config.data?.constants.callCentrePhone ?? '';
  const editor = useProfileEditor(profile, { isEditingAtFirst: true });
  const [tab, handleTabChange] = useProfileTab();
  useFocusOnEditing(editor.isEditing, tab);
  return (
    <>
      <ProfileCard
        tab={tab}
        onTabChange={handleTabChange}
        // The other tab's fields are drawn while editing only: an invalid Update may need to
        // show an error there. Read-only, the page draws just the open tab.
        keepMounted={editor.isEditing}
        profilePanel={<ProfilePanel fields={editor.fields} profile={profile} />}
        contactPanel={
          <ContactPanel
            fields={editor.fields}
            required={editor.required}
            setValue={editor.form.setValue}
            profile={profile}
          />
        }
        required={editor.required}
        onSubmit={(event) => void editor.handleUpdate(event)}
        buttons={
          editor.isEditing ? (
            <>
              <Button variant="default" onClick={editor.handleCancel} disabled={editor.isSaving}>
                Cancel
              </Button>
              <Button type="submit" loading={editor.isSaving}>
                Update
              </Button>
            </>
          ) : canEdit ? (
            <EditButton isUpdating={editor.isUpdating} onEdit={editor.startEditing} />
          ) : null
        }
      />
      <ProfileModals
        modal={editor.modal}
        callCentrePhone={callCentrePhone}
        onClose={editor.closeModal}
        onStay={editor.handleConfirmStay}
        onContinue={editor.handleConfirmContinue}
      />
    </>
  );
}

/**
 * The tabs' fields, drawn again only when what they show changes (memo): not when the form
 * around them redraws for its own state, as it does once it has mounted.
 */
const ProfilePanel = memo(function ProfilePanel({
  fields,
  profile,
}: {
  fields: ProfileFields;
  profile: Profile;
}) {
  return <ProfileDetailsFields fields={fields} profile={profile} />;
});

type ContactProps = ComponentProps<typeof ContactDetailsFields>;

const ContactPanel = memo(function ContactPanel({
  fields,
  required,
  setValue,
  profile,
}: Pick<ContactProps, 'fields' | 'required' | 'setValue'> & { profile: Profile }) {
  return (
    <ContactDetailsFields
      fields={fields}
      required={required}
      setValue={setValue}
      pendingEmailChange={profile.pendingEmailChange}
      currentEmailAddress={profile.primaryEmailAddress}
    />
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

/**
 * Where the focus goes as editing starts and ends, since the button pressed leaves the page with
 * it: Edit gives way to Cancel and Update, which give way to Edit again. Editing starts at the
 * open tab's first text field the member can change; it ends back on Edit (unless something else,
 * a modal, has taken the focus meanwhile).
 */
function useFocusOnEditing(isEditing: boolean, tab: ProfileTab): void {
  const wasEditing = useRef<boolean | null>(null);
  useEffect(() => {
    const before = wasEditing.current;
    wasEditing.current = isEditing;
    if (before === isEditing) return;
    const panel = document.getElementById(panelId(tab));
    if (isEditing) {
      panel
        ?.querySelector<HTMLElement>(
          // A select is passed over: Mantine's opens its list when it takes the focus.
          'input:not([disabled]):not([readonly]):not([type="hidden"]):not([role="combobox"])',
        )
        ?.focus();
      return;
    }
    if (before === null) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const edit = Array.from(panel?.closest('form')?.querySelectorAll('button') ?? []).find(
      (button) => button.textContent?.trim() === 'Edit',
    );
    edit?.focus();
  }, [isEditing, tab]);
}
