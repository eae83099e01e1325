import '@mantine/dates/styles.css';
import { DateInput, DatePickerInput } from '@mantine/dates';
import type { DateInputProps, DatePickerInputProps } from '@mantine/dates';
import { isValidIsoDate } from '@portal/domain/dates';
import type { ReactNode } from 'react';

// spec 3 §2.11 date pickers: variants standard (pick from a calendar), input (type or pick) and
// non-editable (shown, not changed); placeholder dd/mm/yyyy; values are calendar dates
// 'YYYY-MM-DD' (midnight, no time), the wire format (DESIGN §1a); optional min and max dates.

export const DATE_PLACEHOLDER = 'dd/mm/yyyy';
export const DATE_DISPLAY_FORMAT = 'DD/MM/YYYY';

export type DateFieldVariant = 'standard' | 'input' | 'non-editable';

/** 'd/m/yyyy' or 'dd/mm/yyyy' (also with '-' or '.') → 'YYYY-MM-DD'; null if it is not a date. */
export function parseDisplayDate(text: string): string | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isValidIsoDate(iso) ? iso : null;
}

type DateFieldProps = {
  label: ReactNode;
  value: string | null;
  onChange: (value: string | null) => void;
  variant?: DateFieldVariant;
  minDate?: string;
  maxDate?: string;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
  name?: string;
};

export function DateField({
  label,
  value,
  onChange,
  variant = 'standard',
  minDate,
  maxDate,
  ...rest
}: DateFieldProps) {
  const common = {
    label,
    value,
    minDate,
    maxDate,
    placeholder: DATE_PLACEHOLDER,
    valueFormat: DATE_DISPLAY_FORMAT,
    popoverProps: { zIndex: 2100 },
    ...rest,
  };
  if (variant === 'input') {
    const props: DateInputProps = {
      ...common,
      onChange,
      dateParser: parseDisplayDate,
      clearable: !rest.required,
    };
    return <DateInput {...props} />;
  }
  const props: DatePickerInputProps<'default'> = {
    ...common,
    onChange: (next) => onChange(next),
    readOnly: variant === 'non-editable',
    clearable: variant !== 'non-editable' && !rest.required,
  };
  return <DatePickerInput {...props} />;
}
