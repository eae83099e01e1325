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

/**
 * The prefixes of South Africa's cell phone ranges (ICASA's numbering plan: 060–068, 071–074,
 * 076, 078, 079, 081–084). 080 is toll-free and 086 share-call, so neither is a cell number.
 */
export const MOBILE_PREFIXES = [
  '60',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '67',
  '68',
  '71',
  '72',
  '73',
  '74',
  '76',
  '78',
  '79',
  '81',
  '82',
  '83',
  '84',
] as const;

export function mobileNumber(rng: Rng): string {
  // Stored as 27 + nine digits, without the leading 0 (spec 1 §3).
  return `27${rng.pick(MOBILE_PREFIXES)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
}

/** Suburbs of South African cities with their postal codes (street delivery). */
export const SA_PLACES: readonly { suburb: string; city: string; postalCode: string }[] = [
  { suburb: 'Rondebosch', city: 'Cape Town', postalCode: '7700' },
  { suburb: 'Claremont', city: 'Cape Town', postalCode: '7708' },
  { suburb: 'Sea Point', city: 'Cape Town', postalCode: '8005' },
  { suburb: 'Observatory', city: 'Cape Town', postalCode: '7925' },
  { suburb: 'Bellville', city: 'Cape Town', postalCode: '7530' },
  { suburb: 'Durbanville', city: 'Cape Town', postalCode: '7550' },
  { suburb: 'Khayelitsha', city: 'Cape Town', postalCode: '7784' },
  { suburb: 'Mitchells Plain', city: 'Cape Town', postalCode: '7785' },
  { suburb: 'Randburg', city: 'Johannesburg', postalCode: '2194' },
  { suburb: 'Rosebank', city: 'Johannesburg', postalCode: '2196' },
  { suburb: 'Melville', city: 'Johannesburg', postalCode: '2092' },
  { suburb: 'Orlando East', city: 'Johannesburg', postalCode: '1804' },
  { suburb: 'Midrand', city: 'Johannesburg', postalCode: '1685' },
  { suburb: 'Roodepoort', city: 'Johannesburg', postalCode: '1724' },
  { suburb: 'Hatfield', city: 'Pretoria', postalCode: '0083' },
  { suburb: 'Arcadia', city: 'Pretoria', postalCode: '0083' },
  { suburb: 'Menlo Park', city: 'Pretoria', postalCode: '0081' },
  { suburb: 'Brooklyn', city: 'Pretoria', postalCode: '0181' },
  { suburb: 'Centurion', city: 'Pretoria', postalCode: '0157' },
  { suburb: 'Mabopane', city: 'Pretoria', postalCode: '0190' },
  { suburb: 'Benoni West', city: 'Benoni', postalCode: '1501' },
  { suburb: 'Kempton Park', city: 'Ekurhuleni', postalCode: '1619' },
  { suburb: 'Morningside', city: 'Durban', postalCode: '4001' },
  { suburb: 'Durban North', city: 'Durban', postalCode: '4051' },
  { suburb: 'Umlazi', city: 'Durban', postalCode: '4031' },
  { suburb: 'Westville', city: 'Durban', postalCode: '3629' },
  { suburb: 'Umhlanga', city: 'Durban', postalCode: '4319' },
  { suburb: 'Scottsville', city: 'Pietermaritzburg', postalCode: '3201' },
  { suburb: 'Summerstrand', city: 'Gqeberha', postalCode: '6001' },
  { suburb: 'Walmer', city: 'Gqeberha', postalCode: '6070' },
  { suburb: 'Vincent', city: 'East London', postalCode: '5247' },
  { suburb: 'Westdene', city: 'Bloemfontein', postalCode: '9301' },
  { suburb: 'Bendor', city: 'Polokwane', postalCode: '0699' },
  { suburb: 'Seshego', city: 'Polokwane', postalCode: '0742' },
  { suburb: 'Sonheuwel', city: 'Mbombela', postalCode: '1201' },
  { suburb: 'Die Boord', city: 'Stellenbosch', postalCode: '7600' },
  { suburb: 'Heather Park', city: 'George', postalCode: '6529' },
  { suburb: 'Belgravia', city: 'Kimberley', postalCode: '8301' },
  { suburb: 'Cashan', city: 'Rustenburg', postalCode: '0299' },
  { suburb: 'Potchefstroom Central', city: 'Potchefstroom', postalCode: '2531' },
];

const STREET_NAMES = [
  'Main',
  'Church',
  'Voortrekker',
  'Jan Smuts',
  'Nelson Mandela',
  'Oxford',
  'Long',
  'Kloof',
  'Beach',
  'Victoria',
  'Jacaranda',
  'Protea',
  'Pretorius',
  'Florida',
  'Bree',
  'Rivonia',
  'Musgrave',
  'Albert',
  'Msimang',
  'Sisulu',
  'Louis Botha',
  'Umgeni',
  'Stanza Bopape',
  'Govan Mbeki',
  'Hendrik Potgieter',
  'Acacia',
  'Marula',
  'Kiaat',
  'Fynbos',
  'Disa',
];
const STREET_KINDS = ['Street', 'Road', 'Avenue', 'Drive', 'Crescent', 'Lane', 'Close'];

/** A street address, suburb, city and postal code in South Africa. */
export function saAddress(rng: Rng): {
  street: string;
  suburb: string;
  city: string;
  postalCode: string;
} {
  const place = rng.pick(SA_PLACES);
  return {
    street: `${rng.int(1, 250)} ${rng.pick(STREET_NAMES)} ${rng.pick(STREET_KINDS)}`,
    ...place,
  };
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
