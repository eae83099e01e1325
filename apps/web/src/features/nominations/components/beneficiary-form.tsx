import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { BENEFICIARY_NAME_MAX, BENEFICIARY_NOTES_MAX } from '@portal/domain/beneficiary-form';
import { fieldLabels } from '@portal/domain/messages';
import { BENEFICIARY_TYPE_EXPLANATIONS } from '@portal/domain/nomination-channel';
import { useEffect, useId } from 'react';
import { Controller } from 'react-hook-form';
import { DateField } from '@/components/ui/date-field';
import { PercentageInput } from '@/components/ui/percentage-input';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import type { ValueSetOptions } from '../api/get-value-sets';
import { useBeneficiaryForm } from '../hooks/use-beneficiary-form';
import type { BeneficiaryFormKind } from '../hooks/use-beneficiary-form';
import type { BeneficiaryFormValues } from '../utils/beneficiary-values';
import { BeneficiaryTypeHelp } from './beneficiary-type-help';
import { ContactFields } from './contact-fields';
import { IdentityFields } from './identity-fields';

type BeneficiaryFormProps = {
  initialValues: BeneficiaryFormValues;
  kind: BeneficiaryFormKind;
  isEditing: boolean;
  /** A retirement fund's nomination: the trustees decide (section 37C). */
  isApproved: boolean;
  valueSets: ValueSetOptions;
  onSave: (values: BeneficiaryFormValues) => void;
  onCancel: () => void;
  onDirtyChange: (isDirty: boolean) => void;
};

/** spec 1 §2.5 "Beneficiary form", with the rules of spec 1 §5 from the domain schema. */
export function BeneficiaryForm({
  initialValues,
  kind,
  isEditing,
  isApproved,
  valueSets,
  onSave,
  onCancel,
  onDirtyChange,
}: BeneficiaryFormProps) {
  const state = useBeneficiaryForm({ initialValues, kind, isEditing });
  const { form, errorOf, today } = state;
  const { control } = form;
  const isDirty = form.formState.isDirty;
  const typeHelpId = useId();

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  // spec 1 §5: saving needs a valid and changed form; an invalid save marks every field touched.
  const handleSave = form.handleSubmit(
    () => onSave(form.getValues()),
    () => state.showAllErrors(),
  );

  return (
    <form
      noValidate
      aria-label={isEditing ? 'Edit beneficiary' : 'Add beneficiary'}
      onSubmit={(event) => {
        event.preventDefault();
        void handleSave(event);
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          <Controller
            control={control}
            name="firstName"
            render={({ field }) => (
              <TextInput
                {...field}
                label={fieldLabels.firstName}
                required
                // The first field takes focus when the form opens (spec 1 §2.5 modal sections).
                data-autofocus
                maxLength={BENEFICIARY_NAME_MAX}
                autoComplete="off"
                error={errorOf('firstName')}
              />
            )}
          />
          <Controller
            control={control}
            name="lastName"
            render={({ field }) => (
              <TextInput
                {...field}
                label={fieldLabels.surname}
                required
                maxLength={BENEFICIARY_NAME_MAX}
                autoComplete="off"
                error={errorOf('lastName')}
              />
            )}
          />
          <Controller
            control={control}
            name="titleId"
            render={({ field }) => (
              <SelectField
                label={fieldLabels.title}
                required
                options={valueSets.titles}
                value={field.value === '' ? null : field.value}
                onChange={(next) => field.onChange(next ?? '')}
                onBlur={field.onBlur}
                error={errorOf('titleId')}
              />
            )}
          />
          <Controller
            control={control}
            name="dateOfBirth"
            render={({ field }) => (
              <DateField
                variant="input"
                label={fieldLabels.dateOfBirth}
                required
                // The calendar offers past days only; a typed future date is kept so the domain
                // schema can refuse it with 'Selection cannot be a future date.' (spec 1 §5).
                pickableUntil={today}
                value={field.value === '' ? null : field.value}
                onChange={(next) => state.handleDateOfBirthChange(next ?? '')}
                onBlur={field.onBlur}
                error={errorOf('dateOfBirth')}
              />
            )}
          />
          <Controller
            control={control}
            name="relationshipId"
            render={({ field }) => (
              <SelectField
                label={fieldLabels.relationship}
                required
                options={valueSets.relationship}
                value={field.value === '' ? null : field.value}
                onChange={(next) => field.onChange(next ?? '')}
                onBlur={field.onBlur}
                error={errorOf('relationshipId')}
              />
            )}
          />
          <Controller
            control={control}
            name="beneficiaryTypeId"
            render={({ field }) => (
              <SelectField
                label={fieldLabels.beneficiaryType}
                required
                options={valueSets.beneficiarytype}
                value={field.value === '' ? null : field.value}
                onChange={(next) => field.onChange(next ?? '')}
                onBlur={field.onBlur}
                error={errorOf('beneficiaryTypeId')}
                // The chosen type's meaning, read with the field; all three are explained below.
                description={typeDescription(valueSets, field.value)}
              />
            )}
          />
          <ContactFields control={control} errorOf={errorOf} />
          <Controller
            control={control}
            name="allocation"
            render={({ field }) => (
              <PercentageInput
                label={fieldLabels.allocation}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                error={errorOf('allocation')}
              />
            )}
          />
        </SimpleGrid>
        <BeneficiaryTypeHelp id={typeHelpId} isApproved={isApproved} />
        <IdentityFields state={state} />
        <Controller
          control={control}
          name="notes"
          render={({ field }) => (
            <TextAreaField
              label="Member notes"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              maxLength={BENEFICIARY_NOTES_MAX}
              error={errorOf('notes')}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!isDirty}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function typeDescription(valueSets: ValueSetOptions, value: string): string {
  const name = valueSets.beneficiarytype.find((option) => option.value === value)?.label;
  const explanation = name === undefined ? undefined : BENEFICIARY_TYPE_EXPLANATIONS[name];
  return explanation ?? 'Each type is explained below, under “Which type to choose”.';
}
