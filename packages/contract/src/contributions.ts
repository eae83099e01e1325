import { z } from 'zod';
import { SchemeNumberParamsSchema } from './fund-details';
import { defineRoute } from './route';
import { DateStringSchema, RandSchema } from './wire';

export {
  CONTRIBUTION_STRIP_MONTHS,
  CONTRIBUTIONS_UNAVAILABLE_MESSAGE,
} from './calls/contributions';

// An employer fund member's contribution status (issue 48 point 3): the administration's schedule
// of each month's contributions due (the fund's rates of that month's salary, due at the fund
// within 7 days of the month's end) against what arrived, the oldest month owed paid first.
// DESIGN §1a wire formats: money is rand with 2 decimals, dates YYYY-MM-DD.

export const ContributionMonthStatusSchema = z.enum(['paid', 'late', 'missing', 'due']);
export type ContributionMonthStatus = z.infer<typeof ContributionMonthStatusSchema>;

export const ContributionMonthSchema = z.object({
  /** The month the contributions are for, as its first day. */
  month: DateStringSchema,
  dueDate: DateStringSchema,
  status: ContributionMonthStatusSchema,
  memberDue: RandSchema,
  employerDue: RandSchema,
  due: RandSchema,
  /** What of it has arrived so far. */
  received: RandSchema,
  /** The day the last of it arrived (paid, late); null while not all of it has. */
  paidOn: DateStringSchema.nullable(),
});
export type ContributionMonth = z.infer<typeof ContributionMonthSchema>;

export const FundContributionsSchema = z.object({
  /** The last months of the schedule, oldest first (at most CONTRIBUTION_STRIP_MONTHS). */
  months: z.array(ContributionMonthSchema),
  /** Months past their due date and not paid in full, in all the schedule. */
  missingMonths: z.number().int().nonnegative(),
  /** What of those has not arrived. */
  outstanding: RandSchema,
});
export type FundContributions = z.infer<typeof FundContributionsSchema>;

export const getFundContributions = defineRoute({
  method: 'GET',
  path: '/api/Fund/GetFundDetails/:schemeNumber/Contributions',
  params: SchemeNumberParamsSchema,
  response: z.object({
    success: z.boolean(),
    /** null: the membership takes no employer contributions (a retail product, a preserved fund). */
    contributions: FundContributionsSchema.nullable(),
  }),
});

export const ContributionArrearsSchema = z.object({
  schemeNumber: z.string(),
  fundName: z.string(),
  missingMonths: z.array(
    z.object({ month: DateStringSchema, dueDate: DateStringSchema, outstanding: RandSchema }),
  ),
  outstanding: RandSchema,
});
export type ContributionArrears = z.infer<typeof ContributionArrearsSchema>;

export const getContributionArrears = defineRoute({
  method: 'GET',
  path: '/api/Contributions/GetArrears',
  response: z.object({ success: z.boolean(), arrears: z.array(ContributionArrearsSchema) }),
});
