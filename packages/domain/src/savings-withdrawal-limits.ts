import { toCents } from './money';

// The two-pot savings withdrawal's amounts (reference sa-tax-banking.md "Two-pot rules"), apart
// from the rules that estimate a withdrawal (savings-withdrawal.ts), which bring the projection.

/** Reference "Two-pot rules": at least R2 000 before fees and tax (spec 3 §5 "min withdrawal"). */
export const SAVINGS_WITHDRAWAL_MINIMUM_CENTS = toCents(200_000);
/**
 * Reference "Two-pot rules": administrators charge a fee per withdrawal, taken from the amount,
 * for example R250 online (R350 on paper). The fee is configurable: callers pass it in.
 */
export const DEFAULT_SAVINGS_WITHDRAWAL_FEE_CENTS = toCents(25_000);
