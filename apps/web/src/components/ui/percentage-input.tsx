import { formatPercentOnBlur } from '@portal/domain/number-input';
import type { FocusEvent } from 'react';
import { NumberTextInput } from './number-text-input';
import type { NumberTextInputProps } from './number-text-input';

// spec 3 §5: a percentage field shows a percent sign and formats to 2 decimals on blur; shares
// are at most 100 with 2 decimals (spec 1 §5 allocation).

type PercentageInputProps = Omit<NumberTextInputProps, 'rules'> & { max?: number };

export function PercentageInput({
  value,
  onChange,
  max = 100,
  onBlur,
  ...props
}: PercentageInputProps) {
  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    const formatted = formatPercentOnBlur(value);
    if (formatted !== value) onChange(formatted);
    onBlur?.(event);
  }
  return (
    <NumberTextInput
      {...props}
      value={value}
      onChange={onChange}
      onBlur={handleBlur}
      rules={{ maxDecimals: 2, max }}
      rightSection={<span aria-hidden="true">%</span>}
      rightSectionPointerEvents="none"
    />
  );
}
