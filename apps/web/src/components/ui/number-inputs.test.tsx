import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { CurrencyInput, formatCurrencyText } from './currency-input';
import { NumberTextInput } from './number-text-input';
import { PercentageInput } from './percentage-input';

function Amount({ isWholeNumber }: { isWholeNumber?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <>
      <CurrencyInput
        label="Amount"
        value={value}
        onChange={setValue}
        isWholeNumber={isWholeNumber}
      />
      <output>{value}</output>
    </>
  );
}

function Share() {
  const [value, setValue] = useState('');
  return <PercentageInput label="Share" value={value} onChange={setValue} />;
}

function Plain({ maxDecimals, max }: { maxDecimals?: number; max?: number }) {
  const [value, setValue] = useState('');
  return (
    <NumberTextInput
      label="Number"
      value={value}
      onChange={setValue}
      rules={{ maxDecimals, max }}
    />
  );
}

describe('formatCurrencyText', () => {
  it.each([
    ['1234', 'R\u00a01\u00a0234.00'],
    ['1234567.5', 'R\u00a01\u00a0234\u00a0567.50'],
    ['0', 'R\u00a00.00'],
    ['12.345', 'R\u00a012.35'],
    ['', ''],
  ])('%j → %j', (raw, shown) => {
    expect(formatCurrencyText(raw)).toBe(shown);
  });
});

describe('CurrencyInput', () => {
  it('shows R, space thousands and .00 on blur, and the raw value on focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Amount />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });

    await user.type(input, '1234567');
    expect(input.value).toBe('1234567');
    await user.tab();
    // No-break spaces, as every amount is written: the amount never breaks over two lines.
    expect(input.value).toBe('R\u00a01\u00a0234\u00a0567.00');
    expect(screen.getByRole('status').textContent).toBe('1234567');

    await user.click(input);
    expect(input.value).toBe('1234567');
  });

  it('selects the raw amount on a keyboard focus, so typing replaces it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Amount />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });
    await user.type(input, '999');
    await user.tab();
    expect(input.value).toBe('R\u00a0999.00');

    // Entering by keyboard (or any focus not from the pointer) selects the raw amount, so
    // typing replaces it.
    act(() => input.focus());
    expect(input.value).toBe('999');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 3]);
    await user.keyboard('150000');
    expect(input.value).toBe('150000');
    await user.tab();

    // A click leaves the caret to the member: nothing is selected.
    await user.click(input);
    expect(input.value).toBe('150000');
    expect(input.selectionStart).toBe(input.selectionEnd);
  });

  it('accepts digits and one decimal point only', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Amount />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });

    await user.type(input, '12a.5.6-');
    expect(input.value).toBe('12.56');
  });

  it('reads an amount typed with spaces or pasted as it is shown', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Amount />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });

    await user.type(input, '1 000');
    expect(input.value).toBe('1000');
    for (const [pasted, read] of [
      ['R 1 000.00', '1000.00'],
      ['R\u00a012\u00a0345.50', '12345.50'],
      ['2\u00a0000', '2000'],
      ['r 5 000', '5000'],
    ] as const) {
      fireEvent.change(input, { target: { value: pasted } });
      expect(screen.getByRole('status').textContent).toBe(read);
    }
    // Anything else is still refused.
    fireEvent.change(input, { target: { value: 'R 1 0a0' } });
    expect(screen.getByRole('status').textContent).toBe('5000');
    fireEvent.change(input, { target: { value: '−R 250.00' } });
    expect(screen.getByRole('status').textContent).toBe('5000');
  });

  it('refuses a decimal point for whole rands', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Amount isWholeNumber />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });

    await user.type(input, '100.5');
    expect(input.value).toBe('1005');
  });
});

describe('PercentageInput', () => {
  it('shows a percent sign and formats to 2 decimals on blur', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Share />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Share' });

    expect(screen.getByText('%')).toBeTruthy();
    await user.type(input, '12.5');
    await user.tab();
    expect(input.value).toBe('12.50');
  });

  it('refuses more than 2 decimals and more than 100', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Share />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Share' });

    await user.type(input, '33.333');
    expect(input.value).toBe('33.33');
    await user.clear(input);
    await user.type(input, '101');
    expect(input.value).toBe('10');
  });
});

describe('NumberTextInput (spec 3 §5 number rules)', () => {
  it('refuses a leading zero before another digit and a leading point', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Plain />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Number' });

    await user.type(input, '.');
    expect(input.value).toBe('');
    await user.type(input, '05');
    expect(input.value).toBe('0');
    await user.type(input, '.5');
    expect(input.value).toBe('0.5');
  });

  it('checks a paste the same way', () => {
    renderWithProviders(<Plain max={1000} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Number' });

    fireEvent.change(input, { target: { value: '1 000' } });
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: '2000' } });
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: '999.99' } });
    expect(input.value).toBe('999.99');
  });
});
