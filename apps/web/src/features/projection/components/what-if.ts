import type { FundProjection, ProjectionHolding } from '@portal/contract/projection';
import { basisPointsFromRate, inputsFromWire } from '@portal/contract/calls/projection';
import { ageOn } from '@portal/domain/dates';
import { drawdownRateError } from '@portal/domain/living-annuity';
import { basisPointsFromPercentString, centsFromRandString } from '@portal/domain/money';
import {
  expectedOf,
  memberReturn,
  projectRetirement,
  withWhatIf,
  type CashChoice,
  type Holding,
  type Projection,
  type ProjectionInputs,
  type ScenarioResult,
  type WhatIf,
} from '@portal/domain/projection';
import { RETIREMENT_AGE_RANGE, type AssetMix } from '@portal/domain/projection-assumptions';

// The calculator on the member's own figures (DESIGN §1e "One projection"): the answer's inputs
// back as the domain's, the member's changes as a WhatIf, and the same projectRetirement the API
// ran, so that an unchanged calculator gives the answer's figures to the cent.

/** What the member has typed or chosen; blank text fields change nothing. */
export type WhatIfForm = {
  /** An extra contribution a month, rand text ('' for none). */
  readonly extraMonthly: string;
  /**
   * Or an extra of this percent of the salary a month (employer funds with a salary): a choice
   * rather than an amount, so that no figure of the salary is written into the field.
   */
  readonly extraSalaryPercent: number | null;
  /** A new debit order a month, rand text ('' keeps today's). */
  readonly debitOrder: string;
  readonly retirementAge: number;
  /** 'current' or a portfolio's code from the answer's portfolio choices. */
  readonly portfolio: string;
  readonly cash: CashChoice;
  readonly incomeKind: 'lifeAnnuity' | 'livingAnnuity';
  /** The living annuity's drawdown, percent text. */
  readonly drawdown: string;
};

export const CURRENT_PORTFOLIO = 'current';

/** The form as it starts: the answer's own choices, so that nothing is changed. */
export function initialWhatIfForm(projection: FundProjection): WhatIfForm {
  const { inputs } = projection;
  return {
    extraMonthly: '',
    extraSalaryPercent: null,
    debitOrder: '',
    retirementAge: projection.retirementAge,
    portfolio: CURRENT_PORTFOLIO,
    cash: inputs.cash,
    incomeKind: inputs.income.kind,
    drawdown: inputs.income.kind === 'livingAnnuity' ? String(inputs.income.drawdownRate) : '5',
  };
}

/** An employer fund: its contribution comes from the member's and the employer's rates. */
export function isEmployerFund(projection: FundProjection): boolean {
  return projection.inputs.employerContributionRate !== null;
}

/** The ages the member may choose: 55 to 75, and the answer's own age where it falls outside. */
export function retirementAges(projection: FundProjection): number[] {
  const from = Math.min(RETIREMENT_AGE_RANGE.min, projection.retirementAge);
  const to = Math.max(RETIREMENT_AGE_RANGE.max, projection.retirementAge);
  const today = ageOn(projection.inputs.dateOfBirth, projection.inputs.today);
  return Array.from({ length: to - from + 1 }, (_, index) => from + index).filter(
    (age) => age > today || age === projection.retirementAge,
  );
}

/** The quick choices of an extra contribution, percent of the salary. */
export const SALARY_SHARE_CHOICES = [1, 2, 5] as const;

/** The extra a month that a share of the salary is, in cents (percent of the annual salary ÷ 12). */
export function salaryShareCents(annualSalaryRand: number, percent: number): number {
  return Math.round((annualSalaryRand * 100 * percent) / 100 / 12);
}

/** A holding of the answer as the domain's (percent to basis points). */
export function holdingOf(holding: ProjectionHolding, weight: number): Holding {
  const mix: AssetMix = {};
  for (const part of holding.mix) mix[part.assetClass] = basisPointsFromRate(part.share);
  return {
    weight,
    mix,
    terBp: basisPointsFromRate(holding.totalExpenseRatio),
    tcBp: basisPointsFromRate(holding.transactionCosts),
  };
}

/** The expected real return after charges with the whole fund in one of the portfolio choices. */
export function portfolioReturnBp(projection: FundProjection, code: string): number | null {
  const choice = projection.portfolioChoices.find((holding) => holding.portfolioCode === code);
  if (!choice) return null;
  return memberReturn([holdingOf(choice, 1)], basisPointsFromRate(projection.inputs.fundCharges))
    .netRealReturnBp;
}

export type WhatIfResult =
  | { readonly ok: true; readonly change: WhatIf; readonly projection: Projection }
  | { readonly ok: false; readonly field: keyof WhatIfForm; readonly message: string };

/** The member's changes as a WhatIf and its projection, or what is wrong with them. */
export function whatIfOf(projection: FundProjection, form: WhatIfForm): WhatIfResult {
  const change: { -readonly [K in keyof WhatIf]: WhatIf[K] } = {};
  const salary = projection.inputs.annualSalary;
  if (form.extraSalaryPercent !== null && salary !== null) {
    change.extraMonthlyContributionCents = salaryShareCents(salary, form.extraSalaryPercent);
  } else if (form.extraMonthly.trim() !== '') {
    const cents = centsFromRandString(form.extraMonthly);
    if (cents === null || cents < 0)
      return {
        ok: false,
        field: 'extraMonthly',
        message: 'Enter the extra a month in rand, for example 500.',
      };
    if (cents > 0) change.extraMonthlyContributionCents = cents;
  }
  if (form.debitOrder.trim() !== '') {
    const cents = centsFromRandString(form.debitOrder);
    if (cents === null || cents < 0)
      return {
        ok: false,
        field: 'debitOrder',
        message: 'Enter the debit order a month in rand, for example 1500.',
      };
    change.monthlyContributionCents = cents;
  }
  const ages = retirementAges(projection);
  if (!ages.includes(form.retirementAge))
    return {
      ok: false,
      field: 'retirementAge',
      message: `Choose an age from ${ages[0]} to ${ages.at(-1)}.`,
    };
  if (form.retirementAge !== projection.retirementAge) change.retirementAge = form.retirementAge;
  if (form.portfolio !== CURRENT_PORTFOLIO) {
    const returnBp = portfolioReturnBp(projection, form.portfolio);
    if (returnBp === null)
      return { ok: false, field: 'portfolio', message: 'Choose one of the portfolios listed.' };
    change.expectedRealReturnBp = returnBp;
  }
  if (projection.inputs.kind === 'retirement') {
    change.cash = form.cash;
    if (form.incomeKind === 'lifeAnnuity') change.income = { kind: 'lifeAnnuity' };
    else {
      const drawdownBp = basisPointsFromPercentString(form.drawdown);
      const error =
        drawdownBp === null
          ? 'Enter the income as a percent of your investment a year, for example 5.'
          : drawdownRateError(drawdownBp);
      if (error !== null || drawdownBp === null)
        return { ok: false, field: 'drawdown', message: error ?? '' };
      change.income = { kind: 'livingAnnuity', drawdownBp };
    }
  }
  const inputs: ProjectionInputs = withWhatIf(inputsFromWire(projection.inputs), change);
  return { ok: true, change, projection: projectRetirement(inputs) };
}

/** The answer's own projection, recomputed in the browser (equal to the answer's figures). */
export function unchangedProjection(projection: FundProjection): Projection {
  return projectRetirement(inputsFromWire(projection.inputs));
}

export type Comparison = {
  readonly kind: 'income' | 'value';
  /** After less before, cents a month (income) or at retirement (value). */
  readonly differenceCents: number;
  readonly beforeCents: number;
  readonly afterCents: number;
  /** The gap to the target income a month before and after (never below zero); null without one. */
  readonly gapBeforeCents: number | null;
  readonly gapAfterCents: number | null;
};

/** How a what-if changes the expected income (or, for a savings product, the value). */
export function compare(before: Projection, after: Projection): Comparison {
  const was: ScenarioResult = expectedOf(before);
  const is: ScenarioResult = expectedOf(after);
  if (was.monthlyIncomeCents === null || is.monthlyIncomeCents === null)
    return {
      kind: 'value',
      differenceCents: is.valueAtRetirementCents - was.valueAtRetirementCents,
      beforeCents: was.valueAtRetirementCents,
      afterCents: is.valueAtRetirementCents,
      gapBeforeCents: null,
      gapAfterCents: null,
    };
  const gap = (projection: Projection, income: number) =>
    projection.targetMonthlyIncomeCents === null
      ? null
      : Math.max(0, projection.targetMonthlyIncomeCents - income);
  return {
    kind: 'income',
    differenceCents: is.monthlyIncomeCents - was.monthlyIncomeCents,
    beforeCents: was.monthlyIncomeCents,
    afterCents: is.monthlyIncomeCents,
    gapBeforeCents: gap(before, was.monthlyIncomeCents),
    gapAfterCents: gap(after, is.monthlyIncomeCents),
  };
}

/**
 * The comparison in words, amounts written by `amount` (cents; the page's rounded and hidden-aware
 * writer): 'R 2 100 a month more; the gap to your target is R 6 300 a month, down from R 8 400.'
 */
export function comparisonText(comparison: Comparison, amount: (cents: number) => string): string {
  const { differenceCents: difference } = comparison;
  if (comparison.kind === 'value') {
    if (difference === 0) return 'No change to the value at retirement.';
    return `${amount(Math.abs(difference))} ${difference > 0 ? 'more' : 'less'} at retirement, in today's money.`;
  }
  const change =
    difference === 0
      ? 'No change to your income'
      : `${amount(Math.abs(difference))} a month ${difference > 0 ? 'more' : 'less'}`;
  const { gapBeforeCents: gapBefore, gapAfterCents: gapAfter } = comparison;
  if (gapBefore === null || gapAfter === null) return `${change}.`;
  if (gapAfter === 0)
    return gapBefore === 0
      ? `${change}; you reach your target, as before.`
      : `${change}; you reach your target, which was ${amount(gapBefore)} a month away.`;
  if (gapAfter === gapBefore)
    return `${change}; the gap to your target stays ${amount(gapAfter)} a month.`;
  return `${change}; the gap to your target is ${amount(gapAfter)} a month, ${gapAfter < gapBefore ? 'down' : 'up'} from ${amount(gapBefore)}.`;
}
