import { formatDisplayDate, isValidIsoDate } from '@portal/domain/dates';
import { centsFromRand, formatRand } from '@portal/domain/money';

// Formatting at the edge only (DESIGN §4.5); the rules themselves live in @portal/domain.

/** A wire rand amount (JSON number) as 'R 1 234 567.89'. */
export function formatRandAmount(rand: number): string {
  return formatRand(centsFromRand(rand));
}

/**
 * A wire calendar date 'YYYY-MM-DD' as 'D MMM YYYY' ('2025-05-31' → '31 May 2025'). The domain
 * formatter throws on a non-date; a page should not, so anything else is shown unchanged.
 */
export function formatCalendarDate(date: string): string {
  return isValidIsoDate(date) ? formatDisplayDate(date) : date;
}
