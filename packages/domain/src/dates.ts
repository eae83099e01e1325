import type { z } from 'zod';
import type { IsoDateSchema } from './schemas';

// DESIGN §1a: dates are 'YYYY-MM-DD' calendar dates in South African time. Everything here works
// on the year, month and day numbers, never on instants, so no time zone can shift a date.
// Only todayInJohannesburg() takes an instant, to find "today" once at the edge.

/** A calendar date 'YYYY-MM-DD' that exists (no 2025-02-30): see IsoDateSchema. */
export type IsoDate = z.infer<typeof IsoDateSchema>;

export type YearMonthDay = { readonly year: number; readonly month: number; readonly day: number };

const MONTH_NAMES_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
const MONTH_NAMES_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Africa/Johannesburg is UTC+2 all year (no daylight saving since 1944). */
const JOHANNESBURG_OFFSET_MS = 2 * 60 * 60 * 1000;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidYearMonthDay({ year, month, day }: YearMonthDay): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** True for a 'YYYY-MM-DD' text naming a real calendar date. */
export function isValidIsoDate(value: string): boolean {
  const parts = parseIsoDateParts(value);
  return parts !== null && isValidYearMonthDay(parts);
}

/** Splits 'YYYY-MM-DD' into numbers; throws on anything that is not a real date. */
export function parseIsoDate(value: string): YearMonthDay {
  const parts = parseIsoDateParts(value);
  if (parts === null || !isValidYearMonthDay(parts)) throw new RangeError(`Not a date: '${value}'`);
  return parts;
}

export function formatIsoDate({ year, month, day }: YearMonthDay): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** spec 3 §9: dates display as D MMM YYYY, e.g. '5 Mar 2026'. */
export function formatDisplayDate(value: string): string {
  const { year, month, day } = parseIsoDate(value);
  return `${day} ${monthName(month, 'short')} ${year}`;
}

/** 'Mar 2026': a month on a chart's time axis. */
export function formatShortMonthYear(value: string): string {
  const { year, month } = parseIsoDate(value);
  return `${monthName(month, 'short')} ${year}`;
}

/** 'March 2026' — spec 2 §9 / spec 3 §2.6 show a result date as month and year. */
export function formatMonthYear(value: string): string {
  const { year, month } = parseIsoDate(value);
  return `${monthName(month, 'long')} ${year}`;
}

/** spec 2 §9: the emergency fund result date is today plus N years, shown as month and year. */
export function monthYearInYears(today: string, years: number): string {
  return formatMonthYear(addYears(today, years));
}

export function compareDates(a: string, b: string): -1 | 0 | 1 {
  const difference = dayNumber(a) - dayNumber(b);
  return difference < 0 ? -1 : difference > 0 ? 1 : 0;
}

export function isBefore(a: string, b: string): boolean {
  return compareDates(a, b) < 0;
}

export function isAfter(a: string, b: string): boolean {
  return compareDates(a, b) > 0;
}

/** Days since 1970-01-01 in the proleptic Gregorian calendar (a pure count, no time zone). */
export function dayNumber(value: string): number {
  return daysFromCivil(parseIsoDate(value));
}

/** The date `days` after `value` (negative goes back). */
export function addDays(value: string, days: number): string {
  return formatIsoDate(civilFromDays(dayNumber(value) + days));
}

/** Calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Adds months, clamping the day to the end of a shorter month (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(value: string, months: number): string {
  const { year, month, day } = parseIsoDate(value);
  const index = year * 12 + (month - 1) + months;
  const newYear = Math.floor(index / 12);
  const newMonth = index - newYear * 12 + 1;
  return formatIsoDate({
    year: newYear,
    month: newMonth,
    day: Math.min(day, daysInMonth(newYear, newMonth)),
  });
}

/** Adds years (29 Feb becomes 28 Feb in a common year). */
export function addYears(value: string, years: number): string {
  return addMonths(value, years * 12);
}

/**
 * Whole calendar months from `from` to `to`: a month counts once its day is reached
 * (15 Jan → 14 Mar is 1, → 15 Mar is 2). A month-end start counts at the end of a shorter
 * month (31 Jan → 28 Feb is 1). Negative when `to` is earlier.
 */
export function wholeMonthsBetween(from: string, to: string): number {
  if (isBefore(to, from)) return -wholeMonthsBetween(to, from);
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  let months = (b.year - a.year) * 12 + (b.month - a.month);
  if (months > 0 && isBefore(to, addMonths(from, months))) months -= 1;
  return months;
}

/**
 * The South African tax year holding `value`: 1 March to the end of February, labelled by the
 * year it ends in (Mar 2025 – Feb 2026 is '2026').
 */
export function taxYearOf(value: string): { start: string; end: string; label: string } {
  const { year, month } = parseIsoDate(value);
  const endYear = month >= 3 ? year + 1 : year;
  return {
    start: formatIsoDate({ year: endYear - 1, month: 3, day: 1 }),
    end: formatIsoDate({ year: endYear, month: 2, day: daysInMonth(endYear, 2) }),
    label: String(endYear),
  };
}

/** Age in whole years on `today` (a 29 Feb birthday is reached on 28 Feb in common years). */
export function ageOn(dateOfBirth: string, today: string): number {
  return Math.floor(wholeMonthsBetween(dateOfBirth, today) / 12);
}

/**
 * The calendar date in Africa/Johannesburg at the instant `now`. South Africa is UTC+2 with no
 * daylight saving, so a fixed offset is exact and needs no time-zone database.
 */
export function todayInJohannesburg(now: Date): string {
  const shifted = new Date(now.getTime() + JOHANNESBURG_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) throw new RangeError('Invalid instant');
  return formatIsoDate({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  });
}

/**
 * The portal's one clock (DESIGN §1a): "today" is the `PORTAL_TODAY` setting when it is set
 * (YYYY-MM-DD), otherwise the Johannesburg date at `now`. The server, the demo data and every test
 * find today through this function, handing it the setting and the instant they read.
 */
export function portalToday(setting: string | undefined, now: Date): string {
  if (setting === undefined || setting === '') return todayInJohannesburg(now);
  if (!isValidIsoDate(setting))
    throw new RangeError(`PORTAL_TODAY must be a date YYYY-MM-DD, not '${setting}'`);
  return setting;
}

/**
 * spec 1 §9, spec 2 §9: the report's timestamp is the latest modification time plus 2 hours,
 * labelled GMT+2 ('5 Mar 2026 14:30 GMT+2'). A timestamp without a zone is read as UTC.
 */
export function formatReportTimestamp(timestamp: string): string {
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(timestamp);
  const instant = Date.parse(hasZone ? timestamp : `${timestamp}Z`);
  if (Number.isNaN(instant)) throw new RangeError(`Not a timestamp: '${timestamp}'`);
  const local = new Date(instant + JOHANNESBURG_OFFSET_MS);
  const date = formatDisplayDate(
    formatIsoDate({
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
    }),
  );
  return `${date} ${pad2(local.getUTCHours())}:${pad2(local.getUTCMinutes())} GMT+2`;
}

/** The first 10 characters of a timestamp, 'YYYY-MM-DD' (spec 1 §2.6: dates cut to yyyy-mm-dd). */
export function dateOnly(value: string): string {
  return value.slice(0, 10);
}

function monthName(month: number, style: 'short' | 'long'): string {
  const names = style === 'short' ? MONTH_NAMES_SHORT : MONTH_NAMES_LONG;
  const name = names[month - 1];
  if (name === undefined) throw new RangeError(`Not a month: ${month}`);
  return name;
}

function parseIsoDateParts(value: string): YearMonthDay | null {
  const match = ISO_DATE.exec(value);
  if (match === null) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

// Howard Hinnant's days-from-civil algorithm: integer arithmetic only, valid for any year.
function daysFromCivil({ year, month, day }: YearMonthDay): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function civilFromDays(days: number): YearMonthDay {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}
