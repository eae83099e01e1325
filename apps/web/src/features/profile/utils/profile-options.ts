import {
  PREFERRED_CONTACT_METHODS,
  PROFILE_TITLES,
  REGISTRATION_TYPES,
} from '@portal/domain/profile-fields';

// spec 1 §2.8: the choices the profile's selects offer, as the editor lists them and as the page
// shows the chosen one before Edit.

export type ProfileOption = { value: string; label: string };

export const TITLE_OPTIONS: readonly ProfileOption[] = PROFILE_TITLES.map((title) => ({
  value: title,
  label: title,
}));
export const REGISTRATION_OPTIONS: readonly ProfileOption[] = REGISTRATION_TYPES.map((type) => ({
  value: type,
  label: type.charAt(0).toUpperCase() + type.slice(1),
}));
export const CONTACT_METHOD_OPTIONS: readonly ProfileOption[] = PREFERRED_CONTACT_METHODS.map(
  (method) => ({ value: method, label: method }),
);

/** What a select shows for `value`: its option's words, '' when no option has it (as Mantine's). */
export function shownOption(options: readonly ProfileOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? '';
}
