import { z } from 'zod';
import { formatDisplayDate, isAfter, isBefore, isValidIsoDate } from './dates';
import { transactionSummaryMinDate } from './date-ranges';
import { fieldLabels as label, messages } from './messages';
import { ALWAYS, requiredDate } from './validators';

// The forms of the date windows (date-ranges.ts): the transaction details filter's custom range,
// the transaction summary's period and the internal rate of return's dates, with their messages.
// Apart from date-ranges.ts so that a page that only reads a window loads no schema library.

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
