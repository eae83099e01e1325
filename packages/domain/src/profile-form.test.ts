import { describe, expect, it } from 'vitest';
import {
  ProfileFormSchema,
  identityLabel,
  normalizeTitle,
  requiredContactFields,
} from './profile-form';

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
};

function errors(values: Record<string, unknown>) {
  const byPath: Record<string, string[]> = {};
  for (const issue of ProfileFormSchema.safeParse(values).error?.issues ?? []) {
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
      { registrationType: 'individual', preferredContactMethod: 'phone', primaryEmailAddress: '' },
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
