import { z } from 'zod';
import { GOAL_HORIZON_MAX_MONTHS, type CreateProposalRequestSchema } from '@portal/contract/goals';
import { addMonths, formatMonthYear, isAfter, wholeMonthsBetween } from '@portal/domain/dates';
import {
  EducationExpensesSchema,
  EmergencyFundFormSchema,
  educationInformationSchema,
  holidayFormSchema,
  JustInvestFormSchema,
  startingDepositInput,
  weddingFormSchema,
} from '@portal/domain/goal-forms';
import {
  datedGoalTargetCents,
  EDUCATION_INFLATION_PERCENT,
  educationAnnualCostCents,
  educationTargetCents,
  EMERGENCY_HORIZON_MONTHS,
  EMERGENCY_MONTHS_OF_INCOME,
  emergencyFundTargetCents,
  emergencyFundTargetMonth,
  GoalCategory,
  goalHorizonMonths,
  INFLATION_PERCENT,
  monthlySavingCents,
} from '@portal/domain/goals';
import { fieldLabels, messages } from '@portal/domain/messages';
import { centsFromRand, toCents, type Cents } from '@portal/domain/money';
import { goalNameText } from '@portal/domain/validators';
import { badRequestFromIssues, fieldError, parseOrBadRequest } from '../../lib/validation';

// spec 3 §3, §5, §9: a proposal request checked with its goal's form rules and settled by the
// server: the time horizon, the inflated target (never the client's figure), the withdrawal date
// and the monthly saving are computed here with the domain's goal maths.

export type ProposalRequest = z.output<typeof CreateProposalRequestSchema>;

/** The goal as stored (money in cents, DESIGN §1a), before the lead fields are added. */
export type SettledGoal = {
  goalCategory: GoalCategory;
  goalName: string;
  isTarget: boolean;
  startingDepositCents: Cents;
  timeHorizonMonths: number;
  targetAmountCents: Cents | null;
  adjustedTargetAmountCents: Cents | null;
  monthlySavingCents: Cents | null;
  targetMonth: string | null;
  noOfPayments: number;
  inflationPercent: number;
  useInflatedAmount: boolean;
  incomeCents: Cents | null;
  weddingDate: string | null;
  withdrawalDate: string | null;
  whenNeedMoney: number | null;
  startingDate: string | null;
  forWho: string | null;
  educationType: number | null;
  withResidence: boolean | null;
  tuitionFeesCents: Cents | null;
  residenceCents: Cents | null;
  booksCents: Cents | null;
  travelCents: Cents | null;
  aftercareCents: Cents | null;
};

const EMPTY = {
  incomeCents: null,
  weddingDate: null,
  withdrawalDate: null,
  whenNeedMoney: null,
  startingDate: null,
  forWho: null,
  educationType: null,
  withResidence: null,
  tuitionFeesCents: null,
  residenceCents: null,
  booksCents: null,
  travelCents: null,
  aftercareCents: null,
  targetMonth: null,
} as const;

function cents(rand: number): Cents {
  return centsFromRand(rand);
}

/** Our limit (spec: not shown): a goal date at most 50 years ahead, the horizon's maximum. */
function assertWithinHorizon(date: string, today: string, field: string, label: string): void {
  if (isAfter(date, addMonths(today, GOAL_HORIZON_MAX_MONTHS)))
    throw fieldError(field, messages.length(label, 'be within 50 years'));
}

/** The monthly saving toward the target the proposal uses (inflated unless the member chose not). */
function withSaving(goal: Omit<SettledGoal, 'monthlySavingCents'>): SettledGoal {
  const target = goal.useInflatedAmount ? goal.adjustedTargetAmountCents : goal.targetAmountCents;
  return {
    ...goal,
    monthlySavingCents:
      target === null
        ? null
        : monthlySavingCents(
            target,
            goal.startingDepositCents,
            goal.inflationPercent,
            goal.timeHorizonMonths,
          ),
  };
}

function emergency(request: ProposalRequest, today: string): SettledGoal {
  const form = parseOrBadRequest(EmergencyFundFormSchema, request);
  const inflationPercent = request.inflationPercent ?? INFLATION_PERCENT;
  const income = cents(form.income);
  // spec 3 §9: 3 × monthly income, over 36 months, 1 payment.
  return withSaving({
    ...EMPTY,
    goalCategory: GoalCategory.EmergencyFund,
    goalName: form.goalName,
    isTarget: false,
    startingDepositCents: cents(form.startingDeposit),
    timeHorizonMonths: EMERGENCY_HORIZON_MONTHS,
    targetAmountCents: toCents(income * EMERGENCY_MONTHS_OF_INCOME),
    adjustedTargetAmountCents: emergencyFundTargetCents(income, inflationPercent),
    targetMonth: emergencyFundTargetMonth(today),
    noOfPayments: 1,
    inflationPercent,
    useInflatedAmount: request.useInflatedAmount ?? true,
    incomeCents: income,
  });
}

/** spec 3 §2.5: wedding (date in weddingDate) and holiday (date in startingDate). */
function datedGoal(request: ProposalRequest, today: string, isWedding: boolean): SettledGoal {
  const dateField = isWedding ? 'weddingDate' : 'startingDate';
  const form = parseOrBadRequest(
    isWedding ? weddingFormSchema(today) : holidayFormSchema(today),
    {
      goalName: request.goalName,
      amount: request.targetAmount,
      startingDeposit: request.startingDeposit,
      goalDate: request[dateField],
      whenNeedMoney: request.whenNeedMoney,
    },
    { amount: 'targetAmount', goalDate: dateField },
  );
  assertWithinHorizon(
    form.goalDate,
    today,
    dateField,
    isWedding ? fieldLabels.weddingDate : fieldLabels.holidayDate,
  );
  const inflationPercent = request.inflationPercent ?? INFLATION_PERCENT;
  const amount = cents(form.amount);
  const withdrawalDate = addMonths(form.goalDate, -form.whenNeedMoney);
  return withSaving({
    ...EMPTY,
    goalCategory: isWedding ? GoalCategory.Wedding : GoalCategory.Holiday,
    goalName: form.goalName,
    isTarget: true,
    startingDepositCents: cents(form.startingDeposit),
    timeHorizonMonths: goalHorizonMonths(today, form.goalDate, form.whenNeedMoney),
    targetAmountCents: amount,
    adjustedTargetAmountCents: datedGoalTargetCents(
      amount,
      today,
      form.goalDate,
      form.whenNeedMoney,
      inflationPercent,
    ),
    targetMonth: formatMonthYear(withdrawalDate),
    noOfPayments: 1,
    inflationPercent,
    useInflatedAmount: request.useInflatedAmount ?? true,
    ...(isWedding ? { weddingDate: form.goalDate } : { startingDate: form.goalDate }),
    withdrawalDate,
    whenNeedMoney: form.whenNeedMoney,
  });
}

/** spec 3 §2.7: the education information step and the expenses step, checked together. */
function education(request: ProposalRequest, today: string): SettledGoal {
  const information = educationInformationSchema(today);
  const infoSchema =
    request.educationType == null ? information.omit({ educationType: true }) : information;
  const common = z.object({
    goalName: goalNameText(fieldLabels.goalName, { optional: true }),
    startingDeposit: startingDepositInput(),
  });
  const parts = [
    infoSchema.safeParse({
      beneficiaryName: request.forWho,
      educationType: request.educationType,
      duration: request.noOfPayments,
      withResidence: request.withResidence ?? false,
      startDate: request.startingDate,
    }),
    EducationExpensesSchema.safeParse(request),
    common.safeParse(request),
  ] as const;
  const issues = parts.flatMap((part) => (part.success ? [] : part.error.issues));
  if (issues.length > 0)
    throw badRequestFromIssues(issues, {
      beneficiaryName: 'forWho',
      duration: 'noOfPayments',
      startDate: 'startingDate',
    });
  const [info, expenses, names] = parts.map((part) => part.data) as [
    z.output<typeof information>,
    z.output<typeof EducationExpensesSchema>,
    z.output<typeof common>,
  ];
  assertWithinHorizon(info.startDate, today, 'startingDate', fieldLabels.startDate);
  const inflationPercent = request.inflationPercent ?? EDUCATION_INFLATION_PERCENT;
  const items = {
    tuitionFees: cents(expenses.tuitionFees),
    residence: cents(expenses.residence),
    books: cents(expenses.books),
    travel: cents(expenses.travel),
    aftercare: cents(expenses.aftercare),
  };
  const annual = educationAnnualCostCents(items, info.withResidence);
  return withSaving({
    ...EMPTY,
    goalCategory: GoalCategory.Education,
    goalName: names.goalName || 'Education',
    isTarget: true,
    startingDepositCents: cents(names.startingDeposit),
    timeHorizonMonths: Math.max(0, wholeMonthsBetween(today, info.startDate)),
    // The budget in today's money: a year's cost for each year of study.
    targetAmountCents: toCents(annual * info.duration),
    adjustedTargetAmountCents: educationTargetCents(
      annual,
      today,
      info.startDate,
      info.duration,
      inflationPercent,
    ),
    targetMonth: formatMonthYear(info.startDate),
    noOfPayments: info.duration,
    inflationPercent,
    useInflatedAmount: request.useInflatedAmount ?? true,
    startingDate: info.startDate,
    forWho: info.beneficiaryName || null,
    educationType: request.educationType == null ? null : info.educationType,
    withResidence: info.withResidence,
    tuitionFeesCents: items.tuitionFees,
    residenceCents: items.residence,
    booksCents: items.books,
    travelCents: items.travel,
    aftercareCents: items.aftercare,
  });
}

/** spec 3 §2.4: just invest has a name and a once-off contribution, and calculates nothing. */
function justInvest(request: ProposalRequest): SettledGoal {
  const form = parseOrBadRequest(JustInvestFormSchema, request);
  return withSaving({
    ...EMPTY,
    goalCategory: GoalCategory.JustSaving,
    goalName: form.goalName,
    isTarget: false,
    startingDepositCents: cents(form.startingDeposit),
    timeHorizonMonths: 0,
    targetAmountCents: null,
    adjustedTargetAmountCents: null,
    noOfPayments: 1,
    inflationPercent: request.inflationPercent ?? INFLATION_PERCENT,
    useInflatedAmount: request.useInflatedAmount ?? true,
  });
}

/** Checks a proposal request with its goal's rules (400 with the fields at fault) and settles it. */
export function settleProposal(request: ProposalRequest, today: string): SettledGoal {
  switch (request.goalCategory) {
    case GoalCategory.EmergencyFund:
      return emergency(request, today);
    case GoalCategory.Wedding:
      return datedGoal(request, today, true);
    case GoalCategory.Holiday:
      return datedGoal(request, today, false);
    case GoalCategory.Education:
      return education(request, today);
    case GoalCategory.JustSaving:
      return justInvest(request);
    case GoalCategory.Unknown:
      throw fieldError('goalCategory', messages.selectOption('Goal type'));
  }
}
