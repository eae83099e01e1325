import { addMonths, formatMonthYear, wholeMonthsBetween } from '@portal/domain/dates';
import {
  earliestGoalDate,
  educationTargetCents,
  inflatedTargetCents,
  yearlyPaymentsCents,
} from '@portal/domain/goals';
import { formatRand, toCents } from '@portal/domain/money';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import {
  PROPOSAL_URL,
  answerInflatedAmount,
  fakeTab,
  isWaiting,
  proposalAnswer,
} from './goal-calculator-stubs';
import { inflationNote } from './goal-calculator-texts';
import { EDUCATION_YEARS_CHART_TITLE } from './education-years-chart';
import { GoalCalculatorModal } from './index';
import { TEST_TODAY } from '@/testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CALCULATE_PATH = '/api/Goals/CalculateInflatedAmount';

function displayDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

type User = ReturnType<typeof userEvent.setup>;

async function completeInformation(user: User, startDate: string) {
  await user.type(screen.getByRole('textbox', { name: /Beneficiary name/ }), 'Lerato');
  await user.click(screen.getByRole('combobox', { name: /Education type/ }));
  await user.click(await screen.findByRole('option', { name: 'University (4 years)' }));
  const start = screen.getByRole('textbox', { name: /Start date/ });
  await user.type(start, displayDate(startDate));
  await user.tab();
}

async function typeAmount(user: User, label: RegExp, amount: string) {
  const input = screen.getByRole('textbox', { name: label });
  await user.clear(input);
  await user.type(input, amount);
  await user.tab();
}

describe('education calculator', () => {
  it('gates each step on its own group and shows the step rules', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<GoalCalculatorModal kind="education" opened onClose={vi.fn()} />);
    await screen.findByRole('dialog');
    const today = TEST_TODAY;

    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Education information' })).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(isWaiting(next)).toBe(true);
    expect(
      screen.getByText('To continue, fill in Education type, Duration and Start date.'),
    ).toBeTruthy();
    // Pressed too early, Continue shows what is missing and takes the focus to it.
    await user.click(next);
    expect(await screen.findByText('Education type is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /Education type/ }));
    expect(screen.getByRole('heading', { name: 'Education information' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'With residence' })).toHaveProperty('checked', false);

    const name = screen.getByRole('textbox', { name: /Beneficiary name/ });
    await user.type(name, ' ');
    await user.tab();
    expect(
      await screen.findByText('Beneficiary name cannot consist only of whitespace characters'),
    ).toBeTruthy();
    await user.clear(name);

    await user.click(screen.getByRole('combobox', { name: /Education type/ }));
    await user.click(
      await screen.findByRole('option', { name: 'Private primary school (7 years)' }),
    );
    const duration = screen.getByRole('textbox', { name: /Duration/ });
    expect(duration).toHaveProperty('value', '7');
    await user.clear(duration);
    await user.tab();
    expect(await screen.findByText('Duration is required')).toBeTruthy();
    await user.type(duration, '3');

    await user.type(
      screen.getByRole('textbox', { name: /Start date/ }),
      displayDate(addMonths(today, 7)),
    );
    await user.tab();
    await waitFor(() => expect(isWaiting(next)).toBe(false));
    await user.click(next);

    expect(await screen.findByRole('heading', { name: 'Expenses breakdown' })).toBeTruthy();
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Expenses breakdown' }),
    );
    // Without residence, the residence item is not part of the budget.
    expect(screen.queryByRole('textbox', { name: /Residence/ })).toBeNull();
    const calculate = screen.getByRole('button', { name: 'Calculate' });
    expect(isWaiting(calculate)).toBe(true);

    await typeAmount(user, /Tuition fees/, '500');
    const sumMessage = await screen.findByText(
      'The sum of your expenses must be at least R 1 000.00',
    );
    expect(isWaiting(calculate)).toBe(true);
    // The sum's message is tied to every expense item, so a screen reader hears it on the field.
    const items = [/Tuition fees/, /Books/, /Miscellaneous \(travel\)/, /Aftercare/].map((label) =>
      screen.getByRole('textbox', { name: label }),
    );
    for (const item of items) {
      expect(item.getAttribute('aria-invalid')).toBe('true');
      expect(item.getAttribute('aria-describedby')?.split(' ')).toContain(sumMessage.id);
    }
    await typeAmount(user, /Tuition fees/, '999999999');
    await typeAmount(user, /Books/, '1');
    expect(
      await screen.findByText('The sum of your expenses must not exceed R 999 999 999.00'),
    ).toBeTruthy();
    expect(isWaiting(calculate)).toBe(true);
    await typeAmount(user, /Tuition fees/, '50000');
    await waitFor(() => expect(isWaiting(calculate)).toBe(false));
    for (const item of items) {
      expect(item.getAttribute('aria-invalid')).toBeNull();
      expect(item.getAttribute('aria-describedby')).toBeNull();
    }

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Education information' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Duration/ })).toHaveProperty('value', '3');
  }, 40_000);

  it('calculates the domain figure, returns to the expenses and starts the investment', async () => {
    const calls = stubApi({
      [`GET ${CALCULATE_PATH}`]: answerInflatedAmount,
      'POST /api/Goals/CreateProposal': proposalAnswer,
    });
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<GoalCalculatorModal kind="education" opened onClose={onClose} />);
    await screen.findByRole('dialog');
    const today = TEST_TODAY;
    const start = addMonths(earliestGoalDate(today), 3);

    await completeInformation(user, start);
    await user.click(screen.getByRole('switch', { name: 'With residence' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await typeAmount(user, /Tuition fees/, '50000');
    await typeAmount(user, /Residence/, '30000');
    await typeAmount(user, /Books/, '5000');
    await typeAmount(user, /Miscellaneous \(travel\)/, '2000');
    expect(screen.getByText('R 87 000.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    await screen.findByRole('heading', { name: 'Education calculator results' });
    const target = educationTargetCents(toCents(8_700_000), today, start, 4);
    expect(screen.getByTestId('goal-target').textContent).toBe(formatRand(target));
    expect(screen.getByText(/adding all the items in your education budget/)).toBeTruthy();
    // One bar per year of study: the year's budget inflated at 7 % to the year it is paid, so
    // each year costs 1.07 times the year before; the years add up to the amount shown.
    const months = wholeMonthsBetween(today, start);
    const years = yearlyPaymentsCents({
      amount: toCents(8_700_000),
      inflationPercent: 7,
      monthsUntilFirst: months,
      payments: 4,
      startDate: start,
    });
    expect(years.reduce((sum, year) => sum + year.cents, 0)).toBe(target);
    expect(years[0]?.cents).toBe(inflatedTargetCents(toCents(8_700_000), 7, months));
    expect(
      screen.getByText(
        `in total for 4 years of university, paid yearly from ${formatMonthYear(start)} to ${formatMonthYear(addMonths(start, 36))}`,
      ),
    ).toBeTruthy();
    const figure = screen.getByRole('figure', { name: EDUCATION_YEARS_CHART_TITLE });
    expect(
      within(figure).getByRole('img', {
        name: `Year 1 in ${formatMonthYear(start)} costs ${formatRand(years[0]!.cents)}, rising 7% a year to ${formatRand(
          years[3]!.cents,
        )} for year 4 in ${formatMonthYear(addMonths(start, 36))}; the 4 years together cost ${formatRand(target)}.`,
      }),
    ).toBeTruthy();
    const rows = within(
      within(figure).getByRole('table', { name: EDUCATION_YEARS_CHART_TITLE }),
    ).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(
      years.map(
        (year) => `Year ${year.year}, ${formatMonthYear(year.date)}${formatRand(year.cents)}`,
      ),
    );
    expect(screen.getByTestId('education-years-total').textContent).toContain(
      `Total of the 4 years: ${formatRand(target)}.`,
    );
    expect(screen.getByText(inflationNote(7))).toBeTruthy();
    const query = new URL(
      calls.find((call) => call.url.startsWith(CALCULATE_PATH))!.url,
      'http://localhost',
    ).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      timeHorizonMonths: String(wholeMonthsBetween(today, start)),
      isTarget: 'true',
      goalType: '2',
      amount: '87000',
      noOfPayments: '4',
      inflationPercent: '7',
    });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Expenses breakdown' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Tuition fees/ })).toHaveProperty(
      'value',
      'R\u00a050\u00a0000.00',
    );
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await user.click(await screen.findByRole('button', { name: 'Start investment' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Pass your details to an adviser?' }),
      ).getByRole('button', { name: 'Confirm' }),
    );

    await waitFor(() => expect(tab.location.href).toBe(PROPOSAL_URL));
    expect(onClose).toHaveBeenCalled();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      goalCategory: 2,
      forWho: 'Lerato',
      educationType: 1,
      withResidence: true,
      startingDate: start,
      noOfPayments: 4,
      tuitionFees: 50000,
      residence: 30000,
      books: 5000,
      travel: 2000,
      aftercare: 0,
      inflationPercent: 7,
    });
  }, 40_000);
});
