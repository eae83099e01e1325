import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  callingCodeOfCountry,
  callingCodes,
  isKnownCallingCode,
  isValidPhoneNumber,
  localNumberForDisplay,
  localNumberForSending,
  phoneNumberProblem,
  profilePhoneForDisplay,
  profilePhoneForSending,
  splitStoredPhoneNumber,
  toStoredPhoneNumber,
} from './phone';

describe('calling codes', () => {
  it('lists South Africa first and no duplicates', () => {
    const codes = callingCodes();
    expect(codes[0]).toBe('27');
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThan(200);
  });

  it.each([
    ['27', true],
    ['+27', true],
    ['1', true],
    ['44', true],
    ['264', true],
    ['999', false],
    ['0', false],
    ['', false],
  ])('isKnownCallingCode(%j) is %s', (code, expected) => {
    expect(isKnownCallingCode(code)).toBe(expected);
  });

  it.each([
    ['ZA', '27'],
    ['na', '264'],
    ['XX', null],
  ])('callingCodeOfCountry(%s) is %j', (country, code) => {
    expect(callingCodeOfCountry(country)).toBe(code);
  });

  it('no calling code is a prefix of another (so a stored number splits one way)', () => {
    const codes = callingCodes();
    for (const a of codes) {
      for (const b of codes) if (a !== b) expect(b.startsWith(a)).toBe(false);
    }
  });
});

describe('phone number rules', () => {
  it.each([
    ['27', '0821234567', null],
    ['27', '821234567', null],
    ['+27', '821234567', null],
    ['27', '82123456', 'wrong-length'],
    ['27', '08212345678', 'wrong-length'],
    ['27', '8212345678', 'wrong-length'],
    ['27', '082 123 4567', 'not-digits'],
    ['27', '', 'not-digits'],
    ['44', '7911123456', null],
    ['44', '123456789', null],
    ['44', '12345678901', null],
    ['44', '12345678', 'too-short'],
    ['44', '123456789012', 'too-long'],
    ['44', '+447911123', 'not-digits'],
  ])('%s %s: %j', (code, number, problem) => {
    expect(phoneNumberProblem(code, number)).toBe(problem);
    expect(isValidPhoneNumber(code, number)).toBe(problem === null);
  });
});

describe('sending and showing', () => {
  it.each([
    ['27', '0821234567', '821234567', '0821234567', '27821234567'],
    ['27', '821234567', '821234567', '0821234567', '27821234567'],
    ['44', '07911123456', '07911123456', '07911123456', '4407911123456'],
    ['264', '811234567', '811234567', '811234567', '264811234567'],
  ])('%s %s sends %s, shows %s, stores %s', (code, local, sent, shown, stored) => {
    expect(localNumberForSending(code, local)).toBe(sent);
    expect(localNumberForDisplay(code, local)).toBe(shown);
    expect(toStoredPhoneNumber(code, local)).toBe(stored);
    expect(profilePhoneForSending(`+${code}`, local)).toBe(stored);
  });

  it.each([
    ['27821234567', '27', '0821234567'],
    ['+27 82 123 4567', '27', '0821234567'],
    ['0821234567', '27', '0821234567'],
    ['821234567', '27', '0821234567'],
    ['447911123456', '44', '7911123456'],
    ['264811234567', '264', '811234567'],
    ['12025550123', '1', '2025550123'],
  ])('splitStoredPhoneNumber(%s) gives %s / %s', (stored, callingCode, localNumber) => {
    expect(splitStoredPhoneNumber(stored)).toEqual({ callingCode, localNumber });
  });

  it('a stored number splits back to what was typed', () => {
    const arbitrary = fc.oneof(
      fc.record({ code: fc.constant('27'), local: fc.stringMatching(/^0?[1-9]\d{8}$/) }),
      fc.record({
        code: fc.constantFrom('44', '264', '1', '61', '971'),
        local: fc.stringMatching(/^[1-9]\d{8,10}$/),
      }),
    );
    fc.assert(
      fc.property(arbitrary, ({ code, local }) => {
        const split = splitStoredPhoneNumber(toStoredPhoneNumber(code, local));
        expect(split).toEqual({
          callingCode: code,
          localNumber: localNumberForDisplay(code, local),
        });
      }),
    );
  });

  it.each([
    ['27821234567', '27', '0821234567'],
    ['0821234567', '+27', '0821234567'],
    ['', '27', ''],
    ['447911123456', '44', '7911123456'],
    ['0447911123456', '44', '7911123456'],
    ['264811234567', '264', '811234567'],
  ])('profilePhoneForDisplay(%s, %s) is %s', (stored, code, shown) => {
    expect(profilePhoneForDisplay(stored, code)).toBe(shown);
  });
});
