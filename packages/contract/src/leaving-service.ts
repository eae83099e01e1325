import { z } from 'zod';
import { FSCA_REGISTRATION_PATTERN } from '@portal/domain/leaving-service';
import {
  LEAVING_SERVICE_MESSAGES,
  RECEIVING_FUND_NAME_MAX,
  RECEIVING_FUND_TYPES,
  TRANSFER_STATUSES,
} from './calls/leaving-service';
import { defineRoute } from './route';
import { DateStringSchema, RandSchema, requestText } from './wire';

export {
  LEAVING_SERVICE_MESSAGES,
  RECEIVING_FUND_NAME_MAX,
  RECEIVING_FUND_TYPES,
  TRANSFER_REFERENCE_PATTERN,
  TRANSFER_STATUSES,
  type ReceivingFundTypeName,
  type TransferStatusName,
} from './calls/leaving-service';

// Leaving service (issue 49 point 4; Regulation 38 under the Pension Funds Act): a member whose
// membership is paid-up sees three options side by side, each figure from the portal's one
// projection and its lump-sum tables (docs/decisions/051-leaving-service-options.md): stay
// preserved in the fund (the default), transfer to another fund under section 14, or take what
// two-pot allows in cash. The member confirms reading the counselling material (kept with its
// date and version) before a transfer is asked for online; the administration moves a transfer
// on (Submitted, With the administrator, Completed). Every call is scoped to the signed-in
// member: another member's scheme number is a 404; a membership that is not paid-up is a 409.

const SchemeQuerySchema = z.object({ schemeNumber: requestText(40).trim().min(1) });

/** The value and income at the retirement date, in today's money (expected returns). */
const AtRetirementSchema = z.object({
  valueAtRetirement: RandSchema,
  /** The first month's income before tax; null when the fund buys none. */
  monthlyIncome: RandSchema.nullable(),
});

export const LeavingServiceOptionsSchema = z.object({
  schemeNumber: z.string(),
  fundName: z.string(),
  productName: z.string(),
  /** The date today's values are of (the fund's calculation date). */
  valueDate: DateStringSchema,
  retirementDate: DateStringSchema,
  /** Today's value by component (two-pot), and in all. */
  today: z.object({
    savingsComponent: RandSchema,
    vestedComponent: RandSchema,
    retirementComponent: RandSchema,
    totalValue: RandSchema,
  }),
  /** Stay preserved in the fund: the retirement projection's own figures. */
  preserve: AtRetirementSchema,
  /** A section 14 transfer: the whole value, free of tax, the components as they are. */
  transfer: z.object({ valueTransferred: RandSchema, taxAmount: RandSchema }),
  /** Take the benefit: the vested component in cash, the savings component as a withdrawal. */
  cash: z.object({
    /** The retirement component: preserved until retirement whatever is chosen. */
    retirementComponentPreserved: RandSchema,
    vested: z.object({
      grossAmount: RandSchema,
      taxAmount: RandSchema,
      netAmount: RandSchema,
      /** The tax year whose withdrawal lump-sum table is used ('2026/27'). */
      taxYear: z.string(),
      /** Earlier withdrawal, retirement and severance lump sums counted in the aggregate. */
      earlierLumpSums: RandSchema,
    }),
    savings: z.object({
      grossAmount: RandSchema,
      feeAmount: RandSchema,
      taxAmount: RandSchema,
      netAmount: RandSchema,
      taxYear: z.string(),
      /** The other taxable income a year the marginal rate is worked out on. */
      otherTaxableIncome: RandSchema,
    }),
    grossAmount: RandSchema,
    feeAmount: RandSchema,
    taxAmount: RandSchema,
    netAmount: RandSchema,
    /** The income a month at retirement the cash would have bought (today's money). */
    monthlyIncomeGivenUp: RandSchema.nullable(),
    /** The value at retirement the cash would have grown to (today's money). */
    valueGivenUp: RandSchema,
    /** What the retirement component alone gives at retirement. */
    afterCash: AtRetirementSchema,
  }),
  counselling: z.object({
    /** The version of the material the page shows. */
    materialVersion: z.string(),
    /** The day the member confirmed reading this version; null before. */
    acknowledgedOn: DateStringSchema.nullable(),
  }),
  /** The paid-up membership certificate (the documents page's), to download. */
  paidUpCertificate: z.object({ id: z.string(), fileName: z.string(), title: z.string() }),
});
export type LeavingServiceOptions = z.infer<typeof LeavingServiceOptionsSchema>;

export const TransferRequestSchema = z.object({
  reference: z.string(),
  schemeNumber: z.string(),
  receivingFundName: z.string(),
  receivingFundRegistration: z.string(),
  receivingFundType: z.enum(RECEIVING_FUND_TYPES),
  status: z.enum(TRANSFER_STATUSES),
  /** The day it was asked for, YYYY-MM-DD. */
  requestedOn: DateStringSchema,
  /** When its status last changed (ISO date-time). */
  statusChangedAt: z.string(),
});
export type TransferRequest = z.infer<typeof TransferRequestSchema>;

export const getLeavingServiceOptions = defineRoute({
  method: 'GET',
  path: '/api/LeavingService/GetOptions',
  query: SchemeQuerySchema,
  response: z.object({ success: z.boolean(), options: LeavingServiceOptionsSchema }),
});

/** The member confirms reading the counselling material of this version (kept with the date). */
export const acknowledgeCounselling = defineRoute({
  method: 'POST',
  path: '/api/LeavingService/AcknowledgeCounselling',
  body: z.object({
    schemeNumber: requestText(40).trim().min(1),
    materialVersion: requestText(20).trim().min(1),
  }),
  response: z.object({
    success: z.boolean(),
    counselling: LeavingServiceOptionsSchema.shape.counselling,
  }),
});

export const RequestTransferSchema = z.object({
  schemeNumber: requestText(40).trim().min(1),
  receivingFundName: requestText(RECEIVING_FUND_NAME_MAX)
    .trim()
    .min(1, { error: LEAVING_SERVICE_MESSAGES.receivingFundName }),
  receivingFundRegistration: requestText(20)
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(
      z.string().regex(FSCA_REGISTRATION_PATTERN, {
        error: LEAVING_SERVICE_MESSAGES.receivingFundRegistration,
      }),
    ),
  receivingFundType: z.enum(RECEIVING_FUND_TYPES, {
    error: LEAVING_SERVICE_MESSAGES.receivingFundType,
  }),
});
export type RequestTransferBody = z.infer<typeof RequestTransferSchema>;

/** A section 14 transfer asked for online (after the counselling acknowledgement; before: 409). */
export const requestTransfer = defineRoute({
  method: 'POST',
  path: '/api/LeavingService/RequestTransfer',
  body: RequestTransferSchema,
  response: z.object({ success: z.boolean(), transfer: TransferRequestSchema }),
});

/** The membership's transfer requests, the latest first. */
export const getTransferRequests = defineRoute({
  method: 'GET',
  path: '/api/LeavingService/GetTransferRequests',
  query: SchemeQuerySchema,
  response: z.object({ success: z.boolean(), transfers: z.array(TransferRequestSchema) }),
});
