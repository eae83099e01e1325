import { addDays, addMonths } from '@portal/domain/dates';
import { businessDayOnOrBefore } from './business-days';
import { lastMonthlyDate } from './monthly-dates';
import { streamOf } from './random';

// How the demo's employers pay their staff's contributions over to the fund (issue 48, the
// contribution status): the schedule of what was due (contribution_schedule) against what arrived
// (the contribution rows). Section 13A of the Pension Funds Act: a month's contributions are due
// at the fund within 7 days of the month's end.

/**
 * By employer index: the share of months an employer pays late (3 to 12 days after the due date,
 * always before the next monthly date), and how many of the latest monthly dates it has not paid
 * at all (in arrears). The others, and the staff fund, pay every month on the monthly date (the
 * payroll's day, before the due date): employer 0 among them, so that the institutional member's
 * first fund has always had a payment arrive in the last month (its notice is in the journeys).
 */
export const EMPLOYER_PAYMENTS: Readonly<
  Record<number, { lateShare: number; unpaidLatest: number }>
> = {
  1: { lateShare: 0.25, unpaidLatest: 3 },
  3: { lateShare: 0.35, unpaidLatest: 0 },
  5: { lateShare: 0.15, unpaidLatest: 0 },
};

/** The day a monthly date's contributions are due at the fund: the 7th of the next month. */
export function contributionDueDate(monthlyDate: string): string {
  return addMonths(`${monthlyDate.slice(0, 7)}-07`, 1);
}

/**
 * The day each monthly date's contributions of an employer's staff arrive at the fund (null: not
 * paid), or undefined for an employer that pays every month on the date. The months an employer
 * pays late are its own, the same for all its staff under a seed.
 */
export function receiptRule(
  seed: number,
  employer: number | undefined,
  today: string,
): ((date: string) => string | null) | undefined {
  const payment = employer === undefined ? undefined : EMPLOYER_PAYMENTS[employer];
  if (!payment) return undefined;
  const firstUnpaid = addMonths(
    `${lastMonthlyDate(today).slice(0, 7)}-01`,
    1 - payment.unpaidLatest,
  ).slice(0, 7);
  return (date) => {
    if (payment.unpaidLatest > 0 && date.slice(0, 7) >= firstUnpaid) return null;
    const rng = streamOf(seed, 'employer', employer ?? 'staff', 'payment', date.slice(0, 7));
    if (!rng.chance(payment.lateShare)) return date;
    return businessDayOnOrBefore(addDays(contributionDueDate(date), rng.int(3, 12)));
  };
}
