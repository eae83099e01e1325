import { z } from 'zod';
import { addMonths, addYears, formatDisplayDate, isAfter, isBefore, isValidIsoDate } from './dates';
import { fieldLabels as label, messages } from './messages';
import { ALWAYS, requiredDate } from './validators';

// Date windows and their rules: the transaction details filter (spec 2 §2, §4, §5, §9), the
// internal rate of return period (spec 2 §4, §5; spec 3 §5) and the transaction summary period
// (spec 2 §5, spec 3 §2.3). All dates are 'YYYY-MM-DD'; "today" is passed in.

export const TransactionFilter = {
  ThreeMonths: '3months',
  SixMonths: '6months',
  Year: 'year',
  Custom: 'custom',
} as const;
export type TransactionFilter = (typeof TransactionFilter)[keyof typeof TransactionFilter];

/** spec 2 §9: the transaction list opens with 3 months back to today. */
export const DEFAULT_TRANSACTION_FILTER = TransactionFilter.ThreeMonths;
/** spec 2 §9: items shown per month before expanding. */
export const TRANSACTIONS_SHOWN_PER_MONTH = 3;
/** spec 2 §9: the IRR window opens at 12 months back to today. */
export const IRR_DEFAULT_MONTHS = 12;
/** spec 2 §9, spec 3 §9: the transaction summary reaches back at most 3 years. */
export const TRANSACTION_SUMMARY_MAX_YEARS_BACK = 3;

const PRESET_MONTHS: Readonly<Record<Exclude<TransactionFilter, 'custom'>, number>> = {
  '3months': 3,
  '6months': 6,
  year: 12,
};

export type DateRange = { from: string; to: string };

/** spec 2 §2, §9: the window of a preset filter, ending today (3 months, 6 months or a year back). */
export function transactionFilterRange(
  filter: Exclude<TransactionFilter, 'custom'>,
  today: string,
): DateRange {
  return { from: addMonths(today, -PRESET_MONTHS[filter]), to: today };
}

/** spec 2 §4: the IRR panel's first request covers the last 12 months ending today. */
export function defaultIrrRange(today: string): DateRange {
  return { from: addMonths(today, -IRR_DEFAULT_MONTHS), to: today };
}

/** spec 2 §9: the earliest date the transaction summary accepts, 3 years before today. */
export function transactionSummaryMinDate(today: string): string {
  return addYears(today, -TRANSACTION_SUMMARY_MAX_YEARS_BACK);
}

/** spec 2 §4, §5: From after To is the only invalid order (the same day is a valid window). */
export function isDateOrderValid(from: string, to: string): boolean {
  return !isValidIsoDate(from) || !isValidIsoDate(to) || !isAfter(from, to);
}

type Ctx = z.RefinementCtx;
function issue(ctx: Ctx, path: string, message: string) {
  ctx.addIssue({ code: 'custom', path: [path], message });
}
function validDate(value: unknown): value is string {
  return typeof value === 'string' && isValidIsoDate(value);
}

/**
 * spec 2 §5 transaction details filter (custom range): From after To shows
 * 'From date must be before to date.' and does not fetch.
 */
export const TransactionFilterFormSchema = z
  .object({ from: requiredDate(label.fromDate), to: requiredDate(label.toDate) })
  .superRefine((values, ctx) => {
    if (validDate(values.from) && validDate(values.to) && isAfter(values.from, values.to)) {
      issue(ctx, 'from', messages.filterDateOrder);
    }
  }, ALWAYS);
export type TransactionFilterForm = z.output<typeof TransactionFilterFormSchema>;

/**
 * spec 2 §5, spec 3 §2.3 transaction summary: both dates between three years ago and today;
 * From after To shows 'From date must be before To date.' (and Calculate is disabled). The
 * out-of-range wordings are not quoted: after today uses the shared future-date message.
 */
export function transactionSummaryFormSchema(today: string) {
  const earliest = transactionSummaryMinDate(today);
  return z
    .object({ dateFrom: requiredDate(label.fromDate), dateTo: requiredDate(label.toDate) })
    .superRefine((values, ctx) => {
      for (const [path, fieldLabel] of [
        ['dateFrom', label.fromDate],
        ['dateTo', label.toDate],
      ] as const) {
        const value = values[path];
        if (!validDate(value)) continue;
        if (isAfter(value, today)) issue(ctx, path, messages.futureDate);
        else if (isBefore(value, earliest)) {
          issue(
            ctx,
            path,
            messages.length(fieldLabel, `not be before ${formatDisplayDate(earliest)}`),
          );
        }
      }
      if (
        validDate(values.dateFrom) &&
        validDate(values.dateTo) &&
        isAfter(values.dateFrom, values.dateTo)
      ) {
        issue(ctx, 'dateFrom', messages.summaryDateOrder);
      }
    }, ALWAYS);
}
export type TransactionSummaryForm = z.output<ReturnType<typeof transactionSummaryFormSchema>>;

/**
 * spec 2 §5, spec 3 §5 IRR dates: end not before start, start not after end, end not after today.
 * The IRR messages are not quoted; we reuse the summary's order message (the panels sit together)
 * and the shared future-date message.
 */
export function irrDatesFormSchema(today: string) {
  return z
    .object({ startDate: requiredDate(label.fromDate), endDate: requiredDate(label.toDate) })
    .superRefine((values, ctx) => {
      if (validDate(values.endDate) && isAfter(values.endDate, today))
        issue(ctx, 'endDate', messages.futureDate);
      if (
        validDate(values.startDate) &&
        validDate(values.endDate) &&
        isAfter(values.startDate, values.endDate)
      ) {
        issue(ctx, 'startDate', messages.summaryDateOrder);
      }
    }, ALWAYS);
}
export type IrrDatesForm = z.output<ReturnType<typeof irrDatesFormSchema>>;

/**
 * spec 2 §4 IRR panel: in modal mode Calculate requests only when both dates are set; outside it
 * every valid change requests.
 */
export function canRequestIrr(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
  today: string,
): boolean {
  return irrDatesFormSchema(today).safeParse({ startDate, endDate }).success;
}

/** spec 2 §4, spec 3 §4: Calculate on the transaction summary is disabled when start is after end. */
export function canCalculateTransactionSummary(
  dateFrom: string | null | undefined,
  dateTo: string | null | undefined,
  today: string,
): boolean {
  return transactionSummaryFormSchema(today).safeParse({ dateFrom, dateTo }).success;
}
