import { emergencyFundTargetMonth } from '@portal/domain/goals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { EmergencyCalculatorPanel } from './emergency-calculator-panel';
import { isWaiting } from './goal-calculators/goal-calculator-stubs';
import { TEST_TODAY } from '@/testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('EmergencyCalculatorPanel', () => {
  it('calculates, then offers Recalculate and Start your investment in a new tab', async () => {
    const calls = stubApi({
      'GET /api/Goals/CalculateInflatedAmount': {
        success: true,
        inflatedTargetAmount: 71460.48,
        percentage: 6,
      },
      'POST /api/Goals/CreateProposal': {
        success: true,
        redirectUrl: 'http://localhost/proposals/p-1',
      },
    });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    renderWithProviders(<EmergencyCalculatorPanel />);

    const calculate = screen.getByRole('button', { name: 'Calculate' });
    expect(isWaiting(calculate)).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /Goal name/ }), 'Rainy day');
    await user.type(screen.getByRole('textbox', { name: /Income/ }), '20000');
    await user.type(screen.getByRole('textbox', { name: /Once-off contribution/ }), '500');
    await waitFor(() => expect(isWaiting(calculate)).toBe(false));
    await user.click(calculate);

    expect(await screen.findByText('R 71 460.48')).toBeTruthy();
    const today = TEST_TODAY;
    expect(screen.getByText(`by ${emergencyFundTargetMonth(today)}`)).toBeTruthy();
    const calc = calls.find((c) => c.url.startsWith('/api/Goals/CalculateInflatedAmount'))!;
    const query = new URL(calc.url, 'http://x').searchParams;
    expect(query.get('amount')).toBe('20000');
    expect(query.get('isTarget')).toBe('false');
    expect(query.get('timeHorizonMonths')).toBe('36');
    expect(isWaiting(screen.getByRole('button', { name: 'Recalculate' }))).toBe(true);

    expect(screen.getByText('Change a value to recalculate.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Start your investment' }));
    // Nothing is sent before the member agrees that an adviser may be told.
    const consent = await screen.findByRole('dialog', { name: 'Pass your details to an adviser?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(consent).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(tab.location.href).toBe('http://localhost/proposals/p-1'));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      goalCategory: 1,
      goalName: 'Rainy day',
      income: 20000,
      startingDeposit: 500,
    });
  }, 30_000);

  it('shows the field rules once touched and keeps Calculate disabled', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<EmergencyCalculatorPanel />);
    await user.type(screen.getByRole('textbox', { name: /Income/ }), '999');
    await user.tab();
    expect(
      await screen.findByText('Please enter a number more than or equal to 1 000'),
    ).toBeTruthy();
    expect(isWaiting(screen.getByRole('button', { name: 'Calculate' }))).toBe(true);
  });

  it('replaces the form with the calculator error and a reset', async () => {
    stubApi({ 'GET /api/Goals/CalculateInflatedAmount': () => jsonResponse({}, 500) });
    const user = userEvent.setup();
    renderWithProviders(<EmergencyCalculatorPanel />);
    await user.type(screen.getByRole('textbox', { name: /Goal name/ }), 'Rainy day');
    await user.type(screen.getByRole('textbox', { name: /Income/ }), '20000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(
      await screen.findByText(
        'Something went wrong with the calculation, please refresh your page or try again later',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reset calculator' }));
    expect(screen.getByRole('textbox', { name: /Goal name/ })).toHaveProperty('value', '');
  }, 20_000);
});
