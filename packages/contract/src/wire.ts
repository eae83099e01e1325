import { z } from 'zod';

// DESIGN §1a wire formats.
/** A calendar date in South African time, `YYYY-MM-DD`. */
export const DateStringSchema = z.iso.date();
/** Money: rand as a JSON number with at most 2 decimals. */
export const RandSchema = z.number();
/** A share: a percent number with up to 2 decimals. */
export const PercentSchema = z.number().min(0).max(100);

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

/**
 * Whether `value` holds a C0 control character or DEL; with `allowLineBreaks` (a multi-line
 * field such as notes) tab, line feed and carriage return are allowed.
 */
export function hasControlCharacter(value: string, allowLineBreaks = false): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code === DELETE) return true;
    if (code >= 0x20) continue;
    if (allowLineBreaks && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) {
      continue;
    }
    return true;
  }
  return false;
}

export const CONTROL_CHARACTERS_MESSAGE = 'This field cannot contain control characters';
export function textTooLongMessage(max: number): string {
  return `This field must be no more than ${max} characters`;
}

/**
 * Text a request carries: at most `max` characters and no control characters (a NUL byte would
 * otherwise reach the database). Only a multi-line field may hold tabs and line breaks. The
 * limits are bounds for the wire; the forms' own rules (packages/domain) are as strict or stricter.
 */
export function requestText(max: number, options: { multiLine?: boolean } = {}) {
  const allowLineBreaks = options.multiLine === true;
  return z
    .string()
    .max(max, { error: textTooLongMessage(max) })
    .refine((value) => !hasControlCharacter(value, allowLineBreaks), {
      error: CONTROL_CHARACTERS_MESSAGE,
    });
}
