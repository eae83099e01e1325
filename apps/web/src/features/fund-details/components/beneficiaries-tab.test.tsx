import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { BeneficiariesTab } from './beneficiaries-tab';
import type { BeneficiariesState } from './beneficiaries-tab';

// spec 2 §2, §4 "Beneficiaries view": loading, error, data (with the Chart/Details toggle) or no
// data; the nomination itself is the page's content.

function renderTab(state: BeneficiariesState) {
  return renderWithProviders(
    <BeneficiariesTab state={state}>
      {(display, toggle) => (
        <>
          {toggle}
          <p>Shown as {display}</p>
        </>
      )}
    </BeneficiariesTab>,
  );
}

describe('BeneficiariesTab', () => {
  it('shows a loader while the nominations load', () => {
    renderTab({ status: 'pending' });
    expect(screen.getByRole('status', { name: 'Loading your beneficiaries' })).toBeTruthy();
    expect(screen.queryByText(/Shown as/)).toBeNull();
  });

  it('shows the beneficiaries failure text of spec 2 §8', () => {
    renderTab({ status: 'error' });
    expect(
      screen.getByText(
        'Something went wrong uploading your beneficiaries. Please try logging in later.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Shown as/)).toBeNull();
  });

  it('opens on Details and toggles to Chart and back', async () => {
    const user = userEvent.setup();
    renderTab({ status: 'success', hasBeneficiaries: true });
    expect(screen.getByText('Shown as details')).toBeTruthy();
    const toggle = screen.getByRole('radiogroup', { name: 'Show beneficiaries as' });
    expect(toggle).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Chart' }));
    expect(screen.getByText('Shown as chart')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Details' }));
    expect(screen.getByText('Shown as details')).toBeTruthy();
  });

  it('has no toggle when there is nothing to chart', () => {
    renderTab({ status: 'success', hasBeneficiaries: false });
    expect(screen.queryByRole('radiogroup', { name: 'Show beneficiaries as' })).toBeNull();
    expect(screen.getByText('Shown as details')).toBeTruthy();
  });
});
