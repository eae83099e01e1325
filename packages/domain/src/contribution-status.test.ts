import { describe, expect, it } from 'vitest';
import {
  contributionMonths,
  lastMonths,
  monthsToTellMissing,
  type ScheduledMonth,
} from './contribution-status';

const month = (m: string, due: string): ScheduledMonth => ({
  month: `${m}-01`,
  dueDate: due,
  memberDueCents: 75_000,
  employerDueCents: 100_000,
});
const SCHEDULE = [
  month('2026-07', '2026-08-07'),
  month('2026-08', '2026-09-07'),
  month('2026-09', '2026-10-07'),
  month('2026-10', '2026-11-07'),
  month('2026-11', '2026-12-07'),
];

describe('contribution status', () => {
  it('tells paid on time, late with its day, missing past its due date and not yet due', () => {
    const months = contributionMonths(
      SCHEDULE,
      [
        { date: '2026-07-24', cents: 175_000 },
        { date: '2026-09-14', cents: 175_000 },
        { date: '2026-09-25', cents: 175_000 },
      ],
      '2026-11-30',
    );
    expect(months.map((m) => [m.status, m.paidOn, m.receivedCents])).toEqual([
      ['paid', '2026-07-24', 175_000],
      ['late', '2026-09-14', 175_000],
      ['paid', '2026-09-25', 175_000],
      ['missing', null, 0],
      ['due', null, 0],
    ]);
    // October has been missing 23 days: told; November is not yet due.
    expect(monthsToTellMissing(months, '2026-11-30').map((m) => m.month)).toEqual(['2026-10-01']);
    expect(monthsToTellMissing(months, '2026-11-13')).toEqual([]);
    expect(monthsToTellMissing(months, '2026-11-14').map((m) => m.month)).toEqual(['2026-10-01']);
  });

  it('pays the oldest month owed first, in part where a payment falls short', () => {
    const months = contributionMonths(
      SCHEDULE.slice(0, 3),
      [
        // July's never came; August's pays July (late), then a catch-up pays August and part of
        // September.
        { date: '2026-08-25', cents: 175_000 },
        { date: '2026-10-20', cents: 250_000 },
      ],
      '2026-11-30',
    );
    expect(months.map((m) => [m.status, m.paidOn, m.receivedCents])).toEqual([
      ['late', '2026-08-25', 175_000],
      ['late', '2026-10-20', 175_000],
      ['missing', null, 75_000],
    ]);
  });

  it('takes no payment before its month began nor after today', () => {
    const months = contributionMonths(
      SCHEDULE.slice(0, 1),
      [
        { date: '2026-06-25', cents: 175_000 },
        { date: '2026-12-01', cents: 175_000 },
      ],
      '2026-11-30',
    );
    expect(months[0]).toMatchObject({ status: 'missing', receivedCents: 0 });
  });

  it('keeps the latest months of the schedule for the strip', () => {
    const months = contributionMonths(SCHEDULE, [], '2026-11-30');
    expect(lastMonths(months, 2).map((m) => m.month)).toEqual(['2026-10-01', '2026-11-01']);
    expect(lastMonths([], 24)).toEqual([]);
  });
});
