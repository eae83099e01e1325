import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

// Phone rules of spec 1 §5 and spec 3 §5. A stored number is the calling code digits followed by
// the local number with no leading zero for +27 (spec 1 §3: '27821234567'). The list of calling
// codes comes from libphonenumber-js (DESIGN §2: no hand-typed tables).

export const SOUTH_AFRICA_CALLING_CODE = '27';
export const SOUTH_AFRICA_COUNTRY_CODE = 'ZA';
/** spec 3 §5: a phone number is 9 to 11 digits. */
export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX_DIGITS = 11;
/** spec 1 §5 "for +27 one less than the limit": a South African local number without its 0. */
export const SOUTH_AFRICA_LOCAL_DIGITS = 9;

// Computed once at load: about 240 countries share some 215 calling codes.
const CALLING_CODES: readonly string[] = [
  SOUTH_AFRICA_CALLING_CODE,
  ...[...new Set(getCountries().map((country) => getCountryCallingCode(country)))]
    .filter((code) => code !== SOUTH_AFRICA_CALLING_CODE)
    .sort((a, b) => Number(a) - Number(b)),
];
const CALLING_CODE_SET: ReadonlySet<string> = new Set(CALLING_CODES);

/** Every country calling code libphonenumber-js knows, South Africa first, then ascending. */
export function callingCodes(): readonly string[] {
  return CALLING_CODES;
}

/** spec 1 §5: the country code must be one of the known calling codes ('+27' and '27' both read). */
export function isKnownCallingCode(code: string): boolean {
  return CALLING_CODE_SET.has(normalizeCallingCode(code));
}

/** The calling code of an ISO 3166 country ('ZA' → '27'); null for an unknown country. */
export function callingCodeOfCountry(countryCode: string): string | null {
  const upper = countryCode.trim().toUpperCase();
  const match = getCountries().find((country) => country === upper);
  return match === undefined ? null : getCountryCallingCode(match);
}

/** '+27', ' 27 ' → '27'. */
export function normalizeCallingCode(code: string): string {
  return code.trim().replace(/^\+/, '');
}

export function isSouthAfrican(callingCode: string): boolean {
  return normalizeCallingCode(callingCode) === SOUTH_AFRICA_CALLING_CODE;
}

export type PhoneProblem = 'not-digits' | 'too-short' | 'too-long' | 'wrong-length';

/**
 * spec 1 §5, spec 3 §5: digits only; 9 to 11 digits; for +27, once the leading 0 is dropped,
 * exactly 9 digits (so '0821234567' and '821234567' are both right). Null when valid.
 */
export function phoneNumberProblem(callingCode: string, localNumber: string): PhoneProblem | null {
  if (!/^\d+$/.test(localNumber)) return 'not-digits';
  if (isSouthAfrican(callingCode)) {
    return dropSouthAfricanZero(localNumber).length === SOUTH_AFRICA_LOCAL_DIGITS
      ? null
      : 'wrong-length';
  }
  if (localNumber.length < PHONE_MIN_DIGITS) return 'too-short';
  if (localNumber.length > PHONE_MAX_DIGITS) return 'too-long';
  return null;
}

export function isValidPhoneNumber(callingCode: string, localNumber: string): boolean {
  return phoneNumberProblem(callingCode, localNumber) === null;
}

/** spec 1 §5: a South African number drops its leading 0 when sent; others are sent as typed. */
export function localNumberForSending(callingCode: string, localNumber: string): string {
  const digits = localNumber.replace(/\D/g, '');
  return isSouthAfrican(callingCode) ? dropSouthAfricanZero(digits) : digits;
}

/** spec 1 §5: a South African number gets its leading 0 back for display and editing. */
export function localNumberForDisplay(callingCode: string, localNumber: string): string {
  const digits = localNumber.replace(/\D/g, '');
  if (!isSouthAfrican(callingCode) || digits === '' || digits.startsWith('0')) return digits;
  return `0${digits}`;
}

/** spec 1 §3: the stored form, calling code digits then the local number ('27' + '821234567'). */
export function toStoredPhoneNumber(callingCode: string, localNumber: string): string {
  return normalizeCallingCode(callingCode) + localNumberForSending(callingCode, localNumber);
}

/**
 * spec 1 §5: when editing, a stored number is split back into its calling code (the known code
 * it starts with; calling codes never prefix one another) and the local number for display.
 * The local part must have the 9 to 11 digits every saved number has; a number that fits no
 * known code that way is read as a South African local number.
 */
export function splitStoredPhoneNumber(stored: string): {
  callingCode: string;
  localNumber: string;
} {
  const digits = stored.replace(/\D/g, '');
  if (digits.startsWith('0')) {
    return { callingCode: SOUTH_AFRICA_CALLING_CODE, localNumber: digits };
  }
  for (const length of [1, 2, 3]) {
    const prefix = digits.slice(0, length);
    const rest = digits.length - length;
    if (isKnownCallingCode(prefix) && rest >= PHONE_MIN_DIGITS && rest <= PHONE_MAX_DIGITS) {
      return {
        callingCode: prefix,
        localNumber: localNumberForDisplay(prefix, digits.slice(length)),
      };
    }
  }
  return {
    callingCode: SOUTH_AFRICA_CALLING_CODE,
    localNumber: localNumberForDisplay(SOUTH_AFRICA_CALLING_CODE, digits),
  };
}

/**
 * spec 1 §5 (profile) "the last 9 or 10 digits are taken; for +27 a leading 0 is added for display":
 * for +27 the last 9 digits with a 0 in front, otherwise the last 10 digits of what follows the
 * calling code.
 */
export function profilePhoneForDisplay(stored: string, callingCode: string): string {
  const code = normalizeCallingCode(callingCode);
  let digits = stored.replace(/\D/g, '');
  if (isSouthAfrican(code)) {
    const last9 = digits.slice(-SOUTH_AFRICA_LOCAL_DIGITS);
    return last9 === '' ? '' : `0${last9}`;
  }
  if (code !== '' && digits.startsWith(code) && digits.length - code.length >= PHONE_MIN_DIGITS) {
    digits = digits.slice(code.length);
  }
  return digits.slice(-10);
}

/** The profile update's primaryPhoneNumber (spec 1 §3: calling code without plus, then number). */
export function profilePhoneForSending(callingCode: string, localNumber: string): string {
  return toStoredPhoneNumber(callingCode, localNumber);
}

/**
 * A stored number read strictly (the server's check of spec 1 §3's primaryPhoneNumber): digits
 * only, a known calling code followed by a local number that passes its rules. South African
 * numbers are stored without their 0, but one sent with it is read too. Null when no known code
 * fits.
 */
export function parseStoredPhoneNumber(
  stored: string,
): { callingCode: string; localNumber: string } | null {
  if (!/^\d+$/.test(stored)) return null;
  for (const length of [1, 2, 3]) {
    const prefix = stored.slice(0, length);
    const rest = stored.slice(length);
    if (isKnownCallingCode(prefix) && phoneNumberProblem(prefix, rest) === null) {
      return { callingCode: prefix, localNumber: localNumberForSending(prefix, rest) };
    }
  }
  return null;
}

function dropSouthAfricanZero(digits: string): string {
  return digits.startsWith('0') ? digits.slice(1) : digits;
}
