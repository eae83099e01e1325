import '@mantine/dates/styles.layer.css';
import { DateInput, DatePickerInput } from '@mantine/dates';
import type { DateInputProps, DatePickerInputProps } from '@mantine/dates';
import { isValidIsoDate } from '@portal/domain/dates';
import { useState } from 'react';
import type { ReactNode, Ref } from 'react';
import { useNoteModalChange } from './app-modal-changes';

// spec 3 §2.11 date pickers: variants standard (pick from a calendar), input (type or pick) and
// non-editable (shown, not changed); placeholder dd/mm/yyyy; values are calendar dates
// 'YYYY-MM-DD' (midnight, no time), the wire format (DESIGN §1a); optional min and max dates.

export const DATE_PLACEHOLDER = 'dd/mm/yyyy';
export const DATE_DISPLAY_FORMAT = 'DD/MM/YYYY';
/** Above a modal over another (2051). */
const CALENDAR_Z_INDEX = 2100;

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
  /** The typed-date field's input or the picker's button, so that a form can focus it. */
  ref?: Ref<HTMLInputElement>;
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
  ref,
  ...rest
}: DateFieldProps) {
  // Escape with the calendar open closes the calendar only (app-modal-layers.ts): a modal around
  // the field leaves a key press whose target carries data-mantine-stop-propagation, so the
  // typed-date field carries it while its calendar is open, as told by the calendar's popover
  // itself (it opens on focus, click and typing, and closes on blur, Escape and a day picked).
  // The picker variant's calendar takes the focus and marks its own controls.
  const [isCalendarOpen, setIsCalendarOpen] = useState(false);
  const noteModalChange = useNoteModalChange();
  const handleChange = (next: string | null) => {
    noteModalChange();
    onChange(next);
  };
  const common = {
    label,
    value,
    minDate,
    maxDate,
    placeholder: DATE_PLACEHOLDER,
    valueFormat: DATE_DISPLAY_FORMAT,
    // 'YYYY-MM-DD' strings compare as dates.
    excludeDate: (day: string) =>
      (pickableFrom !== undefined && day < pickableFrom) ||
      (pickableUntil !== undefined && day > pickableUntil),
    ...rest,
  };
  if (variant === 'input') {
    const props: DateInputProps = {
      ...common,
      popoverProps: {
        zIndex: CALENDAR_Z_INDEX,
        onOpen: () => setIsCalendarOpen(true),
        onClose: () => setIsCalendarOpen(false),
      },
      onChange: handleChange,
      dateParser: parseDisplayDate,
      clearable: !rest.required,
    };
    return (
      <DateInput
        {...props}
        ref={ref}
        data-mantine-stop-propagation={isCalendarOpen ? 'true' : undefined}
      />
    );
  }
  const props: DatePickerInputProps<'default'> = {
    ...common,
    popoverProps: { zIndex: CALENDAR_Z_INDEX },
    onChange: handleChange,
    readOnly: variant === 'non-editable',
    clearable: variant !== 'non-editable' && !rest.required,
  };
  return <DatePickerInput {...props} ref={ref as Ref<HTMLButtonElement> | undefined} />;
}
