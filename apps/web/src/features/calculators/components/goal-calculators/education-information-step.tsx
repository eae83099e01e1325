import { Group, SimpleGrid, Stack } from '@mantine/core';
import { educationInformationSchema } from '@portal/domain/goal-forms';
import type { EducationInformation } from '@portal/domain/goal-forms';
import { EDUCATION_TYPES, earliestGoalDate } from '@portal/domain/goals';
import { fieldLabels } from '@portal/domain/messages';
import { Controller } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { DateField } from '@/components/ui/date-field';
import { GuardedButton } from '@/components/ui/guarded-button';
import { NumberTextInput } from '@/components/ui/number-text-input';
import { SelectField } from '@/components/ui/select-field';
import { Toggle } from '@/components/ui/toggle';
import { EducationStepHeading } from './education-step-heading';
import { GoalNameField, shownError } from './goal-fields';
import { missingFieldsText } from '../missing-fields';

export type InformationValues = {
  beneficiaryName: string | undefined;
  educationType: string | null;
  duration: string | undefined;
  withResidence: boolean;
  startDate: string | null;
};

const INFORMATION_LABELS = {
  beneficiaryName: fieldLabels.beneficiaryName,
  educationType: fieldLabels.educationType,
  duration: fieldLabels.duration,
  startDate: fieldLabels.startDate,
  withResidence: fieldLabels.withResidence,
};

const TYPE_OPTIONS = EDUCATION_TYPES.map((type) => ({
  value: String(type.id),
  label: `${type.name} (${type.durationYears} years)`,
}));

type EducationInformationStepProps = {
  form: UseFormReturn<InformationValues, unknown, EducationInformation>;
  today: string;
  autoFocusHeading: boolean;
  /** Residence leaves the budget when the flag is turned off (spec 3 §2.7, our reading). */
  onResidenceOff: () => void;
  onContinue: () => void;
};

/**
 * spec 3 §2.7 step 1, Education information: beneficiary name (optional), education type (which
 * sets the duration), duration 1 to 9 years, with residence (default no) and the start date (at
 * least six months ahead). Continue needs the group valid; until it is, it says what is missing.
 */
export function EducationInformationStep({
  form,
  today,
  autoFocusHeading,
  onResidenceOff,
  onContinue,
}: EducationInformationStepProps) {
  const { control, setValue } = form;
  const { isSubmitted } = form.formState;
  const missing = missingFieldsText(
    'continue',
    educationInformationSchema(today),
    form.watch(),
    INFORMATION_LABELS,
  );

  function handleTypeChange(value: string | null, onChange: (value: string | null) => void) {
    onChange(value);
    const type = EDUCATION_TYPES.find((entry) => String(entry.id) === value);
    if (type)
      setValue('duration', String(type.durationYears), {
        shouldValidate: true,
        shouldDirty: true,
        shouldTouch: true,
      });
  }

  return (
    <Stack gap="md">
      <EducationStepHeading step={1} title="Education information" autoFocus={autoFocusHeading} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <GoalNameField
          control={control}
          name="beneficiaryName"
          label={fieldLabels.beneficiaryName}
          placeholder="Who is it for? (optional)"
          required={false}
        />
        <Controller
          control={control}
          name="educationType"
          render={({ field, fieldState }) => (
            <SelectField
              name={field.name}
              ref={field.ref}
              label={fieldLabels.educationType}
              options={TYPE_OPTIONS}
              value={field.value}
              onChange={(value) => handleTypeChange(value, field.onChange)}
              onBlur={field.onBlur}
              required
              error={shownError(fieldState, isSubmitted)}
            />
          )}
        />
        <Controller
          control={control}
          name="duration"
          render={({ field, fieldState }) => (
            <NumberTextInput
              name={field.name}
              ref={field.ref}
              label={fieldLabels.duration}
              description="Years of study, set from the education type"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              rules={{ allowDecimal: false, max: 9 }}
              required
              error={shownError(fieldState, isSubmitted)}
            />
          )}
        />
        <Controller
          control={control}
          name="startDate"
          render={({ field, fieldState }) => (
            <DateField
              variant="input"
              name={field.name}
              ref={field.ref}
              label={fieldLabels.startDate}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              minDate={earliestGoalDate(today)}
              required
              error={shownError(fieldState, isSubmitted)}
            />
          )}
        />
        <Controller
          control={control}
          name="withResidence"
          render={({ field }) => (
            <Toggle
              variant="full"
              label={fieldLabels.withResidence}
              checked={field.value}
              onChange={(checked) => {
                field.onChange(checked);
                if (!checked) onResidenceOff();
              }}
            />
          )}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        {/* Pressed before the group is valid, it shows every message and focuses the first. */}
        <GuardedButton missing={missing} onClick={() => void form.handleSubmit(onContinue)()}>
          Continue
        </GuardedButton>
      </Group>
    </Stack>
  );
}
