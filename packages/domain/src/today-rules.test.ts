import { describe, expect, inject, it } from 'vitest';
import { defaultIrrRange, transactionSummaryMinDate } from './date-ranges';
import {
  addDays,
  addMonths,
  addYears,
  ageOn,
  compareDates,
  isValidIsoDate,
  taxYearOf,
  wholeMonthsBetween,
} from './dates';
import { earliestGoalDate, emergencyFundTargetMonth } from './goals';

// The rules that count from today, on the portal's one clock: `npm test` runs this file on the
// real date and again on the days where date arithmetic breaks most easily (scripts/test-dates.mjs:
// a leap day, the end of February, a tax year's first day, month and year ends).
declare module 'vitest' {
  export interface ProvidedContext {
    /** The portal's today, from the root Vitest configuration. */
    today: string;
  }
}
const today = inject('today');

describe(`the date rules on ${today}`, () => {
  it('places a goal date at least six whole months ahead (spec 3 §9)', () => {
    const earliest = earliestGoalDate(today);
    expect(isValidIsoDate(earliest)).toBe(true);
    expect(wholeMonthsBetween(today, earliest)).toBe(6);
    expect(wholeMonthsBetween(today, addDays(earliest, -1))).toBe(5);
  });

  it('accepts transaction summaries from three years back (spec 2 §9)', () => {
    const earliest = transactionSummaryMinDate(today);
    expect(isValidIsoDate(earliest)).toBe(true);
    expect(wholeMonthsBetween(earliest, today)).toBe(36);
    expect(wholeMonthsBetween(addDays(earliest, -1), today)).toBe(36);
  });

  it('opens the IRR on the last twelve months, ending today (spec 2 §5)', () => {
    const { from, to } = defaultIrrRange(today);
    expect(to).toBe(today);
    expect(isValidIsoDate(from)).toBe(true);
    expect(wholeMonthsBetween(from, to)).toBe(12);
  });

  it('puts today in a tax year from 1 March to the end of February', () => {
    const { start, end, label } = taxYearOf(today);
    expect(start.slice(5)).toBe('03-01');
    expect(compareDates(start, today)).toBeLessThanOrEqual(0);
    expect(compareDates(today, end)).toBeLessThanOrEqual(0);
    expect(addDays(end, 1)).toBe(addYears(start, 1));
    expect(label).toBe(end.slice(0, 4));
  });

  it('turns a beneficiary 18 on the birthday, not the day before (spec 1 §2.7)', () => {
    const eighteen = addYears(today, -18);
    expect(ageOn(eighteen, today)).toBe(18);
    expect(ageOn(addDays(eighteen, 1), today)).toBe(17);
  });

  it('gives the emergency fund three years from today (spec 3 §2.6)', () => {
    const target = addMonths(today, 36);
    expect(emergencyFundTargetMonth(today)).toBe(
      new Date(`${target.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString('en-ZA', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    );
  });
});
