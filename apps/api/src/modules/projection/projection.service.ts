import type {
  FundProjection,
  ProjectionAssumptionsWire,
  ProjectionHolding,
  ProjectionInputsWire,
} from '@portal/contract/projection';
import { projectionFiguresToWire, totalToWire } from '@portal/contract/projection';
import type { ProjectionQuery } from '@portal/contract/projection-query';
import { addMonths, compareDates } from '@portal/domain/dates';
import { vestedCents } from '@portal/domain/fund-details';
import {
  basisPointsFromPercent,
  formatPercent,
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
  projectRetirement,
  retirementDateAt,
  totalOf,
  type CashChoice,
  type IncomeChoice,
  type Projection,
  type ProjectionInputs,
  type ProjectionKind,
} from '@portal/domain/projection';
import {
  ANNUITY_RATE_BP,
  ASSET_CLASS_NAMES,
  ASSET_CLASSES,
  CPI_BP,
  DEFAULT_RETIREMENT_AGE,
  LUMP_SUM_TAX_NOTE,
  REAL_RETURN_BP,
  REAL_SALARY_GROWTH_BP,
  RETIREMENT_AGE_RANGE,
  SCENARIO_SPREAD_BP,
  TARGET_REPLACEMENT_BP,
} from '@portal/domain/projection-assumptions';
import {
  isPaidUpStatus,
  paidUpSince,
  TFSA_LIFETIME_LIMIT_CENTS,
} from '@portal/domain/tax-certificates';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import {
  membershipsOf,
  positionsAtCalculationDate,
  positionsAtCalculationDates,
  positionsOn,
  type PositionRow,
} from '../fund/fund.repository';
import {
  findMembershipBySchemeNumber,
  portfoliosOfMember,
  portfoliosOfMembership,
  type MembershipPortfolioRow,
  type MembershipRow,
  type ProductRow,
} from '../fund-details/fund-details.repository';
import { portfolioItems } from '../fund-details/fund-details.service';
import { valuesOf } from '../fund-details/fund-valuation';
import { LIVING_ANNUITY_HEADING } from '../tax-certificates/annuity-income.repository';
import {
  dateOfBirthOf,
  fundFactsOf,
  portfolioFactsOf,
  type FundFacts,
  type PortfolioFacts,
} from './projection.repository';

// The projection's inputs from the member's own figures (docs/decisions/039-one-projection.md):
// the fund details' pots on the fund's calculation date, this month's contribution, the
// portfolios' mixes, TERs and transaction costs and the fund's charges, the retirement date; then the domain's one
// projection of them. `projectionInputsFor` is what every caller (this API, the statements, the
// savings withdrawal's estimate) builds one fund's inputs with.

/** How the portal treats a product in the projection. */
export type ProductClass =
  'employer' | 'retirementAnnuity' | 'preservation' | 'taxFree' | 'discretionary' | 'livingAnnuity';

/** A product's class by its category and heading (spec 2 §3 Fund summary). */
export function productClassOf(
  product: Pick<ProductRow, 'productTypeCategory' | 'heading'>,
): ProductClass {
  if (product.productTypeCategory !== 'Retail') return 'employer';
  const heading = product.heading.trim().toLowerCase();
  return RETAIL_CLASSES[heading] ?? 'retirementAnnuity';
}

/** The retail products by heading (spec 2 §3); any other retail product is a retirement annuity's kind. */
const RETAIL_CLASSES: Readonly<Record<string, ProductClass>> = {
  [LIVING_ANNUITY_HEADING.toLowerCase()]: 'livingAnnuity',
  'preservation fund': 'preservation',
  'retirement annuity': 'retirementAnnuity',
  'tax free savings account': 'taxFree',
  'discretionary saving': 'discretionary',
};

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

type Held = { membership: MembershipRow; product: ProductRow };
type Valued = { calculationDate: string | null; positions: PositionRow[] };

const rate = (bp: number) => percentFromBasisPoints(bp);
const percentWords = (bp: number) => `${percentFromBasisPoints(bp)} %`;

/**
 * One fund's projection inputs from the member's own data on `on` (the fund's calculation date,
 * the date the fund details' figures are of, when not given), or 404 for a scheme the member does
 * not hold. The pots equal the fund details' to the cent.
 */
export async function projectionInputsFor(
  db: Db,
  memberId: number,
  schemeNumber: string,
  on?: string,
  options: ProjectionOptions = {},
): Promise<FundProjectionInputs> {
  const held = await findMembershipBySchemeNumber(db, memberId, schemeNumber);
  if (!held) throw notFound();
  const { membership } = held;
  const [valued, portfolioRows, dateOfBirth] = await Promise.all([
    on === undefined
      ? positionsAtCalculationDate(db, membership.id)
      : positionsOn(db, membership.id, on).then((positions) => ({
          calculationDate: on,
          positions,
        })),
    portfoliosOfMembership(db, membership.id),
    dateOfBirthOf(db, memberId),
  ]);
  if (dateOfBirth === undefined) throw notFound();
  const [result] = await inputsOfFunds(
    db,
    dateOfBirth,
    [held],
    new Map([[membership.id, valued]]),
    new Map([[membership.id, portfolioRows]]),
    { ...options, on },
  );
  if (!result) throw notFound();
  return result;
}

/** Every fund of the member's inputs, in a few reads whatever the number of funds. */
export async function projectionInputsOfMember(
  db: Db,
  memberId: number,
  options: ProjectionOptions = {},
): Promise<FundProjectionInputs[]> {
  const [held, valued, portfolioRows, dateOfBirth] = await Promise.all([
    membershipsOf(db, memberId),
    positionsAtCalculationDates(db, memberId),
    portfoliosOfMember(db, memberId),
    dateOfBirthOf(db, memberId),
  ]);
  if (dateOfBirth === undefined || held.length === 0) return [];
  return inputsOfFunds(db, dateOfBirth, held, valued, portfolioRows, options);
}

async function inputsOfFunds(
  db: Db,
  dateOfBirth: string,
  held: readonly Held[],
  valued: ReadonlyMap<number, Valued>,
  portfolioRows: ReadonlyMap<number, MembershipPortfolioRow[]>,
  options: ProjectionOptions & { on?: string | undefined },
): Promise<FundProjectionInputs[]> {
  const { choices = {}, on } = options;
  const dateOf = (membership: MembershipRow) =>
    on ?? valued.get(membership.id)?.calculationDate ?? options.today ?? null;
  const projected = held.filter(({ product }) => productClassOf(product) !== 'livingAnnuity');
  const points = projected.flatMap(({ membership }) => {
    const date = dateOf(membership);
    return date === null ? [] : [{ membershipId: membership.id, date }];
  });
  const heldPortfolioIds = [
    ...new Set(
      projected.flatMap(({ membership }) =>
        (portfolioRows.get(membership.id) ?? []).map((row) => row.portfolioId),
      ),
    ),
  ];
  const [facts, portfolios] = await Promise.all([
    fundFactsOf(db, points),
    portfolioFactsOf(
      db,
      [...new Set(projected.map(({ product }) => product.id))],
      heldPortfolioIds,
    ),
  ]);
  return held.map(({ membership, product }) => {
    const base = {
      membershipId: membership.id,
      schemeNumber: product.schemeNumber,
      productName: product.fullProductName,
    };
    const productClass = productClassOf(product);
    if (productClass === 'livingAnnuity')
      return { ...base, projected: false as const, reason: LIVING_ANNUITY_REASON };
    if (productClass !== 'employer' && membership.pensionServiceCommencementDate !== null)
      return { ...base, projected: false as const, reason: PAYING_INCOME_REASON };
    const fund = valued.get(membership.id) ?? { calculationDate: null, positions: [] };
    const today = dateOf(membership) ?? membership.dateJoined;
    const fundFacts = facts.get(membership.id) ?? noFacts(membership.id);
    const built = fundInputs({
      membership,
      product,
      productClass,
      dateOfBirth,
      today,
      positions: fund.positions,
      portfolioRows: portfolioRows.get(membership.id) ?? [],
      facts: fundFacts,
      portfolios: portfolios.byId,
      choices,
    });
    const choiceIds = new Set([...(portfolios.choicesOf.get(product.id) ?? []), ...built.heldIds]);
    const portfolioChoices = [...portfolios.byId.values()]
      .filter((portfolio) => choiceIds.has(portfolio.portfolioId))
      .map((portfolio) => holdingToWire(portfolio, 0));
    return {
      ...base,
      projected: true as const,
      inputs: built.inputs,
      wire: built.wire,
      portfolioChoices,
    };
  });
}

function noFacts(membershipId: number): FundFacts {
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

function fundInputs(input: {
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

function holdingToWire(portfolio: PortfolioFacts, shareBp: number): ProjectionHolding {
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

/** The assumptions as the API answers them beside every projection, each with its source. */
export function assumptionsToWire(): ProjectionAssumptionsWire {
  const ages: number[] = [];
  for (let age = RETIREMENT_AGE_RANGE.min; age <= RETIREMENT_AGE_RANGE.max; age += 1)
    ages.push(age);
  const annuityAt = (age: number) => ANNUITY_RATE_BP.value[age] ?? 0;
  return {
    inflation: rate(CPI_BP.value),
    realReturns: ASSET_CLASSES.map((assetClass) => ({
      assetClass,
      name: ASSET_CLASS_NAMES[assetClass],
      realReturn: rate(REAL_RETURN_BP.value[assetClass]),
    })),
    scenarioSpread: rate(SCENARIO_SPREAD_BP.value),
    realSalaryGrowth: rate(REAL_SALARY_GROWTH_BP.value),
    targetReplacement: rate(TARGET_REPLACEMENT_BP.value),
    defaultRetirementAge: DEFAULT_RETIREMENT_AGE.value,
    annuityRates: ages.map((age) => ({ age, rate: rate(annuityAt(age)) })),
    sources: [
      { name: 'Inflation', value: `${percentWords(CPI_BP.value)} a year`, source: CPI_BP.source },
      ...ASSET_CLASSES.map((assetClass) => ({
        name: `Expected return: ${ASSET_CLASS_NAMES[assetClass]}`,
        value: `${percentWords(REAL_RETURN_BP.value[assetClass])} a year above inflation, before charges`,
        source: REAL_RETURN_BP.source,
      })),
      {
        name: 'Lower and higher returns',
        value: `${percentWords(SCENARIO_SPREAD_BP.value)} a year less and more than the expected return`,
        source: SCENARIO_SPREAD_BP.source,
      },
      {
        name: 'Salary increases',
        value: `${percentWords(REAL_SALARY_GROWTH_BP.value)} a year above inflation`,
        source: REAL_SALARY_GROWTH_BP.source,
      },
      {
        name: 'Target income',
        value: `${percentWords(TARGET_REPLACEMENT_BP.value)} of your final salary`,
        source: TARGET_REPLACEMENT_BP.source,
      },
      {
        name: 'Retirement age',
        value: `Age ${DEFAULT_RETIREMENT_AGE.value} where the fund has no normal retirement date`,
        source: DEFAULT_RETIREMENT_AGE.source,
      },
      {
        name: 'Life annuity rates',
        value: `${formatPercent(annuityAt(DEFAULT_RETIREMENT_AGE.value))} a year of the price at age ${DEFAULT_RETIREMENT_AGE.value} (${formatPercent(annuityAt(RETIREMENT_AGE_RANGE.min))} at ${RETIREMENT_AGE_RANGE.min} to ${formatPercent(annuityAt(RETIREMENT_AGE_RANGE.max))} at ${RETIREMENT_AGE_RANGE.max}), rising with inflation`,
        source: ANNUITY_RATE_BP.source,
      },
      { name: 'Tax on the cash', value: LUMP_SUM_TAX_NOTE.value, source: LUMP_SUM_TAX_NOTE.source },
    ],
  };
}

/** A fund's projection as the API answers it. */
export function fundProjectionToWire(
  fund: Extract<FundProjectionInputs, { projected: true }>,
  projection: Projection,
): FundProjection {
  return {
    schemeNumber: fund.schemeNumber,
    productName: fund.productName,
    inputs: fund.wire,
    ...projectionFiguresToWire(projection),
    portfolioChoices: fund.portfolioChoices,
  };
}

function notProjectedOf(fund: Extract<FundProjectionInputs, { projected: false }>) {
  return { schemeNumber: fund.schemeNumber, productName: fund.productName, reason: fund.reason };
}

/** GET /api/Projection/{schemeNumber}. */
export async function projectionOfScheme(
  db: Db,
  memberId: number,
  schemeNumber: string,
  options: ProjectionOptions,
) {
  const fund = await projectionInputsFor(db, memberId, schemeNumber, undefined, options);
  return {
    success: true,
    projection: fund.projected ? fundProjectionToWire(fund, projectRetirement(fund.inputs)) : null,
    notProjected: fund.projected ? null : notProjectedOf(fund),
    assumptions: assumptionsToWire(),
  };
}

/** GET /api/Projection: every fund of the member, and their total. */
export async function projectionsOfMember(db: Db, memberId: number, today?: string) {
  const funds = await projectionInputsOfMember(db, memberId, today === undefined ? {} : { today });
  const projected = funds.flatMap((fund) =>
    fund.projected ? [{ fund, projection: projectRetirement(fund.inputs) }] : [],
  );
  return {
    success: true,
    projections: projected.map(({ fund, projection }) => fundProjectionToWire(fund, projection)),
    notProjected: funds.flatMap((fund) => (fund.projected ? [] : [notProjectedOf(fund)])),
    total: totalToWire(totalOf(projected.map(({ projection }) => projection))),
    assumptions: assumptionsToWire(),
  };
}
