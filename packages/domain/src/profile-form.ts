import { z } from 'zod';
import { fieldLabels as label, messages } from './messages';
import { isKnownCallingCode, phoneNumberProblem } from './phone';
import {
  ALWAYS,
  emailText,
  initialsText,
  nameText,
  optionalText,
  phoneProblemMessage,
} from './validators';

// spec 1 §5 "Profile" and §2.8. The spec names maximum lengths as constants whose values are
// "not shown" (spec 1 §9); these are our choices, recorded in docs/decisions/spec-readings.md:
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

const addressLine = (fieldLabel: string) =>
  optionalText().pipe(
    z.string().max(PROFILE_ADDRESS_LINE_MAX, {
      error: messages.maxLength(fieldLabel, PROFILE_ADDRESS_LINE_MAX),
    }),
  );

export const ProfileFormSchema = z
  .object({
    title: optionalText().transform(normalizeTitle),
    initials: initialsText(label.initials, PROFILE_INITIALS_MAX),
    firstName: nameText(label.firstName, PROFILE_NAME_MAX),
    middleName: nameText(label.middleName, PROFILE_NAME_MAX, { required: false }),
    lastName: nameText(label.surname, PROFILE_NAME_MAX),
    countryCode: optionalText(),
    primaryContactNumber: optionalText(),
    primaryEmailAddress: emailText(label.emailAddress, PROFILE_EMAIL_MAX),
    streetName: addressLine(label.streetName),
    suburb: addressLine(label.suburb),
    city: addressLine(label.city),
    postalCode: optionalText().pipe(
      z
        .string()
        .regex(/^\d*$/, { error: messages.length(label.postalCode, 'contain only digits') })
        .max(POSTAL_CODE_MAX, { error: messages.maxLength(label.postalCode, POSTAL_CODE_MAX) }),
    ),
    country: addressLine(label.country),
    registrationType: optionalText(),
    preferredContactMethod: optionalText(),
  })
  .superRefine((values, ctx) => {
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    const add = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', message, path: [path] });
    const required = requiredContactFields(
      text(values.registrationType),
      text(values.preferredContactMethod),
    );
    const phone = text(values.primaryContactNumber);
    const code = text(values.countryCode);
    if (required.phone && phone === '')
      add('primaryContactNumber', messages.required(label.phoneNumber));
    if (required.email && text(values.primaryEmailAddress) === '') {
      add('primaryEmailAddress', messages.required(label.emailAddress));
    }
    if (code === '' && (required.countryCode || phone !== '')) {
      add('countryCode', messages.required(label.countryCode));
    } else if (code !== '' && !isKnownCallingCode(code)) {
      add('countryCode', messages.selectOption(label.countryCode));
    }
    if (phone !== '') {
      const problem = phoneNumberProblem(code, phone);
      if (problem !== null) add('primaryContactNumber', phoneProblemMessage(problem));
    }
  }, ALWAYS);

export type ProfileFormInput = z.input<typeof ProfileFormSchema>;
export type ProfileForm = z.output<typeof ProfileFormSchema>;
