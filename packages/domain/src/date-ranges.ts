import { addMonths, addYears, isAfter, isValidIsoDate } from './dates';

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
