import { zodResolver } from '@hookform/resolvers/zod';
import { addMonths, formatMonthYear, wholeMonthsBetween } from '@portal/domain/dates';
import { EducationExpensesSchema, educationInformationSchema } from '@portal/domain/goal-forms';
import type { EducationExpensesForm, EducationInformation } from '@portal/domain/goal-forms';
import { EDUCATION_TYPES, GoalCategory, educationAnnualCostCents } from '@portal/domain/goals';
import { centsFromRand, randFromCents, toCents } from '@portal/domain/money';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useToday } from '@/lib/portal-config';
import { EducationExpensesStep } from './education-expenses-step';
import type { ExpenseValues } from './education-expenses-step';
import { EducationInformationStep } from './education-information-step';
import type { InformationValues } from './education-information-step';
import { GoalFlowFrame } from './goal-flow-frame';
import type { GoalResultText } from './goal-flow-frame';
import type { GoalOutcome } from './goal-result-view';
import { useGoalFlow } from './use-goal-flow';
import type { GoalCalculatorProps } from './use-goal-flow';
import { useGoalInflation } from './use-goal-inflation';

// Text fields start undefined, not '': a field the member empties again stays changed (dirty), so
// its message still shows (spec 3 §5: errors show once the control is dirty and touched).
const EMPTY_INFORMATION: InformationValues = {
  beneficiaryName: undefined,
  educationType: null,
  duration: undefined,
  withResidence: false,
  startDate: null,
};
const EMPTY_EXPENSES: ExpenseValues = {
  tuitionFees: undefined,
  residence: undefined,
  books: undefined,
  travel: undefined,
  aftercare: undefined,
};

type EducationResult = {
  information: EducationInformation;
  expenses: EducationExpensesForm;
  outcome: GoalOutcome;
};

/**
 * spec 3 §2.7: a two-step stepper, Education information then Expenses breakdown, each gated on
 * its own group being valid. The year's budget (residence only with residence) is inflated at the
 * education rate, one payment per year of the duration from the start date (spec 3 §9).
 */
export function EducationCalculator({ onViewChange, onDone }: GoalCalculatorProps) {
  const today = useToday();
  const { educationInflationPercent } = useGoalInflation();
  const [step, setStep] = useState<1 | 2>(1);
  // Once the member has moved between views, each step takes the focus to its heading.
  const [hasMoved, setHasMoved] = useState(false);
  const informationSchema = useMemo(() => educationInformationSchema(today), [today]);
  const information = useForm<InformationValues, unknown, EducationInformation>({
    mode: 'all',
    defaultValues: EMPTY_INFORMATION,
    resolver: zodResolver(informationSchema) as Resolver<
      InformationValues,
      unknown,
      EducationInformation
    >,
  });
  const expenses = useForm<ExpenseValues, unknown, EducationExpensesForm>({
    mode: 'all',
    defaultValues: EMPTY_EXPENSES,
    resolver: zodResolver(EducationExpensesSchema) as Resolver<
      ExpenseValues,
      unknown,
      EducationExpensesForm
    >,
  });
  const flow = useGoalFlow<EducationResult>({ onViewChange, onDone });

  function goToStep(next: 1 | 2) {
    setHasMoved(true);
    setStep(next);
  }

  function handleCalculate(values: EducationExpensesForm) {
    const parsed = informationSchema.safeParse(information.getValues());
    if (!parsed.success) {
      goToStep(1);
      return;
    }
    const info = parsed.data;
    const annual = educationAnnualCostCents(
      {
        tuitionFees: centsFromRand(values.tuitionFees),
        residence: centsFromRand(values.residence),
        books: centsFromRand(values.books),
        travel: centsFromRand(values.travel),
        aftercare: centsFromRand(values.aftercare),
      },
      info.withResidence,
    );
    const months = Math.max(0, wholeMonthsBetween(today, info.startDate));
    return flow.calculate(
      {
        timeHorizonMonths: months,
        isTarget: true,
        goalType: GoalCategory.Education,
        // spec 3 §2.7: the yearly budget, one payment per year of study.
        amount: randFromCents(annual),
        startingDeposit: 0,
        noOfPayments: info.duration,
        inflationPercent: educationInflationPercent,
      },
      (answer) => ({
        information: info,
        expenses: values,
        outcome: {
          targetRand: answer.inflatedTargetAmount,
          percentage: answer.percentage,
          months,
          startingDepositRand: 0,
          base: annual,
          payments: info.duration,
          today,
          endDate: info.startDate,
        },
      }),
    );
  }

  function handleStart({ information: info, expenses: items, outcome }: EducationResult) {
    return flow.startInvestment({
      goalCategory: GoalCategory.Education,
      isTarget: true,
      startingDeposit: 0,
      timeHorizonMonths: outcome.months,
      targetAmount: randFromCents(toCents(outcome.base * info.duration)),
      adjustedTargetAmount: outcome.targetRand,
      noOfPayments: info.duration,
      inflationPercent: outcome.percentage,
      useInflatedAmount: true,
      startingDate: info.startDate,
      forWho: info.beneficiaryName === '' ? null : info.beneficiaryName,
      educationType: info.educationType,
      withResidence: info.withResidence,
      tuitionFees: items.tuitionFees,
      residence: info.withResidence ? items.residence : 0,
      books: items.books,
      travel: items.travel,
      aftercare: items.aftercare,
    });
  }

  function describe({ information: info }: EducationResult): GoalResultText {
    const type = EDUCATION_TYPES.find((entry) => entry.id === info.educationType)?.name;
    const years = `${info.duration} years`;
    const kind = type?.toLowerCase() ?? 'education';
    return {
      intro:
        'This amount is calculated by adding all the items in your education budget and increasing them by inflation:',
      // spec 3 §9: one payment a year, each inflated to its own year, so the amount is the
      // total of the years' costs from the first year's date to the last's.
      due:
        info.duration === 1
          ? `for 1 year of ${kind} in ${formatMonthYear(info.startDate)}`
          : `in total for ${years} of ${kind}, paid yearly from ${formatMonthYear(
              info.startDate,
            )} to ${formatMonthYear(addMonths(info.startDate, 12 * (info.duration - 1)))}`,
    };
  }

  function handleReset() {
    information.reset(EMPTY_INFORMATION);
    expenses.reset(EMPTY_EXPENSES);
    goToStep(1);
    flow.reset();
  }

  return (
    <GoalFlowFrame
      kind="education"
      flow={flow}
      describe={describe}
      onStart={handleStart}
      onReset={handleReset}
    >
      {step === 1 ? (
        <EducationInformationStep
          form={information}
          today={today}
          onResidenceOff={() =>
            expenses.setValue('residence', undefined, { shouldValidate: true, shouldDirty: true })
          }
          autoFocusHeading={hasMoved}
          onContinue={() => goToStep(2)}
        />
      ) : (
        <EducationExpensesStep
          form={expenses}
          withResidence={information.getValues('withResidence')}
          isCalculating={flow.isCalculating}
          autoFocusHeading={hasMoved}
          onBack={() => goToStep(1)}
          onCalculate={handleCalculate}
        />
      )}
    </GoalFlowFrame>
  );
}
