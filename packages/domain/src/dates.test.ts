import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  ageOn,
  compareDates,
  dateOnly,
  dayNumber,
  daysBetween,
  formatDisplayDate,
  formatReportTimestamp,
  formatMonthYear,
  formatShortMonthYear,
  isAfter,
  isBefore,
  isValidIsoDate,
  monthYearInYears,
  parseIsoDate,
  taxYearOf,
  portalToday,
  todayInJohannesburg,
  wholeMonthsBetween,
} from './dates';
import { IsoDateSchema } from './schemas';

const arbitraryDate = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2100-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

describe('validity', () => {
  it.each([
    ['2026-03-05', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2025-02-29', false],
    ['2025-04-31', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-1-01', false],
    ['2025-01-01T00:00:00Z', false],
    ['', false],
  ])('%s valid: %s', (value, expected) => {
    expect(isValidIsoDate(value)).toBe(expected);
    expect(IsoDateSchema.safeParse(value).success).toBe(expected);
  });

  it('parseIsoDate throws on a bad date', () => {
    expect(() => parseIsoDate('2025-02-30')).toThrow(RangeError);
  });
});

describe('formatting', () => {
  it.each([
    ['2026-03-05', '5 Mar 2026', 'March 2026'],
    ['1999-12-31', '31 Dec 1999', 'December 1999'],
    ['2024-01-10', '10 Jan 2024', 'January 2024'],
  ])('%s shows as %s and %s', (value, display, monthYear) => {
    expect(formatDisplayDate(value)).toBe(display);
    expect(formatMonthYear(value)).toBe(monthYear);
    expect(formatShortMonthYear(value)).toBe(display.replace(/^\d+ /, ''));
  });

  it.each([
    ['2026-11-21', 3, 'November 2029'],
    ['2024-02-29', 1, 'February 2025'],
  ])('%s plus %d years is %s', (today, years, expected) => {
    expect(monthYearInYears(today, years)).toBe(expected);
  });

  it('dateOnly cuts a timestamp', () => {
    expect(dateOnly('2024-05-06T10:11:12.000Z')).toBe('2024-05-06');
  });
});

describe('arithmetic', () => {
  it.each([
    ['2026-03-05', 1, '2026-03-06'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-03-05', 365, '2027-03-05'],
    ['1970-01-01', 0, '1970-01-01'],
  ])('addDays(%s, %d) is %s', (value, days, expected) => {
    expect(addDays(value, days)).toBe(expected);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-08-31', 1, '2026-09-30'],
    ['2026-11-15', 2, '2027-01-15'],
    ['2026-01-15', -13, '2024-12-15'],
    ['2026-03-05', 6, '2026-09-05'],
  ])('addMonths(%s, %d) is %s', (value, months, expected) => {
    expect(addMonths(value, months)).toBe(expected);
  });

  it.each([
    ['2024-02-29', 1, '2025-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2026-03-05', -3, '2023-03-05'],
  ])('addYears(%s, %d) is %s', (value, years, expected) => {
    expect(addYears(value, years)).toBe(expected);
  });

  it.each([
    ['2026-01-15', '2026-03-14', 1],
    ['2026-01-15', '2026-03-15', 2],
    ['2026-01-31', '2026-02-28', 1],
    ['2026-01-31', '2026-02-27', 0],
    ['2026-03-05', '2026-03-05', 0],
    ['2026-03-15', '2026-01-15', -2],
    ['2026-03-05', '2029-03-05', 36],
  ])('wholeMonthsBetween(%s, %s) is %d', (from, to, months) => {
    expect(wholeMonthsBetween(from, to)).toBe(months);
  });

  it.each([
    ['1980-03-05', '2026-03-05', 46],
    ['1980-03-06', '2026-03-05', 45],
    ['2008-02-29', '2026-02-28', 18],
    ['2008-02-29', '2026-02-27', 17],
  ])('ageOn(%s, %s) is %d', (dob, today, age) => {
    expect(ageOn(dob, today)).toBe(age);
  });

  it('agrees with the platform calendar on day numbers and addDays', () => {
    fc.assert(
      fc.property(arbitraryDate, fc.integer({ min: -5000, max: 5000 }), (value, days) => {
        expect(dayNumber(value)).toBe(Date.parse(`${value}T00:00:00Z`) / 86_400_000);
        const expected = new Date(Date.parse(`${value}T00:00:00Z`) + days * 86_400_000)
          .toISOString()
          .slice(0, 10);
        expect(addDays(value, days)).toBe(expected);
        expect(daysBetween(value, expected)).toBe(days);
      }),
    );
  });

  it('addMonths then wholeMonthsBetween gives the months back', () => {
    fc.assert(
      fc.property(arbitraryDate, fc.integer({ min: 0, max: 600 }), (value, months) => {
        expect(wholeMonthsBetween(value, addMonths(value, months))).toBe(months);
      }),
    );
  });
});

describe('comparison', () => {
  it.each([
    ['2026-03-05', '2026-03-06', -1],
    ['2026-03-05', '2026-03-05', 0],
    ['2027-01-01', '2026-12-31', 1],
  ])('compareDates(%s, %s) is %d', (a, b, expected) => {
    expect(compareDates(a, b)).toBe(expected);
    expect(isBefore(a, b)).toBe(expected < 0);
    expect(isAfter(a, b)).toBe(expected > 0);
  });
});

describe('taxYearOf', () => {
  it.each([
    ['2025-03-01', '2025-03-01', '2026-02-28', '2026'],
    ['2026-02-28', '2025-03-01', '2026-02-28', '2026'],
    ['2024-02-29', '2023-03-01', '2024-02-29', '2024'],
    ['2023-12-25', '2023-03-01', '2024-02-29', '2024'],
    ['2026-03-05', '2026-03-01', '2027-02-28', '2027'],
  ])('%s is in %s to %s (%s)', (value, start, end, label) => {
    expect(taxYearOf(value)).toEqual({ start, end, label });
  });
});

describe('todayInJohannesburg', () => {
  it.each([
    ['2026-03-04T21:59:59.999Z', '2026-03-04'],
    ['2026-03-04T22:00:00.000Z', '2026-03-05'],
    ['2026-06-30T23:30:00+00:00', '2026-07-01'],
    ['2026-12-31T22:00:00Z', '2027-01-01'],
    ['2026-03-05T01:00:00+02:00', '2026-03-05'],
  ])('%s is %s in South Africa', (instant, date) => {
    expect(todayInJohannesburg(new Date(instant))).toBe(date);
  });

  it('refuses an invalid instant', () => {
    expect(() => todayInJohannesburg(new Date('nope'))).toThrow(RangeError);
  });
});

describe('portalToday', () => {
  const lateOnNewYearsEve = new Date('2026-12-31T22:30:00Z'); // 00:30 on 1 Jan in Johannesburg

  it('is the setting when one is given, whatever the instant', () => {
    expect(portalToday('2028-02-29', lateOnNewYearsEve)).toBe('2028-02-29');
  });

  it('is the Johannesburg date of the instant when the setting is unset or empty', () => {
    expect(portalToday(undefined, lateOnNewYearsEve)).toBe('2027-01-01');
    expect(portalToday('', lateOnNewYearsEve)).toBe('2027-01-01');
  });

  it.each(['2027-02-29', '29/02/2028', 'today'])('refuses the setting %s', (setting) => {
    expect(() => portalToday(setting, lateOnNewYearsEve)).toThrow(RangeError);
  });
});

describe('formatReportTimestamp', () => {
  it.each([
    ['2026-03-05T12:30:00Z', '5 Mar 2026 14:30 GMT+2'],
    ['2026-03-05T12:30:00', '5 Mar 2026 14:30 GMT+2'],
    ['2026-03-05T22:15:59.900Z', '6 Mar 2026 00:15 GMT+2'],
    ['2026-03-05T14:30:00+02:00', '5 Mar 2026 14:30 GMT+2'],
  ])('%s is %s', (timestamp, expected) => {
    expect(formatReportTimestamp(timestamp)).toBe(expected);
  });

  it('refuses text that is not a timestamp', () => {
    expect(() => formatReportTimestamp('yesterday')).toThrow(RangeError);
  });
});
