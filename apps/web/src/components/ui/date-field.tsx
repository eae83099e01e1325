import '@mantine/dates/styles.layer.css';
import { DateInput, DatePickerInput } from '@mantine/dates';
import type { DateInputProps, DatePickerInputProps } from '@mantine/dates';
import { isValidIsoDate } from '@portal/domain/dates';
import { useState } from 'react';
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
  /**
   * Days the calendar offers, without refusing a typed date outside them (unlike min/max, which
   * drop it silently): the form's own rule then says what is wrong with it.
   */
  pickableFrom?: string;
  pickableUntil?: string;
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
  pickableFrom,
  pickableUntil,
  ...rest
}: DateFieldProps) {
  // Escape with the calendar open closes the calendar only. A Mantine modal around the field
  // listens for Escape on the window (capture) and skips a key press whose target carries
  // data-mantine-stop-propagation, so the typed-date field carries it while its calendar is open
  // (the picker variant's calendar takes the focus and its popover already keeps the key).
  const [isCalendarOpen, setIsCalendarOpen] = useState(false);
  const common = {
    label,
    value,
    minDate,
    maxDate,
    placeholder: DATE_PLACEHOLDER,
    valueFormat: DATE_DISPLAY_FORMAT,
    popoverProps: { zIndex: 2100 },
    // 'YYYY-MM-DD' strings compare as dates.
    excludeDate: (day: string) =>
      (pickableFrom !== undefined && day < pickableFrom) ||
      (pickableUntil !== undefined && day > pickableUntil),
    ...rest,
  };
  if (variant === 'input') {
    const props: DateInputProps = {
      ...common,
      // The typed-date field opens its calendar on focus, click and typing, and closes it on
      // blur, Escape and a day picked (a change without typing).
      onChange: (next) => {
        setIsCalendarOpen(false);
        onChange(next);
      },
      dateParser: parseDisplayDate,
      clearable: !rest.required,
    };
    return (
      <div
        onFocus={() => setIsCalendarOpen(true)}
        onClick={() => setIsCalendarOpen(true)}
        onInput={() => setIsCalendarOpen(true)}
        onBlur={() => setIsCalendarOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setIsCalendarOpen(false);
        }}
      >
        <DateInput {...props} data-mantine-stop-propagation={isCalendarOpen ? 'true' : undefined} />
      </div>
    );
  }
  const props: DatePickerInputProps<'default'> = {
    ...common,
    onChange: (next) => onChange(next),
    readOnly: variant === 'non-editable',
    clearable: variant !== 'non-editable' && !rest.required,
  };
  return <DatePickerInput {...props} />;
}
