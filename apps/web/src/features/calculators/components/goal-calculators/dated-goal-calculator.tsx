import { Group, SimpleGrid, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { addMonths, formatMonthYear } from '@portal/domain/dates';
import { holidayFormSchema, weddingFormSchema } from '@portal/domain/goal-forms';
import type { DatedGoalForm } from '@portal/domain/goal-forms';
import {
  GoalCategory,
  WHEN_NEED_MONEY_OPTIONS,
  earliestGoalDate,
  goalHorizonMonths,
} from '@portal/domain/goals';
import { fieldLabels } from '@portal/domain/messages';
import { centsFromRand } from '@portal/domain/money';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Control, Resolver } from 'react-hook-form';
import { DateField } from '@/components/ui/date-field';
import { GuardedButton } from '@/components/ui/guarded-button';
import { SelectField } from '@/components/ui/select-field';
import { useToday } from '@/lib/portal-config';
import { GoalFlowFrame } from './goal-flow-frame';
import type { GoalResultText } from './goal-flow-frame';
import { GoalNameField, MoneyField, StartingDepositField, shownError } from './goal-fields';
import { whenNeedMoneyLabel } from './goal-calculator-texts';
import { missingFieldsText } from '../missing-fields';
import type { GoalOutcome } from './goal-result-view';
import { useGoalFlow } from './use-goal-flow';
import type { GoalCalculatorProps } from './use-goal-flow';
import { useGoalInflation } from './use-goal-inflation';

// Text fields start undefined, not '': a field the member empties again stays changed (dirty), so
// its message still shows (spec 3 §5: errors show once the control is dirty and touched).
type FormValues = {
  goalName: string | undefined;
  amount: string | undefined;
  startingDeposit: string | undefined;
  goalDate: string | null;
  whenNeedMoney: string | null;
};

type DatedGoalResult = { values: DatedGoalForm; outcome: GoalOutcome };

const WHEN_OPTIONS = WHEN_NEED_MONEY_OPTIONS.map((months) => ({
  value: String(months),
  label: whenNeedMoneyLabel(months),
}));

const SETTINGS = {
  wedding: {
    category: GoalCategory.Wedding,
    schema: weddingFormSchema,
    nameLabel: fieldLabels.weddingName,
    namePlaceholder: 'Our wedding',
    dateLabel: fieldLabels.weddingDate,
    goal: 'your wedding',
  },
  holiday: {
    category: GoalCategory.Holiday,
    schema: holidayFormSchema,
    nameLabel: fieldLabels.holidayName,
    namePlaceholder: 'My dream holiday',
    dateLabel: fieldLabels.holidayDate,
    goal: 'your holiday',
  },
} as const;

type DatedGoalCalculatorProps = GoalCalculatorProps & { kind: 'wedding' | 'holiday' };

/**
 * spec 3 §2.5: the wedding and holiday calculators: name, amount needed, once-off contribution,
 * date needed (default and minimum six months ahead) and when the money is needed (0 to 4 months
 * before). The time horizon is the whole months to the date less the months before (spec 3 §9).
 */
export function DatedGoalCalculator({ kind, onViewChange, onDone }: DatedGoalCalculatorProps) {
  const settings = SETTINGS[kind];
  const today = useToday();
  const earliest = earliestGoalDate(today);
  const { inflationPercent } = useGoalInflation();
  const empty = useMemo<FormValues>(
    () => ({
      goalName: undefined,
      amount: undefined,
      startingDeposit: undefined,
      goalDate: earliest,
      whenNeedMoney: null,
    }),
    [earliest],
  );
  const schema = useMemo(() => settings.schema(today), [settings, today]);
  const form = useForm<FormValues, unknown, DatedGoalForm>({
    mode: 'all',
    defaultValues: empty,
    // The schema reads the typed text into numbers; the form holds the text.
    resolver: zodResolver(schema) as Resolver<FormValues, unknown, DatedGoalForm>,
  });
  const flow = useGoalFlow<DatedGoalResult>({
    onViewChange,
    onDone,
    onFormShown: () => form.setFocus('goalName'),
  });
  const { isSubmitted } = form.formState;

  function handleCalculate(values: DatedGoalForm) {
    const months = goalHorizonMonths(today, values.goalDate, values.whenNeedMoney);
    return flow.calculate(
      {
        timeHorizonMonths: months,
        isTarget: true,
        goalType: settings.category,
        amount: values.amount,
        startingDeposit: values.startingDeposit,
        noOfPayments: 1,
        inflationPercent,
      },
      (answer) => ({
        values,
        outcome: {
          targetRand: answer.inflatedTargetAmount,
          percentage: answer.percentage,
          months,
          startingDepositRand: values.startingDeposit,
          base: centsFromRand(values.amount),
          payments: 1,
          today,
          endDate: addMonths(values.goalDate, -values.whenNeedMoney),
        },
      }),
    );
  }

  function handleStart({ values, outcome }: DatedGoalResult) {
    const date =
      kind === 'wedding' ? { weddingDate: values.goalDate } : { startingDate: values.goalDate };
    return flow.startInvestment({
      goalCategory: settings.category,
      goalName: values.goalName,
      isTarget: true,
      startingDeposit: values.startingDeposit,
      timeHorizonMonths: outcome.months,
      targetAmount: values.amount,
      adjustedTargetAmount: outcome.targetRand,
      noOfPayments: 1,
      inflationPercent: outcome.percentage,
      useInflatedAmount: true,
      whenNeedMoney: values.whenNeedMoney,
      withdrawalDate: addMonths(values.goalDate, -values.whenNeedMoney),
      ...date,
    });
  }

  function describe({ values }: DatedGoalResult): GoalResultText {
    return {
      intro: `Increased by inflation, this is the amount you will need for ${settings.goal}:`,
      due: `by ${formatMonthYear(addMonths(values.goalDate, -values.whenNeedMoney))}`,
    };
  }

  function handleReset() {
    form.reset(empty);
    flow.reset();
  }

  return (
    <GoalFlowFrame
      kind={kind}
      flow={flow}
      describe={describe}
      onStart={handleStart}
      onReset={handleReset}
    >
      <form noValidate onSubmit={form.handleSubmit(handleCalculate)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <GoalNameField
              control={form.control}
              name="goalName"
              label={settings.nameLabel}
              placeholder={settings.namePlaceholder}
            />
            <MoneyField control={form.control} name="amount" label={fieldLabels.amountNeeded} />
            <StartingDepositField control={form.control} name="startingDeposit" />
            <Controller
              control={form.control}
              name="goalDate"
              render={({ field, fieldState }) => (
                <DateField
                  variant="input"
                  name={field.name}
                  ref={field.ref}
                  label={settings.dateLabel}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  minDate={earliest}
                  required
                  error={shownError(fieldState, isSubmitted)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="whenNeedMoney"
              render={({ field, fieldState }) => (
                <SelectField
                  name={field.name}
                  ref={field.ref}
                  label={fieldLabels.whenNeedMoney}
                  options={WHEN_OPTIONS}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  required
                  error={shownError(fieldState, isSubmitted)}
                />
              )}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <CalculateButton
              control={form.control}
              schema={schema}
              dateLabel={settings.dateLabel}
              nameLabel={settings.nameLabel}
              isCalculating={flow.isCalculating}
            />
          </Group>
        </Stack>
      </form>
    </GoalFlowFrame>
  );
}

type CalculateButtonProps = {
  control: Control<FormValues, unknown, DatedGoalForm>;
  schema: Parameters<typeof missingFieldsText>[1];
  nameLabel: string;
  dateLabel: string;
  isCalculating: boolean;
};

/**
 * Calculate, with what is still missing: it alone watches every value, so a key typed re-renders
 * the button rather than the whole form.
 */
function CalculateButton({
  control,
  schema,
  nameLabel,
  dateLabel,
  isCalculating,
}: CalculateButtonProps) {
  const values = useWatch({ control });
  const missing = missingFieldsText('calculate', schema, values, {
    goalName: nameLabel,
    amount: fieldLabels.amountNeeded,
    startingDeposit: fieldLabels.startingDeposit,
    goalDate: dateLabel,
    whenNeedMoney: fieldLabels.whenNeedMoney,
  });
  return (
    <GuardedButton type="submit" missing={missing} loading={isCalculating}>
      Calculate
    </GuardedButton>
  );
}
