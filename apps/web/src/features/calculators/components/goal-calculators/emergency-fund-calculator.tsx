import { Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { addMonths } from '@portal/domain/dates';
import { EmergencyFundFormSchema } from '@portal/domain/goal-forms';
import type { EmergencyFundForm } from '@portal/domain/goal-forms';
import {
  EMERGENCY_HORIZON_MONTHS,
  EMERGENCY_MONTHS_OF_INCOME,
  GoalCategory,
  emergencyFundTargetMonth,
} from '@portal/domain/goals';
import { fieldLabels } from '@portal/domain/messages';
import { centsFromRand, toCents } from '@portal/domain/money';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { GuardedButton } from '@/components/ui/guarded-button';
import { useToday } from '@/lib/portal-config';
import { missingFieldsText } from '../missing-fields';
import { GoalFlowFrame } from './goal-flow-frame';
import type { GoalResultText } from './goal-flow-frame';
import { GoalNameField, MoneyField, StartingDepositField } from './goal-fields';
import type { GoalOutcome } from './goal-result-view';
import { useGoalFlow } from './use-goal-flow';
import type { GoalCalculatorProps } from './use-goal-flow';
import { useGoalInflation } from './use-goal-inflation';

// Text fields start undefined, not '': a field the member empties again stays changed (dirty), so
// its message still shows (spec 3 §5: errors show once the control is dirty and touched).
type FormValues = {
  goalName: string | undefined;
  income: string | undefined;
  startingDeposit: string | undefined;
};
const EMPTY: FormValues = { goalName: undefined, income: undefined, startingDeposit: undefined };

type EmergencyResult = { values: EmergencyFundForm; outcome: GoalOutcome };

/**
 * spec 3 §2.6, §9: three months' income, increased by inflation over 36 months (IsTarget false:
 * the amount is the monthly income), with the date three years from today.
 */
export function EmergencyFundCalculator({ onViewChange, onDone }: GoalCalculatorProps) {
  const today = useToday();
  const { inflationPercent } = useGoalInflation();
  const form = useForm<FormValues, unknown, EmergencyFundForm>({
    mode: 'all',
    defaultValues: EMPTY,
    resolver: zodResolver(EmergencyFundFormSchema) as Resolver<
      FormValues,
      unknown,
      EmergencyFundForm
    >,
  });
  const flow = useGoalFlow<EmergencyResult>({
    onViewChange,
    onDone,
    onFormShown: () => form.setFocus('goalName'),
  });
  const missing = missingFieldsText('calculate', EmergencyFundFormSchema, form.watch(), {
    goalName: fieldLabels.goalName,
    income: fieldLabels.income,
    startingDeposit: fieldLabels.startingDeposit,
  });

  function handleCalculate(values: EmergencyFundForm) {
    return flow.calculate(
      {
        timeHorizonMonths: EMERGENCY_HORIZON_MONTHS,
        isTarget: false,
        goalType: GoalCategory.EmergencyFund,
        amount: values.income,
        startingDeposit: values.startingDeposit,
        noOfPayments: 1,
        inflationPercent,
      },
      (answer) => ({
        values,
        outcome: {
          targetRand: answer.inflatedTargetAmount,
          percentage: answer.percentage,
          months: EMERGENCY_HORIZON_MONTHS,
          startingDepositRand: values.startingDeposit,
          base: toCents(centsFromRand(values.income) * EMERGENCY_MONTHS_OF_INCOME),
          payments: 1,
          today,
          endDate: addMonths(today, EMERGENCY_HORIZON_MONTHS),
        },
      }),
    );
  }

  function handleStart({ values, outcome }: EmergencyResult) {
    return flow.startInvestment({
      goalCategory: GoalCategory.EmergencyFund,
      goalName: values.goalName,
      isTarget: false,
      income: values.income,
      startingDeposit: values.startingDeposit,
      timeHorizonMonths: EMERGENCY_HORIZON_MONTHS,
      adjustedTargetAmount: outcome.targetRand,
      noOfPayments: 1,
      inflationPercent: outcome.percentage,
      useInflatedAmount: true,
    });
  }

  function describe(): GoalResultText {
    return {
      intro:
        'Experts suggest keeping three months’ income in an emergency fund. Increased by inflation, you should aim to save this amount over the next 3 years:',
      due: `by ${emergencyFundTargetMonth(today)}`,
    };
  }

  function handleReset() {
    form.reset(EMPTY);
    flow.reset();
  }

  return (
    <GoalFlowFrame
      kind="emergency"
      flow={flow}
      describe={describe}
      onStart={handleStart}
      onReset={handleReset}
    >
      <form noValidate onSubmit={form.handleSubmit(handleCalculate)}>
        <Stack gap="sm">
          <GoalNameField
            control={form.control}
            name="goalName"
            label={fieldLabels.goalName}
            placeholder="My emergency fund"
          />
          <MoneyField
            control={form.control}
            name="income"
            label={fieldLabels.income}
            description="Your monthly income"
          />
          <StartingDepositField control={form.control} name="startingDeposit" />
          <Group justify="flex-end" mt="xs">
            <GuardedButton type="submit" missing={missing} loading={flow.isCalculating}>
              Calculate
            </GuardedButton>
          </Group>
        </Stack>
      </form>
    </GoalFlowFrame>
  );
}
