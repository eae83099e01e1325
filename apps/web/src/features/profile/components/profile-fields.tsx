import { TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import type { SelectOption } from '@/components/ui/select-field';
import type { ProfileFields } from '../hooks/use-profile-editor';
import type { ProfileFieldName } from '../utils/profile-values';
import classes from './profile-fields.module.css';

// The profile editor's fields (spec 1 §2.8): disabled until Edit (and while an update is saved);
// errors from the domain's rules once a field is touched, or all of them after an invalid Update.
// The page drawn before Edit shows the same fields read-only (profile-sections.tsx).

type FieldProps = {
  fields: ProfileFields;
  name: ProfileFieldName;
  label: string;
  isRequired?: boolean;
};

export function ProfileTextField({
  fields,
  name,
  label,
  isRequired = false,
  maxLength,
  type = 'text',
  autoComplete = 'off',
  inputMode,
}: FieldProps & {
  maxLength?: number;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
}) {
  return (
    <Controller
      control={fields.control}
      name={name}
      render={({ field }) => (
        <TextInput
          {...field}
          onChange={(event) => {
            fields.clearServerError(name);
            field.onChange(event);
          }}
          label={label}
          required={isRequired}
          disabled={fields.isLocked}
          error={fields.errorOf(name)}
          classNames={{ input: classes.input }}
          maxLength={maxLength}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
        />
      )}
    />
  );
}

export function ProfileSelectField({
  fields,
  name,
  label,
  isRequired = false,
  options,
  kind = 'standard',
  onPick,
}: FieldProps & {
  options: readonly SelectOption[];
  kind?: 'standard' | 'country';
  /** Another field the pick sets too (the calling code of a country). */
  onPick?: (value: string) => void;
}) {
  return (
    <Controller
      control={fields.control}
      name={name}
      render={({ field }) => (
        <SelectField
          label={label}
          options={options}
          kind={kind}
          value={field.value === '' ? null : field.value}
          onChange={(next) => {
            fields.clearServerError(name);
            field.onChange(next ?? '');
            onPick?.(next ?? '');
          }}
          onBlur={field.onBlur}
          required={isRequired}
          disabled={fields.isLocked}
          error={fields.errorOf(name)}
          classNames={{ input: classes.input }}
          clearable={!isRequired}
        />
      )}
    />
  );
}
