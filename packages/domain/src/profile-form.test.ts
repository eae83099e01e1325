import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { identityLabel, normalizeTitle, requiredContactFields } from './profile-fields';
import {
  isSameEmailAddress,
  ProfileFormSchema,
  ProfileUpdateSchema,
  changedProfileFields,
  identityFieldChanges,
  storedPhoneProblem,
} from './profile-form';
import type { ProfileUpdate } from './profile-form';

const valid = {
  title: 'Mr',
  initials: 'T J',
  firstName: 'Thabo',
  middleName: '',
  lastName: 'Mokoena',
  countryCode: '27',
  primaryContactNumber: '0821234567',
  primaryEmailAddress: 'thabo@example.co.za',
  streetName: '1 Main Road',
  suburb: 'Rondebosch',
  city: 'Cape Town',
  postalCode: '7700',
  country: 'South Africa',
  registrationType: 'combined',
  preferredContactMethod: 'email',
  recoveryCountryCode: '',
  recoveryContactNumber: '',
  recoveryEmailAddress: '',
};

function errors(values: Record<string, unknown>, schema: z.ZodType = ProfileFormSchema) {
  const byPath: Record<string, string[]> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    (byPath[issue.path.join('.')] ??= []).push(issue.message);
  }
  return byPath;
}

describe('ProfileFormSchema', () => {
  it('accepts a valid profile and treats title None as empty', () => {
    expect(ProfileFormSchema.parse({ ...valid, title: 'None' }).title).toBe('');
  });

  it.each([
    ['first name missing', { firstName: '' }, { firstName: ['First name is required'] }],
    [
      'surname with digits',
      { lastName: 'M0koena' },
      { lastName: ['cannot contain numbers or special characters'] },
    ],
    ['middle name optional', { middleName: null }, {}],
    [
      'middle name with digits',
      { middleName: 'J2' },
      { middleName: ['cannot contain numbers or special characters'] },
    ],
    [
      'initials too long',
      { initials: 'ABCDEFGHIJK' },
      { initials: ['Initials must be no more than 10 characters'] },
    ],
    [
      'initials with a full stop',
      { initials: 'T.J' },
      { initials: ['cannot contain numbers or special characters'] },
    ],
    [
      'postal code with letters',
      { postalCode: '77A0' },
      { postalCode: ['Postal code must contain only digits'] },
    ],
    [
      'postal code of 5',
      { postalCode: '77000' },
      { postalCode: ['Postal code must be no more than 4 characters'] },
    ],
    [
      'street too long',
      { streetName: 'a'.repeat(101) },
      { streetName: ['Street name must be no more than 100 characters'] },
    ],
    [
      'unknown calling code',
      { countryCode: '999' },
      { countryCode: ['Please select a valid Country code from the dropdown list'] },
    ],
    [
      'invalid phone',
      { primaryContactNumber: '08212' },
      { primaryContactNumber: ['Phone number must have 9 digits after the leading 0'] },
    ],
    [
      'combined needs all three',
      { countryCode: '', primaryContactNumber: '', primaryEmailAddress: '' },
      {
        primaryContactNumber: ['Phone number is required'],
        primaryEmailAddress: ['Email address is required'],
        countryCode: ['Country code is required'],
      },
    ],
    [
      'none needs all three',
      { registrationType: '', countryCode: '', primaryContactNumber: '', primaryEmailAddress: '' },
      {
        primaryContactNumber: ['Phone number is required'],
        primaryEmailAddress: ['Email address is required'],
        countryCode: ['Country code is required'],
      },
    ],
    [
      'individual, preferring phone, needs no email',
      { registrationType: 'individual', preferredContactMethod: 'SMS', primaryEmailAddress: '' },
      {},
    ],
    [
      'individual, preferring email, needs email',
      { registrationType: 'individual', primaryEmailAddress: '' },
      { primaryEmailAddress: ['Email address is required'] },
    ],
    [
      'individual needs phone',
      { registrationType: 'Individual', primaryContactNumber: '' },
      { primaryContactNumber: ['Phone number is required'] },
    ],
    [
      'corporate needs email only',
      { registrationType: 'corporate', countryCode: '', primaryContactNumber: '' },
      {},
    ],
    [
      'corporate without email',
      { registrationType: 'corporate', primaryEmailAddress: '' },
      { primaryEmailAddress: ['Email address is required'] },
    ],
    [
      'corporate with a phone still needs its code',
      { registrationType: 'corporate', countryCode: '' },
      { countryCode: ['Country code is required'] },
    ],
    [
      'invalid email',
      { primaryEmailAddress: 'thabo' },
      { primaryEmailAddress: ['Invalid Email address'] },
    ],
    [
      'email over 60',
      { primaryEmailAddress: `${'a'.repeat(52)}@mail.com` },
      { primaryEmailAddress: ['Email address must be no more than 60 characters'] },
    ],
    [
      'first name over 60',
      { firstName: 'A'.repeat(61) },
      { firstName: ['First name must be no more than 60 characters'] },
    ],
    ['a title from the list, any case', { title: 'prof' }, {}],
    [
      'a title not offered',
      { title: 'Sir' },
      { title: ['Please select a valid Title from the dropdown list'] },
    ],
    [
      'an unknown registration type',
      { registrationType: 'partnership' },
      { registrationType: ['Please select a valid Registration type from the dropdown list'] },
    ],
    [
      'an unknown contact method',
      { preferredContactMethod: 'pigeon' },
      {
        preferredContactMethod: [
          'Please select a valid Preferred contact method from the dropdown list',
        ],
      },
    ],
    [
      'a recovery number without its code',
      { recoveryContactNumber: '0831234567' },
      { recoveryCountryCode: ['Country code is required'] },
    ],
    [
      'a recovery number too short',
      { recoveryCountryCode: '44', recoveryContactNumber: '12345' },
      { recoveryContactNumber: ['Recovery contact number must be between 9 and 11 digits'] },
    ],
    [
      'a foreign recovery number',
      { recoveryCountryCode: '44', recoveryContactNumber: '7911123456' },
      {},
    ],
    [
      'an invalid recovery email',
      { recoveryEmailAddress: 'me@' },
      { recoveryEmailAddress: ['Invalid Email address'] },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(errors({ ...valid, ...overrides })).toEqual(expected);
  });
});

describe('profile helpers', () => {
  it.each([
    ['none', 'email', { phone: true, email: true, countryCode: true }],
    [null, null, { phone: true, email: true, countryCode: true }],
    ['combined', 'phone', { phone: true, email: true, countryCode: true }],
    ['individual', 'Email', { phone: true, email: true, countryCode: true }],
    ['individual', 'sms', { phone: true, email: false, countryCode: true }],
    ['individual', null, { phone: true, email: false, countryCode: true }],
    ['CORPORATE', 'Email', { phone: false, email: true, countryCode: false }],
    ['corporate', 'phone', { phone: false, email: true, countryCode: false }],
  ])('requiredContactFields(%j, %j)', (type, method, expected) => {
    expect(requiredContactFields(type, method)).toEqual(expected);
  });

  it.each([
    ['ID', 'ID number'],
    ['Passport', 'Passport number'],
    ['', 'Number'],
    [null, 'Number'],
  ])('identityLabel(%j) is %s', (type, expected) => {
    expect(identityLabel(type)).toBe(expected);
  });

  it.each([
    ['None', ''],
    ['Dr', 'Dr'],
    [undefined, ''],
  ])('normalizeTitle(%j) is %j', (title, expected) => {
    expect(normalizeTitle(title)).toBe(expected);
  });
});

const update: ProfileUpdate = {
  title: 'Mr',
  initials: 'T J',
  firstName: 'Thabo',
  middleName: '',
  surname: 'Mokoena',
  primaryPhoneNumber: '27821234567',
  recoveryContactNumber: '',
  primaryEmailAddress: 'thabo@example.co.za',
  recoveryEmailAddress: '',
  streetName: '1 Main Road',
  suburb: 'Rondebosch',
  city: 'Cape Town',
  postalCode: '7700',
  country: 'South Africa',
  registrationType: 'combined',
  preferredContactMethod: 'Email',
};

describe("ProfileUpdateSchema (the server's check of the stored profile with the changes)", () => {
  it('normalises what it accepts: a +27 number sent with its 0, a type in capitals', () => {
    const parsed = ProfileUpdateSchema.parse({
      ...update,
      primaryPhoneNumber: '270821234567',
      registrationType: 'Individual',
      preferredContactMethod: 'sms',
      title: 'None',
    });
    expect(parsed).toMatchObject({
      primaryPhoneNumber: '27821234567',
      registrationType: 'individual',
      preferredContactMethod: 'SMS',
      title: '',
    });
  });

  it.each([
    [
      'combined without a phone',
      { primaryPhoneNumber: '' },
      { primaryPhoneNumber: ['Phone number is required'] },
    ],
    ['corporate without a phone', { registrationType: 'corporate', primaryPhoneNumber: '' }, {}],
    [
      'corporate without an email',
      { registrationType: 'corporate', primaryEmailAddress: '' },
      { primaryEmailAddress: ['Email address is required'] },
    ],
    [
      'individual preferring SMS without an email',
      { registrationType: 'individual', preferredContactMethod: 'SMS', primaryEmailAddress: '' },
      {},
    ],
    [
      'individual preferring email without an email',
      { registrationType: 'individual', primaryEmailAddress: '' },
      { primaryEmailAddress: ['Email address is required'] },
    ],
    [
      'a phone with letters',
      { primaryPhoneNumber: '27AB1234567' },
      { primaryPhoneNumber: ['Phone number must contain only digits'] },
    ],
    [
      'a +27 number a digit short',
      { primaryPhoneNumber: '2782123456' },
      { primaryPhoneNumber: ['Phone number must have 9 digits after the leading 0'] },
    ],
    ['a UK number', { primaryPhoneNumber: '447911123456' }, {}],
    [
      'no known calling code',
      { primaryPhoneNumber: '999123456789' },
      { primaryPhoneNumber: ['Please select a valid Country code from the dropdown list'] },
    ],
    [
      'a recovery number a digit short',
      { recoveryContactNumber: '2783123456' },
      { recoveryContactNumber: ['Recovery contact number must have 9 digits after the leading 0'] },
    ],
    ['surname missing', { surname: ' ' }, { surname: ['Surname is required'] }],
    [
      'postal code of 5',
      { postalCode: '77001' },
      { postalCode: ['Postal code must be no more than 4 characters'] },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(errors({ ...update, ...overrides }, ProfileUpdateSchema)).toEqual(expected);
  });

  it('reads null as empty', () => {
    expect(ProfileUpdateSchema.parse({ ...update, middleName: null, city: null })).toMatchObject({
      middleName: '',
      city: '',
    });
  });
});

describe('storedPhoneProblem', () => {
  it.each([
    ['', null],
    ['27821234567', null],
    ['1234', 'Phone number must be between 9 and 11 digits'],
    ['999123456789', 'Please select a valid Country code from the dropdown list'],
    ['27-82', 'Phone number must contain only digits'],
  ])('%j', (stored, expected) => {
    expect(storedPhoneProblem(stored, 'Phone number')).toBe(expected);
  });
});

describe('identityFieldChanges', () => {
  const stored = {
    dateOfBirth: '1985-03-04',
    identifierType: 'ID',
    identityNumber: '8503045800087',
  };
  it.each([
    [{}, []],
    [{ dateOfBirth: '1985-03-04', identifierType: 'id', identityNumber: ' 8503045800087 ' }, []],
    [{ dateOfBirth: '1985-03-05' }, ['dateOfBirth']],
    [{ identifierType: 'Passport' }, ['identifierType']],
    [{ identityNumber: '8503045800088' }, ['identityNumber']],
    [{ identityNumber: null }, ['identityNumber']],
    [{ identityNumber: '' }, ['identityNumber']],
    [
      { dateOfBirth: '', identifierType: 'Passport', identityNumber: 'A1234567' },
      ['dateOfBirth', 'identifierType', 'identityNumber'],
    ],
  ])('%j', (sent, expected) => {
    expect(identityFieldChanges(stored, sent)).toEqual(expected);
  });
});

describe('changedProfileFields', () => {
  const record = (overrides: Partial<Record<string, string>> = {}) =>
    ({ ...update, ...overrides }) as Record<keyof typeof update, string>;
  it("lists the fields that differ, in the page's order", () => {
    expect(changedProfileFields(record(), record())).toEqual([]);
    expect(
      changedProfileFields(record(), record({ city: 'Durban', firstName: 'Thabang' })),
    ).toEqual(['firstName', 'city']);
  });
});

describe('isSameEmailAddress', () => {
  it.each([
    ['thandi@example.co.za', 'Thandi@Example.CO.ZA', true],
    ['thandi@example.co.za', '  thandi@example.co.za ', true],
    ['thandi@example.co.za', 'thandi@example.com', false],
    ['thandi@example.co.za', 'thandie@example.co.za', false],
    ['', ' ', true],
  ])('%s and %s: %s', (a, b, isSame) => {
    expect(isSameEmailAddress(a, b)).toBe(isSame);
  });
});
