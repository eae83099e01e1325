import { formatScaled, parseDecimal, toScaledInteger } from '@portal/domain/decimal';
import { useState } from 'react';
import type { FocusEvent } from 'react';
import { NumberTextInput } from './number-text-input';
import type { NumberTextInputProps } from './number-text-input';

// spec 3 §5 currency inputs: digits (optionally one decimal point); on blur an R prefix, space
// thousands and a .00 suffix ('R 1 234.00'); on focus the raw value again ('1234').

/** '1234.5' → 'R 1 234.50'; blank stays blank. */
export function formatCurrencyText(raw: string): string {
  const decimal = parseDecimal(raw);
  if (raw.trim() === '' || decimal === null) return raw;
  return `R ${formatScaled(toScaledInteger(decimal, 2), 2, { groupThousands: true })}`;
}

type CurrencyInputProps = Omit<NumberTextInputProps, 'rules'> & {
  /** Whole rands only (no decimal point). */
  isWholeNumber?: boolean;
  max?: number;
};

export function CurrencyInput({
  value,
  onChange,
  isWholeNumber = false,
  max,
  onFocus,
  onBlur,
  ...props
}: CurrencyInputProps) {
  const [isFocused, setIsFocused] = useState(false);

  function handleFocus(event: FocusEvent<HTMLInputElement>) {
    setIsFocused(true);
    onFocus?.(event);
  }
  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    setIsFocused(false);
    onBlur?.(event);
  }

  return (
    <NumberTextInput
      {...props}
      value={isFocused ? value : formatCurrencyText(value)}
      onChange={onChange}
      rules={{ allowDecimal: !isWholeNumber, maxDecimals: 2, max }}
      onFocus={handleFocus}
      onBlur={handleBlur}
    />
  );
}
