import type { BeneficiaryEntry } from '@portal/contract/nomination';
import {
  BENEFICIARY_NAME_MAX,
  beneficiaryFormSchema,
  funeralBeneficiaryFormSchema,
  IdentityType,
} from '@portal/domain/beneficiary-form';
import { fieldLabels as label, messages } from '@portal/domain/messages';
import { initialsFromNames } from '@portal/domain/member';
import { basisPointsFromPercent } from '@portal/domain/money';
import { normalizeCallingCode, PHONE_MIN_DIGITS, toStoredPhoneNumber } from '@portal/domain/phone';
import { parseSaId } from '@portal/domain/sa-id';
import { initialsText, nameText } from '@portal/domain/validators';
import type { ValueSetType } from '@portal/contract/nomination';

// A beneficiary row from the wire, checked with the domain's form rules (spec 1 §5; funeral
// also at least 18, spec 1 §2.7) and turned into the stored fields. No rule is written here:
// this file only maps wire names onto the form's and back.

/** The stored fields of a beneficiary that come from the member's input. */
export type BeneficiaryFields = {
  beneficiaryTypeId: number;
  genderId: number | null;
  titleId: number;
  relationshipId: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  initials: string | null;
  dateOfBirth: string;
  identityNumber: string | null;
  passportNumber: string | null;
  expiryDate: string | null;
  country: string | null;
  countryCode: string | null;
  phoneNumber: string | null;
  email: string | null;
  notes: string | null;
  allocationBp: number;
};

/** Value-set ids by type and name, for the "pick from the list" checks. */
export type ValueSetLookup = Map<ValueSetType, Map<number, string>>;

export type ReadResult =
  { ok: true; value: BeneficiaryFields } | { ok: false; errors: Record<string, string[]> };

const INITIALS_MAX = 10;

/**
 * spec 1 §3: a phone number travels as calling code digits then the local number. A client may
 * also send the local number as typed ('0821234567'); both are read to the local number the form
 * rules check, and stored in the spec's form.
 */
function localPhoneNumber(countryCode: string, phoneNumber: string): string {
  if (
    countryCode !== '' &&
    phoneNumber.startsWith(countryCode) &&
    phoneNumber.length - countryCode.length >= PHONE_MIN_DIGITS
  ) {
    return phoneNumber.slice(countryCode.length);
  }
  return phoneNumber;
}

const blank = (value: string | null | undefined): string => value?.trim() ?? '';
const orNull = (value: string): string | null => (value === '' ? null : value);

export function readBeneficiary(
  entry: BeneficiaryEntry,
  context: { today: string; isFuneral: boolean; valueSets: ValueSetLookup },
): ReadResult {
  const errors: Record<string, string[]> = {};
  const addError = (field: string, message: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };

  const countryCode = normalizeCallingCode(blank(entry.countryCode));
  const phone = localPhoneNumber(countryCode, blank(entry.phoneNumber));
  // The form's ID-or-passport choice: a row with an ID number is an ID row (spec 1 §2.5).
  const identityType =
    blank(entry.identityNumber) === '' && blank(entry.passportNumber) !== ''
      ? IdentityType.Passport
      : IdentityType.Id;
  const schema = context.isFuneral
    ? funeralBeneficiaryFormSchema(context.today)
    : beneficiaryFormSchema(context.today);
  const parsed = schema.safeParse({
    firstName: entry.firstName,
    lastName: entry.lastName,
    titleId: entry.titleId,
    relationshipId: entry.relationshipId,
    beneficiaryTypeId: entry.beneficiaryTypeId,
    dateOfBirth: entry.dateOfBirth,
    identityType,
    identityNumber: entry.identityNumber,
    passportNumber: entry.passportNumber,
    expiryDate: entry.expiryDate,
    country: entry.country,
    countryCode,
    phoneNumber: phone,
    email: entry.email,
    allocation: entry.allocation,
    notes: entry.notes,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'beneficiary');
      addError(field === 'identityType' ? 'identityNumber' : field, issue.message);
    }
  }

  const middleName = nameText(label.middleName, BENEFICIARY_NAME_MAX, {
    required: false,
  }).safeParse(entry.middleName);
  if (!middleName.success)
    for (const i of middleName.error.issues) addError('middleName', i.message);
  const initials = initialsText(label.initials, INITIALS_MAX).safeParse(entry.initials);
  if (!initials.success) for (const i of initials.error.issues) addError('initials', i.message);

  // Value-set ids must name an entry of their list (spec 1 §3 value sets).
  const choices: [keyof BeneficiaryEntry, ValueSetType, string][] = [
    ['titleId', 'titles', label.title],
    ['relationshipId', 'relationship', label.relationship],
    ['beneficiaryTypeId', 'beneficiarytype', label.beneficiaryType],
    ['genderId', 'gender', 'Gender'],
  ];
  for (const [field, type, name] of choices) {
    const id = entry[field];
    if (typeof id === 'number' && !context.valueSets.get(type)?.has(id))
      addError(field, messages.selectOption(name));
  }

  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const form = parsed.data;
  const isId = form.identityType === IdentityType.Id;
  return {
    ok: true,
    value: {
      beneficiaryTypeId: Number(form.beneficiaryTypeId),
      genderId: entry.genderId ?? genderFromId(isId ? form.identityNumber : '', context.valueSets),
      titleId: Number(form.titleId),
      relationshipId: Number(form.relationshipId),
      firstName: form.firstName,
      middleName: orNull(middleName.data ?? ''),
      lastName: form.lastName,
      initials: orNull(initials.data ?? '') ?? initialsFromNames(form.firstName, middleName.data),
      dateOfBirth: form.dateOfBirth,
      // spec 1 §5: switching to ID clears the passport's expiry and country.
      identityNumber: isId ? form.identityNumber : null,
      passportNumber: isId ? null : form.passportNumber,
      expiryDate: isId ? null : orNull(form.expiryDate),
      country: isId ? null : orNull(form.country),
      countryCode: form.phoneNumber === '' ? null : form.countryCode,
      phoneNumber:
        form.phoneNumber === '' ? null : toStoredPhoneNumber(form.countryCode, form.phoneNumber),
      email: orNull(form.email),
      notes: orNull(form.notes),
      allocationBp: basisPointsFromPercent(form.allocation),
    },
  };
}

/** The gender a valid South African ID number carries, as a gender value-set id. */
function genderFromId(identityNumber: string, valueSets: ValueSetLookup): number | null {
  const id = parseSaId(identityNumber);
  if (!id.valid) return null;
  for (const [valueId, name] of valueSets.get('gender') ?? []) {
    if (name.toLowerCase() === id.gender) return valueId;
  }
  return null;
}
