import type { Profile, ProfileUpdateBody } from '@portal/contract/profile';
import {
  PREFERRED_CONTACT_METHODS,
  REGISTRATION_TYPES,
  isSameEmailAddress,
  normalizeTitle,
} from '@portal/domain/profile-fields';
import type { ProfileForm } from '@portal/domain/profile-form';
import {
  normalizeCallingCode,
  profilePhoneForDisplay,
  profilePhoneForSending,
} from '@portal/domain/phone';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { countryOfStoredNumber } from '@/lib/countries';

// The page's form values and the calls' shapes (spec 1 §3): a stored number ('27821234567') is
// shown as a country and a local number with its 0 for +27 (spec 1 §5), and sent back stored.

/** The form's values: the schema's fields plus the countries the two country-code selects show. */
export type ProfileFormValues = {
  title: string;
  initials: string;
  firstName: string;
  middleName: string;
  lastName: string;
  /** The ISO country picked for the phone; `countryCode` is its calling code. */
  countryIso: string;
  countryCode: string;
  primaryContactNumber: string;
  recoveryCountryIso: string;
  recoveryCountryCode: string;
  recoveryContactNumber: string;
  primaryEmailAddress: string;
  recoveryEmailAddress: string;
  streetName: string;
  suburb: string;
  city: string;
  postalCode: string;
  country: string;
  registrationType: string;
  preferredContactMethod: string;
};

export type ProfileFieldName = keyof ProfileFormValues;

/** The calling code of an ISO country ('ZA' → '27'); '' for none. */
export function callingCodeOfIso(iso: string): string {
  if (iso === '') return '';
  try {
    return getCountryCallingCode(iso as CountryCode);
  } catch {
    return '';
  }
}

function phoneFields(stored: string | null): { iso: string; code: string; local: string } {
  const digits = stored?.replace(/\D/g, '') ?? '';
  const iso = countryOfStoredNumber(digits);
  const code = callingCodeOfIso(iso);
  if (digits === '') return { iso, code, local: '' };
  return { iso, code, local: profilePhoneForDisplay(digits, code) };
}

/** The option as the select lists it ('individual' → 'individual'), whatever case is held. */
function optionOf(value: string | null, options: readonly string[]): string {
  const held = value?.trim() ?? '';
  return options.find((option) => option.toLowerCase() === held.toLowerCase()) ?? held;
}

/** The form's values for a profile as read (spec 1 §3 "Profile (read)"). */
export function formValuesOf(profile: Profile): ProfileFormValues {
  const primary = phoneFields(profile.primaryContactNumber);
  const recovery = phoneFields(profile.recoveryContactNumber);
  return {
    title: normalizeTitle(profile.title),
    initials: profile.initials ?? '',
    firstName: profile.firstName,
    middleName: profile.middleName ?? '',
    lastName: profile.lastName,
    countryIso: primary.iso,
    countryCode: primary.code,
    primaryContactNumber: primary.local,
    // A blank recovery number keeps no country until the member gives one.
    recoveryCountryIso: recovery.local === '' ? '' : recovery.iso,
    recoveryCountryCode: recovery.local === '' ? '' : recovery.code,
    recoveryContactNumber: recovery.local,
    primaryEmailAddress: profile.primaryEmailAddress ?? '',
    recoveryEmailAddress: profile.recoveryEmailAddress ?? '',
    streetName: profile.address.address ?? '',
    suburb: profile.address.suburb ?? '',
    city: profile.address.city ?? '',
    postalCode: profile.address.postalCode ?? '',
    country: profile.address.country ?? '',
    registrationType: optionOf(profile.registrationType, REGISTRATION_TYPES),
    preferredContactMethod: optionOf(profile.preferredContactMethod, PREFERRED_CONTACT_METHODS),
  };
}

function storedPhone(callingCode: string, local: string): string {
  return local.trim() === ''
    ? ''
    : profilePhoneForSending(normalizeCallingCode(callingCode), local);
}

/**
 * spec 1 §3, §7: the update payload, the profile and contact values merged; the identity fields
 * as read (the server refuses any change to them), and the recovery details beside them.
 */
export function updateBodyOf(profile: Profile, form: ProfileForm): ProfileUpdateBody {
  return {
    title: form.title,
    initials: form.initials,
    firstName: form.firstName,
    middleName: form.middleName,
    surname: form.lastName,
    dateOfBirth: profile.dateOfBirth,
    identifierType: profile.identifierType,
    identityNumber: profile.identifierType === 'ID' ? profile.idNumber : profile.passportNumber,
    primaryPhoneNumber: storedPhone(form.countryCode, form.primaryContactNumber),
    primaryEmailAddress: form.primaryEmailAddress,
    streetName: form.streetName,
    suburb: form.suburb,
    city: form.city,
    postalCode: form.postalCode,
    country: form.country,
    registrationType: form.registrationType,
    preferredContactMethod: form.preferredContactMethod,
    recoveryContactNumber: storedPhone(form.recoveryCountryCode, form.recoveryContactNumber),
    recoveryEmailAddress: form.recoveryEmailAddress,
  };
}

/** The profile as it reads once the update is saved (spec 1 §4: "replaced with the merged values"). */
export function mergedProfileOf(profile: Profile, body: ProfileUpdateBody): Profile {
  const text = (value: string | null | undefined) => (value ? value : null);
  return {
    ...profile,
    ...mergedEmailOf(profile, text(body.primaryEmailAddress)),
    title: text(body.title),
    initials: text(body.initials),
    firstName: body.firstName ?? profile.firstName,
    middleName: text(body.middleName),
    lastName: body.surname ?? profile.lastName,
    primaryContactNumber: text(body.primaryPhoneNumber),
    recoveryContactNumber: text(body.recoveryContactNumber),
    recoveryEmailAddress: text(body.recoveryEmailAddress),
    registrationType: (text(body.registrationType) as Profile['registrationType']) ?? null,
    preferredContactMethod: text(body.preferredContactMethod),
    address: {
      address: text(body.streetName),
      suburb: text(body.suburb),
      city: text(body.city),
      postalCode: text(body.postalCode),
      country: text(body.country),
    },
  };
}

/**
 * The email address as the server keeps it after a save (decision 032): the same address in
 * another letter case is no change; a new one waits for its confirmation (its expiry comes with
 * the renewed profile); removing it takes effect at once.
 */
function mergedEmailOf(
  profile: Profile,
  sent: string | null,
): Pick<Profile, 'primaryEmailAddress' | 'pendingEmailChange'> {
  const current = profile.primaryEmailAddress;
  if (sent === null) return { primaryEmailAddress: null, pendingEmailChange: undefined };
  if (current !== null && isSameEmailAddress(current, sent))
    return { primaryEmailAddress: current, pendingEmailChange: profile.pendingEmailChange };
  return { primaryEmailAddress: current, pendingEmailChange: { newAddress: sent, expiresAt: '' } };
}

/** Where the server's field errors (named as in the payload) show on the form. */
const FORM_FIELD_OF: Record<string, ProfileFieldName> = {
  surname: 'lastName',
  primaryPhoneNumber: 'primaryContactNumber',
};

export function formFieldOf(payloadField: string): ProfileFieldName | undefined {
  const name = FORM_FIELD_OF[payloadField] ?? payloadField;
  return EDITABLE_FIELDS.includes(name as ProfileFieldName)
    ? (name as ProfileFieldName)
    : undefined;
}

/** The fields a member may edit (spec 1 §2.8; the identity fields are never among them). */
export const EDITABLE_FIELDS: readonly ProfileFieldName[] = [
  'title',
  'initials',
  'firstName',
  'middleName',
  'lastName',
  'countryIso',
  'countryCode',
  'primaryContactNumber',
  'recoveryCountryIso',
  'recoveryCountryCode',
  'recoveryContactNumber',
  'primaryEmailAddress',
  'recoveryEmailAddress',
  'streetName',
  'suburb',
  'city',
  'postalCode',
  'country',
  'registrationType',
  'preferredContactMethod',
];
