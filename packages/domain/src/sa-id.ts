import { formatIsoDate, isAfter, isValidIsoDate, isValidYearMonthDay, parseIsoDate } from './dates';

// A South African identity number is YYMMDD SSSS C A Z: date of birth, a sequence number whose
// range gives the gender, a citizenship digit, a historical digit (usually 8) and a Luhn check
// digit. spec 1 §5: ID number, digits only, 13 characters; years 00-49 read as 2000s, others 1900s.

export const SA_ID_LENGTH = 13;

export const Gender = { Female: 'female', Male: 'male' } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];

export const Citizenship = {
  Citizen: 'citizen',
  PermanentResident: 'permanent-resident',
  Refugee: 'refugee',
} as const;
export type Citizenship = (typeof Citizenship)[keyof typeof Citizenship];

const CITIZENSHIP_BY_DIGIT: Readonly<Record<string, Citizenship>> = {
  '0': Citizenship.Citizen,
  '1': Citizenship.PermanentResident,
  '2': Citizenship.Refugee,
};
const DIGIT_BY_CITIZENSHIP: Readonly<Record<Citizenship, string>> = {
  citizen: '0',
  'permanent-resident': '1',
  refugee: '2',
};

/** Sequence numbers 0000–4999 are female, 5000–9999 male. */
const MALE_SEQUENCE_START = 5000;
/** Years 00–49 are read as 2000s, 50–99 as 1900s (spec 1 §5). */
const CENTURY_PIVOT = 50;

export type SaIdInvalidReason =
  'not-13-digits' | 'invalid-date' | 'invalid-citizenship' | 'invalid-check-digit';

export type SaIdResult =
  | {
      valid: true;
      dateOfBirth: string;
      gender: Gender;
      citizenship: Citizenship;
    }
  | { valid: false; reason: SaIdInvalidReason };

/** Reads and checks a 13-digit South African ID number. */
export function parseSaId(id: string): SaIdResult {
  if (!/^\d{13}$/.test(id)) return { valid: false, reason: 'not-13-digits' };
  const dateOfBirth = dateOfBirthFromYymmdd(id.slice(0, 6));
  if (dateOfBirth === null) return { valid: false, reason: 'invalid-date' };
  const citizenship = CITIZENSHIP_BY_DIGIT[id.charAt(10)];
  if (citizenship === undefined) return { valid: false, reason: 'invalid-citizenship' };
  if (luhnCheckDigit(id.slice(0, 12)) !== Number(id.charAt(12))) {
    return { valid: false, reason: 'invalid-check-digit' };
  }
  const sequence = Number(id.slice(6, 10));
  const gender = sequence >= MALE_SEQUENCE_START ? Gender.Male : Gender.Female;
  return { valid: true, dateOfBirth, gender, citizenship };
}

export function isValidSaId(id: string): boolean {
  return parseSaId(id).valid;
}

/**
 * The Luhn check digit for the first 12 digits: counting from the right of the 12, every other
 * digit starting with the rightmost is doubled (it becomes second from the right once the check
 * digit is appended), and the check digit brings the total to a multiple of 10.
 */
export function luhnCheckDigit(first12: string): number {
  if (!/^\d+$/.test(first12)) throw new RangeError(`Not digits: '${first12}'`);
  let sum = 0;
  for (let index = 0; index < first12.length; index += 1) {
    const digit = Number(first12.charAt(first12.length - 1 - index));
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    } else {
      sum += digit;
    }
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Builds a valid ID number (for demo data and tests). `sequence` is 0–4999, the position within
 * the gender's half of the range: a male's sequence is stored as 5000 + sequence.
 */
export function buildSaId(input: {
  dateOfBirth: string;
  gender: Gender;
  sequence: number;
  citizenship: Citizenship;
  /** The twelfth digit, historically a race marker and now almost always 8. */
  historicalDigit?: number;
}): string {
  const { dateOfBirth, gender, sequence, citizenship, historicalDigit = 8 } = input;
  if (!Number.isInteger(sequence) || sequence < 0 || sequence >= MALE_SEQUENCE_START) {
    throw new RangeError(`Sequence must be 0–4999, got ${sequence}`);
  }
  if (!Number.isInteger(historicalDigit) || historicalDigit < 0 || historicalDigit > 9) {
    throw new RangeError(`Historical digit must be 0–9, got ${historicalDigit}`);
  }
  const { year } = parseIsoDate(dateOfBirth);
  const expectedCentury = year % 100 < CENTURY_PIVOT ? 2000 : 1900;
  if (year - (year % 100) !== expectedCentury) {
    throw new RangeError(`Year ${year} cannot be written in an ID (00–49 are 2000s, 50–99 1900s)`);
  }
  const fullSequence = gender === Gender.Male ? MALE_SEQUENCE_START + sequence : sequence;
  const first12 =
    yymmddFromDateOfBirth(dateOfBirth) +
    String(fullSequence).padStart(4, '0') +
    DIGIT_BY_CITIZENSHIP[citizenship] +
    String(historicalDigit);
  return first12 + String(luhnCheckDigit(first12));
}

/** 'YYYY-MM-DD' → 'YYMMDD'. */
export function yymmddFromDateOfBirth(dateOfBirth: string): string {
  return dateOfBirth.slice(2, 4) + dateOfBirth.slice(5, 7) + dateOfBirth.slice(8, 10);
}

/** 'YYMMDD' → 'YYYY-MM-DD' by the century rule of spec 1 §5; null when not a real date. */
export function dateOfBirthFromYymmdd(yymmdd: string): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const parts = {
    year: yy < CENTURY_PIVOT ? 2000 + yy : 1900 + yy,
    month: Number(yymmdd.slice(2, 4)),
    day: Number(yymmdd.slice(4, 6)),
  };
  return isValidYearMonthDay(parts) ? formatIsoDate(parts) : null;
}

/**
 * spec 3 §5: the date of birth matches the first six digits of the ID number (YYMMDD). Used in
 * both directions of spec 1 §5's group check. False when either value is missing or malformed.
 */
export function idMatchesDateOfBirth(id: string, dateOfBirth: string): boolean {
  if (!/^\d{6}/.test(id) || !isValidIsoDate(dateOfBirth)) return false;
  return id.slice(0, 6) === yymmddFromDateOfBirth(dateOfBirth);
}

/**
 * spec 1 §5 auto-fill: typing a date of birth fills the first six ID digits as YYMMDD, only while
 * the ID field is untouched and the form is not editing an existing beneficiary. Returns the new
 * ID value (the digits after the sixth are kept), or null when nothing should change.
 */
export function idPrefixFromDateOfBirth(input: {
  dateOfBirth: string;
  idNumber: string;
  isIdTouched: boolean;
  isEditing: boolean;
}): string | null {
  const { dateOfBirth, idNumber, isIdTouched, isEditing } = input;
  if (isIdTouched || isEditing || !isValidIsoDate(dateOfBirth)) return null;
  return yymmddFromDateOfBirth(dateOfBirth) + idNumber.slice(6);
}

/**
 * spec 1 §5 auto-fill: an ID of six or more digits fills the date of birth (00–49 → 2000s,
 * otherwise 1900s); an impossible or future date is ignored (null).
 */
export function dateOfBirthFromIdPrefix(idDigits: string, today: string): string | null {
  if (!/^\d{6,}$/.test(idDigits)) return null;
  const dateOfBirth = dateOfBirthFromYymmdd(idDigits.slice(0, 6));
  if (dateOfBirth === null || isAfter(dateOfBirth, today)) return null;
  return dateOfBirth;
}
