import { addDays, addMonths, compareDates, formatMonthYear } from './dates';

// A member's contribution status (issue 48 point 3): the administration's schedule of what each
// month's contributions were (the rates of that month's salary, due at the fund within 7 days of
// the month's end, section 13A of the Pension Funds Act) against what arrived. What arrived pays
// the oldest month still owed first, the way an administrator allocates a late or catch-up
// payment; a month is paid on the day the last of its amount arrived.

/** One month of the administration's schedule. */
export type ScheduledMonth = {
  /** The month, as its first day (YYYY-MM-01). */
  month: string;
  dueDate: string;
  memberDueCents: number;
  employerDueCents: number;
};

/** Contributions that arrived at the fund on a day (the member's and the employer's together). */
export type ContributionReceipt = { date: string; cents: number };

export type ContributionMonthStatus =
  /** Arrived in full by the due date. */
  | 'paid'
  /** Arrived in full, after the due date. */
  | 'late'
  /** The due date has passed and not all of it has arrived. */
  | 'missing'
  /** Not yet due, and not yet arrived in full. */
  | 'due';

export type ContributionMonth = ScheduledMonth & {
  status: ContributionMonthStatus;
  dueCents: number;
  /** What of the month's contributions has arrived so far. */
  receivedCents: number;
  /** The day the last of it arrived (paid or late). */
  paidOn: string | null;
};

/**
 * How long after its due date a month still not paid is a material non-payment the fund tells the
 * member of (within the 30 days FSCA Conduct Standard 1 of 2022 gives): a week, so a payment a
 * few days late does not alarm the member, and every notice goes out more than 3 weeks early.
 */
export const ARREARS_NOTICE_AFTER_DAYS = 7;

/** The months of the schedule, oldest first, each with what arrived for it by `today`. */
export function contributionMonths(
  schedule: readonly ScheduledMonth[],
  receipts: readonly ContributionReceipt[],
  today: string,
): ContributionMonth[] {
  const months = [...schedule]
    .sort((a, b) => compareDates(a.month, b.month))
    .map((month) => ({
      ...month,
      dueCents: month.memberDueCents + month.employerDueCents,
      receivedCents: 0,
      paidOn: null as string | null,
    }));
  const arrived = receipts
    .filter((receipt) => compareDates(receipt.date, today) <= 0 && receipt.cents > 0)
    .sort((a, b) => compareDates(a.date, b.date));
  let oldest = 0;
  for (const receipt of arrived) {
    let left = receipt.cents;
    while (left > 0 && oldest < months.length) {
      const month = months[oldest]!;
      // A payment pays no month that had not begun when it arrived.
      if (compareDates(month.month, receipt.date) > 0) break;
      const part = Math.min(left, month.dueCents - month.receivedCents);
      month.receivedCents += part;
      left -= part;
      if (month.receivedCents >= month.dueCents) {
        month.paidOn = receipt.date;
        oldest += 1;
      }
    }
  }
  return months.map((month) => ({
    ...month,
    status:
      month.paidOn !== null
        ? compareDates(month.paidOn, month.dueDate) <= 0
          ? 'paid'
          : 'late'
        : compareDates(today, month.dueDate) > 0
          ? 'missing'
          : 'due',
  }));
}

/** The months a member is told of as missing: still not paid a week after their due date. */
export function monthsToTellMissing(months: readonly ContributionMonth[], today: string) {
  return months.filter(
    (month) =>
      month.status === 'missing' &&
      compareDates(addDays(month.dueDate, ARREARS_NOTICE_AFTER_DAYS), today) <= 0,
  );
}

/** The last `count` months of the schedule (the strip's window), oldest first. */
export function lastMonths(months: readonly ContributionMonth[], count: number) {
  const latest = months.at(-1);
  if (!latest) return [];
  const from = addMonths(latest.month, 1 - count);
  return months.filter((month) => compareDates(month.month, from) >= 0);
}

/** Months as a sentence names them: 'October 2026', 'September 2026 and October 2026', 'A, B and C'. */
export function monthsInWords(months: readonly { month: string }[]): string {
  const names = months.map((month) => formatMonthYear(month.month));
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
