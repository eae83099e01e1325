import { z } from 'zod';
import { fieldLabels as label, messages } from './messages';
import { isKnownCallingCode, parseStoredPhoneNumber, phoneNumberProblem } from './phone';
import {
  ALWAYS,
  emailText,
  initialsText,
  nameText,
  optionalText,
  phoneProblemMessage,
} from './validators';
import {
  PREFERRED_CONTACT_METHODS,
  PROFILE_ADDRESS_LINE_MAX,
  PROFILE_EMAIL_MAX,
  PROFILE_INITIALS_MAX,
  PROFILE_NAME_MAX,
  PROFILE_TITLES,
  POSTAL_CODE_MAX,
  REGISTRATION_TYPES,
  normalizeTitle,
  requiredContactFields,
} from './profile-fields';

// spec 1 §5 "Profile" and §2.8: the rules of the profile's fields (their lengths and choices are
// in profile-fields.ts). The same rules check the page's form (ProfileFormSchema, a country code
// and a local number) and the server's update (ProfileUpdateSchema, the stored number of spec 1
// §3).

/** Also where the server reads it (profile-fields.ts, with what the page shows). */
export { isSameEmailAddress } from './profile-fields';

/** A pick from `options` (any case), given back in the options' own spelling; '' is no pick. */
function choiceOf(fieldLabel: string, options: readonly string[]) {
  return z
    .string()
    .transform((value) => options.find((o) => o.toLowerCase() === value.toLowerCase()) ?? value)
    .refine((value) => value === '' || options.includes(value), {
      error: messages.selectOption(fieldLabel),
    });
}

function optionalChoice(fieldLabel: string, options: readonly string[]) {
  return optionalText().pipe(choiceOf(fieldLabel, options));
}

const addressLine = (fieldLabel: string) =>
  optionalText().pipe(
    z.string().max(PROFILE_ADDRESS_LINE_MAX, {
      error: messages.maxLength(fieldLabel, PROFILE_ADDRESS_LINE_MAX),
    }),
  );

/** The fields the form and the update share, under the same names. */
const sharedFields = {
  title: optionalText().transform(normalizeTitle).pipe(choiceOf(label.title, PROFILE_TITLES)),
  initials: initialsText(label.initials, PROFILE_INITIALS_MAX),
  firstName: nameText(label.firstName, PROFILE_NAME_MAX),
  middleName: nameText(label.middleName, PROFILE_NAME_MAX, { required: false }),
  primaryEmailAddress: emailText(label.emailAddress, PROFILE_EMAIL_MAX),
  recoveryEmailAddress: emailText(label.recoveryEmailAddress, PROFILE_EMAIL_MAX),
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
  registrationType: optionalChoice(label.registrationType, REGISTRATION_TYPES),
  preferredContactMethod: optionalChoice(label.preferredContactMethod, PREFERRED_CONTACT_METHODS),
};

type Issue = { path: string; message: string };

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A number typed as a country code and a local number (the form): its problems, if any. */
function typedPhoneIssues(
  code: string,
  phone: string,
  paths: { code: string; phone: string },
  phoneLabel: string,
  isRequired: { phone: boolean; countryCode: boolean },
): Issue[] {
  const issues: Issue[] = [];
  if (isRequired.phone && phone === '') {
    issues.push({ path: paths.phone, message: messages.required(phoneLabel) });
  }
  if (code === '' && (isRequired.countryCode || phone !== '')) {
    issues.push({ path: paths.code, message: messages.required(label.countryCode) });
  } else if (code !== '' && !isKnownCallingCode(code)) {
    issues.push({ path: paths.code, message: messages.selectOption(label.countryCode) });
  }
  if (phone !== '') {
    const problem = phoneNumberProblem(code, phone);
    if (problem !== null)
      issues.push({ path: paths.phone, message: phoneProblemMessage(problem, phoneLabel) });
  }
  return issues;
}

/** A stored number (calling code digits, then the number; spec 1 §3): its problem, if any. */
export function storedPhoneProblem(stored: string, phoneLabel: string): string | null {
  if (stored === '') return null;
  if (!/^\d+$/.test(stored)) return phoneProblemMessage('not-digits', phoneLabel);
  if (parseStoredPhoneNumber(stored) !== null) return null;
  for (const length of [1, 2, 3]) {
    const prefix = stored.slice(0, length);
    if (isKnownCallingCode(prefix)) {
      const problem = phoneNumberProblem(prefix, stored.slice(length));
      if (problem !== null) return phoneProblemMessage(problem, phoneLabel);
    }
  }
  return messages.selectOption(label.countryCode);
}

/** The page's form: phone numbers as a country code and a local number (spec 1 §2.8). */
export const ProfileFormSchema = z
  .object({
    ...sharedFields,
    lastName: nameText(label.surname, PROFILE_NAME_MAX),
    countryCode: optionalText(),
    primaryContactNumber: optionalText(),
    recoveryCountryCode: optionalText(),
    recoveryContactNumber: optionalText(),
  })
  .superRefine((values, ctx) => {
    const required = requiredContactFields(
      text(values.registrationType),
      text(values.preferredContactMethod),
    );
    const issues = [
      ...typedPhoneIssues(
        text(values.countryCode),
        text(values.primaryContactNumber),
        { code: 'countryCode', phone: 'primaryContactNumber' },
        label.phoneNumber,
        required,
      ),
      ...typedPhoneIssues(
        text(values.recoveryCountryCode),
        text(values.recoveryContactNumber),
        { code: 'recoveryCountryCode', phone: 'recoveryContactNumber' },
        label.recoveryContactNumber,
        { phone: false, countryCode: false },
      ),
    ];
    if (required.email && text(values.primaryEmailAddress) === '') {
      issues.push({ path: 'primaryEmailAddress', message: messages.required(label.emailAddress) });
    }
    for (const issue of issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
    }
  }, ALWAYS);

export type ProfileFormInput = z.input<typeof ProfileFormSchema>;
export type ProfileForm = z.output<typeof ProfileFormSchema>;

/** A stored phone number field of the update: digits, normalised (a +27 number without its 0). */
function storedPhone() {
  return optionalText().transform((value) => {
    const parsed = parseStoredPhoneNumber(value);
    return parsed === null ? value : parsed.callingCode + parsed.localNumber;
  });
}

/**
 * The whole profile as the server checks it before saving (spec 1 §3 "Profile update payload",
 * plus the recovery contact details of spec 1 §2.8): the member's stored profile with the
 * request's changes laid over it.
 */
export const ProfileUpdateSchema = z
  .object({
    ...sharedFields,
    surname: nameText(label.surname, PROFILE_NAME_MAX),
    primaryPhoneNumber: storedPhone(),
    recoveryContactNumber: storedPhone(),
  })
  .superRefine((values, ctx) => {
    const add = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', message, path: [path] });
    const required = requiredContactFields(
      text(values.registrationType),
      text(values.preferredContactMethod),
    );
    const phone = text(values.primaryPhoneNumber);
    if (required.phone && phone === '')
      add('primaryPhoneNumber', messages.required(label.phoneNumber));
    const phoneProblem = storedPhoneProblem(phone, label.phoneNumber);
    if (phoneProblem !== null) add('primaryPhoneNumber', phoneProblem);
    const recoveryProblem = storedPhoneProblem(
      text(values.recoveryContactNumber),
      label.recoveryContactNumber,
    );
    if (recoveryProblem !== null) add('recoveryContactNumber', recoveryProblem);
    if (required.email && text(values.primaryEmailAddress) === '') {
      add('primaryEmailAddress', messages.required(label.emailAddress));
    }
  }, ALWAYS);

export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;
/** The fields a profile update may change, in the page's order. */
export const PROFILE_UPDATE_FIELDS = [
  'title',
  'initials',
  'firstName',
  'middleName',
  'surname',
  'primaryPhoneNumber',
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
] as const satisfies readonly (keyof ProfileUpdate)[];
export type ProfileUpdateField = (typeof PROFILE_UPDATE_FIELDS)[number];

/** The names a member reads in "Recent changes" for each field. */
export const PROFILE_FIELD_LABELS: Record<ProfileUpdateField, string> = {
  title: label.title,
  initials: label.initials,
  firstName: label.firstName,
  middleName: label.middleName,
  surname: label.surname,
  primaryPhoneNumber: label.phoneNumber,
  recoveryContactNumber: label.recoveryContactNumber,
  primaryEmailAddress: label.emailAddress,
  recoveryEmailAddress: label.recoveryEmailAddress,
  streetName: label.streetName,
  suburb: label.suburb,
  city: label.city,
  postalCode: label.postalCode,
  country: label.country,
  registrationType: label.registrationType,
  preferredContactMethod: label.preferredContactMethod,
};

/** The fields whose values differ between two profiles, in the page's order. */
export function changedProfileFields(
  before: Readonly<Record<ProfileUpdateField, string>>,
  after: Readonly<Record<ProfileUpdateField, string>>,
): ProfileUpdateField[] {
  return PROFILE_UPDATE_FIELDS.filter((field) => before[field] !== after[field]);
}

export type IdentityField = 'dateOfBirth' | 'identifierType' | 'identityNumber';
export type IdentityDetails = Record<IdentityField, string | null | undefined>;

/**
 * spec 1 §2.8, §6: the identity fields a request would change (date of birth, identifier type,
 * identity number). A field not sent is no change; one sent empty while a value is held is.
 */
export function identityFieldChanges(
  stored: IdentityDetails,
  sent: Partial<IdentityDetails>,
): IdentityField[] {
  const fields: IdentityField[] = ['dateOfBirth', 'identifierType', 'identityNumber'];
  return fields.filter((field) => {
    const value = sent[field];
    if (value === undefined) return false;
    const held = stored[field]?.trim() ?? '';
    const given = value?.trim() ?? '';
    return field === 'identifierType' ? held.toLowerCase() !== given.toLowerCase() : held !== given;
  });
}
