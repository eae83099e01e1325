import { addDays, addMonths, compareDates } from '@portal/domain/dates';

// The demo's calendar (history.ts draws the fund histories on it): monthly dates on the 25th,
// the latest on or before today ending every history.

/** The monthly dates of a history of `months` dates ending at the last one on or before today. */
export function monthlyDates(today: string, months: number): string[] {
  const last = lastMonthlyDate(today);
  return Array.from({ length: months }, (_, month) => addMonths(last, month - (months - 1)));
}

/** The monthly dates fall on the 25th: the latest on or before today ends the history. */
export function lastMonthlyDate(today: string): string {
  const thisMonth = `${today.slice(0, 8)}25`;
  return compareDates(thisMonth, today) <= 0 ? thisMonth : addMonths(thisMonth, -1);
}

/** The day a history of `months` monthly dates starts, `joinedDaysBefore` days before the first. */
export function historyStart(today: string, months: number, joinedDaysBefore: number): string {
  return addDays(addMonths(lastMonthlyDate(today), -(months - 1)), -joinedDaysBefore);
}
