import type { Profile } from '@portal/contract/profile';
import { requiredContactFields } from '@portal/domain/profile-fields';
import type { ProfileForm } from '@portal/domain/profile-form';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Control, Resolver } from 'react-hook-form';
import { useBlocker } from 'react-router';
import { ToastType, showToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { profileChangesQueryKey } from '../api/get-profile-changes';
import { profileDetailsQueryOptions } from '../api/get-profile-details';
import { useUpdateProfileDetails } from '../api/update-profile-details';
import type { profileProblems, profileResolver } from '../utils/profile-rules';
import {
  formFieldOf,
  formValuesOf,
  mergedProfileOf,
  updateBodyOf,
  type ProfileFieldName,
  type ProfileFormValues,
} from '../utils/profile-values';

/** spec 1 §9: the profile is renewed 1000 ms after an update. */
export const PROFILE_REFRESH_MS = 1000;
/** spec 1 §2.8 toast. */
export const PROFILE_UPDATED_TOAST =
  'Thank you for your updates. Your changes will be reflected when you login again.';

export type ProfileModal = 'success' | 'failure' | 'confirm' | null;

/** The country selects show the rules' messages about the calling codes they set. */
const SCHEMA_FIELD_OF: Partial<Record<ProfileFieldName, string>> = {
  countryIso: 'countryCode',
  recoveryCountryIso: 'recoveryCountryCode',
};

type ProfileRules = {
  profileResolver: typeof profileResolver;
  profileProblems: typeof profileProblems;
};
let rulesLoading: Promise<ProfileRules> | undefined;

/** The form's rules (utils/profile-rules.ts), loaded once, when first needed. */
function loadProfileRules(): Promise<ProfileRules> {
  rulesLoading ??= import('../utils/profile-rules').catch((error: unknown) => {
    rulesLoading = undefined;
    throw error;
  });
  return rulesLoading;
}

/** The form's resolver: the rules' own, once they are loaded. */
const checkProfile: Resolver<ProfileFormValues, unknown, ProfileForm> = async (
  values,
  context,
  options,
) => (await loadProfileRules()).profileResolver(values, context, options);

/**
 * The profile page's states (spec 1 §4 "Profile page"): read-only until Edit; Update saves and
 * returns to read-only with the success modal and toast, the profile renewed after 1000 ms; a
 * failure opens the failure modal and keeps the member's values; Cancel resets at once when
 * nothing changed, otherwise asks; leaving the route with unsaved changes asks the same (spec 1
 * §2.1), and closing the tab warns.
 */
export function useProfileEditor(
  profile: Profile,
  { isEditingAtFirst = false }: { isEditingAtFirst?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const update = useUpdateProfileDetails();
  const [isEditing, setIsEditing] = useState(isEditingAtFirst);
  const [isRenewing, setIsRenewing] = useState(false);
  const [modal, setModal] = useState<ProfileModal>(null);
  const [isShowingAllErrors, setIsShowingAllErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ProfileFieldName, string>>>({});
  const renewTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const initialValues = useMemo(() => formValuesOf(profile), [profile]);
  const form = useForm<ProfileFormValues, unknown, ProfileForm>({
    defaultValues: initialValues,
    resolver: checkProfile,
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as ProfileFormValues;
  const { isDirty, touchedFields, dirtyFields } = form.formState;
  const hasUnsavedChanges = isEditing && isDirty;

  // A renewed profile (after an update, or another tab's) shows at once unless the member edits.
  // The form starts from the profile it opened with: no reset (and redrawing) for those values.
  const shownValues = useRef(initialValues);
  useEffect(() => {
    if (isEditing || shownValues.current === initialValues) return;
    shownValues.current = initialValues;
    form.reset(initialValues);
  }, [form, initialValues, isEditing]);

  useEffect(() => () => clearTimeout(renewTimer.current), []);

  // The rules' messages show only while editing: a read-only page checks nothing, and loads the
  // rules when the member first edits.
  const [rules, setRules] = useState<ProfileRules | null>(null);
  useEffect(() => {
    if (!isEditing || rules) return undefined;
    let isCurrent = true;
    loadProfileRules()
      .then((loaded) => {
        if (isCurrent) setRules(loaded);
      })
      .catch(() => {
        // Not loaded: Update checks the form itself (checkProfile) and asks again.
      });
    return () => {
      isCurrent = false;
    };
  }, [isEditing, rules]);
  const problems = useMemo(
    () => (isEditing && rules ? rules.profileProblems(values) : new Map<string, string>()),
    [values, isEditing, rules],
  );

  function errorOf(name: ProfileFieldName): string | undefined {
    if (!isEditing) return undefined;
    const isVisible =
      isShowingAllErrors || (touchedFields[name] === true && dirtyFields[name] === true);
    const ruleField = SCHEMA_FIELD_OF[name] ?? name;
    return (isVisible ? problems.get(ruleField) : undefined) ?? serverErrors[name];
  }

  /** A field the member changes loses the server's message about its old value. */
  const clearServerError = useCallback((name: ProfileFieldName) => {
    setServerErrors((errors) => {
      if (errors[name] === undefined) return errors;
      const { [name]: _cleared, ...rest } = errors;
      return rest;
    });
  }, []);

  const { registrationType, preferredContactMethod } = values;
  const required = useMemo(
    () => requiredContactFields(registrationType, preferredContactMethod),
    [registrationType, preferredContactMethod],
  );

  // What the fields need. Read-only, it stays the same object from render to render, so the
  // fields are not drawn again when the form redraws around them (as it does once mounted).
  const readOnlyFields = useMemo<ProfileFields>(
    () => ({ control: form.control, isLocked: true, errorOf: () => undefined, clearServerError }),
    [form.control, clearServerError],
  );
  const fields: ProfileFields = isEditing
    ? { control: form.control, isLocked: update.isPending, errorOf, clearServerError }
    : readOnlyFields;

  // spec 1 §2.1: leaving the page with unsaved changes is blocked and the confirmation opens.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges && currentLocation.pathname !== nextLocation.pathname,
  );
  const isLeaving = blocker.state === 'blocked';

  useEffect(() => {
    if (!hasUnsavedChanges) return undefined;
    function warn(event: BeforeUnloadEvent) {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    }
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);

  function startEditing() {
    void loadProfileRules().catch(() => undefined);
    setIsShowingAllErrors(false);
    setServerErrors({});
    setIsEditing(true);
  }

  function discard() {
    shownValues.current = initialValues;
    form.reset(initialValues);
    setServerErrors({});
    setIsShowingAllErrors(false);
    setIsEditing(false);
  }

  function handleCancel() {
    if (!isDirty) discard();
    else setModal('confirm');
  }

  /** The confirmation's Continue: unsaved changes are lost (and a blocked navigation goes on). */
  function handleConfirmContinue() {
    setModal(null);
    discard();
    if (blocker.state === 'blocked') blocker.proceed();
  }

  /** The confirmation's Cancel: back to the form, on this page. */
  function handleConfirmStay() {
    setModal(null);
    if (blocker.state === 'blocked') blocker.reset();
  }

  const handleUpdate = form.handleSubmit(
    (valid) => {
      const body = updateBodyOf(profile, valid);
      update.mutate(body, {
        onSuccess: () => {
          // spec 1 §4: the local profile takes the merged values at once (so the page shows
          // what was saved) and is renewed from the server after 1000 ms.
          queryClient.setQueryData(profileDetailsQueryOptions().queryKey, (old) =>
            old ? { ...old, profile: mergedProfileOf(old.profile, body) } : old,
          );
          setIsEditing(false);
          setModal('success');
          showToast({ type: ToastType.Success, title: 'Success!', message: PROFILE_UPDATED_TOAST });
          setIsRenewing(true);
          renewTimer.current = setTimeout(() => {
            void Promise.all([
              queryClient.invalidateQueries({ queryKey: profileDetailsQueryOptions().queryKey }),
              queryClient.invalidateQueries({ queryKey: profileChangesQueryKey }),
            ]).finally(() => setIsRenewing(false));
          }, PROFILE_REFRESH_MS);
        },
        onError: (error) => {
          // spec 1 §8: any failure or success false opens 'Failure to update'. A refusal of
          // particular values also puts the server's message on each field, so the member
          // sees what to correct once the modal is closed.
          if (isApiError(error)) {
            const byField: Partial<Record<ProfileFieldName, string>> = {};
            for (const [field, messages] of Object.entries(error.fieldErrors)) {
              const name = formFieldOf(field);
              if (name && messages[0]) byField[name] = messages[0];
            }
            setServerErrors(byField);
          }
          setModal('failure');
        },
      });
    },
    () => setIsShowingAllErrors(true),
  );

  return {
    form,
    fields,
    values,
    required,
    errorOf,
    clearServerError,
    isEditing,
    isUpdating: update.isPending || isRenewing,
    isSaving: update.isPending,
    modal: isLeaving ? 'confirm' : modal,
    closeModal: () => setModal(null),
    startEditing,
    handleCancel,
    handleUpdate,
    handleConfirmContinue,
    handleConfirmStay,
  };
}

export type ProfileEditor = ReturnType<typeof useProfileEditor>;

/** What the profile's fields take from the editor (components/profile-fields.tsx). */
export type ProfileFields = {
  control: Control<ProfileFormValues, unknown, ProfileForm>;
  /** Disabled: read-only, or while an update is saved. */
  isLocked: boolean;
  errorOf: (name: ProfileFieldName) => string | undefined;
  clearServerError: (name: ProfileFieldName) => void;
};
