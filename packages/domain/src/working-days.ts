import { addDays, dayNumber, formatIsoDate, isBefore } from './dates';

// Working days in South Africa, for the service standards the portal states (claims' steps):
// Monday to Friday, except the public holidays of the Public Holidays Act 36 of 1994 (section 1's
// schedule), where a holiday on a Sunday moves to the Monday after it (section 2(1)).

/** Sunday 0 … Saturday 6; 1 January 1970 was a Thursday. */
export function weekday(date: string): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return formatIsoDate({ year, month, day });
}

/** The Act's fixed public holidays, as month-day. */
const FIXED_HOLIDAYS = [
  '01-01', // New Year's Day
  '03-21', // Human Rights Day
  '04-27', // Freedom Day
  '05-01', // Workers' Day
  '06-16', // Youth Day
  '08-09', // National Women's Day
  '09-24', // Heritage Day
  '12-16', // Day of Reconciliation
  '12-25', // Christmas Day
  '12-26', // Day of Goodwill
] as const;

/** A year's public holidays, with a Sunday holiday's Monday, sorted. */
export function publicHolidays(year: number): string[] {
  const days = new Set<string>();
  const easter = easterSunday(year);
  days.add(addDays(easter, -2)); // Good Friday
  days.add(addDays(easter, 1)); // Family Day
  for (const monthDay of FIXED_HOLIDAYS) {
    const date = `${String(year).padStart(4, '0')}-${monthDay}`;
    days.add(date);
    if (weekday(date) === 0) days.add(addDays(date, 1));
  }
  return [...days].sort();
}

const holidaysByYear = new Map<number, Set<string>>();

export function isPublicHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = new Set(publicHolidays(year));
    holidaysByYear.set(year, holidays);
  }
  return holidays.has(date);
}

export function isWorkingDay(date: string): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6 && !isPublicHoliday(date);
}

/**
 * The date `count` working days after `date`: the first working day after it is the first
 * (Saturday + 1 is the Monday). 0: `date` itself if it is a working day, else the next one.
 */
export function addWorkingDays(date: string, count: number): string {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`Not a count of working days: ${count}`);
  let day = date;
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left -= 1;
  }
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** The later of two dates. */
export function laterOf(a: string, b: string): string {
  return isBefore(a, b) ? b : a;
}
