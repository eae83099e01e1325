import { z } from 'zod';
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
});
export type TransactionSummaryResponse = z.infer<typeof TransactionSummaryResponseSchema>;

export const getTransactionSummary = defineRoute({
  method: 'GET',
  path: '/api/Statements/TransactionSummary',
  query: TransactionSummaryQuerySchema,
  response: TransactionSummaryResponseSchema,
});
