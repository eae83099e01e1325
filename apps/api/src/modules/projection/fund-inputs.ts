import type { ProjectionHolding, ProjectionInputsWire } from '@portal/contract/projection';
import type { ProjectionQuery } from '@portal/contract/projection-query';
import { addMonths, compareDates } from '@portal/domain/dates';
import { vestedCents } from '@portal/domain/fund-details';
import {
  basisPointsFromPercent,
  formatRand,
  fromCents,
  percentFromBasisPoints,
} from '@portal/domain/money';
import { allocationShares } from '@portal/domain/portfolio';
import {
  chargesBpOf,
  DEFAULT_INCOME,
  defaultRetirementDate,
  memberReturn,
  mixRealReturnBp,
  retirementDateAt,
  type CashChoice,
  type IncomeChoice,
  type ProjectionInputs,
  type ProjectionKind,
} from '@portal/domain/projection';
import { ASSET_CLASSES } from '@portal/domain/projection-assumptions';
import {
  isPaidUpStatus,
  paidUpSince,
  TFSA_LIFETIME_LIMIT_CENTS,
} from '@portal/domain/tax-certificates';
import type { PositionRow } from '../fund/fund.repository';
import type {
  MembershipPortfolioRow,
  MembershipRow,
  ProductRow,
} from '../fund-details/fund-details.repository';
import { portfolioItems } from '../fund-details/fund-details.service';
import { valuesOf } from '../fund-details/fund-valuation';
import type { FundFacts, PortfolioFacts } from './projection.repository';
import type { ProductClass } from './product-class';

// One fund's projection inputs from its facts: this month's contribution (from the fund's
// figures, or a retail product's debit orders), the portfolios held and their charges, and the
// retirement date; or why the fund is not projected.

export const LIVING_ANNUITY_REASON =
  'This is a living annuity: it already pays you an income. Its statements show your income and drawdown rate.';
export const PAYING_INCOME_REASON =
  'This fund already pays you an income, so there is nothing to project to retirement. Its statements show your income.';

/** A retail debit order counts as running when a contribution was paid in this many months. */
export const DEBIT_ORDER_RECENT_MONTHS = 2;

/** The member's what-ifs (query parameters), each optional. */
export type ProjectionChoices = ProjectionQuery;

export type ProjectionOptions = {
  /** The member's what-ifs; none by default (the statements' and pages' figures). */
  readonly choices?: ProjectionChoices;
  /** The portal's today: where a fund without any holding (no calculation date) starts from. */
  readonly today?: string;
};

/** One fund's inputs: the domain's, the answer's, and the product's portfolios. */
export type FundProjectionInputs =
  | {
      readonly projected: true;
      readonly membershipId: number;
      readonly schemeNumber: string;
      readonly productName: string;
      readonly inputs: ProjectionInputs;
      readonly wire: ProjectionInputsWire;
      readonly portfolioChoices: ProjectionHolding[];
    }
  | {
      readonly projected: false;
      readonly membershipId: number;
      readonly schemeNumber: string;
      readonly productName: string;
      readonly reason: string;
    };

export const rate = (bp: number) => percentFromBasisPoints(bp);
export const percentWords = (bp: number) => `${percentFromBasisPoints(bp)} %`;

export function noFacts(membershipId: number): FundFacts {
  return {
    membershipId,
    feesLastYearCents: 0,
    lastContributionDate: null,
    lastMonthContributionCents: 0,
    contributedCents: 0,
    riskPremiumBp: 0,
  };
}

type Contribution = {
  monthlyCents: number;
  basis: string;
  memberRateBp: number | null;
  employerRateBp: number | null;
  riskPremiumBp: number | null;
};

/**
 * This month's contribution into the fund: an employer fund's rates of the pensionable salary less
 * the group risk premium rate, ÷ 12 (none once paid-up, by the rule of paid-up certificates); a
 * retail debit order's latest month when one was paid in the last two months; none for a
 * preservation fund.
 */
export function contributionOf(
  membership: Pick<
    MembershipRow,
    | 'annualPensionableSalaryCents'
    | 'memberContributionRateBp'
    | 'employerContributionRateBp'
    | 'accountStatus'
    | 'masterMemberStatus'
    | 'dateJoined'
  >,
  productClass: ProductClass,
  facts: Pick<FundFacts, 'lastContributionDate' | 'lastMonthContributionCents' | 'riskPremiumBp'>,
  today: string,
): Contribution {
  const none = (basis: string): Contribution => ({
    monthlyCents: 0,
    basis,
    memberRateBp: null,
    employerRateBp: null,
    riskPremiumBp: null,
  });
  if (productClass === 'employer') {
    const memberRateBp = membership.memberContributionRateBp ?? 0;
    const employerRateBp = membership.employerContributionRateBp ?? 0;
    const riskPremiumBp = facts.riskPremiumBp;
    const rates = { memberRateBp, employerRateBp, riskPremiumBp };
    const paidUp =
      isPaidUpStatus(membership.accountStatus) ||
      paidUpSince({
        productTypeCategory: 'Institutional',
        masterMemberStatus: membership.masterMemberStatus,
        dateJoined: membership.dateJoined,
        lastContributionDate: facts.lastContributionDate,
        asAt: today,
      }) !== null;
    if (paidUp)
      return {
        ...rates,
        monthlyCents: 0,
        basis:
          'You are a paid-up member: no contributions are paid into this fund any more, so the projection adds none.',
      };
    const salary = membership.annualPensionableSalaryCents;
    if (salary === null || salary <= 0)
      return {
        ...rates,
        monthlyCents: 0,
        basis:
          'The fund holds no pensionable salary for you, so the projection adds no contributions.',
      };
    const netBp = Math.max(0, memberRateBp + employerRateBp - riskPremiumBp);
    const cover = riskPremiumBp > 0 ? `, less ${percentWords(riskPremiumBp)} for group cover` : '';
    return {
      ...rates,
      monthlyCents: Math.round((salary * netBp) / 120_000),
      basis: `${percentWords(memberRateBp)} from you and ${percentWords(employerRateBp)} from your employer of your salary of ${formatRand(salary)} a year${cover}, ÷ 12.`,
    };
  }
  if (productClass === 'preservation')
    return none(
      'A preservation fund takes no new contributions, so the projection adds none: it grows what you have.',
    );
  const recent =
    facts.lastContributionDate !== null &&
    compareDates(facts.lastContributionDate, addMonths(today, -DEBIT_ORDER_RECENT_MONTHS)) >= 0;
  if (!recent || facts.lastMonthContributionCents <= 0)
    return none(
      `You have paid no contribution in the last ${DEBIT_ORDER_RECENT_MONTHS} months, so the projection adds none.`,
    );
  const grows = productClass === 'retirementAnnuity';
  return {
    ...none(''),
    monthlyCents: facts.lastMonthContributionCents,
    basis: `Your latest debit order of ${formatRand(facts.lastMonthContributionCents)} a month${grows ? ', rising with your salary' : ', the same each month in today’s money'}.`,
  };
}

export function fundInputs(input: {
  membership: MembershipRow;
  product: ProductRow;
  productClass: Exclude<ProductClass, 'livingAnnuity'>;
  dateOfBirth: string;
  today: string;
  positions: readonly PositionRow[];
  portfolioRows: readonly MembershipPortfolioRow[];
  facts: FundFacts;
  portfolios: ReadonlyMap<number, PortfolioFacts>;
  choices: ProjectionChoices;
}): { inputs: ProjectionInputs; wire: ProjectionInputsWire; heldIds: number[] } {
  const { membership, product, productClass, dateOfBirth, today, facts, choices } = input;
  // The fund details' own pots (the same code), so the projection starts from its figures.
  const { pots } = portfolioItems(membership, input.portfolioRows, input.positions);
  const isTwoPot = product.twoPotIndicator === 'Y';
  const vested = vestedCents(pots.available, pots.notAvailable);
  const totalCents = vested + pots.savings + pots.retirement;
  const projectionPots = isTwoPot
    ? { savingsCents: pots.savings, vestedCents: vested, retirementCents: pots.retirement }
    : { savingsCents: 0, vestedCents: totalCents, retirementCents: 0 };

  // Holdings by value on the date; by contribution allocation when the member holds nothing yet.
  const { byPortfolio } = valuesOf(input.positions, today);
  const valuedIds = [...byPortfolio].filter(([, cents]) => cents > 0).map(([id]) => id);
  const weights: { portfolioId: number; weight: number }[] =
    valuedIds.length > 0
      ? valuedIds.map((id) => ({ portfolioId: id, weight: byPortfolio.get(id) ?? 0 }))
      : input.portfolioRows
          .filter((row) => (row.allocationBp ?? 0) > 0)
          .map((row) => ({ portfolioId: row.portfolioId, weight: row.allocationBp ?? 0 }));
  const held = weights.flatMap((w) => {
    const facts = input.portfolios.get(w.portfolioId);
    return facts ? [{ ...w, facts }] : [];
  });
  const shares = allocationShares(
    held.map((h) => ({ label: String(h.portfolioId), cents: h.weight })),
  );
  const chargesBp = chargesBpOf(facts.feesLastYearCents, totalCents);
  const returns = memberReturn(
    held.map((h) => ({
      weight: h.weight,
      mix: h.facts.mix,
      terBp: h.facts.terBp,
      tcBp: h.facts.tcBp,
    })),
    chargesBp,
  );

  const contribution = contributionOf(membership, productClass, facts, today);
  const kind: ProjectionKind =
    productClass === 'taxFree' || productClass === 'discretionary' ? 'savings' : 'retirement';
  const contributionsGrow = productClass === 'employer' || productClass === 'retirementAnnuity';
  const contributionRoomCents =
    productClass === 'taxFree'
      ? Math.max(0, TFSA_LIFETIME_LIMIT_CENTS - facts.contributedCents)
      : null;
  const annualSalaryCents =
    productClass === 'employer' ? membership.annualPensionableSalaryCents : null;
  const retirementDate =
    choices.retirementAge !== undefined
      ? retirementDateAt(dateOfBirth, choices.retirementAge)
      : (membership.normalRetirementDate ?? defaultRetirementDate(dateOfBirth));
  const cash: CashChoice = choices.cash ?? 'none';
  const income: IncomeChoice =
    choices.drawdownRate !== undefined
      ? { kind: 'livingAnnuity', drawdownBp: basisPointsFromPercent(choices.drawdownRate) }
      : DEFAULT_INCOME;

  const inputs: ProjectionInputs = {
    today,
    dateOfBirth,
    retirementDate,
    kind,
    isTwoPot,
    pots: projectionPots,
    monthlyContributionCents: contribution.monthlyCents,
    contributionsGrow,
    contributionRoomCents,
    annualSalaryCents,
    expectedRealReturnBp: returns.netRealReturnBp,
    cash,
    income,
  };
  const wire: ProjectionInputsWire = {
    today,
    dateOfBirth,
    retirementDate,
    normalRetirementDate: membership.normalRetirementDate,
    kind,
    isTwoPot,
    pots: {
      savings: fromCents(projectionPots.savingsCents),
      vested: fromCents(projectionPots.vestedCents),
      retirement: fromCents(projectionPots.retirementCents),
    },
    monthlyContribution: fromCents(contribution.monthlyCents),
    contributionBasis: contribution.basis,
    memberContributionRate:
      contribution.memberRateBp === null ? null : rate(contribution.memberRateBp),
    employerContributionRate:
      contribution.employerRateBp === null ? null : rate(contribution.employerRateBp),
    riskPremiumRate: contribution.riskPremiumBp === null ? null : rate(contribution.riskPremiumBp),
    contributionsGrow,
    contributionRoom: contributionRoomCents === null ? null : fromCents(contributionRoomCents),
    annualSalary: annualSalaryCents === null ? null : fromCents(annualSalaryCents),
    holdings: held.map((h, index) => holdingToWire(h.facts, shares[index]?.basisPoints ?? 0)),
    realReturnBeforeCharges: rate(returns.grossRealReturnBp),
    totalExpenseRatio: rate(returns.terBp),
    transactionCosts: rate(returns.tcBp),
    fundCharges: rate(returns.chargesBp),
    expectedRealReturn: rate(returns.netRealReturnBp),
    cash,
    income:
      income.kind === 'lifeAnnuity'
        ? { kind: 'lifeAnnuity' }
        : { kind: 'livingAnnuity', drawdownRate: rate(income.drawdownBp) },
  };
  return { inputs, wire, heldIds: held.map((h) => h.portfolioId) };
}

export function holdingToWire(portfolio: PortfolioFacts, shareBp: number): ProjectionHolding {
  const order = (assetClass: string) => ASSET_CLASSES.indexOf(assetClass as never);
  return {
    portfolioCode: portfolio.code,
    portfolioName: portfolio.name,
    share: rate(shareBp),
    realReturnBeforeCharges: rate(mixRealReturnBp(portfolio.mix)),
    totalExpenseRatio: rate(portfolio.terBp),
    transactionCosts: rate(portfolio.tcBp),
    mix: [...portfolio.mixRows]
      .sort((a, b) => order(a.assetClass) - order(b.assetClass))
      .map((row) => ({ assetClass: row.assetClass, share: rate(row.shareBp) })),
  };
}
