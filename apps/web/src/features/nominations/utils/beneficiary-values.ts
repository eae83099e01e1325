import type { Beneficiary, BeneficiaryChange, BeneficiaryEntry } from '@portal/contract/nomination';
import { IdentityType } from '@portal/domain/beneficiary-form';
import { basisPointsFromPercentString } from '@portal/domain/money';
import type { RowAction } from '@portal/domain/nomination';
import { formatPercentOnBlur } from '@portal/domain/number-input';
import {
  SOUTH_AFRICA_CALLING_CODE,
  normalizeCallingCode,
  splitStoredPhoneNumber,
  toStoredPhoneNumber,
} from '@portal/domain/phone';

// The beneficiary form's text values and their mapping from a stored beneficiary (editing) and
// to a row of the save request (spec 1 §3, §5). Rules stay in the domain.

export type BeneficiaryFormValues = {
  firstName: string;
  lastName: string;
  titleId: string;
  relationshipId: string;
  beneficiaryTypeId: string;
  dateOfBirth: string;
  identityType: IdentityType;
  identityNumber: string;
  passportNumber: string;
  expiryDate: string;
  country: string;
  countryCode: string;
  phoneNumber: string;
  email: string;
  allocation: string;
  notes: string;
};

/** A row of the modal: the form's values and, for a stored beneficiary, its identifier. */
export type BeneficiaryRowData = {
  values: BeneficiaryFormValues;
  nomineeIdentifier: number | null;
};

/** spec 1 §9: the phone country code defaults to South Africa (+27). */
export function blankBeneficiaryValues(): BeneficiaryFormValues {
  return {
    firstName: '',
    lastName: '',
    titleId: '',
    relationshipId: '',
    beneficiaryTypeId: '',
    dateOfBirth: '',
    identityType: IdentityType.Id,
    identityNumber: '',
    passportNumber: '',
    expiryDate: '',
    country: '',
    countryCode: SOUTH_AFRICA_CALLING_CODE,
    phoneNumber: '',
    email: '',
    allocation: '',
    notes: '',
  };
}

/** spec 1 §5: when editing, a stored number is split back into country code and local number. */
export function valuesFromBeneficiary(beneficiary: Beneficiary): BeneficiaryFormValues {
  const phone = beneficiary.phoneNumber ? splitStoredPhoneNumber(beneficiary.phoneNumber) : null;
  const isPassport = !beneficiary.identityNumber && Boolean(beneficiary.passportNumber);
  return {
    firstName: beneficiary.firstName,
    lastName: beneficiary.lastName,
    titleId: String(beneficiary.titleId),
    relationshipId: String(beneficiary.relationshipId),
    beneficiaryTypeId: String(beneficiary.beneficiaryTypeId),
    dateOfBirth: beneficiary.dateOfBirth,
    identityType: isPassport ? IdentityType.Passport : IdentityType.Id,
    identityNumber: beneficiary.identityNumber ?? '',
    passportNumber: beneficiary.passportNumber ?? '',
    expiryDate: beneficiary.expiryDate ?? '',
    country: beneficiary.country ?? '',
    countryCode: phone?.callingCode ?? beneficiary.countryCode ?? SOUTH_AFRICA_CALLING_CODE,
    phoneNumber: phone?.localNumber ?? '',
    email: beneficiary.email ?? '',
    allocation: formatPercentOnBlur(String(beneficiary.allocation)),
    notes: beneficiary.notes ?? '',
  };
}

/** The share in basis points, 0 when blank or unreadable (the banner and Submit rule read it). */
export function shareOf(values: BeneficiaryFormValues): number {
  return basisPointsFromPercentString(values.allocation.trim()) ?? 0;
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** A new beneficiary as the save calls take it (Insert, Update and Replace rows). */
export function entryFromValues(values: BeneficiaryFormValues): BeneficiaryEntry {
  const isId = values.identityType === IdentityType.Id;
  const phone = values.phoneNumber.trim();
  const code = normalizeCallingCode(values.countryCode);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    titleId: Number(values.titleId),
    relationshipId: Number(values.relationshipId),
    beneficiaryTypeId: Number(values.beneficiaryTypeId),
    dateOfBirth: values.dateOfBirth,
    identityNumber: isId ? orNull(values.identityNumber) : null,
    passportNumber: isId ? null : orNull(values.passportNumber),
    expiryDate: isId ? null : orNull(values.expiryDate),
    country: isId ? null : orNull(values.country),
    countryCode: phone === '' ? null : code,
    phoneNumber: phone === '' ? null : toStoredPhoneNumber(code, phone),
    email: orNull(values.email),
    allocation: Number(values.allocation),
    notes: orNull(values.notes),
  };
}

/** spec 1 §4: a row with its action; Update and Delete name the row by nomineeIdentifier. */
export function changeFromRow(action: RowAction, row: BeneficiaryRowData): BeneficiaryChange {
  if (action === 'Delete') return { action, nomineeIdentifier: row.nomineeIdentifier };
  return {
    action,
    ...(action === 'Update' ? { nomineeIdentifier: row.nomineeIdentifier } : {}),
    ...entryFromValues(row.values),
  };
}

/** The name shown for a row. */
export function rowName(values: BeneficiaryFormValues): string {
  return `${values.firstName} ${values.lastName}`.trim();
}
