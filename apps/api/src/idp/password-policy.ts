import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

// What a new password must be (DESIGN §1d): at least 12 characters (NIST SP 800-63B asks for at
// least 8 and no composition rules; we ask more of an account that can move money), not too easy
// to guess by zxcvbn's estimate, and free of the member's own names, username and email address.

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;
/** zxcvbn's score 0–4: 3 is "safely unguessable" (about 10^10 guesses or more). */
const MIN_SCORE = 3;

export const PASSWORD_MESSAGES = {
  tooShort: `Your new password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `Your new password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  personal: 'Your new password must not contain your name, username or email address.',
  tooEasy:
    'This password is too easy to guess. Use a longer phrase of words that do not belong together.',
  mismatch: 'The new passwords do not match.',
  sameAsCurrent: 'Your new password must be different from your current password.',
} as const;

let checker: Promise<ZxcvbnFactory> | undefined;
/** zxcvbn with its English and common dictionaries, loaded when first needed (a few MB). */
function passwordChecker(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        translations: en.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...en.dictionary },
      }),
  );
  return checker;
}

/** The parts of the member's own details a password may not contain (3 characters or more). */
function personalWords(personal: { names: string[]; username: string; email: string | null }) {
  const words = [...personal.names, personal.username];
  // The address's own part only: a domain (gmail, co.za) is no one's personal word.
  if (personal.email) words.push(personal.email.split('@')[0] ?? '');
  return words
    .flatMap((word) => word.toLowerCase().split(/[\s.@_-]+/))
    .filter((word) => word.length >= 3);
}

/** Why a new password is refused, in the member's words; undefined when it is accepted. */
export async function newPasswordProblem(
  password: string,
  confirmation: string,
  personal: { names: string[]; username: string; email: string | null },
): Promise<string | undefined> {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (password !== confirmation) return PASSWORD_MESSAGES.mismatch;
  const words = personalWords(personal);
  const lower = password.toLowerCase();
  if (words.some((word) => lower.includes(word))) return PASSWORD_MESSAGES.personal;
  const result = (await passwordChecker()).check(password, words);
  if (result.score < MIN_SCORE) return PASSWORD_MESSAGES.tooEasy;
  return undefined;
}
