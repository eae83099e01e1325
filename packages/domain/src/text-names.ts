// Names compared and kept as people see them. A name can hold characters that show nothing, or
// that only change the direction of the text around them: two names that look the same on screen
// could otherwise be told apart, and a file name could show its extension reversed.

/**
 * Unicode's bidirectional controls (UAX #9 §2: the Arabic letter mark, the implicit marks LRM and
 * RLM, the embeddings and overrides LRE..RLO, the isolates LRI..PDI). All of them are
 * Default_Ignorable_Code_Point in Unicode 15–17 too, but they are named here so that a name never
 * keeps one whatever Unicode version the runtime's tables follow.
 */
const BIDI_CONTROLS = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';

/**
 * U+180E MONGOLIAN VOWEL SEPARATOR: a space separator (Zs) until Unicode 6.3 made it a format
 * character (Cf); its properties have moved between versions, so it is named here too. It shows
 * nothing in a Latin name.
 */
const MONGOLIAN_VOWEL_SEPARATOR = '\\u180E';

/**
 * What a name never keeps: every Default_Ignorable_Code_Point (UAX #44; Unicode's own list of
 * characters that render as nothing when not supported, e.g. the soft hyphen, zero-width spaces
 * and joiners, variation selectors, Hangul fillers), the bidirectional controls and U+180E.
 */
const INVISIBLE = new RegExp(
  `[\\p{Default_Ignorable_Code_Point}${BIDI_CONTROLS}${MONGOLIAN_VOWEL_SEPARATOR}]`,
  'gu',
);

/**
 * What a file name never keeps: the invisible characters above and every other format character
 * (general category Cf, UAX #44), such as the Arabic number signs or the interlinear annotation
 * marks, which change how the text around them is drawn.
 */
const FORMAT = new RegExp(
  `[\\p{Cf}\\p{Default_Ignorable_Code_Point}${BIDI_CONTROLS}${MONGOLIAN_VOWEL_SEPARATOR}]`,
  'gu',
);

/** `text` without the characters that show nothing or only steer the text's direction. */
export function withoutInvisibleCharacters(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** `text` without any format character (Cf), default ignorable or bidirectional control. */
export function withoutFormatCharacters(text: string): string {
  return text.replace(FORMAT, '');
}

/**
 * A name the member typed, as it is compared and stored: canonically composed (Unicode NFC, so
 * 'é' typed as e + U+0301 is the same name as 'é') and without invisible characters. The
 * composition runs again after the removal: a removed joiner can leave a letter next to the mark
 * it was keeping apart.
 */
export function cleanName(text: string): string {
  return withoutInvisibleCharacters(text.normalize('NFC')).normalize('NFC');
}
