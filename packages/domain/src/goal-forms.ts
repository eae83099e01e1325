import { z } from 'zod';
import { isBefore, isValidIsoDate } from './dates';
import {
  EDUCATION_DURATION_MAX,
  EDUCATION_DURATION_MIN,
  EDUCATION_TYPES,
  EducationType,
  GoalCategory,
  GOAL_AMOUNT_MAX,
  GOAL_AMOUNT_MIN,
  STARTING_DEPOSIT_MIN,
  WHEN_NEED_MONEY_OPTIONS,
  earliestGoalDate,
} from './goals';
import { fieldLabels as label, messages } from './messages';
import {
  ALWAYS,
  goalNameText,
  readNumberInput,
  requiredDate,
  wholeNumberInput,
} from './validators';

/** spec 3 §3: a goal category id (goals.ts). */
export const GoalCategorySchema = z.literal(Object.values(GoalCategory));
/** spec 3 §2.7: an education type id (goals.ts). */
export const EducationTypeSchema = z.literal(Object.values(EducationType));

// spec 3 §5 goal-calculator fields. Amounts are whole rand as typed; the calculators convert to
// cents. Schemas with a date rule are factories taking `today`. Just invest (spec 3 §2.4) has a
// name and a once-off contribution only and calculates nothing.

/** spec 3 §5: income / target amount, required, 1000 to 999 999 999, whole. */
export function goalAmountInput(fieldLabel: string) {
  return wholeNumberInput(fieldLabel)
    .refine((value) => value >= GOAL_AMOUNT_MIN, { error: messages.min(GOAL_AMOUNT_MIN) })
    .refine((value) => value <= GOAL_AMOUNT_MAX, { error: messages.max(GOAL_AMOUNT_MAX) });
}

/**
 * spec 3 §5 once-off contribution: 0 or at least 100, at most 999 999 999, whole. DESIGN §5 and
 * spec 3 §2.8 (it "can be left blank"): blank counts as 0.
 */
export function startingDepositInput() {
  return wholeNumberInput(label.startingDeposit, { blankAs: 0 })
    .refine((value) => value === 0 || value >= STARTING_DEPOSIT_MIN, {
      error: messages.zeroOrMin(label.startingDeposit, STARTING_DEPOSIT_MIN),
    })
    .refine((value) => value <= GOAL_AMOUNT_MAX, { error: messages.max(GOAL_AMOUNT_MAX) });
}

/** spec 3 §5: a date at least six months ahead (the message wording is ours: not quoted). */
export function goalDateInput(fieldLabel: string, today: string) {
  const earliest = earliestGoalDate(today);
  return requiredDate(fieldLabel).refine(
    (value) => !isValidIsoDate(value) || !isBefore(value, earliest),
    {
      error: messages.length(fieldLabel, 'be at least six months from today'),
    },
  );
}

/** A required whole number from a fixed list of options (select inputs give text or numbers). */
function optionInput(fieldLabel: string, options: readonly number[]) {
  return z.preprocess(
    (value) => readNumberInput(value),
    z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? messages.required(fieldLabel)
            : messages.selectOption(fieldLabel),
      })
      .refine((value) => options.includes(value), { error: messages.selectOption(fieldLabel) }),
  );
}

export const EmergencyFundFormSchema = z.object({
  goalName: goalNameText(label.goalName),
  income: goalAmountInput(label.income),
  startingDeposit: startingDepositInput(),
});
export type EmergencyFundForm = z.output<typeof EmergencyFundFormSchema>;

export const JustInvestFormSchema = z.object({
  goalName: goalNameText(label.investmentName),
  startingDeposit: startingDepositInput(),
});
export type JustInvestForm = z.output<typeof JustInvestFormSchema>;

function datedGoalSchema(nameLabel: string, dateLabel: string, today: string) {
  return z.object({
    goalName: goalNameText(nameLabel),
    amount: goalAmountInput(label.amountNeeded),
    startingDeposit: startingDepositInput(),
    goalDate: goalDateInput(dateLabel, today),
    whenNeedMoney: optionInput(label.whenNeedMoney, WHEN_NEED_MONEY_OPTIONS),
  });
}

/** spec 3 §2.5: the wedding calculator form. */
export function weddingFormSchema(today: string) {
  return datedGoalSchema(label.weddingName, label.weddingDate, today);
}

/** spec 3 §2.5: the holiday calculator form. */
export function holidayFormSchema(today: string) {
  return datedGoalSchema(label.holidayName, label.holidayDate, today);
}
export type DatedGoalForm = z.output<ReturnType<typeof weddingFormSchema>>;

/** spec 3 §2.7 step 1, "Education information" (Continue needs this group valid). */
export function educationInformationSchema(today: string) {
  return z.object({
    beneficiaryName: goalNameText(label.beneficiaryName, { optional: true }),
    educationType: optionInput(
      label.educationType,
      EDUCATION_TYPES.map((type) => type.id),
    ),
    duration: wholeNumberInput(label.duration)
      .refine((value) => value >= EDUCATION_DURATION_MIN, {
        error: messages.min(EDUCATION_DURATION_MIN),
      })
      .refine((value) => value <= EDUCATION_DURATION_MAX, {
        error: messages.max(EDUCATION_DURATION_MAX),
      }),
    withResidence: z.boolean({ error: messages.required(label.withResidence) }),
    startDate: goalDateInput(label.startDate, today),
  });
}
export type EducationInformation = z.output<ReturnType<typeof educationInformationSchema>>;

/** One expense: at least 0, whole; blank counts as 0 (our reading: an item not in the budget). */
function expenseInput(fieldLabel: string) {
  return wholeNumberInput(fieldLabel, { blankAs: 0 }).refine((value) => value >= 0, {
    error: messages.min(0),
  });
}

const educationExpenseFields = {
  tuitionFees: expenseInput(label.tuitionFees),
  residence: expenseInput(label.residence),
  books: expenseInput(label.books),
  travel: expenseInput(label.travel),
  aftercare: expenseInput(label.aftercare),
};

/** spec 3 §5: the sum of the expenses is 1000 to 999 999 999; null while an item is invalid. */
export function expensesSumMessage(
  expenses: Record<keyof typeof educationExpenseFields, unknown>,
): string | null {
  const amounts = Object.values(expenses);
  if (!amounts.every((value) => typeof value === 'number' && Number.isFinite(value))) return null;
  const sum = (amounts as number[]).reduce((total, value) => total + value, 0);
  if (sum < GOAL_AMOUNT_MIN) return messages.expensesSumMin(GOAL_AMOUNT_MIN * 100);
  if (sum > GOAL_AMOUNT_MAX) return messages.expensesSumMax(GOAL_AMOUNT_MAX * 100);
  return null;
}

function refineExpensesSum(
  values: Record<keyof typeof educationExpenseFields, unknown>,
  ctx: z.RefinementCtx,
) {
  const message = expensesSumMessage({
    tuitionFees: values.tuitionFees,
    residence: values.residence,
    books: values.books,
    travel: values.travel,
    aftercare: values.aftercare,
  });
  if (message !== null) ctx.addIssue({ code: 'custom', path: ['total'], message });
}

/**
 * spec 3 §2.7 step 2, "Expenses breakdown" (Calculate needs this group valid): five expenses whose
 * sum is reported on the group's `total` path.
 */
export const EducationExpensesSchema = z
  .object(educationExpenseFields)
  .superRefine(refineExpensesSum, ALWAYS);
export type EducationExpensesForm = z.output<typeof EducationExpensesSchema>;

/** Both steps together, for the API's proposal request. */
export function educationFormSchema(today: string) {
  return educationInformationSchema(today)
    .extend(educationExpenseFields)
    .superRefine(refineExpensesSum, ALWAYS);
}
export type EducationForm = z.output<ReturnType<typeof educationFormSchema>>;
