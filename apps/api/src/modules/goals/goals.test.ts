import type { Proposal } from '@portal/contract/goals';
import { addDays, addMonths, formatMonthYear, wholeMonthsBetween } from '@portal/domain/dates';
import { emergencyFundTargetMonth, inflatedTargetCents } from '@portal/domain/goals';
import { centsFromRand, randFromCents } from '@portal/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../../testing/database';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';

let server: TestServer;
let member: Agent;
let other: Agent;

beforeAll(async () => {
  server = await startTestServer();
  [member, other] = await Promise.all([
    signIn(server, 'institutional@demo.local'),
    signIn(server, 'retail@demo.local'),
  ]);
});
afterAll(async () => server.close());

type Answer = {
  success: boolean;
  inflatedTargetAmount?: number;
  percentage?: number;
  message?: string;
  fieldErrors?: Record<string, string[]>;
};

async function calculate(query: string): Promise<{ status: number; body: Answer }> {
  const response = await member.api(`/api/Goals/CalculateInflatedAmount?${query}`);
  return { status: response.status, body: (await response.json()) as Answer };
}

describe('GET /api/Goals/CalculateInflatedAmount', () => {
  // Hand-computed: amount × 1.06^(months / 12), or the sum over payments a year apart.
  it.each([
    [
      'emergency fund: 3 × R 20 000 income over 36 months at 6 %',
      'TimeHorizonMonths=36&IsTarget=false&GoalType=1&Amount=20000&StartingDeposit=0',
      71_460.96,
      6,
    ],
    [
      'wedding: R 50 000 in 10 months',
      'TimeHorizonMonths=10&IsTarget=true&GoalType=3&Amount=50000&StartingDeposit=500',
      52_487.78,
      6,
    ],
    [
      'holiday: R 25 000 in 7 months',
      'TimeHorizonMonths=7&IsTarget=true&GoalType=4&Amount=25000',
      25_864.36,
      6,
    ],
    [
      'education: R 100 000 a year for 4 years from 18 months at 7 %',
      'TimeHorizonMonths=18&IsTarget=true&GoalType=2&Amount=100000&NoOfPayments=4&InflationPercent=7',
      491_420.26,
      7,
    ],
    [
      'a target due now is not inflated',
      'TimeHorizonMonths=0&IsTarget=true&GoalType=4&Amount=1000',
      1_000,
      6,
    ],
  ])('%s', async (_label, query, expected, percentage) => {
    const { status, body } = await calculate(query);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, inflatedTargetAmount: expected, percentage });
  });

  it('matches query names in any case, and goal types by name', async () => {
    const { status, body } = await calculate(
      'timehorizonmonths=36&ISTARGET=False&goalType=EmergencyFund&amount=20000',
    );
    expect(status).toBe(200);
    expect(body.inflatedTargetAmount).toBe(71_460.96);
  });

  it.each([
    ['Amount=500', 'amount', 'Please enter a number more than or equal to 1\u00a0000'],
    ['Amount=abc', 'amount', 'Please enter a valid number'],
    ['Amount=1000.5', 'amount', 'Please enter a number without decimals or characters'],
    [
      'Amount=1000000000',
      'amount',
      'Please enter a number less than or equal to 999\u00a0999\u00a0999',
    ],
    ['GoalType=9', 'goalType', 'Please select a valid Goal type from the dropdown list'],
    ['IsTarget=maybe', 'isTarget', 'Please select a valid Is target from the dropdown list'],
    ['StartingDeposit=50', 'startingDeposit', 'Once-off contribution must be 0 or at least 100'],
    ['NoOfPayments=0', 'noOfPayments', 'Please enter a number more than or equal to 1'],
    ['InflationPercent=16', 'inflationPercent', 'Please enter a number less than or equal to 15'],
    [
      'TimeHorizonMonths=601',
      'timeHorizonMonths',
      'Please enter a number less than or equal to 600',
    ],
  ])('refuses %s with the field at fault', async (change, field, message) => {
    const base = new URLSearchParams('TimeHorizonMonths=12&IsTarget=true&GoalType=3&Amount=5000');
    const [name = '', value = ''] = change.split('=');
    base.set(name, value);
    const { status, body } = await calculate(base.toString());
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ [field]: [message] });
  });

  it('names a missing field', async () => {
    const { status, body } = await calculate('IsTarget=true&GoalType=3&Amount=5000');
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ timeHorizonMonths: ['Time horizon is required'] });
  });
});

async function propose(agent: Agent, json: unknown) {
  const response = await agent.api('/api/Goals/CreateProposal', { method: 'POST', json });
  return {
    status: response.status,
    body: (await response.json()) as Answer & { redirectUrl?: string },
  };
}

async function proposalAt(agent: Agent, redirectUrl: string) {
  const id = redirectUrl.split('/proposals/')[1] ?? '';
  const response = await agent.api(`/api/Goals/Proposal/${id}`);
  return { status: response.status, body: (await response.json()) as { proposal: Proposal } };
}

describe('POST /api/Goals/CreateProposal and GET /api/Goals/Proposal/{id}', () => {
  // Studies that start 13 whole months from today, whatever today is.
  const studiesStart = addDays(addMonths(TEST_TODAY, 14), -5);

  it('stores an emergency fund proposal with the server’s figures and the member’s lead fields', async () => {
    const { status, body } = await propose(member, {
      goalCategory: 1,
      goalName: 'Rainy day',
      isTarget: false,
      income: 15000,
      startingDeposit: 1000,
      adjustedTargetAmount: 1,
      timeHorizonMonths: 2,
      leadName: 'Mallory',
      leadEmail: 'mallory@example.com',
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.redirectUrl).toMatch(new RegExp(`^${server.url}/proposals/[A-Za-z0-9_-]{20,}$`));
    const stored = await proposalAt(member, body.redirectUrl ?? '');
    expect(stored.status).toBe(200);
    expect(stored.body.proposal).toMatchObject({
      goalCategory: 1,
      goalName: 'Rainy day',
      isTarget: false,
      income: 15_000,
      startingDeposit: 1_000,
      targetAmount: 45_000,
      adjustedTargetAmount: 53_595.72,
      timeHorizonMonths: 36,
      noOfPayments: 1,
      inflationPercent: 6,
      targetMonth: emergencyFundTargetMonth(TEST_TODAY),
      leadSource: 'AFConnect',
      leadName: 'Thandiwe',
      leadSurname: 'Nkosi',
      leadEmail: 'institutional@demo.local',
    });
    expect(stored.body.proposal.monthlySaving).toBeGreaterThan(1_000);
    expect(stored.body.proposal.leadMobile).toMatch(/^27\d{9}$/);
  });

  it('shows a proposal to its owner only', async () => {
    const { body } = await propose(member, {
      goalCategory: 5,
      goalName: 'Nest egg',
      startingDeposit: 500,
    });
    expect((await proposalAt(other, body.redirectUrl ?? '')).status).toBe(404);
    expect((await member.api('/api/Goals/Proposal/not-a-proposal')).status).toBe(404);
    const own = await proposalAt(member, body.redirectUrl ?? '');
    expect(own.body.proposal).toMatchObject({
      goalCategory: 5,
      targetAmount: null,
      adjustedTargetAmount: null,
    });
  });

  it('settles a wedding: horizon to the date less the months before, inflated at 6 %', async () => {
    const weddingDate = addMonths(TEST_TODAY, 9);
    const { status, body } = await propose(member, {
      goalCategory: 3,
      goalName: 'Our wedding',
      targetAmount: 80000,
      startingDeposit: 0,
      weddingDate,
      whenNeedMoney: 1,
    });
    expect(status).toBe(200);
    const { proposal } = (await proposalAt(member, body.redirectUrl ?? '')).body;
    // Nine months ahead, the money a month before: eight whole months (seven when the date was
    // clamped to a shorter month's end), at 6 % a year.
    const months = wholeMonthsBetween(TEST_TODAY, weddingDate) - 1;
    expect([7, 8]).toContain(months);
    expect(proposal).toMatchObject({
      timeHorizonMonths: months,
      adjustedTargetAmount: randFromCents(inflatedTargetCents(centsFromRand(80_000), 6, months)),
      withdrawalDate: addMonths(weddingDate, -1),
      weddingDate,
      targetMonth: formatMonthYear(addMonths(weddingDate, -1)),
    });
  });

  it('settles an education goal: a year’s budget per year of study, inflated at 7 %', async () => {
    const { status, body } = await propose(member, {
      goalCategory: 2,
      goalName: 'Lebo’s studies',
      forWho: 'Lebo',
      startingDate: studiesStart,
      noOfPayments: 3,
      withResidence: true,
      tuitionFees: 60000,
      residence: 30000,
      books: 5000,
      travel: 3000,
      aftercare: 2000,
    });
    expect(status).toBe(200);
    const { proposal } = (await proposalAt(member, body.redirectUrl ?? '')).body;
    expect(proposal).toMatchObject({
      timeHorizonMonths: 13,
      noOfPayments: 3,
      inflationPercent: 7,
      targetAmount: 300_000,
      adjustedTargetAmount: 345_939.29,
      forWho: 'Lebo',
    });
  });

  it('leaves residence out of an education goal by default (spec 3 §5: with residence, default no)', async () => {
    const { status, body } = await propose(member, {
      goalCategory: 2,
      startingDate: studiesStart,
      noOfPayments: 3,
      tuitionFees: 60000,
      residence: 30000,
      books: 5000,
      travel: 3000,
      aftercare: 2000,
    });
    expect(status).toBe(200);
    const { proposal } = (await proposalAt(member, body.redirectUrl ?? '')).body;
    expect(proposal).toMatchObject({
      goalName: 'Education',
      withResidence: false,
      // A year's budget without residence (R 70 000) for each of the 3 years.
      targetAmount: 210_000,
    });
  });

  it.each([
    [
      {
        goalCategory: 3,
        goalName: 'A',
        targetAmount: 80000,
        weddingDate: addMonths(TEST_TODAY, 9),
        whenNeedMoney: 0,
      },
      'goalName',
    ],
    [
      {
        goalCategory: 3,
        goalName: 'Wedding',
        targetAmount: 80000,
        weddingDate: addMonths(TEST_TODAY, 2),
        whenNeedMoney: 0,
      },
      'weddingDate',
    ],
    [
      {
        goalCategory: 4,
        goalName: 'Trip',
        targetAmount: 999,
        startingDate: addMonths(TEST_TODAY, 9),
        whenNeedMoney: 0,
      },
      'targetAmount',
    ],
    [
      { goalCategory: 1, goalName: 'Rainy day', income: 20000, startingDeposit: 99 },
      'startingDeposit',
    ],
    [{ goalCategory: 2, startingDate: studiesStart, noOfPayments: 3, tuitionFees: 500 }, 'total'],
    [
      { goalCategory: 2, startingDate: studiesStart, noOfPayments: 10, tuitionFees: 5000 },
      'noOfPayments',
    ],
    [{ goalCategory: 0, goalName: 'Unknown' }, 'goalCategory'],
    [{ goalCategory: 9, goalName: 'Unknown' }, 'goalCategory'],
  ])('refuses bad input %# with the field at fault', async (json, field) => {
    const { status, body } = await propose(member, json);
    expect(status).toBe(400);
    expect(Object.keys(body.fieldErrors ?? {})).toEqual([field]);
  });
});
