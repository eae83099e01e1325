import { z } from 'zod';
import {
  DECEASED_ALERT_MESSAGE_MAX,
  DECEASED_ALERT_RELATIONSHIPS,
  DECEASED_NAME_MAX,
  REPORTER_EMAIL_MAX,
  REPORTER_NAME_MAX,
  deceasedAlertLabels,
} from './deceased-alert-fields';
import { isAfter, isBefore, isValidIsoDate } from './dates';
import { messages } from './messages';
import { localNumberForSending, phoneNumberProblem, SOUTH_AFRICA_CALLING_CODE } from './phone';
import { parseSaId } from './sa-id';
import {
  ALWAYS,
  EMAIL_PATTERN,
  FREE_TEXT_PATTERN,
  nameText,
  phoneProblemMessage,
} from './validators';

// 'Report a death' (spec 3 §7 SendDeceasedMemberAlert): the deceased's names, ID number and date
// of death, the reporter's relationship to them and contact details. The web form and the API
// check with this one schema.

export {
  DECEASED_ALERT_MESSAGE_MAX,
  DECEASED_ALERT_RELATIONSHIPS,
  DECEASED_NAME_MAX,
  REPORTER_EMAIL_MAX,
  REPORTER_NAME_MAX,
  deceasedAlertLabels,
  type DeceasedAlertField,
} from './deceased-alert-fields';

export const deceasedAlertMessages = {
  idNumberLength: 'ID number must be 13 digits long',
  idNumberInvalid: 'Please enter a valid ID number',
  beforeBirth: 'The date of death cannot be before the date of birth in the ID number',
  /** The reporter gave their own ID number (the server knows it; the form does not). */
  ownIdNumber:
    'This is the ID number we hold for you. Please enter the ID number of the person who passed away.',
} as const;

/**
 * Crockford's base32: digits and capitals without I, L, O and U, which are easily misread or
 * mistyped when a reference is read out over the phone.
 */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const DECEASED_ALERT_REFERENCE_LENGTH = 8;

/** A report's reference: 'DMA' and eight base32 characters (the earlier 'DMA' and eight digits fit too). */
export const DECEASED_ALERT_REFERENCE_PATTERN = /^DMA[0-9A-HJKMNP-TV-Z]{8}$/;

/**
 * A report's reference from eight random bytes: 'DMA' and eight characters of Crockford's base32
 * (32^8, about 10^12 references), so that a reference says nothing of how many reports exist.
 */
export function deceasedAlertReference(randomBytes: Uint8Array): string {
  if (randomBytes.length < DECEASED_ALERT_REFERENCE_LENGTH)
    throw new RangeError(`a reference needs ${DECEASED_ALERT_REFERENCE_LENGTH} random bytes`);
  let characters = '';
  // 256 is a multiple of 32: each byte's low five bits are an unbiased character.
  for (const byte of randomBytes.subarray(0, DECEASED_ALERT_REFERENCE_LENGTH))
    characters += REFERENCE_ALPHABET.charAt(byte % 32);
  return `DMA${characters}`;
}

/**
 * A South African number as typed ('082 123 4567', '+27 82 123 4567') → its local digits, as the
 * phone rules read them ('0821234567', '821234567').
 */
export function southAfricanLocalNumber(typed: string): string {
  const compact = typed.replace(/[\s\-()]/g, '');
  const international = /^(?:\+|00)?27(\d{9})$/.exec(compact);
  return international ? (international[1] ?? compact) : compact;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function requiredEmail(label: string, max: number) {
  return z.preprocess(
    text,
    z
      .string()
      .trim()
      .min(1, { error: messages.required(label) })
      .max(max, { error: messages.maxLength(label, max) })
      .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: messages.email }),
  );
}

/** The form's rules on `today` (a date of death may not be later). */
export function deceasedAlertSchema(today: string) {
  const label = deceasedAlertLabels;
  return z
    .object({
      deceasedFirstName: nameText(label.deceasedFirstName, DECEASED_NAME_MAX),
      deceasedLastName: nameText(label.deceasedLastName, DECEASED_NAME_MAX),
      deceasedIdNumber: z.preprocess(
        (value) => text(value).replace(/\s/g, ''),
        z.string().superRefine((value, ctx) => {
          if (value === '') {
            ctx.addIssue({ code: 'custom', message: messages.required(label.deceasedIdNumber) });
            return;
          }
          const parsed = parseSaId(value);
          if (!parsed.valid)
            ctx.addIssue({
              code: 'custom',
              message:
                parsed.reason === 'not-13-digits'
                  ? deceasedAlertMessages.idNumberLength
                  : deceasedAlertMessages.idNumberInvalid,
            });
        }),
      ),
      dateOfDeath: z.preprocess(
        (value) => text(value).trim(),
        z.string().superRefine((value, ctx) => {
          if (!isValidIsoDate(value))
            ctx.addIssue({ code: 'custom', message: messages.required(label.dateOfDeath) });
          else if (isAfter(value, today))
            ctx.addIssue({ code: 'custom', message: messages.futureDate });
        }),
      ),
      relationship: z.preprocess(
        (value) => text(value).trim(),
        z.string().superRefine((value, ctx) => {
          if (value === '')
            ctx.addIssue({ code: 'custom', message: messages.required(label.relationship) });
          else if (!(DECEASED_ALERT_RELATIONSHIPS as readonly string[]).includes(value))
            ctx.addIssue({ code: 'custom', message: messages.selectOption(label.relationship) });
        }),
      ),
      reporterName: nameText(label.reporterName, REPORTER_NAME_MAX),
      reporterPhone: z
        .preprocess(
          (value) => southAfricanLocalNumber(text(value)),
          z.string().superRefine((value, ctx) => {
            if (value === '') {
              ctx.addIssue({ code: 'custom', message: messages.required(label.reporterPhone) });
              return;
            }
            const problem = phoneNumberProblem(SOUTH_AFRICA_CALLING_CODE, value);
            if (problem !== null)
              ctx.addIssue({
                code: 'custom',
                message: phoneProblemMessage(problem, label.reporterPhone),
              });
          }),
        )
        // Kept as spec 1 §3 stores numbers: the calling code, then the number without its 0.
        .transform(
          (value) =>
            `${SOUTH_AFRICA_CALLING_CODE}${localNumberForSending(SOUTH_AFRICA_CALLING_CODE, value)}`,
        ),
      reporterEmail: requiredEmail(label.reporterEmail, REPORTER_EMAIL_MAX),
      message: z.preprocess(
        text,
        z
          .string()
          .trim()
          .max(DECEASED_ALERT_MESSAGE_MAX, {
            error: messages.maxLength(label.message, DECEASED_ALERT_MESSAGE_MAX),
          })
          .regex(FREE_TEXT_PATTERN, { error: messages.specialCharacters }),
      ),
    })
    .superRefine((form, ctx) => {
      // Runs with other fields wrong too (ALWAYS), so that every message shows at once: the
      // death cannot come before the birth the ID number records.
      const id = typeof form.deceasedIdNumber === 'string' ? form.deceasedIdNumber : '';
      const died = typeof form.dateOfDeath === 'string' ? form.dateOfDeath : '';
      const parsed = parseSaId(id);
      if (parsed.valid && isValidIsoDate(died) && isBefore(died, parsed.dateOfBirth))
        ctx.addIssue({
          code: 'custom',
          path: ['dateOfDeath'],
          message: deceasedAlertMessages.beforeBirth,
        });
    }, ALWAYS);
}

export type DeceasedAlertInput = z.input<ReturnType<typeof deceasedAlertSchema>>;
export type DeceasedAlert = z.output<ReturnType<typeof deceasedAlertSchema>>;
