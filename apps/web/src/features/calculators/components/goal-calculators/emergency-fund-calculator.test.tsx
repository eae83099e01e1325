import {
  EMERGENCY_HORIZON_MONTHS,
  emergencyFundTargetCents,
  emergencyFundTargetMonth,
  monthlySavingCents,
} from '@portal/domain/goals';
import { formatRand, toCents } from '@portal/domain/money';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import {
  PROPOSAL_URL,
  answerInflatedAmount,
  fakeTab,
  isWaiting,
  proposalAnswer,
  queryOf,
} from './goal-calculator-stubs';
import { inflationNote } from './goal-calculator-texts';
import { GoalCalculatorModal } from './index';
import { DEFAULT_GOAL_INFLATION } from './use-goal-inflation';
import { TEST_TODAY } from '@/testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CALCULATE_PATH = '/api/Goals/CalculateInflatedAmount';

async function fill(user: ReturnType<typeof userEvent.setup>, income: string) {
  // The modal's code loads when it first opens.
  await user.type(await screen.findByRole('textbox', { name: /Goal name/ }), 'Rainy day');
  await user.type(screen.getByRole('textbox', { name: /Income/ }), income);
}

function Reopenable() {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open again
      </button>
      <GoalCalculatorModal kind="emergency" opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

describe('emergency fund calculator', () => {
  it('starts on an empty form each time it opens', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<Reopenable />);
    await user.type(await screen.findByRole('textbox', { name: /Goal name/ }), 'Rainy day');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    // What was typed is not lost without asking.
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Open again' }));
    expect(await screen.findByRole('textbox', { name: /Goal name/ })).toHaveProperty('value', '');
  }, 20_000);

  it('shows the field rules once touched and changed, an emptied field included', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<GoalCalculatorModal kind="emergency" opened onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Emergency fund' })).toBeTruthy();

    const name = await screen.findByRole('textbox', { name: /Goal name/ });
    await user.type(name, 'x');
    await user.clear(name);
    await user.tab();
    expect(await screen.findByText('Goal name is required')).toBeTruthy();
    const income = screen.getByRole('textbox', { name: /Income/ });
    await user.type(income, '12.5');
    await user.tab();
    // Whole rands only: the decimal point is refused as it is typed.
    expect(income).toHaveProperty('value', 'R\u00a0125.00');
    expect(
      await screen.findByText('Please enter a number more than or equal to 1 000'),
    ).toBeTruthy();
    const calculate = screen.getByRole('button', { name: 'Calculate' });
    expect(isWaiting(calculate)).toBe(true);
    expect(screen.getByText('To calculate, fill in Goal name and correct Income.')).toBeTruthy();
  }, 20_000);

  it('says what is missing, and pressing Calculate shows every message and focuses the first', async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<GoalCalculatorModal kind="emergency" opened onClose={vi.fn()} />);
    const calculate = await screen.findByRole('button', { name: 'Calculate' });
    expect(isWaiting(calculate)).toBe(true);
    const note = screen.getByText('To calculate, fill in Goal name and Income.');
    expect(calculate.getAttribute('aria-describedby')).toBe(note.id);

    await user.click(calculate);
    expect(await screen.findByText('Goal name is required')).toBeTruthy();
    expect(screen.getByText('Income is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Goal name/ }));
    expect(calls.filter((call) => call.url.startsWith('/api/Goals'))).toHaveLength(0);
  }, 20_000);

  it('calculates three months of income over three years with the configured inflation', async () => {
    const calls = stubApi({
      [`GET ${CALCULATE_PATH}`]: answerInflatedAmount,
      'POST /api/Goals/CreateProposal': proposalAnswer,
    });
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(
      <GoalCalculatorModal
        kind="emergency"
        opened
        onClose={onClose}
        inflation={{ ...DEFAULT_GOAL_INFLATION, inflationPercent: 5.5 }}
      />,
    );
    await fill(user, '20000');
    await user.type(screen.getByRole('textbox', { name: /Once-off contribution/ }), '1000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    await screen.findByRole('heading', { name: 'Emergency fund calculator results' });
    const today = TEST_TODAY;
    const target = emergencyFundTargetCents(toCents(2_000_000), 5.5);
    expect(screen.getByTestId('goal-target').textContent).toBe(formatRand(target));
    expect(screen.getByText(`by ${emergencyFundTargetMonth(today)}`)).toBeTruthy();
    expect(screen.getByText(/over the next 3 years/)).toBeTruthy();
    expect(screen.getByText(inflationNote(5.5))).toBeTruthy();
    expect(screen.getByTestId('goal-monthly-saving').textContent).toBe(
      formatRand(monthlySavingCents(target, toCents(100_000), 5.5, EMERGENCY_HORIZON_MONTHS)),
    );
    expect(Object.fromEntries(queryOf(calls, CALCULATE_PATH))).toMatchObject({
      timeHorizonMonths: '36',
      isTarget: 'false',
      goalType: '1',
      amount: '20000',
      noOfPayments: '1',
      inflationPercent: '5.5',
    });
    // The result is read out to screen readers.
    expect(screen.getByRole('status').textContent).toContain(formatRand(target));

    await user.click(screen.getByRole('button', { name: 'Start investment' }));
    // Nothing is sent until the member agrees that an adviser may be told.
    const consent = await screen.findByRole('dialog', { name: 'Pass your details to an adviser?' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(consent).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(tab.location.href).toBe(PROPOSAL_URL));
    expect(onClose).toHaveBeenCalled();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      goalCategory: 1,
      goalName: 'Rainy day',
      isTarget: false,
      income: 20000,
      startingDeposit: 1000,
      inflationPercent: 5.5,
    });
  }, 20_000);

  it('a failed calculation shows the error view, and Reset calculator clears the form', async () => {
    stubApi({ [`GET ${CALCULATE_PATH}`]: () => jsonResponse({}, 500) });
    const user = userEvent.setup();
    renderWithProviders(<GoalCalculatorModal kind="emergency" opened onClose={vi.fn()} />);
    await fill(user, '20000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    expect(
      await screen.findByRole('heading', { name: 'Emergency fund calculator results' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(
      screen.getByText(
        'Something went wrong with the calculation, please refresh your page or try again later',
      ),
    ).toBeTruthy();
    const reset = screen.getByRole('button', { name: 'Reset calculator' });
    expect(document.activeElement).toBe(reset);
    await user.click(reset);
    expect(screen.getByRole('textbox', { name: /Goal name/ })).toHaveProperty('value', '');
    expect(screen.getByRole('textbox', { name: /Income/ })).toHaveProperty('value', '');
    expect(isWaiting(screen.getByRole('button', { name: 'Calculate' }))).toBe(true);
  }, 20_000);
});
