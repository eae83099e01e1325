import { addMonths, formatMonthYear } from '@portal/domain/dates';
import {
  datedGoalTargetCents,
  earliestGoalDate,
  goalHorizonMonths,
  monthlySavingCents,
} from '@portal/domain/goals';
import { formatRand, toCents } from '@portal/domain/money';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
import { TEST_TODAY } from '@/testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CALCULATE_PATH = '/api/Goals/CalculateInflatedAmount';

/** Opens the calculator; its modal's code loads on first open, so the dialog is awaited. */
async function renderModal(kind: 'wedding' | 'holiday') {
  const onClose = vi.fn();
  renderWithProviders(<GoalCalculatorModal kind={kind} opened onClose={onClose} />);
  return { onClose, dialog: await screen.findByRole('dialog') };
}

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  amount: string,
  deposit: string,
  when: string,
) {
  await user.type(screen.getByRole('textbox', { name: /name/ }), name);
  await user.type(screen.getByRole('textbox', { name: /Amount needed/ }), amount);
  if (deposit) await user.type(screen.getByRole('textbox', { name: /Once-off/ }), deposit);
  await user.click(screen.getByRole('combobox', { name: /When do you need the money/ }));
  await user.click(await screen.findByRole('option', { name: when }));
}

describe('wedding calculator', () => {
  it('shows each field rule once the field is touched and changed', async () => {
    stubApi({});
    const user = userEvent.setup();
    const { dialog } = await renderModal('wedding');
    expect(within(dialog).getByText('Wedding calculator')).toBeTruthy();
    const calculate = screen.getByRole('button', { name: 'Calculate' });
    expect(isWaiting(calculate)).toBe(true);

    const name = screen.getByRole('textbox', { name: /Wedding name/ });
    await user.type(name, '   ');
    await user.tab();
    expect(
      await screen.findByText('Wedding name cannot consist only of whitespace characters'),
    ).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'A');
    expect(await screen.findByText('Wedding name must be at least 2 characters long')).toBeTruthy();
    await user.type(name, 'b'.repeat(30));
    expect(await screen.findByText('Wedding name must be no more than 30 characters')).toBeTruthy();
    await user.clear(name);
    expect(await screen.findByText('Wedding name is required')).toBeTruthy();

    const amount = screen.getByRole('textbox', { name: /Amount needed/ });
    await user.type(amount, '999');
    await user.tab();
    expect(
      await screen.findByText('Please enter a number more than or equal to 1 000'),
    ).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '1000000000');
    await user.tab();
    expect(
      await screen.findByText('Please enter a number less than or equal to 999 999 999'),
    ).toBeTruthy();
    await user.clear(amount);
    await user.tab();
    expect(await screen.findByText('Amount needed is required')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /Once-off contribution/ }), '50');
    await user.tab();
    expect(await screen.findByText('Once-off contribution must be 0 or at least 100')).toBeTruthy();
    expect(isWaiting(calculate)).toBe(true);

    // The date starts six months ahead; the question has 0 to 4 months before.
    const today = TEST_TODAY;
    const [year, month, day] = earliestGoalDate(today).split('-');
    expect(screen.getByRole('textbox', { name: /Wedding date/ })).toHaveProperty(
      'value',
      `${day}/${month}/${year}`,
    );
    await user.click(screen.getByRole('combobox', { name: /When do you need the money/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'On the date',
      '1 month before',
      '2 months before',
      '3 months before',
      '4 months before',
    ]);
    expect(screen.getByRole('button', { name: 'About the once-off contribution' })).toBeTruthy();
  }, 30_000);

  it('calculates the domain figure, goes back with the values kept and starts the investment', async () => {
    const calls = stubApi({
      [`GET ${CALCULATE_PATH}`]: answerInflatedAmount,
      'POST /api/Goals/CreateProposal': proposalAnswer,
    });
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    const { onClose } = await renderModal('wedding');
    const today = TEST_TODAY;
    const date = earliestGoalDate(today);

    await fillForm(user, 'Our big day', '150000', '5000', '2 months before');
    const calculate = screen.getByRole('button', { name: 'Calculate' });
    await waitFor(() => expect(isWaiting(calculate)).toBe(false));
    await user.click(calculate);

    await screen.findByRole('heading', { name: 'Wedding calculator results' });
    const months = goalHorizonMonths(today, date, 2);
    const target = datedGoalTargetCents(toCents(15_000_000), today, date, 2);
    expect(screen.getByTestId('goal-target').textContent).toBe(formatRand(target));
    expect(screen.getByTestId('goal-monthly-saving').textContent).toBe(
      formatRand(monthlySavingCents(target, toCents(500_000), 6, months)),
    );
    expect(screen.getByText(`by ${formatMonthYear(addMonths(date, -2))}`)).toBeTruthy();
    expect(screen.getByText(inflationNote(6))).toBeTruthy();
    expect(
      screen.getByRole('img', { name: /The amount needed grows from R\u00a0150\u00a0000.00/ }),
    ).toBeTruthy();
    const query = queryOf(calls, CALCULATE_PATH);
    expect(Object.fromEntries(query)).toMatchObject({
      timeHorizonMonths: String(months),
      isTarget: 'true',
      goalType: '3',
      amount: '150000',
      startingDeposit: '5000',
      noOfPayments: '1',
      inflationPercent: '6',
    });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: /Wedding name/ })).toHaveProperty(
      'value',
      'Our big day',
    );
    expect(screen.getByRole('textbox', { name: /Amount needed/ })).toHaveProperty(
      'value',
      'R\u00a0150\u00a0000.00',
    );
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    // Start investment asks first; Cancel changes nothing.
    await user.click(await screen.findByRole('button', { name: 'Start investment' }));
    const consent = await screen.findByRole('dialog', { name: 'Pass your details to an adviser?' });
    expect(
      within(consent).getByText(
        'An adviser will contact you about this investment. Do you want us to pass your details to an adviser?',
      ),
    ).toBeTruthy();
    await user.click(within(consent).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Pass your details to an adviser?' })).toBeNull(),
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(window.open).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Wedding calculator results' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Start investment' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Pass your details to an adviser?' }),
      ).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(tab.location.href).toBe(PROPOSAL_URL));
    expect(onClose).toHaveBeenCalled();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      goalCategory: 3,
      goalName: 'Our big day',
      isTarget: true,
      targetAmount: 150000,
      startingDeposit: 5000,
      weddingDate: date,
      whenNeedMoney: 2,
      withdrawalDate: addMonths(date, -2),
      noOfPayments: 1,
      inflationPercent: 6,
    });
  }, 30_000);
});

describe('holiday calculator', () => {
  it('sends the holiday date as the starting date, and a failed proposal shows the error view', async () => {
    const calls = stubApi({
      [`GET ${CALCULATE_PATH}`]: answerInflatedAmount,
      'POST /api/Goals/CreateProposal': () => jsonResponse({ success: false }, 200),
    });
    const tab = { ...fakeTab(), close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    const { onClose } = await renderModal('holiday');
    const today = TEST_TODAY;

    await fillForm(user, 'Zanzibar', '40000', '', 'On the date');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByRole('heading', { name: 'Holiday calculator results' });
    expect(screen.getByTestId('goal-target').textContent).toBe(
      formatRand(datedGoalTargetCents(toCents(4_000_000), today, earliestGoalDate(today), 0)),
    );

    await user.click(screen.getByRole('button', { name: 'Start investment' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Pass your details to an adviser?' }),
      ).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(
      screen.getByText(
        'Something went wrong with the calculation, please refresh your page or try again later',
      ),
    ).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      goalCategory: 4,
      startingDate: earliestGoalDate(today),
      whenNeedMoney: 0,
      startingDeposit: 0,
    });

    await user.click(screen.getByRole('button', { name: 'Reset calculator' }));
    expect(screen.getByRole('textbox', { name: /Holiday name/ })).toHaveProperty('value', '');
    expect(screen.getByRole('textbox', { name: /Amount needed/ })).toHaveProperty('value', '');
    expect(isWaiting(screen.getByRole('button', { name: 'Calculate' }))).toBe(true);
  }, 30_000);
});
