import { divideRoundHalfAwayFromZero } from './decimal';
import { FULL_SHARE, percentFromBasisPoints, toBasisPoints, type BasisPoints } from './money';

// The allocation panel of spec 1 §2.5 and the median of spec 1 §5. Shares are basis points
// (DESIGN §4.5: 10 000 = 100 %), so totals are exact.

export const ALLOCATION_HINT_DECREASE =
  'Please decrease some of the values or add a new beneficiary';
export const ALLOCATION_HINT_INCREASE =
  'Please increase some of the values or add a new beneficiary';

/** The sum of the shares. */
export function totalAllocation(shares: readonly (BasisPoints | number)[]): BasisPoints {
  return toBasisPoints(shares.reduce<number>((total, share) => total + share, 0));
}

/** What is left of 100 % (negative when over-allocated). */
export function remainingAllocation(total: BasisPoints | number): BasisPoints {
  return toBasisPoints(FULL_SHARE - total);
}

/** spec 1 §4, §9: the total must be exactly 100 %. */
export function isFullyAllocated(total: BasisPoints | number): boolean {
  return total === FULL_SHARE;
}

/** spec 1 §4: no beneficiary may have a zero share when submitting. */
export function hasZeroAllocation(shares: readonly (BasisPoints | number)[]): boolean {
  return shares.some((share) => share === 0);
}

/**
 * spec 1 §2.5: 'You have assigned X% of the available 100%', X with up to two decimals and no
 * trailing zeros (33.33, 50.5, 100).
 */
export function allocationSummaryText(total: BasisPoints | number): string {
  return `You have assigned ${percentFromBasisPoints(total)}% of the available 100%`;
}

/**
 * spec 1 §2.5: when the total is not 100 the banner adds 'Please decrease/increase some of the
 * values or add a new beneficiary': decrease when over 100, increase when under; null at 100.
 */
export function allocationHint(total: BasisPoints | number): string | null {
  if (total > FULL_SHARE) return ALLOCATION_HINT_DECREASE;
  if (total < FULL_SHARE) return ALLOCATION_HINT_INCREASE;
  return null;
}

/** The banner's text and hint together. */
export function allocationBanner(shares: readonly (BasisPoints | number)[]): {
  total: BasisPoints;
  remaining: BasisPoints;
  text: string;
  hint: string | null;
} {
  const total = totalAllocation(shares);
  return {
    total,
    remaining: remainingAllocation(total),
    text: allocationSummaryText(total),
    hint: allocationHint(total),
  };
}

/**
 * spec 1 §5 median allocation (allocation chart): the middle value of the sorted list; with an
 * even count the mean of the two middle values, rounded (half away from zero) to a whole basis
 * point. Null for an empty list.
 */
export function medianAllocation(shares: readonly (BasisPoints | number)[]): BasisPoints | null {
  if (shares.length === 0) return null;
  const sorted = [...shares].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  if (sorted.length % 2 === 1) return toBasisPoints(upper);
  const lower = sorted[middle - 1] ?? 0;
  return toBasisPoints(divideRoundHalfAwayFromZero(BigInt(lower + upper), 2n));
}
