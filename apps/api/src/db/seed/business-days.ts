import { addDays, dayNumber } from '@portal/domain/dates';

// South Africa's business days: the days prices are published, contributions collected and claims
// paid. Public Holidays Act 36 of 1994: ten fixed days, Good Friday and Family Day (the Monday
// after Easter), a holiday on a Sunday moved to the Monday; and the days the President declared
// (election days and the 27 December 2022 holiday).

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
];

const DECLARED_HOLIDAYS = new Set([
  '2016-08-03', // local government elections
  '2019-05-08', // national and provincial elections
  '2021-11-01', // local government elections
  '2022-12-27', // declared: Christmas Day fell on a Sunday
  '2024-05-29', // national and provincial elections
]);

/** Easter Sunday of a year (the anonymous Gregorian computus). */
function easterSunday(year: number): string {
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
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** A year's public holidays, observed days included. */
export function publicHolidays(year: number): ReadonlySet<string> {
  const cached = holidaysByYear.get(year);
  if (cached) return cached;
  const days = new Set<string>();
  for (const monthDay of FIXED_HOLIDAYS) {
    const date = `${year}-${monthDay}`;
    days.add(date);
    if (isSunday(date)) days.add(addDays(date, 1));
  }
  const easter = easterSunday(year);
  days.add(addDays(easter, -2));
  days.add(addDays(easter, 1));
  for (const date of DECLARED_HOLIDAYS) if (date.startsWith(`${year}-`)) days.add(date);
  holidaysByYear.set(year, days);
  return days;
}

function weekday(date: string): number {
  return (dayNumber(date) + 4) % 7; // day 0 (1970-01-01) was a Thursday; 0 is Sunday
}

function isSunday(date: string): boolean {
  return weekday(date) === 0;
}

export function isBusinessDay(date: string): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6 && !publicHolidays(Number(date.slice(0, 4))).has(date);
}

/** The date itself if it is a business day, otherwise the business day before it. */
export function businessDayOnOrBefore(date: string): string {
  let day = date;
  while (!isBusinessDay(day)) day = addDays(day, -1);
  return day;
}

/** The date itself if it is a business day, otherwise the business day after it. */
export function businessDayOnOrAfter(date: string): string {
  let day = date;
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}
