import { z } from 'zod';
import { fromCents, percentFromBasisPoints } from '@portal/domain/money';
import {
  CASH_CHOICES,
  SCENARIOS,
  type Projection,
  type ProjectionTotal,
  type ScenarioResult,
} from '@portal/domain/projection';
import { ASSET_CLASSES } from '@portal/domain/projection-assumptions';
import { defineRoute } from './route';
import { SchemeNumberParamsSchema } from './fund-details';
import { DateStringSchema, PercentSchema, RandSchema } from './wire';

export { basisPointsFromRate, inputsFromWire } from './calls/projection';

// The retirement projection (DESIGN §1e "One projection"; docs/decisions/039-one-projection.md):
// GET /api/Projection/{schemeNumber} answers the inputs it used from the member's own figures, the
// assumptions, the three scenarios and the income; GET /api/Projection the member's funds and
// their total. Money is rand, rates are percent a year (DESIGN §1a); `inputsFromWire` turns the
// answer's inputs back into the domain's, so a calculator recomputes exactly what the API did.

/** A rate a year in percent with up to 2 decimals; may be negative (a real return). */
const RateSchema = z.number();

export const ProjectionPotsSchema = z.object({
  savings: RandSchema,
  vested: RandSchema,
  retirement: RandSchema,
});

export const IncomeChoiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('lifeAnnuity') }),
  z.object({ kind: z.literal('livingAnnuity'), drawdownRate: RateSchema }),
]);

export const ProjectionHoldingSchema = z.object({
  portfolioCode: z.string(),
  portfolioName: z.string(),
  /** The holding's share of the member's value (or contributions), percent. */
  share: PercentSchema,
  /** The portfolio's expected real return before any charges. */
  realReturnBeforeCharges: RateSchema,
  totalExpenseRatio: RateSchema,
  /** The portfolio's transaction costs; with the TER its total investment charge (TIC). */
  transactionCosts: RateSchema,
  mix: z.array(z.object({ assetClass: z.enum(ASSET_CLASSES), share: PercentSchema })),
});
export type ProjectionHolding = z.infer<typeof ProjectionHoldingSchema>;

export const ProjectionInputsSchema = z.object({
  today: DateStringSchema,
  dateOfBirth: DateStringSchema,
  retirementDate: DateStringSchema,
  /** The fund's normal retirement date, or null when the product has none. */
  normalRetirementDate: DateStringSchema.nullable(),
  kind: z.enum(['retirement', 'savings']),
  isTwoPot: z.boolean(),
  pots: ProjectionPotsSchema,
  monthlyContribution: RandSchema,
  /** Where this month's contribution comes from, in the member's words. */
  contributionBasis: z.string(),
  /** The contribution's parts, for an employer fund (rates a year of salary). */
  memberContributionRate: RateSchema.nullable(),
  employerContributionRate: RateSchema.nullable(),
  riskPremiumRate: RateSchema.nullable(),
  contributionsGrow: z.boolean(),
  contributionRoom: RandSchema.nullable(),
  annualSalary: RandSchema.nullable(),
  holdings: z.array(ProjectionHoldingSchema),
  /**
   * The mix's expected real return before charges, the TER, the transaction costs (the unit prices
   * deduct both) and the fund's charges, a year.
   */
  realReturnBeforeCharges: RateSchema,
  totalExpenseRatio: RateSchema,
  transactionCosts: RateSchema,
  fundCharges: RateSchema,
  /** What the projection grows at: before charges less the TER, the TC and the fund's charges. */
  expectedRealReturn: RateSchema,
  cash: z.enum(CASH_CHOICES as ['none', 'savings', 'maximum']),
  income: IncomeChoiceSchema,
});
export type ProjectionInputsWire = z.infer<typeof ProjectionInputsSchema>;

export const ProjectionScenarioSchema = z.object({
  scenario: z.enum(SCENARIOS as ['lower', 'expected', 'higher']),
  realReturn: RateSchema,
  pots: ProjectionPotsSchema,
  valueAtRetirement: RandSchema,
  cash: RandSchema,
  cashTax: RandSchema,
  annuity: RandSchema,
  monthlyIncome: RandSchema.nullable(),
  monthlyIncomeTax: RandSchema.nullable(),
  /** The income a year as a percent of the final salary (may pass 100). */
  replacement: RateSchema.nullable(),
  path: z.array(z.object({ month: z.number().int(), value: RandSchema })),
});
export type ProjectionScenarioWire = z.infer<typeof ProjectionScenarioSchema>;

export const ProjectionAssumptionsSchema = z.object({
  inflation: RateSchema,
  realReturns: z.array(
    z.object({ assetClass: z.enum(ASSET_CLASSES), name: z.string(), realReturn: RateSchema }),
  ),
  scenarioSpread: RateSchema,
  realSalaryGrowth: RateSchema,
  targetReplacement: RateSchema,
  defaultRetirementAge: z.number().int(),
  annuityRates: z.array(z.object({ age: z.number().int(), rate: RateSchema })),
  /** Each assumption in words with its source. */
  sources: z.array(z.object({ name: z.string(), value: z.string(), source: z.string() })),
});
export type ProjectionAssumptionsWire = z.infer<typeof ProjectionAssumptionsSchema>;

export const FundProjectionSchema = z.object({
  schemeNumber: z.string(),
  productName: z.string(),
  inputs: ProjectionInputsSchema,
  months: z.number().int(),
  retirementAge: z.number().int(),
  /** The life annuity's rate for the age or the living annuity's drawdown; null for no income. */
  incomeRate: RateSchema.nullable(),
  finalAnnualSalary: RandSchema.nullable(),
  targetMonthlyIncome: RandSchema.nullable(),
  scenarios: z.tuple([
    ProjectionScenarioSchema,
    ProjectionScenarioSchema,
    ProjectionScenarioSchema,
  ]),
  /** The product's portfolios a member may choose for a what-if. */
  portfolioChoices: z.array(ProjectionHoldingSchema),
});
export type FundProjection = z.infer<typeof FundProjectionSchema>;

/** A fund the portal does not project, and why (a living annuity already pays an income). */
export const NotProjectedSchema = z.object({
  schemeNumber: z.string(),
  productName: z.string(),
  reason: z.string(),
});

export const getProjection = defineRoute({
  method: 'GET',
  path: '/api/Projection/:schemeNumber',
  params: SchemeNumberParamsSchema,
  response: z.object({
    success: z.boolean(),
    projection: FundProjectionSchema.nullable(),
    notProjected: NotProjectedSchema.nullable(),
    assumptions: ProjectionAssumptionsSchema,
  }),
});

export const ProjectionTotalSchema = z.object({
  scenarios: z.array(
    z.object({
      scenario: z.enum(SCENARIOS as ['lower', 'expected', 'higher']),
      valueAtRetirement: RandSchema,
      monthlyIncome: RandSchema.nullable(),
      replacement: RateSchema.nullable(),
    }),
  ),
  finalAnnualSalary: RandSchema.nullable(),
  targetMonthlyIncome: RandSchema.nullable(),
});

export const getProjections = defineRoute({
  method: 'GET',
  path: '/api/Projection',
  response: z.object({
    success: z.boolean(),
    projections: z.array(FundProjectionSchema),
    notProjected: z.array(NotProjectedSchema),
    total: ProjectionTotalSchema,
    assumptions: ProjectionAssumptionsSchema,
    /**
     * The administrator's fee per savings withdrawal (rand), which the two-pot calculator takes
     * as the withdrawal's estimate does.
     */
    savingsWithdrawalFee: RandSchema,
  }),
});

const rand = (cents: number) => fromCents(cents);
const rate = (bp: number) => percentFromBasisPoints(bp);
const randOrNull = (cents: number | null) => (cents === null ? null : rand(cents));
const rateOrNull = (bp: number | null) => (bp === null ? null : rate(bp));

/** A scenario as the API answers it. */
export function scenarioToWire(result: ScenarioResult): ProjectionScenarioWire {
  return {
    scenario: result.scenario,
    realReturn: rate(result.realReturnBp),
    pots: {
      savings: rand(result.pots.savingsCents),
      vested: rand(result.pots.vestedCents),
      retirement: rand(result.pots.retirementCents),
    },
    valueAtRetirement: rand(result.valueAtRetirementCents),
    cash: rand(result.cashCents),
    cashTax: rand(result.cashTaxCents),
    annuity: rand(result.annuityCents),
    monthlyIncome: randOrNull(result.monthlyIncomeCents),
    monthlyIncomeTax: randOrNull(result.monthlyIncomeTaxCents),
    replacement: rateOrNull(result.replacementBp),
    path: result.path.map((point) => ({ month: point.month, value: rand(point.valueCents) })),
  };
}

/** The projection's figures as the API answers them (the inputs are the caller's). */
export function projectionFiguresToWire(projection: Projection) {
  const [lower, expected, higher] = projection.scenarios;
  return {
    months: projection.months,
    retirementAge: projection.retirementAge,
    incomeRate: rateOrNull(projection.incomeRateBp),
    finalAnnualSalary: randOrNull(projection.finalAnnualSalaryCents),
    targetMonthlyIncome: randOrNull(projection.targetMonthlyIncomeCents),
    scenarios: [scenarioToWire(lower), scenarioToWire(expected), scenarioToWire(higher)] as [
      ProjectionScenarioWire,
      ProjectionScenarioWire,
      ProjectionScenarioWire,
    ],
  };
}

/** The member's total as the API answers it. */
export function totalToWire(total: ProjectionTotal): z.infer<typeof ProjectionTotalSchema> {
  return {
    scenarios: total.scenarios.map((scenario) => ({
      scenario: scenario.scenario,
      valueAtRetirement: rand(scenario.valueAtRetirementCents),
      monthlyIncome: randOrNull(scenario.monthlyIncomeCents),
      replacement: rateOrNull(scenario.replacementBp),
    })),
    finalAnnualSalary: randOrNull(total.finalAnnualSalaryCents),
    targetMonthlyIncome: randOrNull(total.targetMonthlyIncomeCents),
  };
}
