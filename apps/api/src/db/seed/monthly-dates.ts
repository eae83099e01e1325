import { addDays, addMonths, compareDates } from '@portal/domain/dates';
import { businessDayOnOrBefore } from './business-days';

// The demo's calendar (history.ts draws the fund histories on it): a monthly date in every month,
// the 25th or, when the 25th is a weekend or a public holiday, the business day before it (a
// payroll runs before the weekend); the latest on or before today ends every history.

/** A month's date: the 25th, or the business day before it. */
export function monthlyDateOf(month: string): string {
  return businessDayOnOrBefore(`${month.slice(0, 7)}-25`);
}

/** The monthly dates of a history of `months` dates ending at the last one on or before today. */
export function monthlyDates(today: string, months: number): string[] {
  const last = lastMonthlyDate(today);
  return Array.from({ length: months }, (_, month) =>
    monthlyDateOf(addMonths(last.slice(0, 7) + '-01', month - (months - 1))),
  );
}

/** The latest monthly date on or before today. */
export function lastMonthlyDate(today: string): string {
  const thisMonth = monthlyDateOf(today);
  return compareDates(thisMonth, today) <= 0
    ? thisMonth
    : monthlyDateOf(addMonths(`${today.slice(0, 7)}-01`, -1));
}

/**
 * The day a history of `months` monthly dates starts, `joinedDaysBefore` days before the first
 * month's 25th: a business day (the one before, if that day is not).
 */
export function historyStart(today: string, months: number, joinedDaysBefore: number): string {
  const firstMonth = addMonths(`${lastMonthlyDate(today).slice(0, 7)}-01`, -(months - 1));
  return businessDayOnOrBefore(addDays(`${firstMonth.slice(0, 7)}-25`, -joinedDaysBefore));
}
