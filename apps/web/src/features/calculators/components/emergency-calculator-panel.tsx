import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { EmergencyFundFormSchema } from '@portal/domain/goal-forms';
import type { EmergencyFundForm } from '@portal/domain/goal-forms';
import {
  EMERGENCY_HORIZON_MONTHS,
  GoalCategory,
  emergencyFundTargetMonth,
} from '@portal/domain/goals';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { CurrencyInput } from '@/components/ui/currency-input';
import { ErrorPanel } from '@/components/ui/error-panel';
import { GuardedButton } from '@/components/ui/guarded-button';
import { InlineError } from '@/components/ui/inline-error';
import { Money } from '@/components/ui/money';
import { useCalculateInflatedAmount } from '../api/calculate-inflated-amount';
import { useCreateProposal } from '../api/create-proposal';
import { useToday } from '@/lib/portal-config';
import {
  CALCULATOR_ERROR_MESSAGE,
  CALCULATOR_ERROR_TITLE,
} from './goal-calculators/goal-calculator-texts';
import { shownError } from './goal-calculators/goal-fields';
import { missingFieldsText } from './missing-fields';
import { useProposalConsent } from './proposal-consent';

type FormValues = { goalName: string; income: string; startingDeposit: string };
const EMPTY: FormValues = { goalName: '', income: '', startingDeposit: '' };

type Result = { inflatedTargetAmount: number; form: EmergencyFundForm };

/**
 * spec 2 §2, §4 and spec 3 §2.6: three months' income, increased by inflation, saved over the
 * next three years. Calculate needs a valid, changed form (until then it says what is missing);
 * after a result it reads Recalculate, and Start your investment asks whether an adviser may be
 * told, then creates a proposal that opens in a new tab.
 */
export function EmergencyCalculatorPanel({ inflationPercent }: { inflationPercent?: number }) {
  const today = useToday();
  const form = useForm<FormValues, unknown, EmergencyFundForm>({
    mode: 'all',
    defaultValues: EMPTY,
    // The schema reads typed text (unknown in) into numbers; the form holds the text.
    resolver: zodResolver(EmergencyFundFormSchema) as Resolver<
      FormValues,
      unknown,
      EmergencyFundForm
    >,
  });
  const calculate = useCalculateInflatedAmount();
  const proposal = useCreateProposal();
  const [result, setResult] = useState<Result | null>(null);
  const consent = useProposalConsent(handleStartInvestment);
  const { isDirty, isSubmitted } = form.formState;
  const missing =
    missingFieldsText('calculate', EmergencyFundFormSchema, form.watch(), {
      goalName: 'Goal name',
      income: 'Income',
      startingDeposit: 'Once-off contribution',
    }) ?? (isDirty ? null : 'Change a value to recalculate.');

  async function handleCalculate(values: EmergencyFundForm) {
    // The calculated values are the pristine state: Recalculate waits for a change.
    if (!form.formState.isDirty) return;
    setResult(null);
    proposal.reset();
    try {
      const answer = await calculate.mutateAsync({
        timeHorizonMonths: EMERGENCY_HORIZON_MONTHS,
        isTarget: false,
        goalType: GoalCategory.EmergencyFund,
        amount: values.income,
        startingDeposit: values.startingDeposit,
        noOfPayments: 1,
        ...(inflationPercent === undefined ? {} : { inflationPercent }),
      });
      setResult({ inflatedTargetAmount: answer.inflatedTargetAmount, form: values });
      // The calculated values become the new starting point: Recalculate waits for a change.
      form.reset(form.getValues());
    } catch {
      // The error panel shows (calculate.isError).
    }
  }

  async function handleStartInvestment() {
    if (!result) return;
    // Opened before the request so the browser treats it as the member's own click.
    const tab = window.open('', '_blank');
    try {
      const answer = await proposal.mutateAsync({
        goalCategory: GoalCategory.EmergencyFund,
        goalName: result.form.goalName,
        isTarget: false,
        income: result.form.income,
        startingDeposit: result.form.startingDeposit,
        ...(inflationPercent === undefined ? {} : { inflationPercent }),
      });
      if (tab) {
        tab.opener = null;
        tab.location.href = answer.redirectUrl;
      } else window.open(answer.redirectUrl, '_blank', 'noopener');
    } catch {
      tab?.close();
    }
  }

  function handleReset() {
    calculate.reset();
    proposal.reset();
    setResult(null);
    form.reset(EMPTY);
  }

  if (calculate.isError) {
    return (
      <ErrorPanel
        title={CALCULATOR_ERROR_TITLE}
        message={CALCULATOR_ERROR_MESSAGE}
        headingOrder={3}
      >
        <Button variant="outline" onClick={handleReset}>
          Reset calculator
        </Button>
      </ErrorPanel>
    );
  }

  return (
    <Stack gap="md">
      <form noValidate onSubmit={form.handleSubmit(handleCalculate)}>
        <Stack gap="sm">
          <Controller
            control={form.control}
            name="goalName"
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                label="Goal name"
                placeholder="My emergency fund"
                required
                maxLength={50}
                error={shownError(fieldState, isSubmitted)}
              />
            )}
          />
          {(['income', 'startingDeposit'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field, fieldState }) => (
                <CurrencyInput
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  label={name === 'income' ? 'Income' : 'Once-off contribution'}
                  description={name === 'income' ? 'Your monthly income' : undefined}
                  placeholder="R 0.00"
                  required
                  isWholeNumber
                  error={shownError(fieldState, isSubmitted)}
                />
              )}
            />
          ))}
          <Group justify="flex-end" gap="sm">
            <GuardedButton type="submit" missing={missing} loading={calculate.isPending}>
              {result ? 'Recalculate' : 'Calculate'}
            </GuardedButton>
          </Group>
        </Stack>
      </form>
      {result ? (
        <EmergencyResult
          amount={result.inflatedTargetAmount}
          targetMonth={emergencyFundTargetMonth(today)}
          isStarting={proposal.isPending}
          isDisabled={proposal.isError}
          onStart={() => consent.ask(undefined)}
        />
      ) : null}
      {consent.dialog}
      {proposal.isError ? (
        <InlineError message={CALCULATOR_ERROR_MESSAGE} onClose={() => proposal.reset()} />
      ) : null}
    </Stack>
  );
}

type EmergencyResultProps = {
  amount: number;
  targetMonth: string;
  isStarting: boolean;
  /** spec 2 §4: Start investment is disabled while an error exists. */
  isDisabled: boolean;
  onStart: () => void;
};

function EmergencyResult({
  amount,
  targetMonth,
  isStarting,
  isDisabled,
  onStart,
}: EmergencyResultProps) {
  return (
    <Paper withBorder radius="md" p="md" aria-live="polite">
      <Title order={3} fz="md">
        Emergency fund calculator results
      </Title>
      <Text size="sm" mt="xs">
        Experts suggest keeping three months&apos; income in an emergency fund. Increased by
        inflation, you should aim to save this amount over the next 3 years:
      </Text>
      <Text fz={28} fw={700} c="navy.9" mt="xs">
        <Money rand={amount} />
      </Text>
      <Text size="sm">by {targetMonth}</Text>
      <Button mt="md" onClick={onStart} loading={isStarting} disabled={isDisabled}>
        Start your investment
      </Button>
    </Paper>
  );
}
