import { toCents, type Cents } from './money';
import { retirementCashOptions, type RetirementComponents } from './retirement-rules';

// A retirement claim's two parts (reference sa-disclosure-and-rights.md "Two-pot at retirement"):
// the cash lump sum the member claimed, and the rest of the fund, which buys an income (an
// annuity). The fund is valued by component on the day the claim was made, and the most the rules
// allow in cash is worked out from the components (retirement-rules.ts: all of the savings
// component, a third of the vested component, none of the retirement component unless the de
// minimis of R 165 000 lets all of it be taken in cash).

export type RetirementClaimSplit = {
  /** The fund's value on the day: savings + vested + retirement. */
  fundValueCents: Cents;
  savingsCents: Cents;
  vestedCents: Cents;
  retirementCents: Cents;
  /** The cash lump sum claimed (never more than the fund). */
  cashCents: Cents;
  /** The rest of the fund, which buys an income: fund value − cash. */
  incomeCents: Cents;
  /** The most the rules allow in cash. */
  maxCashCents: Cents;
  /** What must buy an income at the least: fund value − the most in cash. */
  minIncomeCents: Cents;
  /** All of it may be taken in cash (de minimis). */
  isDeMinimis: boolean;
  /** The cash claimed is within what the rules allow. */
  isWithinRules: boolean;
};

export function retirementClaimSplit(input: {
  components: RetirementComponents;
  cashCents: Cents | number;
}): RetirementClaimSplit {
  const options = retirementCashOptions(input.components);
  const total = options.totalCents;
  const cash = Math.min(Math.max(0, toCents(input.cashCents)), total);
  return {
    fundValueCents: total,
    savingsCents: options.savings.maxCashCents,
    vestedCents: toCents(
      options.vested.maxCashCents +
        options.vested.minAnnuityCents +
        options.vestedRights.maxCashCents,
    ),
    retirementCents: toCents(options.retirement.maxCashCents + options.retirement.minAnnuityCents),
    cashCents: toCents(cash),
    incomeCents: toCents(total - cash),
    maxCashCents: options.maxCashCents,
    minIncomeCents: options.minAnnuityCents,
    isDeMinimis: options.isDeMinimis,
    isWithinRules: toCents(input.cashCents) <= options.maxCashCents,
  };
}
