import { daysBetween, isValidIsoDate } from './dates';
import { roundHalfAwayFromZero } from './money';

// The annualised internal rate of return of spec 2 §2 (IRR panel) and spec 3 §2.2: the rate r
// with Σ amountᵢ × (1 + r)^(−daysᵢ / 365) = 0, Excel's XIRR convention (actual/365 from the first
// date). Flows are from the investor's side: money paid in is negative, money received (and the
// closing value) positive.
//
// The search runs on y = ln(1 + r), which keeps deep losses over a few days (r within 1e-30 of
// −1) and huge gains finite, and scales each sum by its largest term so nothing overflows.
// A coarse scan of y finds every bracket where the sum changes sign, and each bracket is solved
// by Newton's method that falls back to bisection whenever a step would leave the bracket, so it
// always converges where a root exists.
//
// A rate is reported only where one exists: flows whose amounts never change sign have no root,
// and every root found is checked against the unscaled sum at the rate as it will be reported
// (see `xnpv`), so a rate the caller receives always makes the flows' XNPV vanish.

export type CashFlow = { date: string; amount: number };

export type XirrResult =
  | { kind: 'rate'; rate: number }
  | { kind: 'ambiguous'; rates: number[] }
  | {
      kind: 'unavailable';
      reason: 'invalid-flow' | 'too-few-flows' | 'no-sign-change' | 'no-solution';
    };

export const DAYS_PER_YEAR = 365;
/** y = ln(1 + r) is searched in [−Y, Y]: beyond 700, (1 + r) would overflow a double. */
const Y_LIMIT = 700;
const Y_TOLERANCE = 1e-13;
const MAX_ITERATIONS = 200;
/** A rate is a root when |XNPV| is at most this share of Σ |amountᵢ| (spec 2 §2 IRR panel). */
const XNPV_TOLERANCE = 1e-6;

type Term = { years: number; amount: number };

/** spec 2 §2: the annualised internal rate of return of dated flows. */
export function xirr(flows: readonly CashFlow[]): XirrResult {
  if (flows.some((flow) => !isValidIsoDate(flow.date) || !Number.isFinite(flow.amount))) {
    return { kind: 'unavailable', reason: 'invalid-flow' };
  }
  const terms = combineSameDay(flows);
  const distinctDates = new Set(flows.map((flow) => flow.date)).size;
  if (distinctDates < 2) return { kind: 'unavailable', reason: 'too-few-flows' };
  // With every amount on one side, each term of the sum has that sign at every rate, so no rate
  // makes it zero. Money paid in with nothing back is no exception: its "rate" would be −1,
  // where (1 + r)^(−t) is not finite, so it has no rate either.
  const paidIn = terms.some((term) => term.amount < 0);
  const received = terms.some((term) => term.amount > 0);
  if (!paidIn || !received) return { kind: 'unavailable', reason: 'no-sign-change' };

  // The scan and Newton's method work on a scaled sum in y; the answer is a double r, and near
  // r = −1 or for huge r rounding expm1(y) can move it off the root, so each candidate is checked
  // as the caller will receive it.
  const tolerance = XNPV_TOLERANCE * terms.reduce((sum, term) => sum + Math.abs(term.amount), 0);
  const rates = findRoots(terms)
    .map((y) => Math.expm1(y))
    .filter((rate) => Math.abs(valueAtRate(terms, rate)) <= tolerance);
  const [only] = rates;
  if (only === undefined) return { kind: 'unavailable', reason: 'no-solution' };
  return rates.length === 1 ? { kind: 'rate', rate: only } : { kind: 'ambiguous', rates };
}

/**
 * spec 2 §2: the net present value of dated flows at an annual `rate`,
 * Σ amountᵢ × (1 + rate)^(−daysᵢ / 365) with days counted from the earliest date (actual/365, as
 * `xirr`). Written as Σ amountᵢ × e^(−y × yearsᵢ) with y = ln(1 + rate) so rates close to −1 keep
 * their precision. NaN where it has no value: an invalid flow, or a rate that is not above −1 or
 * not finite; ±Infinity or NaN where a term overflows a double.
 */
export function xnpv(flows: readonly CashFlow[], rate: number): number {
  if (flows.some((flow) => !isValidIsoDate(flow.date) || !Number.isFinite(flow.amount))) {
    return Number.NaN;
  }
  return valueAtRate(combineSameDay(flows), rate);
}

/**
 * The return over a window of `days` at an annual `rate`, not annualised:
 * (1 + rate)^(days / 365) − 1. A total loss stays −1.
 */
export function periodReturn(rate: number, days: number): number {
  if (rate <= -1) return -1;
  return Math.expm1(Math.log1p(rate) * (days / DAYS_PER_YEAR));
}

/** A rate as the percent the IRR answer carries (irrPct, 2 decimals): 0.373362… → 37.34. */
export function ratePercent(rate: number): number {
  return roundHalfAwayFromZero(rate * 100, 2);
}

/** Same-day flows combined (spec: XIRR on dated flows), zero days dropped, in date order. */
function combineSameDay(flows: readonly CashFlow[]): Term[] {
  const first = flows.reduce(
    (earliest, flow) => (flow.date < earliest ? flow.date : earliest),
    flows[0]?.date ?? '',
  );
  const byDay = new Map<number, number>();
  for (const flow of flows) {
    const day = daysBetween(first, flow.date);
    byDay.set(day, (byDay.get(day) ?? 0) + flow.amount);
  }
  return [...byDay]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => a - b)
    .map(([day, amount]) => ({ years: day / DAYS_PER_YEAR, amount }));
}

/** The unscaled sum at a rate (see `xnpv`): NaN unless −1 < rate < ∞. */
function valueAtRate(terms: readonly Term[], rate: number): number {
  if (!(rate > -1) || !Number.isFinite(rate)) return Number.NaN;
  const y = Math.log1p(rate);
  let value = 0;
  for (const { years, amount } of terms) value += amount * Math.exp(-y * years);
  return value;
}

/** The sum at y, divided by a positive factor so the largest exponent is 0 (same sign, same roots). */
function scaledValue(terms: readonly Term[], y: number): { value: number; slope: number } {
  const lastYears = terms[terms.length - 1]?.years ?? 0;
  const reference = y < 0 ? lastYears : 0;
  let value = 0;
  let slope = 0;
  for (const { years, amount } of terms) {
    const term = amount * Math.exp(-y * (years - reference));
    value += term;
    slope -= (years - reference) * term;
  }
  return { value, slope };
}

function signChanges(terms: readonly Term[]): number {
  let changes = 0;
  for (let index = 1; index < terms.length; index += 1) {
    const previous = terms[index - 1];
    const current = terms[index];
    if (
      previous !== undefined &&
      current !== undefined &&
      Math.sign(previous.amount) !== Math.sign(current.amount)
    ) {
      changes += 1;
    }
  }
  return changes;
}

/** Scan points for y: fine where real rates live (−99.3 % to +1 900 %), then ever wider. */
function scanPoints(fine: boolean): number[] {
  const points = new Set<number>([0]);
  const step = fine ? 0.0025 : 0.05;
  for (let y = -5; y <= 3; y += step) points.add(Math.round(y * 1e6) / 1e6);
  for (let y = 3; y < Y_LIMIT; y *= fine ? 1.02 : 1.25) {
    points.add(y);
    points.add(-y - 2);
  }
  points.add(Y_LIMIT);
  points.add(-Y_LIMIT);
  return [...points].sort((a, b) => a - b);
}

/**
 * Every root in [−Y, Y]. Descartes' rule of signs (which holds for real exponents) bounds the
 * number of roots by the sign changes of the date-ordered flows: with one there is exactly one,
 * and a coarse scan finds it; with more a fine scan looks for each.
 */
function findRoots(terms: readonly Term[]): number[] {
  const points = scanPoints(signChanges(terms) > 1);
  const roots: number[] = [];
  let previousY = points[0] ?? -Y_LIMIT;
  let previous = scaledValue(terms, previousY).value;
  for (const y of points.slice(1)) {
    const current = scaledValue(terms, y).value;
    if (previous === 0) roots.push(previousY);
    else if (current !== 0 && Math.sign(previous) !== Math.sign(current))
      roots.push(solveInBracket(terms, previousY, y));
    previousY = y;
    previous = current;
  }
  if (previous === 0) roots.push(previousY);
  return roots.filter(
    (root, index) => index === 0 || Math.abs(root - (roots[index - 1] ?? Number.NaN)) > 1e-9,
  );
}

/** Newton's method kept inside a sign-change bracket: any step that would leave it bisects. */
function solveInBracket(terms: readonly Term[], low: number, high: number): number {
  let a = low;
  let b = high;
  const signAtA = Math.sign(scaledValue(terms, a).value);
  let y = (a + b) / 2;
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
    const { value, slope } = scaledValue(terms, y);
    if (value === 0) return y;
    if (Math.sign(value) === signAtA) a = y;
    else b = y;
    const newton = y - value / slope;
    const next = Number.isFinite(newton) && newton > a && newton < b ? newton : (a + b) / 2;
    if (Math.abs(next - y) <= Y_TOLERANCE * Math.max(1, Math.abs(y)) || b - a <= Y_TOLERANCE)
      return next;
    y = next;
  }
  return y;
}
