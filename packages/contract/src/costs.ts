import { z } from 'zod';
import { defineRoute } from './route';
import { SchemeNumberParamsSchema } from './fund-details';
import { PdfFileSchema } from './pdf';
import { DateStringSchema, PercentSchema, RandSchema } from './wire';

// The member's Effective Annual Cost (ASISA's standard; docs/decisions/040-effective-annual-cost.md):
// GET /api/Fund/Costs/{schemeNumber} answers the table (each term's four components and their
// total), the inputs it came from and the method in words; GET /api/Fund/Costs/{schemeNumber}/Pdf
// the same figures as a tagged PDF disclosure. Money is rand, rates are percent a year with two
// decimals (DESIGN §1a). The member's own schemes only: any other answers 404.

/** A charge a year in percent with up to 2 decimals. */
const RateSchema = z.number().min(0);

export const EacFiguresSchema = z.object({
  investmentManagement: RateSchema,
  advice: RateSchema,
  administration: RateSchema,
  /** Charges foreseen on leaving at the end of the term; shown only when `showsOther`. */
  other: RateSchema,
  total: RateSchema,
});
export type EacFiguresWire = z.infer<typeof EacFiguresSchema>;

export const EacTermSchema = z.object({
  /** The term in words: "1 year", "10 years", "To age 55 (8 years 3 months)". */
  label: z.string(),
  months: z.number().int().positive(),
  toAge55: z.boolean(),
  figures: EacFiguresSchema,
});
export type EacTermWire = z.infer<typeof EacTermSchema>;

export const CostHoldingSchema = z.object({
  portfolioCode: z.string(),
  portfolioName: z.string(),
  /** The holding's share of the member's value (or of contributions when nothing is held yet). */
  share: PercentSchema,
  value: RandSchema,
  totalExpenseRatio: RateSchema,
  transactionCosts: RateSchema,
  /** The total investment charge: TER + TC. */
  totalInvestmentCharge: RateSchema,
});
export type CostHolding = z.infer<typeof CostHoldingSchema>;

export const CostInputsSchema = z.object({
  /** The date the value and holdings are of (the fund's calculation date). */
  valueDate: DateStringSchema,
  value: RandSchema,
  monthlyContribution: RandSchema,
  holdings: z.array(CostHoldingSchema),
  /** The monthly administration fee, VAT included (0: none). */
  monthlyAdminFee: RandSchema,
  /** The administration fee's cap, percent a year of the value (null: no cap). */
  adminFeeCap: RateSchema.nullable(),
  assetBasedFee: RateSchema,
  adviceFee: RateSchema,
  /** The assumed growth a year before charges that a rand fee is measured against. */
  assumedGrowth: RateSchema,
});
export type CostInputs = z.infer<typeof CostInputsSchema>;

export const FundCostsSchema = z.object({
  schemeNumber: z.string(),
  productName: z.string(),
  terms: z.array(EacTermSchema),
  /** Whether the "other" row is disclosed (only when some term's figure is not zero). */
  showsOther: z.boolean(),
  inputs: CostInputsSchema,
  /** How the figures are worked out, in plain sentences. */
  method: z.array(z.string()),
  /** The standard's footnotes (advice, VAT, what is not included). */
  footnotes: z.array(z.string()),
});
export type FundCosts = z.infer<typeof FundCostsSchema>;

export const FundCostsResponseSchema = z.object({
  success: z.literal(true),
  /** Null when there is nothing to cost yet (no value, no contribution or no portfolio). */
  costs: FundCostsSchema.nullable(),
});
export type FundCostsResponse = z.infer<typeof FundCostsResponseSchema>;

export const getFundCosts = defineRoute({
  method: 'GET',
  path: '/api/Fund/Costs/:schemeNumber',
  params: SchemeNumberParamsSchema,
  response: FundCostsResponseSchema,
});

/** The Effective Annual Cost disclosure as a tagged PDF file (`application/pdf`). */
export const downloadFundCostsPdf = defineRoute({
  method: 'GET',
  path: '/api/Fund/Costs/:schemeNumber/Pdf',
  params: SchemeNumberParamsSchema,
  response: PdfFileSchema,
});
