import { TAX_CERTIFICATE_TYPES } from '@portal/domain/tax-certificates';
import { z } from 'zod';
import { PdfFileSchema } from './pdf';
import { defineRoute } from './route';
import { DateStringSchema, RandSchema, requestText } from './wire';

// spec 2 §7 "Statements and tax certificate calls" and spec 3 §7 (GET
// /TaxCertificates/GetPublishedDocumentDetails): the member's tax certificates (a retirement
// annuity's 4006 contribution certificate, a tax-free savings account's IT3(s), the lump sum
// tax certificate of each paid claim, and a living annuity's IRP5 for each tax year in which it
// paid income) and the membership and paid-up membership certificates of
// employer funds. The response shapes are "not
// shown" in the spec: these are chosen here (DESIGN §1a), each in a `success` envelope.
//
// Every certificate is named by an opaque `id` that reveals no database id. Any id or scheme
// number that is not the signed-in member's own answers 404.

/** A certificate's opaque id (as listed by the calls below). */
export const CertificateIdSchema = requestText(64).trim().min(1);

/** A tax year, labelled by the year it ends ('2026': 1 Mar 2025 – 28 Feb 2026). */
export const TaxYearLabelSchema = requestText(4).regex(/^\d{4}$/, {
  error: 'A tax year is a year such as 2026',
});

/**
 * The kinds of tax certificate listed: the product and lump sum certificates, a living annuity's
 * IRP5 ('AnnuityIncome') and a discretionary plan's IT3(b) and IT3(c) ('InvestmentIncome').
 */
export const LISTED_TAX_CERTIFICATE_TYPES = [
  ...TAX_CERTIFICATE_TYPES,
  'AnnuityIncome',
  'InvestmentIncome',
] as const;
export const ListedTaxCertificateTypeSchema = z.enum(LISTED_TAX_CERTIFICATE_TYPES);
export type ListedTaxCertificateType = z.infer<typeof ListedTaxCertificateTypeSchema>;

/**
 * A living annuity's IRP5 for one tax year: the income paid in the year (SARS source code 3615,
 * annuity from a retirement fund), the PAYE withheld from it (code 4102), and the net paid; the
 * first and last payment dates and the number of payments.
 */
export const AnnuityIncomeFiguresSchema = z.object({
  incomeSourceCode: z.string(),
  payeSourceCode: z.string(),
  firstPaymentDate: DateStringSchema,
  lastPaymentDate: DateStringSchema,
  payments: z.number().int().min(1),
  grossAmount: RandSchema,
  payeAmount: RandSchema,
  netAmount: RandSchema,
});
export type AnnuityIncomeFigures = z.infer<typeof AnnuityIncomeFiguresSchema>;

/**
 * A discretionary plan's IT3(b) and IT3(c) for one tax year: the income distributed on its units
 * (local interest, code 4201; local dividends; foreign dividends) and the capital gains and
 * losses on the units disposed of (proceeds less the weighted average base cost; local gain 4250,
 * loss 4251, foreign gain 4252, loss 4253). gainAmount and lossAmount are the year's gains and
 * losses (both ≥ 0), added up per portfolio; proceeds − base cost = gain − loss.
 */
export const InvestmentIncomeFiguresSchema = z.object({
  interestAmount: RandSchema,
  dividendsAmount: RandSchema,
  foreignDividendsAmount: RandSchema,
  disposals: z.number().int().min(0),
  proceedsAmount: RandSchema,
  baseCostAmount: RandSchema,
  gainAmount: RandSchema,
  lossAmount: RandSchema,
});
export type InvestmentIncomeFigures = z.infer<typeof InvestmentIncomeFiguresSchema>;

/**
 * A paid claim's lump sum as its certificate states it, with an IRP5's fields: the SARS source
 * code of the lump sum (3926 a savings withdrawal benefit, 3920 a withdrawal benefit, 3915 a
 * retirement or death benefit) and of the tax withheld (4102 PAYE on a savings withdrawal, 4115
 * on the others), the fund's PAYE reference number, the member's income tax reference number
 * (null: not known to the fund), the amount claimed, the fee, the income tax withheld under
 * SARS's directive, any tax debt SARS asked the fund to deduct, and the net amount paid
 * (gross − fee − tax − tax debt = net).
 */
export const LumpSumFiguresSchema = z.object({
  incomeSourceCode: z.string(),
  taxSourceCode: z.string(),
  payeReference: z.string(),
  taxReference: z.string().nullable(),
  caseNo: z.string(),
  directiveNumber: z.string().nullable(),
  paidDate: DateStringSchema,
  grossAmount: RandSchema,
  feeAmount: RandSchema,
  taxAmount: RandSchema,
  taxDebtAmount: RandSchema,
  netAmount: RandSchema,
});
export type LumpSumFigures = z.infer<typeof LumpSumFiguresSchema>;

/**
 * One published tax certificate: a product's (and a living annuity's IRP5) once its tax year has
 * ended, a paid claim's lump sum certificate from the day it was paid (in the tax year of the
 * payment). Money is rand with 2 decimals.
 */
export const TaxCertificateSchema = z.object({
  id: z.string(),
  certificateType: ListedTaxCertificateTypeSchema,
  /**
   * 'Retirement annuity contribution certificate (source code 4006)', 'Tax-free investment
   * certificate IT3(s)', 'Lump sum tax certificate' or 'Employee tax certificate IRP5 (living
   * annuity income)'.
   */
  documentType: z.string(),
  title: z.string(),
  fileName: z.string(),
  taxYear: z.string(),
  taxYearStart: DateStringSchema,
  taxYearEnd: DateStringSchema,
  /**
   * The day it was published, which is the date it is issued on: the day after the tax year ended
   * (1 March); a lump sum's, its payment date. The same on every download.
   */
  publishedDate: DateStringSchema,
  schemeNumber: z.string(),
  productName: z.string(),
  membershipNumber: z.string(),
  /**
   * The SARS source code of the amount (4006 for retirement annuity contributions, 3615 for a
   * living annuity's income, a lump sum's code on its certificate), else null.
   */
  sarsSourceCode: z.string().nullable(),
  /** The contributions of the tax year; null on a lump sum certificate and an IRP5. */
  totalContributions: RandSchema.nullable(),
  /** The payment's figures on a lump sum certificate; null on the others. */
  lumpSum: LumpSumFiguresSchema.nullable(),
  /** The year's income, PAYE and net on a living annuity's IRP5; null on the others. */
  annuityIncome: AnnuityIncomeFiguresSchema.nullable(),
  /** The year's income and capital gains on a discretionary plan's IT3(b)/IT3(c); null on others. */
  investmentIncome: InvestmentIncomeFiguresSchema.nullable(),
});
export type TaxCertificate = z.infer<typeof TaxCertificateSchema>;

/**
 * Each certificate-bearing product with its latest published certificate of each kind (a fund
 * with paid claims: its latest lump sum certificate).
 */
export const LatestTaxCertificatesResponseSchema = z.object({
  success: z.literal(true),
  latestDetails: z.array(TaxCertificateSchema),
});
export type LatestTaxCertificatesResponse = z.infer<typeof LatestTaxCertificatesResponseSchema>;

export const getLatestTaxCertificatesDetails = defineRoute({
  method: 'GET',
  path: '/api/TaxCertificates/LatestTaxCertificatesDetails',
  response: LatestTaxCertificatesResponseSchema,
});

export const HistoricalTaxCertificatesQuerySchema = z.object({
  taxYear: TaxYearLabelSchema.optional(),
  /** One of the member's products (another member's: 404). */
  schemeNumber: requestText(40).trim().min(1).optional(),
});
export type HistoricalTaxCertificatesQuery = z.infer<typeof HistoricalTaxCertificatesQuerySchema>;

/** Every published certificate (filtered), newest tax year first; the filter's options. */
export const HistoricalTaxCertificatesResponseSchema = z.object({
  success: z.literal(true),
  details: z.array(TaxCertificateSchema),
  /** Every tax year with a published certificate, newest first (unfiltered). */
  yearOptions: z.array(z.string()),
  /** Every certificate-bearing product of the member (unfiltered). */
  products: z.array(z.object({ schemeNumber: z.string(), productName: z.string() })),
});
export type HistoricalTaxCertificatesResponse = z.infer<
  typeof HistoricalTaxCertificatesResponseSchema
>;

export const getHistoricalTaxCertificates = defineRoute({
  method: 'GET',
  path: '/api/TaxCertificates/GetHistoricalTaxCertificates',
  query: HistoricalTaxCertificatesQuerySchema,
  response: HistoricalTaxCertificatesResponseSchema,
});

export const DownloadCertificateQuerySchema = z.object({ id: CertificateIdSchema });

/**
 * One certificate of any kind, answered as the PDF file itself (`application/pdf`), like
 * /api/PDF/DownloadTemplate. The first download records it among the member's documents; a
 * published certificate then always downloads with the same bytes.
 */
export const downloadCertificatePdf = defineRoute({
  method: 'GET',
  path: '/api/TaxCertificates/DownloadPDF',
  query: DownloadCertificateQuerySchema,
  response: PdfFileSchema,
});

/** An employer fund's membership for which a membership certificate can be issued. */
export const MembershipCertificateSchema = z.object({
  id: z.string(),
  certificateType: z.literal('Membership'),
  title: z.string(),
  fileName: z.string(),
  schemeNumber: z.string(),
  fundName: z.string(),
  schemeName: z.string().nullable(),
  employerName: z.string().nullable(),
  membershipNumber: z.string(),
  dateJoined: DateStringSchema,
  status: z.string(),
  /** The date the certificate values the fund at: its latest price date (null: no prices). */
  valueDate: DateStringSchema.nullable(),
});
export type MembershipCertificate = z.infer<typeof MembershipCertificateSchema>;

export const MembershipCertificatesResponseSchema = z.object({
  success: z.literal(true),
  membershipCertificates: z.array(MembershipCertificateSchema),
});
export type MembershipCertificatesResponse = z.infer<typeof MembershipCertificatesResponseSchema>;

export const getMembershipCertificates = defineRoute({
  method: 'GET',
  path: '/api/TaxCertificates/GetMembershipCertificates',
  response: MembershipCertificatesResponseSchema,
});

/** A paid-up membership: contributions have stopped (the rule: packages/domain tax-certificates). */
export const PaidUpCertificateSchema = z.object({
  id: z.string(),
  certificateType: z.literal('PaidUpMembership'),
  title: z.string(),
  fileName: z.string(),
  schemeNumber: z.string(),
  fundName: z.string(),
  schemeName: z.string().nullable(),
  employerName: z.string().nullable(),
  membershipNumber: z.string(),
  dateJoined: DateStringSchema,
  contributionsStoppedDate: DateStringSchema,
});
export type PaidUpCertificate = z.infer<typeof PaidUpCertificateSchema>;

export const PaidUpCertificatesResponseSchema = z.object({
  success: z.literal(true),
  paidUpCertificates: z.array(PaidUpCertificateSchema),
});
export type PaidUpCertificatesResponse = z.infer<typeof PaidUpCertificatesResponseSchema>;

export const getPaidUpMembershipCertificates = defineRoute({
  method: 'GET',
  path: '/api/TaxCertificates/GetPaidUpMembershipCertificates',
  response: PaidUpCertificatesResponseSchema,
});

/** How many tax certificates are published for the member (all tax years, lump sums too). */
export const TaxCertificatesCountResponseSchema = z.object({
  success: z.literal(true),
  count: z.number().int().min(0),
});
export type TaxCertificatesCountResponse = z.infer<typeof TaxCertificatesCountResponseSchema>;

export const getTaxCertificatesCount = defineRoute({
  method: 'GET',
  path: '/api/TaxCertificates/Count',
  response: TaxCertificatesCountResponseSchema,
});

/** spec 3 §7: the published tax documents, newest tax year first. */
export const PublishedDocumentSchema = z.object({
  id: z.string(),
  taxYear: z.string(),
  schemeNumber: z.string(),
  productName: z.string(),
  documentType: ListedTaxCertificateTypeSchema,
  documentName: z.string(),
  fileName: z.string(),
  publishedDate: DateStringSchema,
});
export type PublishedDocument = z.infer<typeof PublishedDocumentSchema>;

export const PublishedDocumentDetailsResponseSchema = z.object({
  success: z.literal(true),
  publishedDocuments: z.array(PublishedDocumentSchema),
});
export type PublishedDocumentDetailsResponse = z.infer<
  typeof PublishedDocumentDetailsResponseSchema
>;

export const getPublishedDocumentDetails = defineRoute({
  method: 'GET',
  path: '/api/TaxCertificates/GetPublishedDocumentDetails',
  response: PublishedDocumentDetailsResponseSchema,
});
