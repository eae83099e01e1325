import {
  projectionFiguresToWire,
  type FundProjection,
  type ProjectionAssumptionsWire,
  type ProjectionHolding,
  type ProjectionInputsWire,
} from '@portal/contract/projection';
import { inputsFromWire } from '@portal/contract/calls/projection';
import { projectRetirement } from '@portal/domain/projection';

// Test data for the projection calls, shaped by the contract. A fund's figures are the domain's
// projection of its inputs, as the API answers them, so that a page recomputing them in the
// browser must find the same rand.

export function aHolding(overrides: Partial<ProjectionHolding> = {}): ProjectionHolding {
  return {
    portfolioCode: 'BAL01',
    portfolioName: 'Balanced Growth Portfolio',
    share: 100,
    realReturnBeforeCharges: 4.1,
    totalExpenseRatio: 0.85,
    transactionCosts: 0.1,
    mix: [
      { assetClass: 'saEquity', share: 45 },
      { assetClass: 'bonds', share: 20 },
      { assetClass: 'globalEquity', share: 25 },
      { assetClass: 'cash', share: 10 },
    ],
    ...overrides,
  };
}

export const CONSERVATIVE_HOLDING = aHolding({
  portfolioCode: 'CON01',
  portfolioName: 'Conservative Portfolio',
  realReturnBeforeCharges: 2.1,
  totalExpenseRatio: 0.6,
  transactionCosts: 0.05,
  mix: [
    { assetClass: 'saEquity', share: 15 },
    { assetClass: 'bonds', share: 45 },
    { assetClass: 'cash', share: 40 },
  ],
});

export function anInputs(overrides: Partial<ProjectionInputsWire> = {}): ProjectionInputsWire {
  return {
    today: '2026-11-27',
    dateOfBirth: '1986-03-14',
    retirementDate: '2051-03-14',
    normalRetirementDate: '2051-03-14',
    kind: 'retirement',
    isTwoPot: true,
    pots: { savings: 42_000, vested: 610_000, retirement: 95_500.5 },
    monthlyContribution: 5_400,
    contributionBasis:
      '7.5 % from you and 10 % from your employer of your salary of R\u00a0432\u00a0000.00 a year, less 1.5 % for risk cover, ÷ 12.',
    memberContributionRate: 7.5,
    employerContributionRate: 10,
    riskPremiumRate: 1.5,
    contributionsGrow: true,
    contributionRoom: null,
    annualSalary: 432_000,
    holdings: [aHolding()],
    realReturnBeforeCharges: 4.1,
    totalExpenseRatio: 0.85,
    transactionCosts: 0.1,
    fundCharges: 0.35,
    expectedRealReturn: 2.8,
    cash: 'none',
    income: { kind: 'lifeAnnuity' },
    ...overrides,
  };
}

/** A fund's projection as the API answers it: its figures are projectRetirement's of its inputs. */
export function aFundProjection(
  overrides: { schemeNumber?: string; productName?: string; inputs?: ProjectionInputsWire } = {},
): FundProjection {
  const inputs = overrides.inputs ?? anInputs();
  return {
    schemeNumber: overrides.schemeNumber ?? 'S1001',
    productName: overrides.productName ?? 'Anchor Retirement Fund',
    inputs,
    ...projectionFiguresToWire(projectRetirement(inputsFromWire(inputs))),
    portfolioChoices: [aHolding(), CONSERVATIVE_HOLDING],
  };
}

/** A retail tax-free savings account: projected in value only, with a debit order. */
export function aSavingsProjection(): FundProjection {
  return aFundProjection({
    schemeNumber: 'T2002',
    productName: 'Tax-Free Savings Plan',
    inputs: anInputs({
      kind: 'savings',
      isTwoPot: false,
      retirementDate: '2046-07-01',
      normalRetirementDate: null,
      pots: { savings: 0, vested: 85_000, retirement: 0 },
      monthlyContribution: 1_500,
      contributionBasis:
        'Your latest debit order of R\u00a01\u00a0500.00 a month, the same each month in today’s money.',
      memberContributionRate: null,
      employerContributionRate: null,
      riskPremiumRate: null,
      contributionsGrow: false,
      contributionRoom: 380_000,
      annualSalary: null,
    }),
  });
}

export function anAssumptions(): ProjectionAssumptionsWire {
  return {
    inflation: 6,
    realReturns: [
      { assetClass: 'saEquity', name: 'South African shares', realReturn: 4.7 },
      { assetClass: 'bonds', name: 'South African bonds', realReturn: 3.3 },
      { assetClass: 'cash', name: 'Cash and money market', realReturn: 0.9 },
      { assetClass: 'globalEquity', name: 'Global shares', realReturn: 5 },
    ],
    scenarioSpread: 2,
    realSalaryGrowth: 1,
    targetReplacement: 75,
    defaultRetirementAge: 65,
    annuityRates: [
      { age: 60, rate: 6.38 },
      { age: 65, rate: 7.28 },
    ],
    sources: [
      { name: 'Inflation', value: '6 % a year', source: "The portal's inflation assumption." },
      {
        name: 'Salary growth',
        value: '1 % a year above inflation',
        source: 'The usual allowance for promotions and merit increases.',
      },
    ],
  };
}

export function aProjectionsAnswer(projections: FundProjection[] = [aFundProjection()]) {
  return {
    success: true,
    projections,
    notProjected: [] as { schemeNumber: string; productName: string; reason: string }[],
    total: {
      scenarios: [],
      finalAnnualSalary: null,
      targetMonthlyIncome: null,
    },
    assumptions: anAssumptions(),
    savingsWithdrawalFee: 250,
  };
}
