import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { EducationExpensesSchema, expensesSumMessage } from '@portal/domain/goal-forms';
import type { EducationExpensesForm } from '@portal/domain/goal-forms';
import { fieldLabels } from '@portal/domain/messages';
import { centsFromRandString, formatRand } from '@portal/domain/money';
import { readNumberInput } from '@portal/domain/validators';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { GuardedButton } from '@/components/ui/guarded-button';
import { missingFieldsText } from '../missing-fields';
import { EducationStepHeading } from './education-step-heading';
import { MoneyField } from './goal-fields';

export type ExpenseValues = {
  tuitionFees: string | undefined;
  residence: string | undefined;
  books: string | undefined;
  travel: string | undefined;
  aftercare: string | undefined;
};

const EXPENSES = ['tuitionFees', 'residence', 'books', 'travel', 'aftercare'] as const;

type EducationExpensesStepProps = {
  form: UseFormReturn<ExpenseValues, unknown, EducationExpensesForm>;
  withResidence: boolean;
  isCalculating: boolean;
  autoFocusHeading: boolean;
  onBack: () => void;
  onCalculate: (values: EducationExpensesForm) => void;
};

/**
 * spec 3 §2.7 step 2, Expenses breakdown: a year's tuition fees, residence (with residence only),
 * books, miscellaneous (travel) and aftercare, each 0 or more and whole; their sum 1 000 to
 * 999 999 999 (spec 3 §5), its message shown once an item is touched and changed.
 */
export function EducationExpensesStep({
  form,
  withResidence,
  isCalculating,
  autoFocusHeading,
  onBack,
  onCalculate,
}: EducationExpensesStepProps) {
  const { control, formState, watch } = form;
  const sumMessageId = useId();
  const { isSubmitted, touchedFields, dirtyFields } = formState;
  const shown = EXPENSES.filter((name) => withResidence || name !== 'residence');
  const isSumShown =
    isSubmitted || EXPENSES.some((name) => touchedFields[name] && dirtyFields[name]);
  const values = watch();
  const missing = missingFieldsText(
    'calculate',
    EducationExpensesSchema,
    values,
    Object.fromEntries(shown.map((name) => [name, fieldLabels[name]])),
  );
  const amounts = {
    tuitionFees: readNumberInput(values.tuitionFees, 0),
    residence: readNumberInput(values.residence, 0),
    books: readNumberInput(values.books, 0),
    travel: readNumberInput(values.travel, 0),
    aftercare: readNumberInput(values.aftercare, 0),
  };
  // The sum rule of the group (spec 3 §5), worked out here as the items change.
  const sumMessage = isSumShown ? expensesSumMessage(amounts) : null;
  const total = shown.reduce(
    (sum, name) => sum + (centsFromRandString(values[name] ?? '') ?? 0),
    0,
  );

  return (
    <form noValidate onSubmit={form.handleSubmit(onCalculate)}>
      <Stack gap="md">
        <EducationStepHeading step={2} title="Expenses breakdown" autoFocus={autoFocusHeading} />
        <Text size="sm">Enter what one year of this education costs today.</Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          {shown.map((name) => (
            <MoneyField
              key={name}
              control={control}
              name={name}
              label={fieldLabels[name]}
              required={false}
              // The sum rule is about every item: each is marked and described by its message.
              groupErrorId={sumMessage ? sumMessageId : undefined}
            />
          ))}
        </SimpleGrid>
        <Group justify="space-between" align="flex-start" gap="xs">
          {/* The sum of the figures typed above, part of the form: the privacy switch leaves it. */}
          <Text size="sm">
            Total per year:{' '}
            <Text component="span" fw={700}>
              {formatRand(total)}
            </Text>
          </Text>
        </Group>
        {sumMessage ? (
          <Text id={sumMessageId} size="sm" c="red.9" role="alert">
            {sumMessage}
          </Text>
        ) : null}
        <Group justify="space-between" align="flex-start">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <GuardedButton type="submit" missing={missing} loading={isCalculating}>
            Calculate
          </GuardedButton>
        </Group>
      </Stack>
    </form>
  );
}
