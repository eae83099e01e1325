import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areConfusable, skeleton } from './confusables';

describe('skeleton (UTS #39 §4)', () => {
  it.each([
    ['Cyrillic о for Latin o', 'C\u043Eronation', 'Coronation'],
    ['Cyrillic А for Latin A', '\u0410llan Gray', 'Allan Gray'],
    ['Greek Α for Latin A', '\u0391llan Gray', 'Allan Gray'],
    ['Greek ο for Latin o', 'Sanlam Gr\u03BFwth', 'Sanlam Growth'],
    ['Cyrillic К for Latin K', '\u041Aagiso', 'Kagiso'],
    ['a digit zero for a capital O', '0ld Mutual', 'Old Mutual'],
    ['a digit one for a small l', 'A11an', 'Allan'],
    ['rn for m', 'Mornentum', 'Momentum'],
    ['a soft hyphen inside', 'Coro\u00ADnation', 'Coronation'],
    ['a Mongolian vowel separator inside', 'Coro\u180Enation', 'Coronation'],
    ['a right-to-left override inside', 'Coro\u202Enation', 'Coronation'],
    ['an accent typed apart', 'Rene\u0301', 'René'],
  ])('%s looks the same', (_, lookAlike, original) => {
    expect(areConfusable(lookAlike, original)).toBe(true);
    expect(skeleton(lookAlike)).toBe(skeleton(original));
  });

  it.each([
    ['another word', 'Coronation Balanced', 'Coronation Balanced Plus'],
    ['another accent', 'René', 'Rene'],
    ['another letter', 'Sanlam', 'Sanlarn Growth'],
  ])('%s does not', (_, a, b) => {
    expect(areConfusable(a, b)).toBe(false);
  });

  it('is in NFD, for comparing only', () => {
    expect(skeleton('é')).toBe('e\u0301');
  });

  it('gives the same skeleton again when applied to one, for names in common scripts', () => {
    const letter = fc.constantFrom(...'aAoOеоАОΑοmrnIl10 Kк'.split(''), 'é', 'ß');
    fc.assert(
      fc.property(fc.string({ unit: letter }), (text) => {
        expect(skeleton(skeleton(text))).toBe(skeleton(text));
      }),
    );
  });
});
