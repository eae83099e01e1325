import { describe, expect, it } from 'vitest';
import { beneficiaryFormSchema, funeralBeneficiaryFormSchema } from './beneficiary-form';
import { buildSaId } from './sa-id';

const today = '2026-03-05';
const idFor1980 = buildSaId({
  dateOfBirth: '1980-01-01',
  gender: 'female',
  sequence: 42,
  citizenship: 'citizen',
});

const valid = {
  firstName: 'Thandi',
  lastName: 'van der Merwe',
  titleId: '2',
  relationshipId: 3,
  beneficiaryTypeId: '1',
  dateOfBirth: '1980-01-01',
  identityType: 'id',
  identityNumber: idFor1980,
  passportNumber: '',
  expiryDate: '',
  country: '',
  countryCode: '27',
  phoneNumber: '0821234567',
  email: '',
  allocation: '50.5',
  notes: 'Please pay to my daughter, 50% now!',
};

/** The messages per field, in order. */
function errors(schema: ReturnType<typeof beneficiaryFormSchema>, values: Record<string, unknown>) {
  const result = schema.safeParse(values);
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? [])
    (byPath[issue.path.join('.')] ??= []).push(issue.message);
  return byPath;
}

describe('beneficiaryFormSchema', () => {
  const schema = beneficiaryFormSchema(today);

  it('accepts a valid form and trims and converts values', () => {
    const parsed = schema.parse({ ...valid, firstName: ' Thandi ', titleId: 2 });
    expect(parsed).toMatchObject({
      firstName: 'Thandi',
      titleId: '2',
      relationshipId: '3',
      allocation: 50.5,
    });
  });

  it.each([
    ['first name missing', { firstName: '' }, { firstName: ['First name is required'] }],
    ['first name null', { firstName: null }, { firstName: ['First name is required'] }],
    [
      'first name too long',
      { firstName: 'A'.repeat(61) },
      { firstName: ['First name must be no more than 60 characters'] },
    ],
    ['first name at the limit', { firstName: 'A'.repeat(60) }, {}],
    [
      'surname with digits',
      { lastName: 'Smith2' },
      { lastName: ['cannot contain numbers or special characters'] },
    ],
    ['surname with an apostrophe and hyphen', { lastName: "O'Brien-Ndlovu" }, {}],
    ['title missing', { titleId: '' }, { titleId: ['Title is required'] }],
    [
      'relationship missing',
      { relationshipId: null },
      { relationshipId: ['Relationship is required'] },
    ],
    [
      'beneficiary type missing',
      { beneficiaryTypeId: undefined },
      { beneficiaryTypeId: ['Beneficiary type is required'] },
    ],
    [
      'date of birth missing',
      { dateOfBirth: '', identityNumber: '' },
      { dateOfBirth: ['Date of birth is required'], identityNumber: ['ID number is required'] },
    ],
    [
      'date of birth in the future',
      { dateOfBirth: '2026-03-06', identityNumber: '' },
      {
        dateOfBirth: ['Selection cannot be a future date.'],
        identityNumber: ['ID number is required'],
      },
    ],
    [
      'date of birth today',
      {
        dateOfBirth: today,
        identityType: 'passport',
        passportNumber: 'A1234567',
        expiryDate: today,
        country: 'ZA',
      },
      {},
    ],
    [
      'ID with letters',
      { identityNumber: '80010150090A7' },
      { identityNumber: ['ID number must contain only digits'] },
    ],
    [
      'ID too short',
      { identityNumber: '800101500908' },
      { identityNumber: ['ID number must be 13 digits long'] },
    ],
    [
      'ID and date of birth do not match',
      { dateOfBirth: '1980-01-02' },
      {
        dateOfBirth: ['The date of birth does not match the ID number'],
        identityNumber: ['The ID number does not match the date of birth'],
      },
    ],
    [
      'identity type missing',
      { identityType: undefined },
      { identityType: ['ID or passport is required'] },
    ],
    [
      'passport chosen with nothing filled',
      { identityType: 'passport', identityNumber: '' },
      {
        passportNumber: ['Passport number is required'],
        expiryDate: ['Expiry date is required'],
        country: ['Country of issue is required'],
      },
    ],
    [
      'passport with a space',
      { identityType: 'passport', passportNumber: 'A12 34567', expiryDate: today, country: 'GB' },
      { passportNumber: ['cannot contain special characters or spaces'] },
    ],
    [
      'passport of 7',
      { identityType: 'passport', passportNumber: 'A123456', expiryDate: today, country: 'GB' },
      { passportNumber: ['Passport number must be 8 or 9 characters long'] },
    ],
    [
      'passport of 10',
      { identityType: 'passport', passportNumber: 'A123456789', expiryDate: today, country: 'GB' },
      { passportNumber: ['Passport number must be 8 or 9 characters long'] },
    ],
    [
      'passport of 9, expiring today',
      { identityType: 'passport', passportNumber: 'A12345678', expiryDate: today, country: 'GB' },
      {},
    ],
    [
      'passport expired',
      {
        identityType: 'passport',
        passportNumber: 'A12345678',
        expiryDate: '2026-03-04',
        country: 'GB',
      },
      { expiryDate: ['Expiry date must not be before today'] },
    ],
    [
      'phone without a country code',
      { countryCode: '' },
      { countryCode: ['Country code is required'] },
    ],
    [
      'unknown country code',
      { countryCode: '999' },
      { countryCode: ['Please select a valid Country code from the dropdown list'] },
    ],
    [
      'South African number too short',
      { phoneNumber: '082123456' },
      { phoneNumber: ['Phone number must have 9 digits after the leading 0'] },
    ],
    ['South African number without its 0', { phoneNumber: '821234567' }, {}],
    [
      'foreign number too long',
      { countryCode: '44', phoneNumber: '123456789012' },
      { phoneNumber: ['Phone number must be between 9 and 11 digits'] },
    ],
    [
      'phone with spaces',
      { phoneNumber: '082 123 4567' },
      { phoneNumber: ['Phone number must contain only digits'] },
    ],
    [
      'neither phone nor email',
      { phoneNumber: '', email: ' ' },
      { phoneNumber: ['One of the fields is required'], email: ['One of the fields is required'] },
    ],
    ['email only', { phoneNumber: '', countryCode: '', email: 'thandi@example.co.za' }, {}],
    ['invalid email', { email: 'thandi@' }, { email: ['Invalid Email address'] }],
    [
      'email too long',
      { email: `${'a'.repeat(50)}@example.com` },
      { email: ['Email address must be no more than 60 characters'] },
    ],
    ['allocation missing', { allocation: '' }, { allocation: ['Share percentage is required'] }],
    [
      'allocation not a number',
      { allocation: 'ten' },
      { allocation: ['Please enter a valid number'] },
    ],
    [
      'allocation with 3 decimals',
      { allocation: '10.125' },
      { allocation: ['up to 2 decimal places'] },
    ],
    [
      'allocation as a number with 3 decimals',
      { allocation: 10.125 },
      { allocation: ['up to 2 decimal places'] },
    ],
    [
      'allocation over 100',
      { allocation: 100.01 },
      { allocation: ['Please enter a number less than or equal to 100'] },
    ],
    ['allocation of 100', { allocation: '100' }, {}],
    [
      'allocation negative',
      { allocation: -1 },
      { allocation: ['Please enter a number more than or equal to 0'] },
    ],
    [
      'notes with a special character',
      { notes: 'pay <now>' },
      {
        notes: [
          'Special characters are not permitted in this text field. Only letters, numbers, pecentage sign and standard punctuation are allowed.',
        ],
      },
    ],
    [
      'notes over 1000',
      { notes: 'a'.repeat(1001) },
      { notes: ['Notes must be no more than 1000 characters'] },
    ],
    [
      'notes with lines and punctuation',
      { notes: 'Line one.\nLine two: (see "note"); 100% - ok?' },
      {},
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(errors(schema, { ...valid, ...overrides })).toEqual(expected);
  });

  it('shows group messages even when another field fails', () => {
    expect(
      errors(schema, { ...valid, firstName: '', allocation: 'x', phoneNumber: '', email: '' }),
    ).toEqual({
      firstName: ['First name is required'],
      allocation: ['Please enter a valid number'],
      phoneNumber: ['One of the fields is required'],
      email: ['One of the fields is required'],
    });
  });
});

describe('funeralBeneficiaryFormSchema', () => {
  const schema = funeralBeneficiaryFormSchema(today);
  const idOn = (dateOfBirth: string) =>
    buildSaId({ dateOfBirth, gender: 'male', sequence: 1, citizenship: 'citizen' });

  it.each([
    ['2008-03-05', {}],
    ['2008-03-06', { dateOfBirth: ['Beneficiary must be at least 18 years of age'] }],
    ['2026-03-06', { dateOfBirth: ['Selection cannot be a future date.'] }],
  ])('date of birth %s', (dateOfBirth, expected) => {
    const identityNumber = dateOfBirth > today ? '' : idOn(dateOfBirth);
    const result = errors(schema, { ...valid, dateOfBirth, identityNumber });
    delete result['identityNumber'];
    expect(result).toEqual(expected);
  });
});
