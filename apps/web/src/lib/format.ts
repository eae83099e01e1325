import { centsFromRand, formatRand } from '@portal/domain/money';

// Formatting at the edge only (DESIGN §4.5). Money comes from the domain package; the calendar
// date formatter is local until @portal/domain has a dates module.

/** A wire rand amount (JSON number) as 'R 1 234 567.89'. */
export function formatRandAmount(rand: number): string {
  return formatRand(centsFromRand(rand));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A wire calendar date 'YYYY-MM-DD' as 'D MMM YYYY' ('2025-05-31' → '31 May 2025'). Read as text,
 * never through Date, so the browser's time zone cannot shift the day. Anything else is returned
 * unchanged.
 */
export function formatCalendarDate(date: string): string {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  const monthName = MONTHS[Number(month) - 1];
  const dayNumber = Number(day);
  if (monthName === undefined || dayNumber < 1 || dayNumber > 31) return date;
  return `${dayNumber} ${monthName} ${year}`;
}
