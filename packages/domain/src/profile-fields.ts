// spec 1 §5 "Profile" and §2.8: the profile's fields as the page shows them (lengths, choices,
// labels, which contact details a registration type requires), apart from the rules that check
// them (profile-form.ts): a page that shows a profile loads no schema library.
//
// The spec names maximum lengths as constants whose values are "not shown" (spec 1 §9); these are
// our choices, recorded in docs/decisions/spec-readings.md:
//   first, middle and last name 60 (as beneficiary names, spec 1 §9); initials 10;
//   email 60 (as the beneficiary email); street, suburb, city and country 100 each;
//   phone 9 to 11 digits, +27 exactly 9 after the 0 (as the beneficiary phone, spec 3 §5).

export const PROFILE_NAME_MAX = 60;
export const PROFILE_INITIALS_MAX = 10;
export const PROFILE_EMAIL_MAX = 60;
export const PROFILE_ADDRESS_LINE_MAX = 100;
/** spec 1 §5, §9: postal code digits only, max 4 characters. */
export const POSTAL_CODE_MAX = 4;

/** spec 1 §2.8: titles offered; the value None is treated as empty. */
export const PROFILE_TITLES = ['Mr', 'Mrs', 'Ms', 'Dr', 'Prof'] as const;

/** spec 1 §3: registration types; none (missing) behaves as combined (spec 1 §5). */
export const RegistrationType = {
  Combined: 'combined',
  Individual: 'individual',
  Corporate: 'corporate',
} as const;
export type RegistrationType = (typeof RegistrationType)[keyof typeof RegistrationType];
export const REGISTRATION_TYPES: readonly RegistrationType[] = Object.values(RegistrationType);

/**
 * The preferred contact methods. The spec names the field and one value ("email", spec 1 §5); the
 * administrator's records hold Email or SMS, which the page offers.
 */
export const PREFERRED_CONTACT_METHODS = ['Email', 'SMS'] as const;

/** spec 1 §2.8, §6: identity details go through HR or an adviser, never the member's own edit. */
export const IDENTITY_DETAILS_MESSAGE =
  'Please contact your HR or Adviser to update your identity details on your profile';

/** spec 1 §2.8: the identity label, 'ID number', 'Passport number' or 'Number'. */
export function identityLabel(identifierType: string | null | undefined): string {
  const type = identifierType?.trim().toLowerCase() ?? '';
  if (type === 'id' || type === 'id number' || type === 'rsa id') return 'ID number';
  if (type === 'passport') return 'Passport number';
  return 'Number';
}

/** spec 1 §2.8: 'None' (any case) or blank is no title. */
export function normalizeTitle(title: string | null | undefined): string {
  const trimmed = title?.trim() ?? '';
  return trimmed.toLowerCase() === 'none' ? '' : trimmed;
}

/**
 * spec 1 §5: which contact fields a registration type requires. None or combined: phone, email
 * and country code; individual: phone and country code, and email when the preferred contact
 * method is email; corporate: email only.
 */
export function requiredContactFields(
  registrationType: string | null | undefined,
  preferredContactMethod: string | null | undefined,
): { phone: boolean; email: boolean; countryCode: boolean } {
  const type = registrationType?.trim().toLowerCase() ?? '';
  const prefersEmail = preferredContactMethod?.trim().toLowerCase() === 'email';
  if (type === RegistrationType.Corporate) return { phone: false, email: true, countryCode: false };
  if (type === RegistrationType.Individual)
    return { phone: true, email: prefersEmail, countryCode: true };
  return { phone: true, email: true, countryCode: true };
}

/**
 * Whether two email addresses are the same mailbox as a member means it: letter case and spaces
 * around it do not make another address (a save that only changes them is no change, and mails
 * no one). Mail servers treat the domain without case and nearly all treat the local part so.
 */
export function isSameEmailAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
