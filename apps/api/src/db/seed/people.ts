import type { Faker } from '@faker-js/faker';
import { buildSaId } from '@portal/domain/sa-id';
import type { Rng } from './random';

// Made-up people with valid South African ID numbers (date of birth and Luhn check digit) or
// passports, and +27 phone numbers stored as calling code + number without the leading 0.

export type Person = {
  firstName: string;
  lastName: string;
  gender: 'Female' | 'Male';
  dateOfBirth: string;
  identifierType: 'ID' | 'Passport';
  idNumber: string | null;
  passportNumber: string | null;
  passportExpiryDate: string | null;
  passportCountry: string | null;
  phone: string;
  email: string;
};

const PASSPORT_EXPIRY_FROM = '2031-01-01';
const PASSPORT_EXPIRY_TO = '2036-12-31';

const PASSPORT_COUNTRIES = [
  'Zimbabwe',
  'Botswana',
  'Namibia',
  'Malawi',
  'Lesotho',
  'Eswatini',
  'Mozambique',
  'United Kingdom',
];

export function asciiSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

export function randomDate(rng: Rng, from: string, to: string): string {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  return new Date(start + Math.floor(rng.next() * (end - start))).toISOString().slice(0, 10);
}

export function mobileNumber(rng: Rng): string {
  // SA mobile numbers: 06x, 07x, 08x; stored as 27 + nine digits (spec 1 §3).
  return `27${rng.pick(['6', '7', '8'])}${rng.int(0, 4)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
}

export function makePerson(
  faker: Faker,
  rng: Rng,
  options: {
    bornFrom: string;
    bornTo: string;
    passportChance: number;
    emailDomain: string;
    gender?: 'Female' | 'Male';
  },
): Person {
  const gender = options.gender ?? (rng.chance(0.5) ? 'Female' : 'Male');
  const firstName = faker.person.firstName(gender === 'Female' ? 'female' : 'male');
  const lastName = faker.person.lastName();
  const dateOfBirth = randomDate(rng, options.bornFrom, options.bornTo);
  const hasPassport = rng.chance(options.passportChance);
  return {
    firstName,
    lastName,
    gender,
    dateOfBirth,
    identifierType: hasPassport ? 'Passport' : 'ID',
    idNumber: hasPassport
      ? null
      : buildSaId({
          dateOfBirth,
          gender: gender === 'Female' ? 'female' : 'male',
          sequence: rng.int(0, 4999),
          citizenship: rng.chance(0.95) ? 'citizen' : 'permanent-resident',
        }),
    passportNumber: hasPassport
      ? `${rng.pick(['A', 'M', 'P', 'Z'])}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`
      : null,
    // A fixed calendar date, like every personal detail (DESIGN §1a): valid for years to come.
    passportExpiryDate: hasPassport
      ? randomDate(rng, PASSPORT_EXPIRY_FROM, PASSPORT_EXPIRY_TO)
      : null,
    passportCountry: hasPassport ? rng.pick(PASSPORT_COUNTRIES) : null,
    phone: mobileNumber(rng),
    email: `${asciiSlug(firstName)}.${asciiSlug(lastName)}${rng.int(1, 999)}@${options.emailDomain}`,
  };
}
