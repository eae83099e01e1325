import {
  addMonths,
  formatDisplayDate,
  formatMonthYear,
  wholeMonthsBetween,
} from '@portal/domain/dates';
import {
  EMERGENCY_HORIZON_MONTHS,
  datedGoalTargetCents,
  earliestGoalDate,
  educationTargetCents,
  emergencyFundTargetCents,
  emergencyFundTargetMonth,
  goalHorizonMonths,
  monthlySavingCents,
  yearlyPaymentsCents,
} from '@portal/domain/goals';
import { formatRand, toCents } from '@portal/domain/money';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PHONE,
  choose,
  closeCalculators,
  notedInflation,
  openCalculator,
  proposalValue,
  startInvestment,
  valueAxisTicks,
} from './goal-calculator-steps';
import { expectNoAxeViolations, today as runToday } from './support';

// spec 3 §2.5–§2.8: the four goal calculators of the Tools and calculators page on the real server:
// a field rule, the figure the domain gives for the same inputs and today, the proposal opening in
// a new tab and the modal closing; and the error view. Proposals are created by member0012, whom
// no other journey uses.

afterEach(closeCalculators);

describe('goal calculators', () => {
  it('wedding: a field rule, the domain figure, Back with the values kept and a proposal', async () => {
    const { page, dialog } = await openCalculator('Wedding calculator');
    const today = runToday();
    const date = earliestGoalDate(today);

    const amount = dialog.getByRole('textbox', { name: /Amount needed/ });
    await amount.fill('999');
    await amount.blur();
    await dialog.getByText('Please enter a number more than or equal to 1 000').waitFor();
    const calculate = dialog.getByRole('button', { name: 'Calculate' });
    expect(await calculate.isDisabled()).toBe(true);
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(850);
    await expectNoAxeViolations(page);

    await dialog.getByRole('textbox', { name: /Wedding name/ }).fill('Our big day');
    // By keyboard: Tab selects the formatted amount and typing replaces it (spec 3 §5).
    await page.keyboard.press('Tab');
    expect(await amount.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type('150000');
    expect(await amount.inputValue()).toBe('150000');
    await dialog.getByRole('textbox', { name: /Once-off contribution/ }).fill('5000');
    await choose(page, dialog, /When do you need the money/, '1 month before');
    await calculate.click();

    await dialog.getByRole('heading', { name: 'Wedding calculator results' }).waitFor();
    const inflation = await notedInflation(dialog);
    const target = datedGoalTargetCents(toCents(15_000_000), today, date, 1, inflation);
    const months = goalHorizonMonths(today, date, 1);
    expect(await dialog.getByTestId('goal-target').textContent()).toBe(formatRand(target));
    expect(await dialog.getByTestId('goal-monthly-saving').textContent()).toBe(
      formatRand(monthlySavingCents(target, toCents(500_000), inflation, months)),
    );
    expect(await dialog.getByRole('img', { name: /^The amount needed grows/ }).count()).toBe(1);
    // The area's value axis starts from zero, not just under today's amount.
    expect(await valueAxisTicks(dialog)).toContain('R\u00a00');
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(616);
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(850);
    expect(await dialog.getByRole('textbox', { name: /Wedding name/ }).inputValue()).toBe(
      'Our big day',
    );
    await calculate.click();
    const proposal = await startInvestment(page, dialog, 'Our big day');
    expect(await proposal.getByText(formatRand(target)).count()).toBeGreaterThan(0);
    // The wedding's own details (spec 3 §2.5).
    expect(await proposalValue(proposal, 'Wedding date')).toBe(formatDisplayDate(date));
    expect(await proposalValue(proposal, 'When do you need the money\\?')).toBe('1 month before');
    expect(await proposalValue(proposal, 'Withdrawal date')).toBe(
      formatDisplayDate(addMonths(date, -1)),
    );
  });

  it('holiday: a field rule, the domain figure and a proposal', async () => {
    const { page, dialog } = await openCalculator('Holiday');
    const today = runToday();
    const date = addMonths(earliestGoalDate(today), 2);

    const name = dialog.getByRole('textbox', { name: /Holiday name/ });
    await name.fill('A');
    await name.blur();
    await dialog.getByText('Holiday name must be at least 2 characters long').waitFor();

    await name.fill('Zanzibar');
    await dialog.getByRole('textbox', { name: /Amount needed/ }).fill('40000');
    const dateInput = dialog.getByRole('textbox', { name: /Holiday date/ });
    // Escape with the calendar open closes the calendar, not the calculator (spec 3 §2.11).
    await dateInput.click();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await dialog.isVisible()).toBe(true);
    expect(await name.inputValue()).toBe('Zanzibar');
    const [year, month, day] = date.split('-');
    await dateInput.fill(`${day}/${month}/${year}`);
    await dateInput.blur();
    await choose(page, dialog, /When do you need the money/, 'On the date');
    await dialog.getByRole('button', { name: 'Calculate' }).click();

    await dialog.getByRole('heading', { name: 'Holiday calculator results' }).waitFor();
    const inflation = await notedInflation(dialog);
    const target = datedGoalTargetCents(toCents(4_000_000), today, date, 0, inflation);
    expect(await dialog.getByTestId('goal-target').textContent()).toBe(formatRand(target));
    await startInvestment(page, dialog, 'Zanzibar');
  });

  it('emergency fund: a field rule, the domain figure and date, and a proposal', async () => {
    const { page, dialog } = await openCalculator('Emergency fund');
    const today = runToday();

    const deposit = dialog.getByRole('textbox', { name: /Once-off contribution/ });
    await deposit.fill('50');
    await deposit.blur();
    await dialog.getByText('Once-off contribution must be 0 or at least 100').waitFor();

    await dialog.getByRole('textbox', { name: /Goal name/ }).fill('Rainy day');
    await dialog.getByRole('textbox', { name: /Income/ }).fill('20000');
    await deposit.fill('');
    await dialog.getByRole('button', { name: 'Calculate' }).click();

    await dialog.getByRole('heading', { name: 'Emergency fund calculator results' }).waitFor();
    const inflation = await notedInflation(dialog);
    const target = emergencyFundTargetCents(toCents(2_000_000), inflation);
    expect(await dialog.getByTestId('goal-target').textContent()).toBe(formatRand(target));
    expect(
      await dialog.getByText(`by ${emergencyFundTargetMonth(today)}`, { exact: true }).isVisible(),
    ).toBe(true);
    expect(await dialog.getByTestId('goal-monthly-saving').textContent()).toBe(
      formatRand(monthlySavingCents(target, toCents(0), inflation, EMERGENCY_HORIZON_MONTHS)),
    );
    const proposal = await startInvestment(page, dialog, 'Rainy day');
    expect(await proposalValue(proposal, 'Monthly income')).toBe(formatRand(2_000_000));
  });

  it('education: the steps gate Continue and Calculate, the domain figure and a proposal', async () => {
    const { page, dialog } = await openCalculator('Education');
    const today = runToday();
    const start = addMonths(earliestGoalDate(today), 5);

    await dialog.getByText('Step 1 of 2').waitFor();
    const next = dialog.getByRole('button', { name: 'Continue' });
    expect(await next.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: /Beneficiary name/ }).fill('Lerato');
    await choose(page, dialog, /Education type/, 'High school (5 years)');
    expect(await dialog.getByRole('textbox', { name: /Duration/ }).inputValue()).toBe('5');
    const startInput = dialog.getByRole('textbox', { name: /Start date/ });
    const [year, month, day] = start.split('-');
    await startInput.fill(`${day}/${month}/${year}`);
    await startInput.blur();
    // The With residence toggle, off: its No reads clearly on the grey track.
    expect(await dialog.getByRole('switch', { name: 'With residence' }).isChecked()).toBe(false);
    await expectNoAxeViolations(page);
    await next.click();

    await dialog.getByRole('heading', { name: 'Expenses breakdown' }).waitFor();
    const calculate = dialog.getByRole('button', { name: 'Calculate' });
    const tuition = dialog.getByRole('textbox', { name: /Tuition fees/ });
    await tuition.fill('600');
    await tuition.blur();
    await dialog
      .getByRole('alert')
      .filter({ hasText: /^The sum of your expenses must be at least R\s1\s000\.00$/ })
      .waitFor();
    // The note under the button says the same of what stops it.
    await dialog
      .getByText('To calculate, the sum of your expenses must be at least R 1 000.00.', {
        exact: true,
      })
      .waitFor();
    expect(await calculate.isDisabled()).toBe(true);
    await expectNoAxeViolations(page);

    await tuition.fill('45000');
    await dialog.getByRole('textbox', { name: /Books/ }).fill('4000');
    await dialog.getByRole('textbox', { name: /Aftercare/ }).fill('6000');
    const [answered] = await Promise.all([
      page.waitForResponse((response) =>
        response.url().includes('/api/Goals/CalculateInflatedAmount'),
      ),
      calculate.click(),
    ]);
    const api = (await answered.json()) as { inflatedTargetAmount: number; percentage: number };

    await dialog.getByRole('heading', { name: 'Education calculator results' }).waitFor();
    const inflation = await notedInflation(dialog);
    expect(inflation).toBe(api.percentage);
    const target = educationTargetCents(toCents(5_500_000), today, start, 5, inflation);
    expect(toCents(Math.round(api.inflatedTargetAmount * 100))).toBe(target);
    expect(await dialog.getByTestId('goal-target').textContent()).toBe(formatRand(target));
    const last = addMonths(start, 48);
    await dialog
      .getByText(
        `in total for 5 years of high school, paid yearly from ${formatMonthYear(start)} to ${formatMonthYear(last)}`,
        { exact: true },
      )
      .waitFor();
    // A bar per year of study: the year's budget inflated at the noted rate to its own year, each
    // year the rate more than the one before, the five adding up to the API's figure.
    const years = yearlyPaymentsCents({
      amount: toCents(5_500_000),
      inflationPercent: inflation,
      monthsUntilFirst: wholeMonthsBetween(today, start),
      payments: 5,
      startDate: start,
    });
    expect(years.reduce((sum, year) => sum + year.cents, 0)).toBe(target);
    for (let k = 1; k < years.length; k += 1)
      expect(
        Math.abs(years[k]!.cents - Math.round(years[k - 1]!.cents * (1 + inflation / 100))),
      ).toBeLessThanOrEqual(1);
    const figure = dialog.getByRole('figure', {
      name: 'What each year of study costs with inflation',
    });
    expect(
      await figure
        .getByRole('img', {
          name: `Year 1 in ${formatMonthYear(start)} costs ${formatRand(years[0]!.cents)}, rising ${inflation}% a year to ${formatRand(years[4]!.cents)} for year 5 in ${formatMonthYear(last)}; the 5 years together cost ${formatRand(target)}.`,
        })
        .count(),
    ).toBe(1);
    const cells = await figure.getByRole('table').getByRole('cell').allTextContents();
    expect(cells).toEqual(years.map((year) => formatRand(year.cents)));
    // The bars' value axis starts from zero.
    expect(await valueAxisTicks(figure)).toContain('R\u00a00');
    expect(await dialog.getByTestId('goal-monthly-saving').textContent()).toBe(
      formatRand(
        monthlySavingCents(target, toCents(0), inflation, wholeMonthsBetween(today, start)),
      ),
    );
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('heading', { name: 'Expenses breakdown' }).waitFor();
    expect(await tuition.inputValue()).toBe(formatRand(4_500_000));
    await calculate.click();
    const proposal = await startInvestment(page, dialog, 'Education');
    expect(await proposalValue(proposal, 'Target in today’s money')).toBe(formatRand(27_500_000));
    expect(await proposalValue(proposal, 'Beneficiary name')).toBe('Lerato');
    expect(await proposalValue(proposal, 'Education type')).toBe('High school');
    expect(await proposalValue(proposal, 'With residence')).toBe('No');
    expect(await proposalValue(proposal, 'Total per year')).toBe(formatRand(5_500_000));
  });

  it('a failed calculation shows the error view; Reset calculator clears the form', async () => {
    const { page, dialog } = await openCalculator('Wedding calculator', PHONE);
    // The one stand-in: the network failing under the calculation.
    await page.route('**/api/Goals/CalculateInflatedAmount**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(PHONE.width);

    await dialog.getByRole('textbox', { name: /Wedding name/ }).fill('Our big day');
    await dialog.getByRole('textbox', { name: /Amount needed/ }).fill('150000');
    await choose(page, dialog, /When do you need the money/, '2 months before');
    await dialog.getByRole('button', { name: 'Calculate' }).click();

    await dialog.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await dialog
      .getByText(
        'Something went wrong with the calculation, please refresh your page or try again later',
        { exact: true },
      )
      .waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Reset calculator' }).click();
    expect(await dialog.getByRole('textbox', { name: /Wedding name/ }).inputValue()).toBe('');
    expect(await dialog.getByRole('textbox', { name: /Amount needed/ }).inputValue()).toBe('');
    expect(await dialog.getByRole('button', { name: 'Calculate' }).isDisabled()).toBe(true);
  });

  // Every calculator leaves a failed calculation through the same error view (spec 3 §2.8).
  const fillers: Record<string, (page: Page, dialog: Locator) => Promise<void>> = {
    Holiday: async (page, dialog) => {
      await dialog.getByRole('textbox', { name: /Holiday name/ }).fill('Zanzibar');
      await dialog.getByRole('textbox', { name: /Amount needed/ }).fill('40000');
      await choose(page, dialog, /When do you need the money/, 'On the date');
    },
    'Emergency fund': async (_page, dialog) => {
      await dialog.getByRole('textbox', { name: /Goal name/ }).fill('Rainy day');
      await dialog.getByRole('textbox', { name: /Income/ }).fill('20000');
    },
    Education: async (page, dialog) => {
      await choose(page, dialog, /Education type/, 'University (4 years)');
      const start = earliestGoalDate(runToday());
      const [year, month, day] = start.split('-');
      const startInput = dialog.getByRole('textbox', { name: /Start date/ });
      await startInput.fill(`${day}/${month}/${year}`);
      await startInput.blur();
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.getByRole('textbox', { name: /Tuition fees/ }).fill('45000');
    },
  };
  for (const [name, fill] of Object.entries(fillers)) {
    it(`${name.toLowerCase()}: a failed calculation shows the error view and Reset calculator`, async () => {
      const { page, dialog } = await openCalculator(name);
      await page.route('**/api/Goals/CalculateInflatedAmount**', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      );
      await fill(page, dialog);
      await dialog.getByRole('button', { name: 'Calculate' }).click();
      await dialog.getByRole('heading', { name: 'Something went wrong' }).waitFor();
      await dialog.getByRole('button', { name: 'Reset calculator' }).click();
      await dialog
        .getByRole('button', { name: name === 'Education' ? 'Continue' : 'Calculate' })
        .waitFor();
      expect(
        await dialog
          .getByRole('button', { name: name === 'Education' ? 'Continue' : 'Calculate' })
          .isDisabled(),
      ).toBe(true);
    });
  }
});
