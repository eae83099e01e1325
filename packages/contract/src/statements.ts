import { STATEMENT_TYPE_NAMES, STATEMENT_TYPES } from '@portal/domain/statements';
import { z } from 'zod';
import { MemberDocumentStatusSchema, type MemberDocumentStatus } from './documents';
import { PdfFileSchema } from './pdf';
import { defineRoute } from './route';
import { DateStringSchema, RandSchema, requestText } from './wire';

// spec 2 §3 "Transaction summary" and §7 (statements service, path not shown), spec 3 §2.3.

/**
 * spec 2 §3: dateFrom and dateTo are "ISO strings": a date (YYYY-MM-DD), or a timestamp with its
 * offset, which is read as its calendar date in South African time (DESIGN §1a).
 */
export const SummaryDateSchema = z.union([DateStringSchema, z.iso.datetime({ offset: true })]);

export const TransactionSummaryQuerySchema = z.object({
  dateFrom: SummaryDateSchema,
  dateTo: SummaryDateSchema,
  /** The product's case key and the member's own case member key (another member's: 404). */
  caseKey: requestText(40).min(1),
  caseMemberKey: requestText(40).min(1),
});

/**
 * The five figures, rand with 2 decimals: opening + contributionsAndSwitches −
 * withdrawalsFeesAndExpenses + investmentReturn = closing, to the cent. Money in is the sum of
 * the window's positive rows, money out the sum of its negative rows as a positive number.
 */
export const TransactionSummaryResponseSchema = z.object({
  success: z.boolean(),
  openingBalance: RandSchema,
  contributionsAndSwitches: RandSchema,
  withdrawalsFeesAndExpenses: RandSchema,
  investmentReturn: RandSchema,
  closingBalance: RandSchema,
  /**
   * Money moved between the fund's portfolios or pots in the period: a switch is neither money in
   * nor money out (DESIGN §1e), so it is shown beside the five figures, never inside them.
   */
  switched: RandSchema,
});
export type TransactionSummaryResponse = z.infer<typeof TransactionSummaryResponseSchema>;

export const getTransactionSummary = defineRoute({
  method: 'GET',
  path: '/api/Statements/TransactionSummary',
  query: TransactionSummaryQuerySchema,
  response: TransactionSummaryResponseSchema,
});

// spec 2 §7, spec 3 §7: the statements calls. Response shapes beyond the named lists are not
// shown; ours are below. A statement is an annual benefit statement, a quarterly statement or an
// on-demand statement (domain `statements.ts`).

export const StatementTypeSchema = z.enum(STATEMENT_TYPES);
/** A statement's status: an on-demand statement's is its document's. */
export type DocumentStatus = MemberDocumentStatus;

/** A list that may arrive as one value or as a repeated name (`Years=2025&Years=2026`). */
function repeated<T extends z.ZodType>(item: T, max = 20) {
  return z.preprocess(
    (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
    z.array(item).max(max),
  );
}

/** `true`/`false` in any case, or a JSON boolean; blank is false. */
const queryBoolean = z
  .union([z.boolean(), requestText(5)])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || typeof value === 'boolean') return value ?? false;
    const text = value.trim().toLowerCase();
    if (text === '' || text === 'false') return false;
    if (text === 'true') return true;
    ctx.addIssue({ code: 'custom', message: 'Please select a valid option' });
    return z.NEVER;
  });

const yearInput = z.union([z.number(), requestText(4)]).transform((value, ctx) => {
  const year = typeof value === 'number' ? value : Number(value.trim());
  if (Number.isInteger(year) && year >= 1900 && year <= 2999) return year;
  ctx.addIssue({ code: 'custom', message: 'Please select a valid year' });
  return z.NEVER;
});

const statementTypeInput = requestText(40).transform((value, ctx) => {
  const text = value.trim().toLowerCase();
  const found = STATEMENT_TYPES.find(
    (type) => type.toLowerCase() === text || STATEMENT_TYPE_NAMES[type].toLowerCase() === text,
  );
  if (found) return found;
  ctx.addIssue({ code: 'custom', message: 'Please select a valid statement type' });
  return z.NEVER;
});

const pageNumberInput = z
  .union([z.number(), requestText(6)])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return 1;
    const page = typeof value === 'number' ? value : Number(value.trim());
    if (Number.isInteger(page) && page >= 1 && page <= 10_000) return page;
    ctx.addIssue({ code: 'custom', message: 'Page number must be a whole number from 1' });
    return z.NEVER;
  });

/**
 * GET /api/Statements (and /GetHistoricalStatements): filters, each optional. `Years`: statements
 * whose period ends in one of these years; `IncludeOlder`: also those older than the year options;
 * `TimeInterval.FromDate`/`ToDate`: periods ending within these dates; `FundNames`,
 * `StatementTypes` (Annual, Quarterly, OnDemand or their names); `PageNumber` from 1.
 */
export const StatementsQuerySchema = z.object({
  IncludeOlder: queryBoolean,
  'TimeInterval.FromDate': DateStringSchema.optional(),
  'TimeInterval.ToDate': DateStringSchema.optional(),
  Years: repeated(yearInput),
  FundNames: repeated(requestText(200)),
  StatementTypes: repeated(statementTypeInput, STATEMENT_TYPES.length * 2),
  PageNumber: pageNumberInput,
});
export type StatementsQuery = z.output<typeof StatementsQuerySchema>;

export const StatementItemSchema = z.object({
  /** The statement's identifier for DownloadStatement (published) — opaque. */
  statementId: z.string(),
  /** e.g. 'Annual benefit statement 1 Mar 2025 – 28 Feb 2026'. */
  name: z.string(),
  fileName: z.string(),
  statementType: StatementTypeSchema,
  statementTypeName: z.string(),
  fundName: z.string(),
  schemeNumber: z.string(),
  membershipNumber: z.string(),
  fromDate: DateStringSchema,
  toDate: DateStringSchema,
  year: z.number().int(),
  /** Published statements are Completed; an on-demand statement moves Pending → InFlight → Completed. */
  status: MemberDocumentStatusSchema,
  /** An on-demand statement's document id for /Download (spec: DataUploadSk); null otherwise. */
  dataUploadSk: z.string().nullable(),
  /** When an on-demand statement was requested; null for published statements. */
  requestedAt: z.string().nullable(),
});
export type StatementItem = z.infer<typeof StatementItemSchema>;

export const STATEMENTS_PAGE_SIZE = 10;

/** GenerateRealTime's 429: the member already has `limit` statements being prepared. */
export function onDemandStatementsBusyMessage(limit: number): string {
  const statements = limit === 1 ? 'a statement' : `${limit} statements`;
  return `You already have ${statements} being prepared. Please wait until one is ready, then ask for another.`;
}
/** How many years the year filter offers before 'Older'. */
export const STATEMENT_YEAR_OPTIONS = 5;

const StatementPageSchema = z.object({
  details: z.array(StatementItemSchema),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});

export const StatementsResponseSchema = StatementPageSchema.extend({
  success: z.boolean(),
  /** Each fund's latest annual and quarterly statement, unfiltered. */
  latestDetails: z.array(StatementItemSchema),
  yearOptions: z.object({ years: z.array(z.number().int()), hasOlder: z.boolean() }),
  statementTypes: z.array(z.object({ value: StatementTypeSchema, name: z.string() })),
  fundNames: z.array(z.string()),
});
export type StatementsResponse = z.infer<typeof StatementsResponseSchema>;

export const getStatements = defineRoute({
  method: 'GET',
  path: '/api/Statements',
  query: StatementsQuerySchema,
  response: StatementsResponseSchema,
});

export const getHistoricalStatements = defineRoute({
  method: 'GET',
  path: '/api/Statements/GetHistoricalStatements',
  query: StatementsQuerySchema,
  response: StatementPageSchema.extend({ success: z.boolean() }),
});

export const getLatestStatementsDetails = defineRoute({
  method: 'GET',
  path: '/api/Statements/LatestStatementsDetails',
  response: z.object({ success: z.boolean(), latestDetails: z.array(StatementItemSchema) }),
});

/** spec 2 §7: the count answer carries countFilter[0].latestCount (the latest statements). */
export const getStatementsCount = defineRoute({
  method: 'GET',
  path: '/api/Statements/Count',
  response: z.object({
    success: z.boolean(),
    countFilter: z.array(z.object({ latestCount: z.number().int(), totalCount: z.number().int() })),
  }),
});

/** spec 3 §7: a statement PDF by identifier and URI-encoded name (the file's name). */
export const downloadStatement = defineRoute({
  method: 'GET',
  path: '/api/Statements/DownloadStatement',
  query: z.object({
    identifier: requestText(300).trim().min(1),
    name: requestText(200).optional(),
  }),
  response: PdfFileSchema,
});

/** spec 2 §7 /Download (DataUploadSk, StatementUrl): an on-demand statement once Completed. */
export const downloadGeneratedStatement = defineRoute({
  method: 'GET',
  path: '/api/Statements/Download',
  query: z.object({
    DataUploadSk: requestText(60).trim().min(1),
    StatementUrl: requestText(200).optional(),
  }),
  response: PdfFileSchema,
});

/** An on-demand statement's fund (the member's own case keys) and period. */
export const StatementPeriodQuerySchema = z.object({
  caseKey: requestText(40).min(1),
  caseMemberKey: requestText(40).min(1),
  fromDate: DateStringSchema,
  toDate: DateStringSchema,
});

/** spec 2 §7 PeriodCheck: whether the fund and period can be stated, and why not in words. */
export const periodCheck = defineRoute({
  method: 'GET',
  path: '/api/Statements/PeriodCheck',
  query: StatementPeriodQuerySchema,
  response: z.object({
    success: z.boolean(),
    isValid: z.boolean(),
    /** Which date is wrong when not valid. */
    field: z.enum(['fromDate', 'toDate']).nullable(),
    message: z.string().nullable(),
    dateJoined: DateStringSchema,
    latestPriceDate: DateStringSchema.nullable(),
  }),
});

/**
 * spec 2 §7 GenerateRealTime: starts an on-demand statement, or answers the one already asked
 * for the same fund and period (so asking again is how its status is followed). A period the
 * check refuses: 400 with its message on the date. A member who already has the most statements
 * allowed waiting or being prepared (ON_DEMAND_STATEMENTS_PENDING_PER_MEMBER) is answered 429
 * RATE_LIMITED with Retry-After and `onDemandStatementsBusyMessage`; following one already asked
 * for is never refused.
 */
export const generateRealTimeStatement = defineRoute({
  method: 'GET',
  path: '/api/Statements/GenerateRealTime',
  query: StatementPeriodQuerySchema,
  response: z.object({ success: z.boolean(), statement: StatementItemSchema }),
});
