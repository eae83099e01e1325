import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SegmentedChoice } from './segmented-choice';

type Period = 'three' | 'six' | 'year';

const OPTIONS = [
  { value: 'three', label: '3 months' },
  { value: 'six', label: '6 months' },
  { value: 'year', label: 'Year' },
] as const;

function Periods({ onChange }: { onChange: (value: Period) => void }) {
  const [value, setValue] = useState<Period>('three');
  return (
    <SegmentedChoice
      aria-label="Transaction period"
      data={OPTIONS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      tone="navy"
    />
  );
}

describe('SegmentedChoice', () => {
  it('is a named group of radio buttons, the chosen one checked and marked', () => {
    renderWithProviders(<Periods onChange={() => undefined} />);
    const group = screen.getByRole('radiogroup', { name: 'Transaction period' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label, div')?.textContent)).toEqual([
      '3 months',
      '6 months',
      'Year',
    ]);
    expect(group.contains(radios[0] ?? null)).toBe(true);
    const chosen = screen.getByRole('radio', { name: '3 months' });
    expect((chosen as HTMLInputElement).checked).toBe(true);
    expect(chosen.nextElementSibling?.hasAttribute('data-active')).toBe(true);
    expect(
      screen.getByRole('radio', { name: 'Year' }).nextElementSibling?.hasAttribute('data-active'),
    ).toBe(false);
  });

  it('reports the option tapped, and marks it', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Periods onChange={onChange} />);
    await userEvent.click(screen.getByText('Year'));
    expect(onChange).toHaveBeenCalledWith('year');
    expect((screen.getByRole('radio', { name: 'Year' }) as HTMLInputElement).checked).toBe(true);
    expect(
      screen.getByRole('radio', { name: 'Year' }).nextElementSibling?.hasAttribute('data-active'),
    ).toBe(true);
  });

  it('moves between the options with the arrow keys, as radio buttons do', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Periods onChange={onChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '3 months' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('six');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '6 months' }));
  });

  it('gives each group its own name, so that two groups on a page keep their own choice', () => {
    renderWithProviders(
      <>
        <Periods onChange={() => undefined} />
        <Periods onChange={() => undefined} />
      </>,
    );
    const names = new Set(
      screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).name),
    );
    expect(names.size).toBe(2);
  });
});
