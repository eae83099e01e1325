import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanName, withoutFormatCharacters, withoutInvisibleCharacters } from './text-names';
import { goalNameText, initialsText, nameText } from './validators';

/** Characters that show nothing, or only steer direction: each must leave a name. */
const INVISIBLES = [
  ['soft hyphen', '\u00AD'],
  ['combining grapheme joiner', '\u034F'],
  ['Arabic letter mark', '\u061C'],
  ['Hangul choseong filler', '\u115F'],
  ['Mongolian vowel separator', '\u180E'],
  ['Mongolian free variation selector one', '\u180B'],
  ['zero-width space', '\u200B'],
  ['zero-width non-joiner', '\u200C'],
  ['zero-width joiner', '\u200D'],
  ['left-to-right mark', '\u200E'],
  ['right-to-left mark', '\u200F'],
  ['left-to-right embedding', '\u202A'],
  ['right-to-left embedding', '\u202B'],
  ['pop directional formatting', '\u202C'],
  ['left-to-right override', '\u202D'],
  ['right-to-left override', '\u202E'],
  ['word joiner', '\u2060'],
  ['invisible times', '\u2062'],
  ['left-to-right isolate', '\u2066'],
  ['right-to-left isolate', '\u2067'],
  ['first strong isolate', '\u2068'],
  ['pop directional isolate', '\u2069'],
  ['Hangul filler', '\u3164'],
  ['variation selector 16', '\uFE0F'],
  ['zero-width no-break space', '\uFEFF'],
  ['half-width Hangul filler', '\uFFA0'],
  ['tag latin small letter a', '\u{E0061}'],
  ['variation selector 17', '\u{E0100}'],
] as const;

describe('withoutInvisibleCharacters and cleanName', () => {
  it.each(INVISIBLES)('removes the %s', (_, character) => {
    expect(withoutInvisibleCharacters(`Th${character}abo`)).toBe('Thabo');
    expect(cleanName(`${character}Th${character}abo${character}`)).toBe('Thabo');
  });

  it.each([
    ['keeps letters of every script', 'Nomvula Ṭhabo Ndlovu-Müller', 'Nomvula Ṭhabo Ndlovu-Müller'],
    ['keeps apostrophes and spaces', "  O'Brien van der Merwe ", "  O'Brien van der Merwe "],
    ['composes an accent typed apart', 'Rene\u0301', 'René'],
    ['composes across a removed joiner', 'Rene\u200D\u0301', 'René'],
    ['keeps a visible hyphen', 'Mary-Jane', 'Mary-Jane'],
    ['keeps a no-break space (it shows)', 'Mary\u00A0Jane', 'Mary\u00A0Jane'],
  ])('%s', (_, typed, kept) => {
    expect(cleanName(typed)).toBe(kept);
  });

  it('names the Unicode lists it follows: the bidi controls are all default ignorable here', () => {
    const bidi = ['\u061C', '\u200E', '\u200F', '\u202A', '\u202E', '\u2066', '\u2069'];
    for (const control of bidi)
      expect(/\p{Default_Ignorable_Code_Point}/u.test(control)).toBe(true);
  });
});

describe('the name fields of the forms (validators.ts)', () => {
  it.each([
    ['a person’s name', nameText('First name', 30), 'T\u00ADh\u034Fabo\u202E ', 'Thabo'],
    [
      'a person’s name in Mongolian-separated pieces',
      nameText('Surname', 30),
      'Van\u180Ede',
      'Vande',
    ],
    ['a name typed with a separate accent', nameText('Surname', 30), 'Rene\u0301', 'René'],
    ['initials', initialsText('Initials', 5), 'T\u200BN', 'TN'],
    ['a goal’s name', goalNameText('Goal name'), ' House\u2066 deposit\u2069', 'House deposit'],
  ])('keep %s without invisible characters', (_, schema, typed, kept) => {
    expect(schema.parse(typed)).toBe(kept);
  });

  it('reads a name of invisible characters alone as not given', () => {
    expect(nameText('First name', 30).safeParse('\u00AD\u200B').success).toBe(false);
    expect(goalNameText('Goal name').safeParse('\u202E\u2066').success).toBe(false);
  });
});

describe('withoutFormatCharacters', () => {
  it.each([
    ['a right-to-left override', '\u202Efdp.exe.pdf', 'fdp.exe.pdf'],
    ['an isolate pair', 'scan\u2067gpj\u2069.pdf', 'scangpj.pdf'],
    ['an Arabic number sign (Cf, not ignorable)', 'statement\u0600.pdf', 'statement.pdf'],
    ['an interlinear annotation anchor', 'id\uFFF9copy.png', 'idcopy.png'],
    ['a soft hyphen', 'pay\u00ADslip.pdf', 'payslip.pdf'],
    ['the Mongolian vowel separator', 'bank\u180E.pdf', 'bank.pdf'],
    ['nothing visible', 'my id (copy) – page 1.pdf', 'my id (copy) – page 1.pdf'],
  ])('removes %s', (_, given, kept) => {
    expect(withoutFormatCharacters(given)).toBe(kept);
  });
});

const visible = fc.constantFrom(
  ..."aeiouoOAKkMmIil01 -’'".split(''),
  'é',
  'e\u0301',
  '\u0301',
  '\u0316',
  'о',
  'А',
  'Ж',
  'ß',
  'Ｂ',
);
const invisible = fc.constantFrom(...INVISIBLES.map(([, character]) => character));

describe('cleanName (properties)', () => {
  it('is idempotent and leaves no invisible character', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.oneof(visible, invisible) }), (typed) => {
        const kept = cleanName(typed);
        expect(cleanName(kept)).toBe(kept);
        expect(withoutInvisibleCharacters(kept)).toBe(kept);
      }),
    );
  });

  it('gives one name for strings that differ only by invisible characters', () => {
    fc.assert(
      fc.property(
        fc.array(visible),
        fc.array(fc.tuple(fc.nat(), invisible)),
        (parts, insertions) => {
          const plain = parts.join('');
          const spiked = [...parts];
          for (const [at, character] of insertions)
            spiked.splice(at % (spiked.length + 1), 0, character);
          expect(cleanName(spiked.join(''))).toBe(cleanName(plain));
        },
      ),
    );
  });
});
