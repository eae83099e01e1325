import { formatScaled, parseDecimal, toScaledInteger } from '@portal/domain/decimal';
import { NO_BREAK_SPACE, plainAmountText } from '@portal/domain/money';
import { useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import { useAmountsHidden } from './amount-privacy';
import { HIDDEN_AMOUNT } from './money';
import { NumberTextInput } from './number-text-input';
import type { NumberTextInputProps } from './number-text-input';

// spec 3 §5 currency inputs: digits (optionally one decimal point); on blur an R prefix, space
// thousands and a .00 suffix ('R 1 234.00', no-break spaces as every amount has); on focus the
// raw value again ('1234'). An amount typed or pasted as it is shown ('1 000', 'R 1 000.00',
// with ordinary or no-break spaces) is read as its digits. What the member types stays visible
// with amounts hidden; the placeholder, an example amount ('R 0.00'), is hidden like every amount
// the portal writes, so that no figure is drawn while the switch is on (decision 030).

/** '1234.5' → 'R 1 234.50'; blank stays blank. */
export function formatCurrencyText(raw: string): string {
  const decimal = parseDecimal(raw);
  if (raw.trim() === '' || decimal === null) return raw;
  const figure = formatScaled(toScaledInteger(decimal, 2), 2, { groupThousands: true });
  return `R${NO_BREAK_SPACE}${figure}`;
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
  onPointerDown,
  placeholder,
  ...props
}: CurrencyInputProps) {
  const areAmountsHidden = useAmountsHidden();
  const [isFocused, setIsFocused] = useState(false);
  // Entering by keyboard selects the whole text, so typing replaces it; swapping in the raw value
  // would drop that selection and typing would add to the old amount. So a focus that did not
  // come from the pointer selects the raw value; a click leaves the caret to the member.
  const isPointerFocus = useRef(false);
  const selectAllOnFocus = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    const input = selectAllOnFocus.current;
    if (!isFocused || !input) return;
    selectAllOnFocus.current = null;
    input.select();
  }, [isFocused]);

  function handleFocus(event: FocusEvent<HTMLInputElement>) {
    selectAllOnFocus.current = isPointerFocus.current ? null : event.currentTarget;
    isPointerFocus.current = false;
    setIsFocused(true);
    onFocus?.(event);
  }
  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    isPointerFocus.current = false;
    setIsFocused(false);
    onBlur?.(event);
  }

  return (
    <NumberTextInput
      {...props}
      placeholder={placeholder !== undefined && areAmountsHidden ? HIDDEN_AMOUNT : placeholder}
      value={isFocused ? value : formatCurrencyText(value)}
      onChange={onChange}
      normalize={plainAmountText}
      rules={{ allowDecimal: !isWholeNumber, maxDecimals: 2, max }}
      onPointerDown={(event) => {
        isPointerFocus.current = true;
        onPointerDown?.(event);
      }}
      onFocus={handleFocus}
      onBlur={handleBlur}
    />
  );
}
