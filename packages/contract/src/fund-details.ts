import { z } from 'zod';
import { fundDetailsSucceeded } from './calls/fund-details';
import { ProductTypeCategorySchema } from './fund';
import { GroupCoverSchema } from './group-cover';
import { defineRoute } from './route';
import { DateStringSchema, PercentSchema, RandSchema, requestText } from './wire';

// spec 2 §3 and §7: the fund details page's calls. DESIGN §1a wire formats: money is rand with 2
// decimals, units have 4 decimals and unit prices 6, dates are YYYY-MM-DD in South African time.

/** Units held or traded, a number with 4 decimals (spec 2 §9). */
const UnitsSchema = z.number();
/** A unit price in rand, a number with 6 decimals (spec 2 §9). */
const UnitPriceSchema = z.number();
const YesNoSchema = z.enum(['Y', 'N']);
export const TwoPotComponentSchema = z.enum(['vested', 'savings', 'retirement']);

/** The scheme number names the signed-in member's own membership of that product (else 404). */
export const SchemeNumberParamsSchema = z.object({ schemeNumber: requestText(40).min(1) });

/**
 * spec 2 §2 overview header and §3. `totalValue` is the closing value at `calculationDate` (the
 * latest price date); vested = available + notAvailable; totalValue = vested + savings +
 * retirement to the cent.
 */
export const FundOverviewSchema = z.object({
  name: z.string(),
  totalValue: RandSchema,
  available: RandSchema,
  notAvailable: RandSchema,
  savings: RandSchema,
  retirement: RandSchema,
  calculationDate: DateStringSchema.nullable(),
  nobIndicator: YesNoSchema,
  isCustomView: z.boolean(),
});
export type FundOverview = z.infer<typeof FundOverviewSchema>;

/** spec 2 §3 "Member information fields", with the salary and rates of the fund summary. */
export const MemberInformationSchema = z.object({
  accountStatus: z.string().nullable(),
  masterMemberStatus: z.string().nullable(),
  memberNumber: z.string(),
  schemeNumber: z.string(),
  category: z.string().nullable(),
  dateJoined: DateStringSchema,
  dateJoinedScheme: DateStringSchema.nullable(),
  dateOfTransfer: DateStringSchema.nullable(),
  pensionableServiceDate: DateStringSchema.nullable(),
  accountStatusEffectiveDate: DateStringSchema.nullable(),
  normalRetirementDate: DateStringSchema.nullable(),
  annualPensionableSalary: RandSchema.nullable(),
  memberContributionRate: PercentSchema.nullable(),
  employerContributionRate: PercentSchema.nullable(),
  lastContributionRate: PercentSchema.nullable(),
  /**
   * A paid-up member's date contributions stopped (null while they run): the salary and rates
   * above are then the last that applied, up to the day before.
   */
  contributionsStoppedOn: DateStringSchema.nullable(),
  refNum1: z.string().nullable(),
  billGroup: z.string().nullable(),
  payrollRef: z.string().nullable(),
});

/** spec 2 §2 Information tab (default and two-pot views) and §3 "fund includes caseMemberKey". */
export const FundInformationSchema = z.object({
  fundName: z.string(),
  schemeName: z.string().nullable(),
  schemeNumber: z.string(),
  schemeNumberRef: z.string().nullable(),
  fullProductName: z.string(),
  heading: z.string(),
  employerName: z.string().nullable(),
  caseKey: z.string(),
  caseMemberKey: z.string(),
  productTypeCategory: ProductTypeCategorySchema,
  isRetail: z.boolean(),
  isRestricted: z.boolean(),
  twoPotIndicator: YesNoSchema,
  nobIndicator: YesNoSchema,
  pensionServiceCommencementDate: DateStringSchema.nullable(),
  isGlobalProduct: z.boolean(),
  sourceSystemName: z.string(),
});

/**
 * spec 2 §3 "Portfolio item". `fundCredit` is the portfolio's value at the calculation date and
 * equals available + notAvailable + savings + retirement (the pots held in this portfolio).
 * `exchangeRate` is rand per unit of the portfolio's currency (1 for rand portfolios); unit prices
 * are rand prices, so values never apply it again (DESIGN §1a).
 */
export const FundPortfolioSchema = z.object({
  name: z.string(),
  currency: z.string(),
  effectiveDate: DateStringSchema,
  contributionAllocation: PercentSchema,
  fundCredit: RandSchema,
  available: RandSchema,
  notAvailable: RandSchema,
  savings: RandSchema,
  retirement: RandSchema,
  units: UnitsSchema,
  unitPrice: UnitPriceSchema.nullable(),
  priceDate: DateStringSchema.nullable(),
  exchangeRate: z.number(),
  udwID: z.string(),
});
export type FundPortfolio = z.infer<typeof FundPortfolioSchema>;

export {
  GroupCoverBenefitSchema,
  GroupCoverSchema,
  type GroupCover,
  type GroupCoverBenefit,
} from './group-cover';

export const FundDetailsResponseSchema = z.object({
  success: z.boolean(),
  portfolioSuccess: z.boolean(),
  overview: FundOverviewSchema,
  information: z.object({ member: MemberInformationSchema, fund: FundInformationSchema }),
  portfolios: z.array(FundPortfolioSchema),
  /** The employer fund's group cover; null for a retail product. */
  cover: GroupCoverSchema.nullable(),
});
export type FundDetailsResponse = z.infer<typeof FundDetailsResponseSchema>;

export const getFundDetails = defineRoute({
  method: 'GET',
  path: '/api/Fund/GetFundDetails/:schemeNumber',
  params: SchemeNumberParamsSchema,
  response: FundDetailsResponseSchema,
  isSuccessful: fundDetailsSucceeded,
});

/** spec 2 §2, §9: missing dates mean the last 3 months to today; From after To is a 400. */
export const TransactionDetailsQuerySchema = z.object({
  startDate: DateStringSchema.optional(),
  endDate: DateStringSchema.optional(),
});

/** A transaction signed from the fund's side (DESIGN §1a): money in positive, money out negative. */
export const FundTransactionSchema = z.object({
  date: DateStringSchema,
  name: z.string(),
  units: UnitsSchema,
  unitPrice: UnitPriceSchema,
  amount: RandSchema,
  /** Beside the spec's columns: the portfolio traded and the two-pot component. */
  portfolio: z.string(),
  pot: TwoPotComponentSchema,
});
export type FundTransaction = z.infer<typeof FundTransactionSchema>;

/** spec 2 §3: grouped by year, then month ('March 2026'), newest first. */
export const TransactionDetailsResponseSchema = z.object({
  success: z.boolean(),
  /** The window answered, after the defaults (inclusive). */
  startDate: DateStringSchema,
  endDate: DateStringSchema,
  transactionDetailsByYear: z.array(
    z.object({
      year: z.number().int(),
      monthYears: z.array(
        z.object({ monthYear: z.string(), transactions: z.array(FundTransactionSchema) }),
      ),
    }),
  ),
});
export type TransactionDetailsResponse = z.infer<typeof TransactionDetailsResponseSchema>;

export const getTransactionDetails = defineRoute({
  method: 'GET',
  path: '/api/Fund/GetFundDetails/:schemeNumber/TransactionDetails',
  params: SchemeNumberParamsSchema,
  query: TransactionDetailsQuerySchema,
  response: TransactionDetailsResponseSchema,
});

/** spec 2 §3, §5: end not after today, start not after end (400 otherwise). */
export const IrrRequestSchema = z.object({
  startDate: DateStringSchema,
  endDate: DateStringSchema,
});

/**
 * 'rate': one annualised rate; 'unavailable': no rate exists (e.g. no transactions and no value);
 * 'ambiguous': the flows have several rates. `irrPct` and `periodReturnPct` are null unless 'rate'.
 */
export const IrrStatusSchema = z.enum(['rate', 'unavailable', 'ambiguous']);

export const InternalRateOfReturnSchema = z.object({
  /** Annualised, percent with 2 decimals. */
  irrPct: z.number().nullable(),
  irrStatus: IrrStatusSchema,
  /** The window's return, not annualised, percent with 2 decimals. */
  periodReturnPct: z.number().nullable(),
  /** The value at the end of the day before the start date. */
  openingValue: RandSchema,
  /** The value at the end of the end date. */
  closingValue: RandSchema,
  calcStartDate: DateStringSchema,
  calcEndDate: DateStringSchema,
});
export type InternalRateOfReturn = z.infer<typeof InternalRateOfReturnSchema>;

export const IrrResponseSchema = z.object({
  success: z.boolean(),
  internalRateOfReturn: z.array(InternalRateOfReturnSchema),
});

export const postIrr = defineRoute({
  method: 'POST',
  path: '/api/Fund/GetFundDetails/:schemeNumber/Irr',
  params: SchemeNumberParamsSchema,
  body: IrrRequestSchema,
  response: IrrResponseSchema,
});

/** spec 2 §7 portfolio document: the fact sheet of a portfolio the member holds, by its udwID. */
export const PortfolioDocumentParamsSchema = z.object({ id: requestText(64).min(1) });

export const PortfolioDocumentResponseSchema = z.object({
  success: z.boolean(),
  /** The PDF, base64. */
  fileStream: z.string(),
  fileName: z.string(),
});

export const downloadPortfolioDocument = defineRoute({
  method: 'GET',
  path: '/api/Udw/DownloadPortfolioDocument/:id',
  params: PortfolioDocumentParamsSchema,
  response: PortfolioDocumentResponseSchema,
});

/**
 * A portfolio's key facts from its fact sheet (minimum disclosure document), for the portfolios a
 * member holds (path ours, beside the fact sheet's download). Percentages a year; returns after
 * the portfolio's TER and transaction costs (as its unit prices are), annualised to `returnsAsAt`,
 * null ("not yet") where the history is shorter than the period.
 */
export const PortfolioKeyFactsSchema = z.object({
  udwID: z.string(),
  name: z.string(),
  asisaCategory: z.string().nullable(),
  manager: z.string().nullable(),
  inceptionDate: DateStringSchema.nullable(),
  benchmarkName: z.string().nullable(),
  regulation28Compliant: z.boolean().nullable(),
  totalExpenseRatio: PercentSchema.nullable(),
  transactionCosts: PercentSchema.nullable(),
  totalInvestmentCharge: PercentSchema.nullable(),
  riskRating: z.string(),
  riskMeaning: z.string(),
  returnsAsAt: DateStringSchema.nullable(),
  returns: z.array(
    z.object({
      period: z.string(),
      years: z.number().int(),
      fromDate: DateStringSchema.nullable(),
      portfolio: z.number().nullable(),
      benchmark: z.number().nullable(),
    }),
  ),
  assetMix: z.array(z.object({ assetClass: z.string(), name: z.string(), share: PercentSchema })),
  topHoldings: z.array(
    z.object({ position: z.number().int(), name: z.string(), share: PercentSchema }),
  ),
});
export type PortfolioKeyFacts = z.infer<typeof PortfolioKeyFactsSchema>;

export const PortfolioKeyFactsResponseSchema = z.object({
  success: z.literal(true),
  portfolios: z.array(PortfolioKeyFactsSchema),
});
export type PortfolioKeyFactsResponse = z.infer<typeof PortfolioKeyFactsResponseSchema>;

export const getPortfolioKeyFacts = defineRoute({
  method: 'GET',
  path: '/api/Udw/PortfolioKeyFacts',
  response: PortfolioKeyFactsResponseSchema,
});

/**
 * spec 2 §7 "Glacier info" by schemeNumber (path not shown; this one in the style of the fund
 * details calls): whether the member's product is a Glacier plan, decided by its heading (spec 3
 * §3), which the fund details page needs to offer the investment hub (spec 2 §2, §6).
 */
export const GlacierInfoResponseSchema = z.object({
  success: z.literal(true),
  glacierInfo: z.object({
    schemeNumber: z.string(),
    heading: z.string(),
    sourceSystemName: z.string(),
    isGlacierProduct: z.boolean(),
  }),
});
export type GlacierInfoResponse = z.infer<typeof GlacierInfoResponseSchema>;

export const getGlacierInfo = defineRoute({
  method: 'GET',
  path: '/api/Fund/GetGlacierInfo/:schemeNumber',
  params: SchemeNumberParamsSchema,
  response: GlacierInfoResponseSchema,
});
