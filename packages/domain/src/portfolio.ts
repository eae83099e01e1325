import { addDays, addYears, daysInMonth, isBefore, parseIsoDate, formatIsoDate } from './dates';
import { ProductCategory } from './external-fund';
import { FULL_SHARE, toBasisPoints, type BasisPoints } from './money';
import { periodOf } from './period';
import { ratePercent, type XirrResult } from './xirr';

// My portfolio (spec 1 §2.1 'portfolios', the portfolio issue): everything a member holds in one
// view. The maths of its summary: allocation shares that add up to exactly 100 %, the dates of a
// value history, and the states in words of the money-weighted return of all internal funds
// together (whose flows are `periodFlows` of period.ts, as one fund's IRR).

/** The windows the value history offers, in years. */
export const PORTFOLIO_HISTORY_YEARS = [1, 3, 5] as const;
export type PortfolioHistoryYears = (typeof PORTFOLIO_HISTORY_YEARS)[number];

/**
 * Whether an internal fund is retirement or discretionary money. Employer (institutional) funds
 * and the retail retirement products (retirement annuity, preservation fund, living annuities)
 * are retirement money; the tax-free savings account and the discretionary investment plan are
 * discretionary. A retail product is told apart by its heading (spec 2 §3 Fund summary).
 */
export const DISCRETIONARY_RETAIL_HEADINGS: readonly string[] = [
  'Tax Free Savings Account',
  'Discretionary Saving',
];

export function internalFundCategory(fund: {
  productTypeCategory: string;
  heading: string;
}): ProductCategory {
  if (fund.productTypeCategory !== 'Retail') return ProductCategory.Retirement;
  const heading = fund.heading.trim().toLowerCase();
  return DISCRETIONARY_RETAIL_HEADINGS.some((h) => h.toLowerCase() === heading)
    ? ProductCategory.Discretionary
    : ProductCategory.Retirement;
}

export type AllocationInput = { label: string; cents: number };
export type AllocationShare = { label: string; cents: number; basisPoints: BasisPoints };

/**
 * Each part's share of the whole in basis points, adding up to exactly 10 000 (100 %) by the
 * largest remainder method: every part gets the whole basis points of its exact share, and the
 * basis points still missing go one each to the parts with the largest fractions (the earlier
 * part first on a tie). Negative values count as 0. With nothing held, every share is 0.
 */
export function allocationShares(parts: readonly AllocationInput[]): AllocationShare[] {
  const weights = parts.map((part) => BigInt(Math.max(0, part.cents)));
  const total = weights.reduce((sum, weight) => sum + weight, 0n);
  if (total === 0n) return parts.map((part) => ({ ...part, basisPoints: toBasisPoints(0) }));
  const full = BigInt(FULL_SHARE);
  const shares = weights.map((weight, order) => {
    const exact = weight * full;
    return { order, whole: exact / total, remainder: exact % total };
  });
  let missing = full - shares.reduce((sum, share) => sum + share.whole, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.order - b.order : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (missing <= 0n) break;
    share.whole += 1n;
    missing -= 1n;
  }
  return parts.map((part, index) => ({
    ...part,
    basisPoints: toBasisPoints(shares[index]?.whole ?? 0n),
  }));
}

/** Parts with the same label added together, in the order each label first appears. */
export function sumByLabel(parts: readonly AllocationInput[]): AllocationInput[] {
  const totals = new Map<string, number>();
  for (const part of parts) totals.set(part.label, (totals.get(part.label) ?? 0) + part.cents);
  return [...totals].map(([label, cents]) => ({ label, cents }));
}

/** The last day of the month of `date`. */
export function monthEndOf(date: string): string {
  const { year, month } = parseIsoDate(date);
  return formatIsoDate({ year, month, day: daysInMonth(year, month) });
}

/** The window of a value history: from `years` before `to` (same day) to `to`. */
export function historyWindow(to: string, years: number): { from: string; to: string } {
  return { from: addYears(to, -years), to };
}

/**
 * The dates of a value history over the window from `from` to `to` ("from A to B", period.ts):
 * the opening date (the day before `from`, whose end holds the opening value), every month end
 * after it and before `to`, and `to` itself, oldest first.
 */
export function historyDates(from: string, to: string): string[] {
  const { openingDate } = periodOf(from, to);
  if (!isBefore(openingDate, to)) return [to];
  const dates = [openingDate];
  let monthEnd = monthEndOf(openingDate);
  if (monthEnd === openingDate) monthEnd = monthEndOf(addDays(openingDate, 1));
  while (isBefore(monthEnd, to)) {
    dates.push(monthEnd);
    monthEnd = monthEndOf(addDays(monthEnd, 1));
  }
  dates.push(to);
  return dates;
}

export type ReturnStatus = 'ok' | 'unavailable' | 'ambiguous';

/** Why a return has no single figure, in words. */
export const RETURN_MESSAGES = {
  unavailable:
    'A return cannot be calculated for this period: there is too little money or history in it to measure.',
  ambiguous:
    'More than one return fits the money paid in and out over this period, so no single figure can be shown.',
} as const;

/** A money-weighted return as shown: a percentage with 2 decimals, or why there is none. */
export function returnOf(result: XirrResult): {
  status: ReturnStatus;
  irrPct: number | null;
  message: string | null;
} {
  if (result.kind === 'rate')
    return { status: 'ok', irrPct: ratePercent(result.rate), message: null };
  return { status: result.kind, irrPct: null, message: RETURN_MESSAGES[result.kind] };
}

/** The same for a fund's IRR answer (spec 2 §3: irrStatus rate, unavailable or ambiguous). */
export function returnOfIrrStatus(
  irrStatus: 'rate' | 'unavailable' | 'ambiguous',
  irrPct: number | null,
): { status: ReturnStatus; irrPct: number | null; message: string | null } {
  if (irrStatus === 'rate' && irrPct !== null) return { status: 'ok', irrPct, message: null };
  const status = irrStatus === 'ambiguous' ? 'ambiguous' : 'unavailable';
  return { status, irrPct: null, message: RETURN_MESSAGES[status] };
}
