import type { Proposal } from '@portal/contract/goals';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { ProposalSummary } from './proposal-summary';

afterEach(() => {
  vi.unstubAllGlobals();
});

const BASE: Proposal = {
  id: 'p-1',
  createdAt: '2026-11-21T10:00:00+02:00',
  goalCategory: 3,
  goalName: 'Our big day',
  isTarget: true,
  startingDeposit: 5000,
  timeHorizonMonths: 8,
  targetAmount: 80_000,
  adjustedTargetAmount: 83_168.82,
  monthlySaving: 9_500.5,
  targetMonth: 'July 2027',
  noOfPayments: 1,
  inflationPercent: 6,
  useInflatedAmount: true,
  income: null,
  weddingDate: null,
  withdrawalDate: null,
  whenNeedMoney: null,
  startingDate: null,
  forWho: null,
  educationType: null,
  withResidence: null,
  tuitionFees: null,
  residence: null,
  books: null,
  travel: null,
  aftercare: null,
  leadSource: 'AFConnect',
  leadEmail: 'member@example.com',
  leadMobile: '27821234567',
  leadName: 'Thandiwe',
  leadSurname: 'Nkosi',
};

function showProposal(changes: Partial<Proposal>) {
  stubApi({
    'GET /api/Goals/Proposal/p-1': { success: true, proposal: { ...BASE, ...changes } },
  });
  renderWithProviders(<ProposalSummary id="p-1" />);
}

/** The rows of the section titled `title`, as label → value. */
async function rowsOf(title: string): Promise<Record<string, string>> {
  const heading = await screen.findByRole('heading', { level: 3, name: title });
  const section = heading.closest('section')!;
  const labels = within(section).getAllByRole('term');
  return Object.fromEntries(
    labels.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

describe('ProposalSummary', () => {
  it('titles the page with a level-one heading and the goal below it', async () => {
    showProposal({});
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your investment proposal' }),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Our big day' })).toBeTruthy();
    expect(screen.getByText('Wedding')).toBeTruthy();
  });

  it('keeps the level-one title when the proposal cannot be loaded', async () => {
    stubApi({
      'GET /api/Goals/Proposal/p-1': () =>
        jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500),
    });
    renderWithProviders(<ProposalSummary id="p-1" />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Something went wrong' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your investment proposal' }),
    ).toBeTruthy();
  });

  it('says at once that an unknown proposal cannot be found', async () => {
    stubApi({
      'GET /api/Goals/Proposal/p-1': () =>
        jsonResponse({ success: false, code: 'NOT_FOUND', message: 'x' }, 404),
    });
    renderWithProviders(<ProposalSummary id="p-1" />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'We could not find this proposal' }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Loading your proposal')).toBeNull();
  });

  it('shows a wedding’s date, when the money is needed and the withdrawal date', async () => {
    showProposal({ weddingDate: '2027-08-20', whenNeedMoney: 1, withdrawalDate: '2027-07-20' });
    expect(await rowsOf('Your goal')).toEqual({
      'Wedding date': '20 Aug 2027',
      'When do you need the money?': '1 month before',
      'Withdrawal date': '20 Jul 2027',
    });
    expect(await rowsOf('Your saving plan')).toEqual({
      'Target in today’s money': 'R\u00a080\u00a0000.00',
      'Target with inflation': 'R\u00a083\u00a0168.82',
      Inflation: '6% a year',
      'Once-off contribution': 'R\u00a05\u00a0000.00',
      'Monthly saving': 'R\u00a09\u00a0500.50',
      'Target month': 'July 2027',
    });
  });

  it('shows a holiday’s own date, on the date', async () => {
    showProposal({
      goalCategory: 4,
      goalName: 'Zanzibar',
      startingDate: '2027-06-01',
      whenNeedMoney: 0,
      withdrawalDate: '2027-06-01',
    });
    expect(await rowsOf('Your goal')).toEqual({
      'Holiday date': '1 Jun 2027',
      'When do you need the money?': 'On the date',
      'Withdrawal date': '1 Jun 2027',
    });
  });

  it('shows an emergency fund’s monthly income', async () => {
    showProposal({ goalCategory: 1, goalName: 'Rainy day', isTarget: false, income: 15_000 });
    expect(await rowsOf('Your goal')).toEqual({ 'Monthly income': 'R\u00a015\u00a0000.00' });
  });

  it('shows an education goal’s details and yearly expenses, its name once', async () => {
    showProposal({
      goalCategory: 2,
      goalName: 'Education',
      forWho: 'Lerato',
      educationType: 1,
      noOfPayments: 3,
      withResidence: true,
      startingDate: '2028-02-01',
      tuitionFees: 50_000,
      residence: 15_000,
      books: 5_000,
      travel: 2_000,
      aftercare: 1_000,
      targetAmount: 219_000,
      inflationPercent: 7,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Education' })).toBeTruthy();
    expect(screen.getAllByText('Education')).toHaveLength(1);
    expect(await rowsOf('Your goal')).toEqual({
      'Beneficiary name': 'Lerato',
      'Education type': 'University',
      Duration: '3 years',
      'With residence': 'Yes',
      'Start date': '1 Feb 2028',
    });
    expect(await rowsOf('Expenses per year')).toEqual({
      'Tuition fees': 'R\u00a050\u00a0000.00',
      Residence: 'R\u00a015\u00a0000.00',
      Books: 'R\u00a05\u00a0000.00',
      'Miscellaneous (travel)': 'R\u00a02\u00a0000.00',
      Aftercare: 'R\u00a01\u00a0000.00',
      'Total per year': 'R\u00a073\u00a0000.00',
    });
  });

  it('leaves residence out of an education budget without residence', async () => {
    showProposal({
      goalCategory: 2,
      goalName: 'Lerato’s school',
      educationType: 3,
      noOfPayments: 1,
      withResidence: false,
      startingDate: '2028-02-01',
      tuitionFees: 20_000,
      residence: 0,
      books: 0,
      travel: 0,
      aftercare: 0,
    });
    const goal = await rowsOf('Your goal');
    expect(goal).toMatchObject({ Duration: '1 year', 'With residence': 'No' });
    expect(goal['Beneficiary name']).toBeUndefined();
    expect(await rowsOf('Expenses per year')).toMatchObject({
      Residence: 'Not included',
      'Total per year': 'R\u00a020\u00a0000.00',
    });
    expect(screen.getByText('Education')).toBeTruthy();
  });

  it('shows just invest with its name and once-off contribution only', async () => {
    showProposal({
      goalCategory: 5,
      goalName: 'Nest egg',
      isTarget: false,
      startingDeposit: 2_500,
      targetAmount: null,
      adjustedTargetAmount: null,
      monthlySaving: null,
      targetMonth: null,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Nest egg' })).toBeTruthy();
    expect(screen.getByText('Just invest')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your goal' })).toBeNull();
    expect(await rowsOf('Your saving plan')).toEqual({
      'Once-off contribution': 'R\u00a02\u00a0500.00',
    });
    expect(screen.queryByText(/a year$/)).toBeNull();
  });
});
