import { formatDisplayDate, todayInJohannesburg } from '@portal/domain/dates';
import { safeReturnPath } from '@portal/domain/return-path';
import { HIDDEN_AMOUNT } from '@/components/ui/money';

// Formatting at the edge (DESIGN §4.5) with the domain's formatters.

/** When a notice was written, as its South African calendar date (DESIGN §1a): '5 Mar 2026'. */
export function noticeDate(createdAt: string): string {
  const instant = new Date(createdAt);
  return Number.isNaN(instant.getTime())
    ? createdAt
    : formatDisplayDate(todayInJohannesburg(instant));
}

/**
 * A rand amount as the server writes one into a notice ('R 1 234.56', its spaces no-break, a
 * negative '−R 250.00'), standing on its own rather than inside a reference.
 */
const RAND_AMOUNT = /[−-]?(?<!\w)R[\s\u00a0\u202f]?\d+(?:[\s\u00a0\u202f]\d{3})*(?:\.\d+)?/g;

/**
 * A notice's text with its rand amounts hidden while the member has the privacy switch on (issue
 * 17): a notice tells of a withdrawal paid or a switch's fee, and the switch hides every amount
 * the portal shows.
 */
export function withAmountsHidden(text: string, isHidden: boolean): string {
  return isHidden ? text.replace(RAND_AMOUNT, HIDDEN_AMOUNT) : text;
}

/**
 * The portal page a notice's line leads to, or undefined: only a path of this site is followed
 * (the same rule as the page kept through sign-in), never an address elsewhere.
 */
export function noticeLinkPath(link: string | undefined): string | undefined {
  return link === undefined ? undefined : safeReturnPath(link);
}
