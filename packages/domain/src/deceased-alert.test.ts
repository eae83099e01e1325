import { describe, expect, it } from 'vitest';
import {
  DECEASED_ALERT_REFERENCE_PATTERN,
  DECEASED_ALERT_RELATIONSHIPS,
  deceasedAlertLabels,
  deceasedAlertReference,
  deceasedAlertSchema,
  southAfricanLocalNumber,
} from './deceased-alert';

const TODAY = '2026-11-22';

/** A valid report: the deceased was born on 14 March 1952 (ID 520314…). */
const VALID = {
  deceasedFirstName: 'Nomsa',
  deceasedLastName: 'van der Merwe',
  deceasedIdNumber: '5203140123089',
  dateOfDeath: '2026-11-01',
  relationship: 'Child',
  reporterName: "Thabo O'Brien",
  reporterPhone: '082 555 0199',
  reporterEmail: 'thabo@example.co.za',
};

function errors(input: Record<string, unknown>): Record<string, string[]> {
  const result = deceasedAlertSchema(TODAY).safeParse(input);
  if (result.success) return {};
  const found: Record<string, string[]> = {};
  for (const issue of result.error.issues) (found[issue.path.join('.')] ??= []).push(issue.message);
  return found;
}

describe('the Report a death form', () => {
  it('accepts a complete report and gives the phone as its local digits', () => {
    const parsed = deceasedAlertSchema(TODAY).parse({
      ...VALID,
      deceasedIdNumber: '520314 0123 089',
    });
    expect(parsed).toEqual({
      ...VALID,
      deceasedIdNumber: '5203140123089',
      reporterPhone: '27825550199',
      message: '',
    });
  });

  it('names every missing field by its label', () => {
    expect(errors({})).toEqual({
      deceasedFirstName: ['First name of the deceased is required'],
      deceasedLastName: ['Surname of the deceased is required'],
      deceasedIdNumber: ['ID number of the deceased is required'],
      dateOfDeath: ['Date of death is required'],
      relationship: ['Your relationship to the deceased is required'],
      reporterName: ['Your full name is required'],
      reporterPhone: ['Your phone number is required'],
      reporterEmail: ['Your email address is required'],
    });
  });

  it.each([
    ['5203140123', 'ID number must be 13 digits long'],
    ['5203140123088', 'Please enter a valid ID number'],
    ['5213140123089', 'Please enter a valid ID number'],
  ])('refuses the ID number %s', (deceasedIdNumber, message) => {
    expect(errors({ ...VALID, deceasedIdNumber })).toEqual({ deceasedIdNumber: [message] });
  });

  it('takes a date of death from the date of birth to today, and nothing else', () => {
    expect(errors({ ...VALID, dateOfDeath: TODAY })).toEqual({});
    expect(errors({ ...VALID, dateOfDeath: '1952-03-14' })).toEqual({});
    expect(errors({ ...VALID, dateOfDeath: '2026-11-23' })).toEqual({
      dateOfDeath: ['Selection cannot be a future date.'],
    });
    expect(errors({ ...VALID, dateOfDeath: '1952-03-13' })).toEqual({
      dateOfDeath: ['The date of death cannot be before the date of birth in the ID number'],
    });
    expect(errors({ ...VALID, dateOfDeath: '2026-02-30' })).toEqual({
      dateOfDeath: ['Date of death is required'],
    });
    // With another field wrong, the birth rule still shows.
    expect(errors({ ...VALID, reporterName: '', dateOfDeath: '1950-01-01' })).toEqual({
      reporterName: ['Your full name is required'],
      dateOfDeath: ['The date of death cannot be before the date of birth in the ID number'],
    });
  });

  it('takes a relationship from its list only', () => {
    for (const relationship of DECEASED_ALERT_RELATIONSHIPS)
      expect(errors({ ...VALID, relationship })).toEqual({});
    expect(errors({ ...VALID, relationship: 'Neighbour' })).toEqual({
      relationship: [
        `Please select a valid ${deceasedAlertLabels.relationship} from the dropdown list`,
      ],
    });
  });

  it.each([
    ['0825550199', {}],
    ['+27 82 555 0199', {}],
    ['27825550199', {}],
    ['082-555-0199', {}],
    ['08255501', { reporterPhone: ['Your phone number must have 9 digits after the leading 0'] }],
    ['082 555 O199', { reporterPhone: ['Your phone number must contain only digits'] }],
  ])('reads the phone number %s', (reporterPhone, expected) => {
    expect(errors({ ...VALID, reporterPhone })).toEqual(expected);
  });

  it('checks names, email and the message', () => {
    expect(
      errors({
        ...VALID,
        deceasedFirstName: 'N0msa',
        reporterEmail: 'thabo@example',
        message: 'x'.repeat(1001),
      }),
    ).toEqual({
      deceasedFirstName: ['cannot contain numbers or special characters'],
      reporterEmail: ['Invalid Email address'],
      message: ['Anything else we should know must be no more than 1000 characters'],
    });
    expect(errors({ ...VALID, message: 'Please call after 17:00 (weekdays).' })).toEqual({});
  });

  it('reads South African numbers written internationally', () => {
    expect(southAfricanLocalNumber('+27 (82) 555-0199')).toBe('825550199');
    expect(southAfricanLocalNumber('0027825550199')).toBe('825550199');
    expect(southAfricanLocalNumber('082 555 0199')).toBe('0825550199');
  });
});

describe('a report’s reference', () => {
  it('is DMA and eight characters of Crockford’s base32, from the random bytes given', () => {
    expect(deceasedAlertReference(new Uint8Array(8))).toBe('DMA00000000');
    expect(deceasedAlertReference(Uint8Array.from([31, 30, 18, 19, 21, 22, 27, 255]))).toBe(
      'DMAZYJKNPVZ',
    );
    // Every byte maps to a character of the alphabet: no I, L, O or U to misread.
    for (let byte = 0; byte < 256; byte += 1) {
      const reference = deceasedAlertReference(new Uint8Array(8).fill(byte));
      expect(reference).toMatch(DECEASED_ALERT_REFERENCE_PATTERN);
      expect(reference).not.toMatch(/[ILOU]/);
    }
    // The references given before (the row's id in eight digits) fit the pattern too.
    expect('DMA00000012').toMatch(DECEASED_ALERT_REFERENCE_PATTERN);
    expect(() => deceasedAlertReference(new Uint8Array(7))).toThrow(RangeError);
  });
});
