import { TextInput } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';
import { isAcceptableNumberText } from '@portal/domain/number-input';
import type { NumberInputRules } from '@portal/domain/number-input';
import type { ChangeEvent } from 'react';

// spec 3 §5 number inputs: only digits and one decimal point, no leading zero, no leading '.',
// an optional decimal-place limit and maximum; a paste is checked the same way. A keystroke or
// paste whose result breaks a rule leaves the field as it was (domain number-input.ts).

export type NumberTextInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** The field's text: digits with at most one '.' (or empty). */
  value: string;
  onChange: (value: string) => void;
  rules?: NumberInputRules;
  /** Turns what was typed or pasted into the plain number text the rules check ('R 1 000' → '1000'). */
  normalize?: (text: string) => string;
};

export function NumberTextInput({
  value,
  onChange,
  rules,
  normalize,
  ...props
}: NumberTextInputProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.currentTarget.value;
    const next = normalize ? normalize(typed) : typed;
    if (isAcceptableNumberText(next, rules)) onChange(next);
  }
  return (
    <TextInput
      {...props}
      value={value}
      onChange={handleChange}
      inputMode={rules?.allowDecimal === false || rules?.maxDecimals === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
    />
  );
}
