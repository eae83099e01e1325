import { z } from 'zod';
import { isValidIsoDate } from './dates';
import { fieldLabels, messages } from './messages';
import { readNumberInput } from './number-input';
import type { PhoneProblem } from './phone';
import { cleanName } from './text-names';

// Building blocks for the form schemas: each field rule of spec 1 §5 and spec 3 §5 once, with
// the shared messages. Form values arrive as typed text, numbers or null (an empty picker), so
// every block reads null/undefined as empty and reports "is required" rather than a type error.

// Reading typed numbers needs no schema library: those rules live in number-input.ts (which a page
// can load without zod) and are offered here too for the forms' schemas.
export { decimalPlacesOf, readNumberInput } from './number-input';

/**
 * Group-level checks (ID/date-of-birth match, "one of the fields") run even when a field already
 * failed, so that a save shows every message at once (spec 1 §5: an invalid save marks all fields).
 */
export const ALWAYS = { when: () => true } as const;

/**
 * spec 1 §5 "alphabetic only": letters (any script, with accents), spaces, apostrophes and hyphens,
 * the generic "letters with accents, apostrophe and hyphen" validator of spec 3 §5, so that names
 * such as "O'Brien", "Mary-Jane" and "van der Merwe" are accepted.
 */
export const NAME_PATTERN = /^[\p{L}\p{M}' \-’]*$/u;
/** Initials: letters and spaces only (spec 1 §5: initials have the alphabetic rule). */
export const INITIALS_PATTERN = /^[\p{L}\p{M} ]*$/u;
/** spec 3 §5 alphanumeric: "cannot contain special characters or spaces". */
export const ALPHANUMERIC_PATTERN = /^[A-Za-z0-9]*$/;
/**
 * spec 1 §5 notes: letters, digits, % . , ! ? space and standard punctuation only. We read
 * "standard punctuation" as ' " - ( ) : ; / and line breaks; symbols such as < > { } [ ] \ | ^ ~
 * ` $ # @ & * = + _ are refused.
 */
export const FREE_TEXT_PATTERN = /^[\p{L}\p{M}\d%.,!? \r\n'"’‘“”\-():;/]*$/u;
/** A pragmatic email shape: something@domain.tld with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Free text: null/undefined read as '', surrounding spaces trimmed. Never fails. */
export function optionalText() {
  return z.preprocess((value) => value ?? '', z.string().trim());
}

/**
 * A name as typed, read as it shows: null/undefined as '', text in NFC without the characters that
 * show nothing (text-names.ts), so that what is checked, compared and stored is what people see.
 */
function typedName(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? cleanName(value) : value;
}

/** spec 1 §5: a person's name, required or not, at most `max` characters, alphabetic only. */
export function nameText(label: string, max: number, options: { required?: boolean } = {}) {
  let schema = z.string().trim();
  if (options.required !== false) schema = schema.min(1, { error: messages.required(label) });
  return z.preprocess(
    typedName,
    schema
      .max(max, { error: messages.maxLength(label, max) })
      .regex(NAME_PATTERN, { error: messages.alphabetic }),
  );
}

/** Initials: alphabetic (letters and spaces), at most `max` characters, optional. */
export function initialsText(label: string, max: number) {
  return z.preprocess(
    typedName,
    z
      .string()
      .trim()
      .max(max, { error: messages.maxLength(label, max) })
      .regex(INITIALS_PATTERN, { error: messages.alphabetic }),
  );
}

/**
 * spec 3 §5 goal names: 2 to 30 characters, not whitespace only; required unless `optional`
 * (the education beneficiary name), in which case blank passes and gives ''.
 */
export function goalNameText(label: string, options: { optional?: boolean } = {}) {
  const min = 2;
  const max = 30;
  return z
    .preprocess(typedName, z.string())
    .superRefine((value, ctx) => {
      if (value === '') {
        if (options.optional !== true)
          ctx.addIssue({ code: 'custom', message: messages.required(label) });
        return;
      }
      const trimmed = value.trim();
      if (trimmed === '') {
        ctx.addIssue({ code: 'custom', message: messages.whitespaceOnly(label) });
      } else if (trimmed.length < min) {
        ctx.addIssue({ code: 'custom', message: messages.minLength(label, min) });
      } else if (trimmed.length > max) {
        ctx.addIssue({ code: 'custom', message: messages.maxLength(label, max) });
      }
    })
    .transform((value) => value.trim());
}

/** An optional email: blank passes; otherwise valid and at most `max` characters. */
export function emailText(label: string, max: number) {
  return z.preprocess(
    (value) => value ?? '',
    z
      .string()
      .trim()
      .max(max, { error: messages.maxLength(label, max) })
      .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: messages.email }),
  );
}

/** A required pick from a list (a value-set id or option); output as text, '' refused. */
export function requiredChoice(label: string) {
  return z.preprocess(
    (value) => (value === null || value === undefined ? '' : String(value).trim()),
    z.string().min(1, { error: messages.required(label) }),
  );
}

/** A calendar date 'YYYY-MM-DD' that is required. */
export function requiredDate(label: string) {
  return z.preprocess(
    (value) => value ?? '',
    z.string().refine((value) => isValidIsoDate(value), { error: messages.required(label) }),
  );
}

/** An optional calendar date: '' or a real 'YYYY-MM-DD'. */
export function optionalDate(label: string) {
  return z.preprocess(
    (value) => value ?? '',
    z.string().refine((value) => value === '' || isValidIsoDate(value), {
      error: messages.required(label),
    }),
  );
}

/**
 * A required whole number: blank → "{field} is required", not a number → "Please enter a valid
 * number", a fraction → "Please enter a number without decimals or characters". `blankAs` makes
 * blank count as that value instead (DESIGN §5: a blank once-off contribution counts as 0).
 */
export function wholeNumberInput(label: string, options: { blankAs?: number } = {}) {
  return z.preprocess(
    (value) => readNumberInput(value, options.blankAs),
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? messages.required(label) : messages.invalidNumber,
      })
      .refine((value) => Number.isInteger(value), { error: messages.integer }),
  );
}

/** Messages for a phone number problem: the "{field} must {rule}" template of spec 3 §5. */
export function phoneProblemMessage(
  problem: PhoneProblem,
  label: string = fieldLabels.phoneNumber,
): string {
  switch (problem) {
    case 'not-digits':
      return messages.length(label, 'contain only digits');
    case 'wrong-length':
      return messages.length(label, 'have 9 digits after the leading 0');
    case 'too-short':
    case 'too-long':
      return messages.length(label, 'be between 9 and 11 digits');
  }
}
