import { formatCalendarDate } from '@/lib/format';

// How a switch's figures read: shares as whole or two-decimal percents, and the instruction's
// times in South African time (UTC+2 all year, decision 041), written out the same way on the
// server and in the browser (no locale data: the page drawn on the server must equal the first
// drawing in the browser, DESIGN §1c).

const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

/** A percent with up to 2 decimals: '60%', '33.33%'. */
export function formatShare(share: number): string {
  const rounded = Math.round(share * 100) / 100;
  return Number.isInteger(rounded) ? `${rounded}%` : `${rounded.toFixed(2)}%`;
}

/** An ISO 8601 instant as '30 Nov 2026 at 14:00' in South African time. */
export function formatSwitchTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const local = new Date(time + SAST_OFFSET_MS);
  const date = local.toISOString().slice(0, 10);
  const hours = String(local.getUTCHours()).padStart(2, '0');
  const minutes = String(local.getUTCMinutes()).padStart(2, '0');
  return `${formatCalendarDate(date)} at ${hours}:${minutes}`;
}

/** What the switch applies to, as a member reads it. */
export const SCOPE_LABELS = {
  value: 'Your existing savings',
  contributions: 'Your future contributions',
  both: 'Your existing savings and future contributions',
} as const;
