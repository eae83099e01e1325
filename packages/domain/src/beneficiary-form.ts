import { z } from 'zod';
import { ageOn, isAfter, isBefore, isValidIsoDate } from './dates';
import { fieldLabels as label, messages } from './messages';
import { isKnownCallingCode, phoneNumberProblem } from './phone';
import { idMatchesDateOfBirth, SA_ID_LENGTH } from './sa-id';
import {
  ALPHANUMERIC_PATTERN,
  ALWAYS,
  FREE_TEXT_PATTERN,
  decimalPlacesOf,
  emailText,
  nameText,
  optionalDate,
  optionalText,
  phoneProblemMessage,
  readNumberInput,
  requiredChoice,
  requiredDate,
} from './validators';

// spec 1 §5 "Beneficiary form" (and spec 1 §2.7: the funeral form also needs age 18 or more).
// Schemas that depend on today are factories taking `today` (DESIGN §4.4).

/** spec 1 §9: names max 60 characters; email max 60; notes max 1000; allocation 2 decimals. */
export const BENEFICIARY_NAME_MAX = 60;
export const BENEFICIARY_EMAIL_MAX = 60;
export const BENEFICIARY_NOTES_MAX = 1000;
export const ALLOCATION_MAX_PERCENT = 100;
export const ALLOCATION_DECIMALS = 2;
/** DESIGN §5 settles the conflicting constants of spec 1 §5: a passport has 8 or 9 characters. */
export const PASSPORT_MIN_LENGTH = 8;
export const PASSPORT_MAX_LENGTH = 9;
/** spec 1 §2.7: the funeral cover form requires a beneficiary of at least 18. */
export const FUNERAL_MINIMUM_AGE = 18;

export const IdentityType = { Id: 'id', Passport: 'passport' } as const;
export type IdentityType = (typeof IdentityType)[keyof typeof IdentityType];

/**
 * spec 1 §5 allocation: required, numeric, max 2 decimal places, max 100 (a percent; typed text or
 * a number). Zero passes here: a zero share only blocks submitting (spec 1 §4).
 */
export function allocationInput() {
  return z.unknown().transform((value, ctx) => {
    const percent = readNumberInput(value);
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (percent === undefined) return fail(messages.required(label.allocation));
    if (!Number.isFinite(percent)) return fail(messages.invalidNumber);
    if (decimalPlacesOf(value) > ALLOCATION_DECIMALS)
      return fail(messages.maxDecimalPlaces(ALLOCATION_DECIMALS));
    if (percent < 0) return fail(messages.min(0));
    if (percent > ALLOCATION_MAX_PERCENT) return fail(messages.max(ALLOCATION_MAX_PERCENT));
    return percent;
  });
}

const beneficiaryFields = {
  firstName: nameText(label.firstName, BENEFICIARY_NAME_MAX),
  lastName: nameText(label.surname, BENEFICIARY_NAME_MAX),
  titleId: requiredChoice(label.title),
  relationshipId: requiredChoice(label.relationship),
  beneficiaryTypeId: requiredChoice(label.beneficiaryType),
  dateOfBirth: requiredDate(label.dateOfBirth),
  identityType: z.enum([IdentityType.Id, IdentityType.Passport], {
    error: messages.required(label.identityType),
  }),
  identityNumber: optionalText(),
  passportNumber: optionalText(),
  expiryDate: optionalDate(label.expiryDate),
  country: optionalText(),
  countryCode: optionalText(),
  phoneNumber: optionalText(),
  email: emailText(label.emailAddress, BENEFICIARY_EMAIL_MAX),
  allocation: allocationInput(),
  notes: optionalText().pipe(
    z
      .string()
      .max(BENEFICIARY_NOTES_MAX, { error: messages.maxLength(label.notes, BENEFICIARY_NOTES_MAX) })
      .regex(FREE_TEXT_PATTERN, { error: messages.specialCharacters }),
  ),
};

type Issue = { path: string; message: string };
type BeneficiaryValues = {
  dateOfBirth?: unknown;
  identityType?: unknown;
  identityNumber?: unknown;
  passportNumber?: unknown;
  expiryDate?: unknown;
  country?: unknown;
  countryCode?: unknown;
  phoneNumber?: unknown;
  email?: unknown;
};

/**
 * The group rules of spec 1 §5, as plain issues: date of birth not in the future; the identity
 * choice (ID: 13 digits and matching the date of birth both ways; passport: alphanumeric 8 or 9
 * characters, expiry not before today, country of issue); phone and country code; and at least
 * one of phone or email. Reads loosely because it also runs when a field failed.
 */
export function beneficiaryGroupIssues(
  values: BeneficiaryValues,
  today: string,
  minimumAge?: number,
): Issue[] {
  const issues: Issue[] = [];
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const dateOfBirth = text(values.dateOfBirth);
  const hasDateOfBirth = isValidIsoDate(dateOfBirth);

  if (hasDateOfBirth && isAfter(dateOfBirth, today)) {
    issues.push({ path: 'dateOfBirth', message: messages.futureDate });
  } else if (hasDateOfBirth && minimumAge !== undefined && ageOn(dateOfBirth, today) < minimumAge) {
    issues.push({ path: 'dateOfBirth', message: messages.minimumAge(minimumAge) });
  }

  if (values.identityType === IdentityType.Id) {
    const id = text(values.identityNumber);
    if (id === '') {
      issues.push({ path: 'identityNumber', message: messages.required(label.idNumber) });
    } else if (!/^\d+$/.test(id)) {
      issues.push({
        path: 'identityNumber',
        message: messages.length(label.idNumber, 'contain only digits'),
      });
    } else if (id.length !== SA_ID_LENGTH) {
      issues.push({
        path: 'identityNumber',
        message: messages.length(label.idNumber, `be ${SA_ID_LENGTH} digits long`),
      });
    } else if (hasDateOfBirth && !idMatchesDateOfBirth(id, dateOfBirth)) {
      issues.push({ path: 'dateOfBirth', message: messages.dateOfBirthMismatch });
      issues.push({ path: 'identityNumber', message: messages.idNumberMismatch });
    }
  } else if (values.identityType === IdentityType.Passport) {
    const passport = text(values.passportNumber);
    if (passport === '') {
      issues.push({ path: 'passportNumber', message: messages.required(label.passportNumber) });
    } else if (!ALPHANUMERIC_PATTERN.test(passport)) {
      issues.push({ path: 'passportNumber', message: messages.alphanumeric });
    } else if (passport.length < PASSPORT_MIN_LENGTH || passport.length > PASSPORT_MAX_LENGTH) {
      issues.push({
        path: 'passportNumber',
        message: messages.length(
          label.passportNumber,
          `be ${PASSPORT_MIN_LENGTH} or ${PASSPORT_MAX_LENGTH} characters long`,
        ),
      });
    }
    const expiry = text(values.expiryDate);
    if (!isValidIsoDate(expiry)) {
      issues.push({ path: 'expiryDate', message: messages.required(label.expiryDate) });
    } else if (isBefore(expiry, today)) {
      issues.push({
        path: 'expiryDate',
        message: messages.length(label.expiryDate, 'not be before today'),
      });
    }
    if (text(values.country) === '') {
      issues.push({ path: 'country', message: messages.required(label.countryOfIssue) });
    }
  }

  const phone = text(values.phoneNumber);
  const countryCode = text(values.countryCode);
  const email = text(values.email);
  if (phone !== '') {
    if (countryCode === '') {
      issues.push({ path: 'countryCode', message: messages.required(label.countryCode) });
    } else if (!isKnownCallingCode(countryCode)) {
      issues.push({ path: 'countryCode', message: messages.selectOption(label.countryCode) });
    }
    const problem = phoneNumberProblem(countryCode, phone);
    if (problem !== null)
      issues.push({ path: 'phoneNumber', message: phoneProblemMessage(problem) });
  } else if (email === '') {
    issues.push({ path: 'phoneNumber', message: messages.atLeastOneRequired });
    issues.push({ path: 'email', message: messages.atLeastOneRequired });
  }
  return issues;
}

function buildSchema(today: string, minimumAge?: number) {
  return z.object(beneficiaryFields).superRefine((values, ctx) => {
    for (const issue of beneficiaryGroupIssues(values, today, minimumAge)) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
    }
  }, ALWAYS);
}

/** spec 1 §5: the beneficiary form (retirement and life cover nominations). */
export function beneficiaryFormSchema(today: string) {
  return buildSchema(today);
}

/** spec 1 §2.7, §5: the funeral form, the same rules plus age 18 or more. */
export function funeralBeneficiaryFormSchema(today: string) {
  return buildSchema(today, FUNERAL_MINIMUM_AGE);
}

export type BeneficiaryFormInput = z.input<ReturnType<typeof beneficiaryFormSchema>>;
export type BeneficiaryForm = z.output<ReturnType<typeof beneficiaryFormSchema>>;
