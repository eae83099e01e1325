import { z } from 'zod';
import { defineRoute } from './route';
import { InternalFundSchema, InternalFundsResponseSchema } from './fund';
import { DateStringSchema, PercentSchema, RandSchema, requestText } from './wire';

export { PORTFOLIO_WINDOWS } from './calls/portfolio';

// My portfolio and external funds (spec 1 §2.1–§2.2, §4 "Data loading", §7 fund calls; the
// portfolio issue): the funds a member holds elsewhere, the fund summaries the spec names, and one
// summary call for the My portfolio page. Shapes beyond the spec's names are ours.

/** Retirement savings (locked until retirement) or discretionary (accessible) money. */
export const ProductCategorySchema = z.enum(['Retirement', 'Discretionary']);
export type ProductCategory = z.infer<typeof ProductCategorySchema>;

export const ExternalProviderSchema = z.object({ id: z.number().int(), name: z.string() });
export const ExternalProductTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: ProductCategorySchema,
});

/** spec 1 §7 GetExternalInvestmentAndProductTypes. */
export const getExternalInvestmentAndProductTypes = defineRoute({
  method: 'GET',
  path: '/api/Fund/GetExternalInvestmentAndProductTypes',
  response: z.object({
    success: z.boolean(),
    externalInvestmentAndProductTypes: z.object({
      providers: z.array(ExternalProviderSchema),
      productTypes: z.array(ExternalProductTypeSchema),
    }),
  }),
});

export const ExternalFundSchema = z.object({
  /** The fund's id (DeleteExternalFund's fundid). */
  fundId: z.string(),
  providerId: z.number().int(),
  providerName: z.string(),
  productTypeId: z.number().int(),
  productTypeName: z.string(),
  category: ProductCategorySchema,
  productName: z.string(),
  /** The value the member stated, in rand, on `valueDate`. */
  value: RandSchema,
  valueDate: DateStringSchema,
  monthlyContribution: RandSchema.nullable(),
  notes: z.string().nullable(),
  updatedAt: z.string(),
});
export type ExternalFund = z.infer<typeof ExternalFundSchema>;

/** spec 1 §7 GetExternalFunds: success, externalFunds. */
export const getExternalFunds = defineRoute({
  method: 'GET',
  path: '/api/Fund/GetExternalFunds',
  response: z.object({ success: z.boolean(), externalFunds: z.array(ExternalFundSchema) }),
});

/**
 * What the member's form sends (as typed: the domain's external fund schema decides). The
 * member's identifying profile fields are filled by the server from the profile, never taken from
 * the form.
 */
export const ExternalFundInputSchema = z.object({
  providerId: z.union([z.number(), requestText(10)]).nullable(),
  productTypeId: z.union([z.number(), requestText(10)]).nullable(),
  productName: requestText(100),
  value: z.union([z.number(), requestText(30)]).nullable(),
  valueDate: requestText(10),
  monthlyContribution: z
    .union([z.number(), requestText(30)])
    .nullable()
    .optional(),
  notes: requestText(500, { multiLine: true }).nullable().optional(),
});
export type ExternalFundInput = z.infer<typeof ExternalFundInputSchema>;

export const addExternalFund = defineRoute({
  method: 'POST',
  path: '/api/Fund/AddExternalFund',
  body: ExternalFundInputSchema,
  response: z.object({ success: z.boolean(), externalFund: ExternalFundSchema }),
});

export const updateExternalFund = defineRoute({
  method: 'PUT',
  path: '/api/Fund/UpdateExternalFund',
  body: ExternalFundInputSchema.extend({ fundId: requestText(40).trim().min(1) }),
  response: z.object({ success: z.boolean(), externalFund: ExternalFundSchema }),
});

export const deleteExternalFund = defineRoute({
  method: 'DELETE',
  path: '/api/Fund/DeleteExternalFund',
  query: z.object({ fundid: requestText(40).trim().min(1) }),
  response: z.object({ success: z.boolean() }),
});

/**
 * spec 2 §3 "Fund summary (internal fund list item)": the spec 1 fields plus lastContributionRate,
 * billGroup, payrollRef and schemeNumberRef.
 */
export const FundSummaryItemSchema = InternalFundSchema.extend({
  lastContributionRate: z.number().nullable(),
  billGroup: z.string().nullable(),
  payrollRef: z.string().nullable(),
  schemeNumberRef: z.string().nullable(),
});
export type FundSummaryItem = z.infer<typeof FundSummaryItemSchema>;

/** spec 1 §7 GET /Fund/GetFundSummary?AFGroupID&samAccount (the session decides whose). */
export const getFundSummary = defineRoute({
  method: 'GET',
  path: '/api/Fund/GetFundSummary',
  query: z.object({
    AFGroupID: requestText(40).optional(),
    samAccount: requestText(120).optional(),
  }),
  response: z.object({ success: z.boolean(), fundSummary: z.array(FundSummaryItemSchema) }),
});

/** spec 2 §3: GET /Fund/GetInternalFundSummary answers as GET /Fund/Internal. */
export const getInternalFundSummary = defineRoute({
  method: 'GET',
  path: '/api/Fund/GetInternalFundSummary',
  response: InternalFundsResponseSchema,
});

// ---------------------------------------------------------------------------------------------
// The My portfolio page's summary.

export const AllocationSliceSchema = z.object({
  label: z.string(),
  value: RandSchema,
  /** Share of the whole, 2 decimals; the slices add to 100 (largest remainder). */
  percentage: PercentSchema,
});
export type AllocationSlice = z.infer<typeof AllocationSliceSchema>;

/** A money-weighted return (domain xirr.ts), with its unavailable and ambiguous states. */
export const ReturnSchema = z.object({
  status: z.enum(['ok', 'unavailable', 'ambiguous']),
  /** Annualised, as a percentage with 2 decimals; null unless ok. */
  irrPct: z.number().nullable(),
  from: DateStringSchema,
  to: DateStringSchema,
  /** Why not, in words; null when ok. */
  message: z.string().nullable(),
});
export type PortfolioReturn = z.infer<typeof ReturnSchema>;

export const PortfolioInternalFundSchema = z.object({
  schemeNumber: z.string(),
  name: z.string(),
  productTypeCategory: z.enum(['Retail', 'Institutional']),
  category: ProductCategorySchema,
  value: RandSchema,
  calculationDate: DateStringSchema.nullable(),
  /** The savings pot (two-pot funds), else null. */
  savingsPot: RandSchema.nullable(),
  /** Whether a savings withdrawal may be claimed now (CheckClaimAllowed). */
  canClaimSavings: z.boolean(),
  /** The fund's 12-month IRR, as on fund details. */
  irr12Months: ReturnSchema,
});

export const PortfolioExternalFundSchema = ExternalFundSchema.extend({
  /** Whole days from the stated value's date to today. */
  valueAgeDays: z.number().int(),
});

export const PortfolioSummarySchema = z.object({
  /** Today's date, the value date of the internal funds' figures at the latest prices. */
  asOf: DateStringSchema,
  totals: z.object({
    /** Internal funds at today's value + external funds at their stated values. */
    total: RandSchema,
    internal: RandSchema,
    external: RandSchema,
  }),
  internalFunds: z.array(PortfolioInternalFundSchema),
  externalFunds: z.array(PortfolioExternalFundSchema),
  /** Life and funeral cover: amounts paid out on an event, shown apart from investments. */
  covers: z.array(z.object({ name: z.string(), kind: z.string(), amount: RandSchema })),
  allocation: z.object({
    byProduct: z.array(AllocationSliceSchema),
    byProductType: z.array(AllocationSliceSchema),
    /** The internal funds' underlying portfolios, from units × prices. */
    byPortfolio: z.array(AllocationSliceSchema),
  }),
  /** The savings pot across funds, and the funds from which a savings withdrawal may be claimed. */
  savingsPot: z.object({ total: RandSchema, claimableSchemeNumbers: z.array(z.string()) }),
});
export type PortfolioSummary = z.infer<typeof PortfolioSummarySchema>;

export const getPortfolioSummary = defineRoute({
  method: 'GET',
  path: '/api/Portfolio/GetPortfolioSummary',
  response: z.object({ success: z.boolean(), summary: PortfolioSummarySchema }),
});

export const PortfolioHistorySchema = z.object({
  years: z.number().int(),
  from: DateStringSchema,
  to: DateStringSchema,
  /**
   * Oldest first: the opening (dated the day before `from`: the values at the end of that day,
   * netContributions and growth 0), every month end in the window, and `to` (today's figures).
   */
  points: z.array(
    z.object({
      date: DateStringSchema,
      /** All internal funds together on the date (positions × prices). */
      value: RandSchema,
      /**
       * Net money in from `from` up to the date: money put in less money paid out to the member
       * (charges and switches are neither, DESIGN §1e).
       */
      netContributions: RandSchema,
      /** value − opening value − netContributions: what the money earned after every charge. */
      growth: RandSchema,
      /** Each internal fund's value on the date, by scheme number. */
      funds: z.record(z.string(), RandSchema),
    }),
  ),
  /** Each internal fund, with its own money-weighted return over the same window and dates. */
  funds: z.array(
    z.object({ schemeNumber: z.string(), name: z.string(), periodReturn: ReturnSchema }),
  ),
  /**
   * The money-weighted return of all internal funds together from `from` to `to`, the period
   * every figure reads (opening at the end of the day before `from`, transactions `from` to `to`,
   * closing at the end of `to`): for one fund, its IRR for the same dates.
   */
  combinedReturn: ReturnSchema,
});
export type PortfolioHistory = z.infer<typeof PortfolioHistorySchema>;

export const getPortfolioHistory = defineRoute({
  method: 'GET',
  path: '/api/Portfolio/GetPortfolioHistory',
  query: z.object({
    years: z.coerce.number().pipe(z.union([z.literal(1), z.literal(3), z.literal(5)])),
  }),
  response: z.object({ success: z.boolean(), history: PortfolioHistorySchema }),
});
