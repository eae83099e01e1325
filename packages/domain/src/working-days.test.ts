import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import {
  addWorkingDays,
  easterSunday,
  isWorkingDay,
  publicHolidays,
  weekday,
} from './working-days';

describe('working days', () => {
  it('knows the weekday of a date', () => {
    expect(weekday('1970-01-01')).toBe(4);
    expect(weekday('2026-11-29')).toBe(0);
    expect(weekday('2026-10-30')).toBe(5);
  });

  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
  ])('finds Easter Sunday %i on %s', (year, easter) => {
    expect(easterSunday(year)).toBe(easter);
  });

  it('lists the public holidays of 2026, a Sunday holiday moved to the Monday', () => {
    expect(publicHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-03-21',
      '2026-04-03',
      '2026-04-06',
      '2026-04-27',
      '2026-05-01',
      '2026-06-16',
      '2026-08-09',
      '2026-08-10',
      '2026-09-24',
      '2026-12-16',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('counts working days past weekends and holidays', () => {
    // Friday 30 Oct 2026 + 2 working days: Tuesday 3 Nov.
    expect(addWorkingDays('2026-10-30', 2)).toBe('2026-11-03');
    // Thursday 24 Dec 2026 + 1: Monday 28 Dec (Christmas, the Day of Goodwill and a weekend).
    expect(addWorkingDays('2026-12-24', 1)).toBe('2026-12-28');
    // From a Saturday, the Monday is the first working day after it.
    expect(addWorkingDays('2026-10-31', 5)).toBe('2026-11-06');
    expect(addWorkingDays('2026-11-28', 0)).toBe('2026-11-30');
    expect(() => addWorkingDays('2026-11-28', -1)).toThrow(RangeError);
  });

  it('always lands on a working day, later by at least the count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 40 }),
        (n, count) => {
          const from = addDays('2000-01-01', n);
          const to = addWorkingDays(from, count);
          expect(isWorkingDay(to)).toBe(true);
          expect(to >= addDays(from, count)).toBe(true);
        },
      ),
    );
  });
});
