import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildSaId,
  dateOfBirthFromIdPrefix,
  dateOfBirthFromYymmdd,
  idMatchesDateOfBirth,
  idPrefixFromDateOfBirth,
  isValidSaId,
  luhnCheckDigit,
  parseSaId,
  type Citizenship,
  type Gender,
} from './sa-id';

describe('parseSaId', () => {
  it.each([
    [
      '8001015009087',
      { valid: true, dateOfBirth: '1980-01-01', gender: 'male', citizenship: 'citizen' },
    ],
    [
      buildSaId({
        dateOfBirth: '2001-02-28',
        gender: 'female',
        sequence: 123,
        citizenship: 'permanent-resident',
      }),
      {
        valid: true,
        dateOfBirth: '2001-02-28',
        gender: 'female',
        citizenship: 'permanent-resident',
      },
    ],
    [
      buildSaId({
        dateOfBirth: '1950-12-31',
        gender: 'male',
        sequence: 4999,
        citizenship: 'refugee',
      }),
      { valid: true, dateOfBirth: '1950-12-31', gender: 'male', citizenship: 'refugee' },
    ],
    ['800101500908', { valid: false, reason: 'not-13-digits' }],
    ['80010150090877', { valid: false, reason: 'not-13-digits' }],
    ['800101500908a', { valid: false, reason: 'not-13-digits' }],
    [' 8001015009087', { valid: false, reason: 'not-13-digits' }],
    ['8002305009087', { valid: false, reason: 'invalid-date' }],
    ['8013015009087', { valid: false, reason: 'invalid-date' }],
    ['8001005009087', { valid: false, reason: 'invalid-date' }],
    ['8001015009387', { valid: false, reason: 'invalid-citizenship' }],
    ['8001015009088', { valid: false, reason: 'invalid-check-digit' }],
  ])('parses %s', (id, expected) => {
    expect(parseSaId(id)).toEqual(expected);
  });

  it.each([
    ['0000', 'female'],
    ['4999', 'female'],
    ['5000', 'male'],
    ['9999', 'male'],
  ])('sequence %s is %s', (sequence, gender) => {
    const first12 = `900215${sequence}08`;
    const result = parseSaId(first12 + String(luhnCheckDigit(first12)));
    expect(result.valid && result.gender).toBe(gender);
  });

  it('reads 29 Feb only in leap years: 2000 yes, 1900s odd years no', () => {
    expect(
      isValidSaId(
        buildSaId({
          dateOfBirth: '2000-02-29',
          gender: 'male',
          sequence: 1,
          citizenship: 'citizen',
        }),
      ),
    ).toBe(true);
    const first12 = '990229500908';
    expect(parseSaId(first12 + String(luhnCheckDigit(first12)))).toEqual({
      valid: false,
      reason: 'invalid-date',
    });
  });

  it('accepts every built ID and rejects any single changed check digit', () => {
    const arbitraryId = fc.record({
      dateOfBirth: fc
        .date({
          min: new Date('1950-01-01T00:00:00Z'),
          max: new Date('2049-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString().slice(0, 10)),
      gender: fc.constantFrom<Gender>('female', 'male'),
      sequence: fc.integer({ min: 0, max: 4999 }),
      citizenship: fc.constantFrom<Citizenship>('citizen', 'permanent-resident', 'refugee'),
    });
    fc.assert(
      fc.property(arbitraryId, fc.integer({ min: 1, max: 9 }), (input, shift) => {
        const id = buildSaId(input);
        expect(parseSaId(id)).toEqual({
          valid: true,
          dateOfBirth: input.dateOfBirth,
          gender: input.gender,
          citizenship: input.citizenship,
        });
        const wrong = id.slice(0, 12) + String((Number(id.charAt(12)) + shift) % 10);
        expect(parseSaId(wrong)).toEqual({ valid: false, reason: 'invalid-check-digit' });
      }),
    );
  });
});

describe('luhnCheckDigit', () => {
  it.each([
    ['800101500908', 7],
    ['7992739871', 3],
    ['000000000000', 0],
  ])('of %s is %d', (digits, check) => {
    expect(luhnCheckDigit(digits)).toBe(check);
  });

  it('detects any single-digit error', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{12}$/),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 1, max: 9 }),
        (digits, at, shift) => {
          const changed =
            digits.slice(0, at) +
            String((Number(digits.charAt(at)) + shift) % 10) +
            digits.slice(at + 1);
          expect(luhnCheckDigit(changed)).not.toBe(luhnCheckDigit(digits));
        },
      ),
    );
  });

  it('refuses non-digits', () => {
    expect(() => luhnCheckDigit('12a')).toThrow(RangeError);
  });
});

describe('buildSaId', () => {
  it.each([
    [
      { dateOfBirth: '1980-01-01', gender: 'male', sequence: 9, citizenship: 'citizen' },
      '8001015009087',
    ],
  ] as const)('builds %j as %s', (input, id) => {
    expect(buildSaId(input)).toBe(id);
  });

  it.each([
    [{ dateOfBirth: '2050-01-01', gender: 'male', sequence: 0, citizenship: 'citizen' }],
    [{ dateOfBirth: '1949-01-01', gender: 'male', sequence: 0, citizenship: 'citizen' }],
    [{ dateOfBirth: '1980-01-01', gender: 'male', sequence: 5000, citizenship: 'citizen' }],
    [{ dateOfBirth: '1980-02-30', gender: 'male', sequence: 0, citizenship: 'citizen' }],
  ] as const)('refuses %j', (input) => {
    expect(() => buildSaId(input)).toThrow(RangeError);
  });
});

describe('date of birth and ID', () => {
  it.each([
    ['8001015009087', '1980-01-01', true],
    ['8001015009087', '1980-01-02', false],
    ['8001015009087', '2080-01-01', true],
    ['800101', '1980-01-01', true],
    ['80010', '1980-01-01', false],
    ['', '1980-01-01', false],
    ['8001015009087', '', false],
  ])('idMatchesDateOfBirth(%s, %s) is %s', (id, dob, expected) => {
    expect(idMatchesDateOfBirth(id, dob)).toBe(expected);
  });

  it.each([
    ['490101', '2049-01-01'],
    ['500101', '1950-01-01'],
    ['000229', '2000-02-29'],
    ['010229', null],
    ['801301', null],
    ['80010', null],
  ])('dateOfBirthFromYymmdd(%s) is %s', (yymmdd, expected) => {
    expect(dateOfBirthFromYymmdd(yymmdd)).toBe(expected);
  });

  it.each([
    ['800101', '2026-03-05', '1980-01-01'],
    ['8001015009087', '2026-03-05', '1980-01-01'],
    ['260305', '2026-03-05', '2026-03-05'],
    ['260306', '2026-03-05', null],
    ['491231', '2026-03-05', null],
    ['80010', '2026-03-05', null],
    ['801301', '2026-03-05', null],
    ['80-101', '2026-03-05', null],
  ])('dateOfBirthFromIdPrefix(%s, today %s) is %s', (id, today, expected) => {
    expect(dateOfBirthFromIdPrefix(id, today)).toBe(expected);
  });

  it.each([
    [{ dateOfBirth: '1980-01-01', idNumber: '', isIdTouched: false, isEditing: false }, '800101'],
    [
      {
        dateOfBirth: '1980-01-01',
        idNumber: '7501015009087',
        isIdTouched: false,
        isEditing: false,
      },
      '8001015009087',
    ],
    [{ dateOfBirth: '1980-01-01', idNumber: '', isIdTouched: true, isEditing: false }, null],
    [{ dateOfBirth: '1980-01-01', idNumber: '', isIdTouched: false, isEditing: true }, null],
    [{ dateOfBirth: '', idNumber: '', isIdTouched: false, isEditing: false }, null],
  ])('idPrefixFromDateOfBirth(%j) is %s', (input, expected) => {
    expect(idPrefixFromDateOfBirth(input)).toBe(expected);
  });
});
