import { z } from 'zod';
import {
  ANNUITY_KINDS,
  RETIREMENT_CASH_CHOICES,
  RETIREMENT_MESSAGES,
} from './calls/retirement-options';
import { defineRoute } from './route';
import { DateStringSchema, PercentSchema, RandSchema, requestText } from './wire';

export {
  ANNUITY_KINDS,
  RETIREMENT_CASH_CHOICES,
  RETIREMENT_MESSAGES,
  type AnnuityKindName,
  type RetirementCashChoice,
} from './calls/retirement-options';

// A member's options at retirement (issue 49 point 5; Regulation 39 under the Pension Funds Act;
// docs/decisions/052-retirement-options.md). Within five years of the normal retirement date the
// member sees the fund's annuity strategy, the most cash the rules allow with its tax on the
// retirement lump-sum table, and a life annuity and a living annuity illustrated with no cash and
// with the most cash, every figure the retirement projection's own in today's money (expected
// returns). The member confirms reading the retirement counselling material (kept with its date
// and version) before a retirement claim can be started online. Every call is scoped to the
// signed-in member: another member's scheme number is a 404; a membership more than five years
// from retirement, or a product that is not a retirement fund, is a 409.

const SchemeQuerySchema = z.object({ schemeNumber: requestText(40).trim().min(1) });

const ComponentsSchema = z.object({
  savingsComponent: RandSchema,
  vestedComponent: RandSchema,
  retirementComponent: RandSchema,
  totalValue: RandSchema,
});

/** One illustration of an income at retirement (today's money, expected returns). */
export const IncomeIllustrationSchema = z.object({
  annuity: z.enum(ANNUITY_KINDS),
  cash: z.enum(RETIREMENT_CASH_CHOICES),
  cashAmount: RandSchema,
  /** The cash's tax on the retirement lump-sum table. */
  cashTax: RandSchema,
  /** What buys the income: the value at retirement less the cash. */
  annuityValue: RandSchema,
  /** The income a year as a percentage of what buys it (the annuity rate, or the drawdown). */
  incomeRate: PercentSchema,
  monthlyIncome: RandSchema,
  monthlyTax: RandSchema,
  monthlyNet: RandSchema,
});
export type IncomeIllustration = z.infer<typeof IncomeIllustrationSchema>;

export const AnnuityStrategySchema = z.object({
  adoptedOn: DateStringSchema,
  summary: z.string(),
  annuities: z.array(z.object({ name: z.string(), description: z.string() })),
});

export const RetirementClaimSummarySchema = z.object({
  caseNo: z.string(),
  status: z.string(),
  statusDescription: z.string(),
  submittedOn: DateStringSchema.nullable(),
  /** The claim's page in the portal (a retail product's claims are under the product's page). */
  claimPath: z.string(),
});
export type RetirementClaimSummary = z.infer<typeof RetirementClaimSummarySchema>;

export const RetirementOptionsSchema = z.object({
  schemeNumber: z.string(),
  fundName: z.string(),
  productName: z.string(),
  /** The date today's values are of (the fund's calculation date). */
  valueDate: DateStringSchema,
  retirementDate: DateStringSchema,
  retirementAge: z.number().int(),
  /** Five years before the retirement date: the options are shown from then. */
  optionsFrom: DateStringSchema,
  /** The 55th birthday: a retirement claim may be started from then. */
  earliestClaimDate: DateStringSchema,
  mayStartClaim: z.boolean(),
  today: ComponentsSchema,
  /** The value at the retirement date by component (today's money, expected returns). */
  atRetirement: ComponentsSchema,
  /** The most the rules allow in cash at retirement, and its tax. */
  cash: z.object({
    maxCash: RandSchema,
    taxAmount: RandSchema,
    netAmount: RandSchema,
    /** The tax year whose retirement lump-sum table is used ('2026/27'). */
    taxYear: z.string(),
    /** All of it may be taken in cash: the retirement component is under the de minimis. */
    isDeMinimis: z.boolean(),
  }),
  /** The living annuity's drawdown illustrated, % a year. */
  drawdownRate: PercentSchema,
  /** Life annuity and living annuity, each with no cash and with the most cash. */
  illustrations: z.array(IncomeIllustrationSchema),
  /** The board's annuity strategy; null when the fund has not published one. */
  annuityStrategy: AnnuityStrategySchema.nullable(),
  counselling: z.object({
    materialVersion: z.string(),
    acknowledgedOn: DateStringSchema.nullable(),
  }),
  /** The retirement claim started on this fund, the latest first; null when none. */
  retirementClaim: RetirementClaimSummarySchema.nullable(),
});
export type RetirementOptions = z.infer<typeof RetirementOptionsSchema>;

export const getRetirementOptions = defineRoute({
  method: 'GET',
  path: '/api/Retirement/GetOptions',
  query: SchemeQuerySchema,
  response: z.object({ success: z.boolean(), options: RetirementOptionsSchema }),
});

/** The member confirms reading the retirement counselling material of this version. */
export const acknowledgeRetirementCounselling = defineRoute({
  method: 'POST',
  path: '/api/Retirement/AcknowledgeCounselling',
  body: z.object({
    schemeNumber: requestText(40).trim().min(1),
    materialVersion: requestText(40).trim().min(1),
  }),
  response: z.object({
    success: z.boolean(),
    counselling: RetirementOptionsSchema.shape.counselling,
  }),
});

export const StartRetirementClaimSchema = z.object({
  schemeNumber: requestText(40).trim().min(1),
  cash: z.enum(RETIREMENT_CASH_CHOICES, { error: RETIREMENT_MESSAGES.cash }),
  annuity: z.enum(ANNUITY_KINDS, { error: RETIREMENT_MESSAGES.annuity }),
});
export type StartRetirementClaimBody = z.infer<typeof StartRetirementClaimSchema>;

/** A retirement claim started online (after the counselling acknowledgement; before: 409). */
export const startRetirementClaim = defineRoute({
  method: 'POST',
  path: '/api/Retirement/StartClaim',
  body: StartRetirementClaimSchema,
  response: z.object({ success: z.boolean(), claim: RetirementClaimSummarySchema }),
});
