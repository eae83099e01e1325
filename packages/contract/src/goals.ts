import { z } from 'zod';
import { EDUCATION_DURATION_MAX, GoalCategory, LEAD_SOURCE } from '@portal/domain/goals';
import {
  GoalCategorySchema,
  goalAmountInput,
  startingDepositInput,
} from '@portal/domain/goal-forms';
import { messages } from '@portal/domain/messages';
import { decimalPlacesOf, readNumberInput, wholeNumberInput } from '@portal/domain/validators';
import { defineRoute } from './route';
import { DateStringSchema, RandSchema, requestText } from './wire';

// The goal calculators' calls (spec 2 §7, spec 3 §3, §7): CalculateInflatedAmount and
// CreateProposal, and the proposal the returned link opens. Amounts are whole rand as typed
// (spec 3 §5); the answers carry rand with 2 decimals (DESIGN §1a).

/**
 * API limits the specification does not give (our reading): a horizon of at most 50 years and an
 * inflation rate of 0 % to 15 % with 2 decimals. With at most 9 payments they keep every inflated
 * amount a whole number of cents a double holds exactly.
 */
export const GOAL_HORIZON_MAX_MONTHS = 600;
export const INFLATION_PERCENT_MAX = 15;

const labels = {
  timeHorizonMonths: 'Time horizon',
  isTarget: 'Is target',
  goalType: 'Goal type',
  amount: 'Amount',
  noOfPayments: 'Number of payments',
} as const;

function boundedWholeNumber(label: string, min: number, max: number) {
  return wholeNumberInput(label)
    .refine((value) => value >= min, { error: messages.min(min) })
    .refine((value) => value <= max, { error: messages.max(max) });
}

/** true/false in any case (query strings), or a JSON boolean. */
function booleanInput(label: string) {
  return z
    .union([z.boolean(), requestText(40)], {
      error: (issue) =>
        issue.input === undefined ? messages.required(label) : messages.selectOption(label),
    })
    .transform((value, ctx) => {
      if (typeof value === 'boolean') return value;
      const text = value.trim().toLowerCase();
      if (text === 'true' || text === 'false') return text === 'true';
      ctx.addIssue({ code: 'custom', message: messages.selectOption(label) });
      return z.NEVER;
    });
}

/** spec 3 §3 goal category by number (1) or by name (EmergencyFund), as the original API binds. */
function goalTypeInput(label: string) {
  return z
    .union([z.number(), requestText(40)], {
      error: (issue) =>
        issue.input === undefined ? messages.required(label) : messages.selectOption(label),
    })
    .transform((value, ctx) => {
      const byName =
        typeof value === 'string'
          ? Object.entries(GoalCategory).find(
              ([name]) => name.toLowerCase() === value.trim().toLowerCase(),
            )?.[1]
          : undefined;
      const parsed = GoalCategorySchema.safeParse(byName ?? readNumberInput(value));
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: messages.selectOption(label) });
      return z.NEVER;
    });
}

/** An optional inflation percent, 0 to 15 with up to 2 decimals; blank means the default. */
function inflationPercentInput() {
  return z.preprocess(
    (value) => readNumberInput(value),
    z
      .number({ error: messages.invalidNumber })
      .min(0, { error: messages.min(0) })
      .max(INFLATION_PERCENT_MAX, { error: messages.max(INFLATION_PERCENT_MAX) })
      .refine((value) => decimalPlacesOf(value) <= 2, { error: messages.maxDecimalPlaces(2) })
      .optional(),
  );
}

/**
 * spec 2 §7, spec 3 §7: query TimeHorizonMonths, IsTarget, GoalType, Amount, StartingDeposit,
 * NoOfPayments (default 1), InflationPercent (default 6); names in any case (DESIGN §1a).
 * IsTarget false with the emergency goal: Amount is a monthly income and the target 3 × Amount.
 */
export const CalculateInflatedAmountQuerySchema = z.object({
  timeHorizonMonths: boundedWholeNumber(labels.timeHorizonMonths, 0, GOAL_HORIZON_MAX_MONTHS),
  isTarget: booleanInput(labels.isTarget),
  goalType: goalTypeInput(labels.goalType),
  amount: goalAmountInput(labels.amount),
  startingDeposit: startingDepositInput().optional(),
  noOfPayments: boundedWholeNumber(labels.noOfPayments, 1, EDUCATION_DURATION_MAX).optional(),
  inflationPercent: inflationPercentInput(),
});

export const CalculateInflatedAmountResponseSchema = z.object({
  success: z.boolean(),
  inflatedTargetAmount: RandSchema,
  /** The inflation percent used. */
  percentage: z.number(),
});

export const calculateInflatedAmount = defineRoute({
  method: 'GET',
  path: '/api/Goals/CalculateInflatedAmount',
  query: CalculateInflatedAmountQuerySchema,
  response: CalculateInflatedAmountResponseSchema,
});

const amountField = z.number().nullable().optional();
const dateField = requestText(40).nullable().optional();
const textField = requestText(200).nullable().optional();

/**
 * spec 3 §3 proposal request; the fields of each goal are checked with that goal's form rules
 * (spec 3 §5) on the server. `adjustedTargetAmount`, `timeHorizonMonths`, `withdrawalDate` and the
 * lead fields are recomputed or taken from the member's profile, never from the request.
 * `educationType` and `withResidence` are ours beside the spec's list (the education form's).
 */
export const CreateProposalRequestSchema = z.object({
  goalCategory: GoalCategorySchema,
  goalName: requestText(200).nullable().optional(),
  isTarget: z.boolean().optional(),
  startingDeposit: amountField,
  timeHorizonMonths: z.number().optional(),
  targetAmount: amountField,
  adjustedTargetAmount: amountField,
  noOfPayments: z.number().nullable().optional(),
  inflationPercent: z
    .number()
    .min(0, { error: messages.min(0) })
    .max(INFLATION_PERCENT_MAX, { error: messages.max(INFLATION_PERCENT_MAX) })
    .optional(),
  useInflatedAmount: z.boolean().optional(),
  income: amountField,
  weddingDate: dateField,
  withdrawalDate: dateField,
  whenNeedMoney: z.number().nullable().optional(),
  startingDate: dateField,
  forWho: textField,
  educationType: z.number().nullable().optional(),
  withResidence: z.boolean().nullable().optional(),
  tuitionFees: amountField,
  residence: amountField,
  books: amountField,
  travel: amountField,
  aftercare: amountField,
  leadSource: textField,
  leadEmail: textField,
  leadMobile: textField,
  leadName: textField,
  leadSurname: textField,
});
export type CreateProposalRequest = z.input<typeof CreateProposalRequestSchema>;

export const CreateProposalResponseSchema = z.object({
  success: z.boolean(),
  /** `${PUBLIC_URL}/proposals/{id}`, opened in a new tab (spec 3 §2.8). */
  redirectUrl: z.string(),
});

export const createProposal = defineRoute({
  method: 'POST',
  path: '/api/Goals/CreateProposal',
  body: CreateProposalRequestSchema,
  response: CreateProposalResponseSchema,
});

/** A stored proposal as its owner sees it: the request's fields as the server settled them. */
export const ProposalSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  goalCategory: GoalCategorySchema,
  goalName: z.string(),
  isTarget: z.boolean(),
  startingDeposit: RandSchema,
  timeHorizonMonths: z.number().int(),
  /** The target in today's money (emergency: 3 × income; education: a year's budget × years). */
  targetAmount: RandSchema.nullable(),
  /** The target increased by inflation (null for just invest, which calculates nothing). */
  adjustedTargetAmount: RandSchema.nullable(),
  /** The monthly amount to save to reach the adjusted target, after the once-off contribution. */
  monthlySaving: RandSchema.nullable(),
  /** The month the money is needed, e.g. 'November 2029'. */
  targetMonth: z.string().nullable(),
  noOfPayments: z.number().int(),
  inflationPercent: z.number(),
  useInflatedAmount: z.boolean(),
  income: RandSchema.nullable(),
  weddingDate: DateStringSchema.nullable(),
  withdrawalDate: DateStringSchema.nullable(),
  whenNeedMoney: z.number().int().nullable(),
  startingDate: DateStringSchema.nullable(),
  forWho: z.string().nullable(),
  educationType: z.number().int().nullable(),
  withResidence: z.boolean().nullable(),
  tuitionFees: RandSchema.nullable(),
  residence: RandSchema.nullable(),
  books: RandSchema.nullable(),
  travel: RandSchema.nullable(),
  aftercare: RandSchema.nullable(),
  leadSource: z.literal(LEAD_SOURCE),
  leadEmail: z.string().nullable(),
  leadMobile: z.string().nullable(),
  leadName: z.string(),
  leadSurname: z.string(),
});
export type Proposal = z.infer<typeof ProposalSchema>;

export const ProposalParamsSchema = z.object({ id: requestText(100).min(1) });

export const getProposal = defineRoute({
  method: 'GET',
  path: '/api/Goals/Proposal/:id',
  params: ProposalParamsSchema,
  response: z.object({ success: z.boolean(), proposal: ProposalSchema }),
});
