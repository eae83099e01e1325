import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeProductName } from './external-fund';
import { isProductNameTaken, isSameProductName } from './external-fund-names';

const EXISTING = 'Coronation Balanced';

describe('isSameProductName', () => {
  it.each([
    ['the same name', 'Coronation Balanced'],
    ['another case', 'CORONATION balanced'],
    ['surrounding and doubled spaces', '  Coronation  Balanced '],
    ['a zero-width space', 'Coronation\u200B Balanced'],
    ['full-width letters', 'Ｃｏｒｏｎａｔｉｏｎ Balanced'],
    ['a soft hyphen', 'Coro\u00ADnation Balanced'],
    ['a Mongolian vowel separator', 'Coronation\u180E Balanced'],
    ['a right-to-left override', '\u202ECoronation Balanced'],
    ['an isolate pair', 'Coronation \u2066Balanced\u2069'],
    ['a Cyrillic о for a Latin o', 'C\u043Eronation Balanced'],
    ['a Cyrillic О in capitals', 'C\u041ERONATION BALANCED'],
    ['a Greek ο for a Latin o', 'Coronati\u03BFn Balanced'],
    ['a Cyrillic а in lower case', 'Coronation B\u0430lanced'],
    ['a Latin alpha for an a', 'Coronation B\u0251lanced'],
    ['a Greek Α for a capital A', 'CORONATION B\u0391LANCED'],
  ])('%s is the existing name', (_, typed) => {
    expect(isSameProductName(typed, EXISTING)).toBe(true);
    expect(isProductNameTaken(typed, [EXISTING])).toBe(true);
  });

  it.each([
    ['Cyrillic К for a capital K', '\u041Aagiso Equity', 'Kagiso Equity'],
    ['Cyrillic М for a capital M', '\u041Comentum Focus', 'Momentum Focus'],
    ['a Greek Α for a capital A', '\u0391llan Gray Balanced', 'allan gray balanced'],
  ])('%s matches in either case', (_, typed, existing) => {
    expect(isSameProductName(typed, existing)).toBe(true);
  });

  it.each([
    ['another word', 'Coronation Balanced Plus'],
    ['another letter', 'Coronation Balance'],
    ['another accent', 'Coronatión Balanced'],
  ])('%s is a new name', (_, typed) => {
    expect(isProductNameTaken(typed, [EXISTING])).toBe(false);
  });

  it('finds nothing among no names', () => {
    expect(isProductNameTaken('Anything', [])).toBe(false);
  });
});

const letter = fc.constantFrom(...'aceoprsxyABCEHKMOPTX '.split(''));
/** Look-alikes from confusables.txt: Cyrillic letters drawn like the Latin ones above. */
const CYRILLIC_OF: Record<string, string> = {
  a: '\u0430',
  c: '\u0441',
  e: '\u0435',
  o: '\u043E',
  p: '\u0440',
  x: '\u0445',
  y: '\u0443',
  A: '\u0410',
  B: '\u0412',
  C: '\u0421',
  E: '\u0415',
  H: '\u041D',
  K: '\u041A',
  M: '\u041C',
  O: '\u041E',
  P: '\u0420',
  T: '\u0422',
  X: '\u0425',
};
const invisible = fc.constantFrom('\u00AD', '\u180E', '\u200B', '\u200E', '\u202E', '\u2066');

describe('isSameProductName (properties)', () => {
  it('matches a name spelt with Cyrillic look-alikes and invisible characters', () => {
    fc.assert(
      fc.property(
        fc.array(letter, { minLength: 2 }),
        fc.array(fc.boolean()),
        fc.array(fc.tuple(fc.nat(), invisible)),
        (letters, swaps, insertions) => {
          const disguised = letters.map((c, i) => (swaps[i] ? (CYRILLIC_OF[c] ?? c) : c));
          for (const [at, character] of insertions)
            disguised.splice(at % (disguised.length + 1), 0, character);
          expect(isSameProductName(disguised.join(''), letters.join(''))).toBe(true);
        },
      ),
    );
  });

  it('keeps names that are idempotent and match themselves', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.oneof(letter, invisible) }), (typed) => {
        const kept = normalizeProductName(typed);
        expect(normalizeProductName(kept)).toBe(kept);
        expect(isSameProductName(typed, kept)).toBe(true);
      }),
    );
  });
});
