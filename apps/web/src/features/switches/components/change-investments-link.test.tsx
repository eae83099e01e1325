import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { ChangeInvestmentsLink } from './change-investments-link';

// The fund details page's "Change investments": offered only where the fund's range has another
// portfolio to switch to.

afterEach(() => vi.unstubAllGlobals());

const portfolio = (code: string) => ({
  portfolioCode: code,
  portfolioName: `Portfolio ${code}`,
  totalExpenseRatio: null,
  isDefault: false,
  regulation28: 'notStated',
  mixKeepsRegulation28: true,
  mix: [],
});

function optionsWith(codes: string[]) {
  return {
    success: true,
    schemeNumber: 'S1',
    fundName: 'Fund',
    isRetirementFund: false,
    range: codes.map(portfolio),
    current: { valueDate: null, totalValue: 0, value: [], contributions: [] },
    canSwitch: true,
    reasons: [],
    pendingInstructionId: null,
    fee: 0,
    feeReason: '',
    nextCutOffAt: '2026-11-30T12:00:00.000Z',
    tradeDate: '2026-12-01',
  };
}

describe('ChangeInvestmentsLink', () => {
  it('links to the switch where the range offers a choice', async () => {
    stubApi({ 'GET /api/Switch/Options/S1': optionsWith(['A', 'B']) });
    renderWithProviders(<ChangeInvestmentsLink schemeNumber="S1" href="/fund-details/S1/switch" />);
    const link = await screen.findByRole('link', { name: 'Change investments' });
    expect(link.getAttribute('href')).toBe('/fund-details/S1/switch');
  });

  it('offers nothing where the range has one portfolio or the options fail', async () => {
    const calls = stubApi({ 'GET /api/Switch/Options/S1': optionsWith(['A']) });
    const { unmount } = renderWithProviders(
      <ChangeInvestmentsLink schemeNumber="S1" href="/fund-details/S1/switch" />,
    );
    await vi.waitFor(() => expect(calls.some((c) => c.url.includes('/Switch/Options'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Change investments' })).toBeNull();
    unmount();
    stubApi({});
    renderWithProviders(<ChangeInvestmentsLink schemeNumber="S1" href="/fund-details/S1/switch" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Change investments' })).toBeNull();
  });
});
