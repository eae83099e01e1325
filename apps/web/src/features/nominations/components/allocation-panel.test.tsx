import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import type { BeneficiaryRow } from '../hooks/use-manage-beneficiaries';
import { aBeneficiary } from '../testing/nomination-fixtures';
import { valuesFromBeneficiary } from '../utils/beneficiary-values';
import { AllocationPanel } from './allocation-panel';

function aRow(allocation: number): BeneficiaryRow {
  const beneficiary = aBeneficiary({ allocation });
  return {
    key: 'b-1',
    isExisting: true,
    action: null,
    data: { values: valuesFromBeneficiary(beneficiary), nomineeIdentifier: 1 },
  };
}

function renderPanel(percent: number, { canAdd = true } = {}) {
  renderWithProviders(
    <AllocationPanel
      rows={[aRow(percent)]}
      shares={[percent * 100]}
      onShareChange={vi.fn()}
      onEdit={vi.fn()}
      onAdd={canAdd ? vi.fn() : undefined}
    />,
  );
}

/** The banner's box and its title (the sentence 'You have assigned X% ...'). */
function banner(percent: number) {
  const title = screen.getByText(`You have assigned ${percent}% of the available 100%`);
  const box = screen.getByRole('status');
  return { box, title: title.closest<HTMLElement>('.mantine-Alert-title') ?? title };
}

// spec 1 §2.5 allocation banner. A theme colour with a shade ('yellow.9') makes Mantine's light
// Alert solid in that colour with its title in the same colour: the sentence disappears. The
// banner takes the light tint and a dark title (shade 9, above 4.5:1 on the tint).
describe('AllocationPanel', () => {
  it('shows an incomplete allocation on a light amber tint with a dark title', () => {
    renderPanel(60);
    const { box, title } = banner(60);
    expect(box.style.getPropertyValue('--alert-bg')).toBe('var(--mantine-color-amber-light)');
    expect(title.style.color).toBe('var(--mantine-color-amber-9)');
    expect(
      screen.getByText('Please increase some of the values or add a new beneficiary'),
    ).toBeTruthy();
  });

  it('shows a complete allocation on a light teal tint with a dark title', () => {
    renderPanel(100);
    const { box, title } = banner(100);
    expect(box.style.getPropertyValue('--alert-bg')).toBe('var(--mantine-color-teal-light)');
    expect(title.style.color).toBe('var(--mantine-color-teal-9)');
  });

  it('offers Add beneficiary only when rows may be added', () => {
    renderPanel(100, { canAdd: false });
    expect(screen.getByRole('heading', { name: 'Allocation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add beneficiary' })).toBeNull();
  });
});
