import type { FundDetailsResponse } from '@portal/contract/fund-details';
import type { InternalFund } from '@portal/contract/fund';
import {
  inputsFromWire,
  projectionFiguresToWire,
  type FundProjection,
  type ProjectionAssumptionsWire,
  type ProjectionScenarioWire,
} from '@portal/contract/projection';
import { addMonths } from '@portal/domain/dates';
import { formatRand } from '@portal/domain/money';
import { projectRetirement } from '@portal/domain/projection';
import { TFSA_LIFETIME_LIMIT_CENTS } from '@portal/domain/tax-certificates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { privateTestDatabase, TEST_TODAY } from '../../testing/database';
import { declareLivingAnnuity } from '../../testing/living-annuity';
import { Agent, signIn, startTestServer, type TestServer } from '../../testing/server';
import { productClassOf } from './product-class';
import { contributionOf, LIVING_ANNUITY_REASON } from './fund-inputs';

// GET /api/Projection and /api/Projection/{schemeNumber} (docs/decisions/039-one-projection.md):
// the inputs are the member's own figures (the fund details' pots to the cent, the membership's
// salary and rates), and the figures are the one projection of them, recomputed here from the
// formula written out on its own.

type One = {
  success: boolean;
  projection: FundProjection | null;
  notProjected: { schemeNumber: string; productName: string; reason: string } | null;
  assumptions: ProjectionAssumptionsWire;
};
type All = {
  success: boolean;
  projections: FundProjection[];
  notProjected: { schemeNumber: string; productName: string; reason: string }[];
  total: {
    scenarios: { scenario: string; valueAtRetirement: number; monthlyIncome: number | null }[];
    finalAnnualSalary: number | null;
    targetMonthlyIncome: number | null;
  };
  assumptions: ProjectionAssumptionsWire;
};

let server: TestServer;
let institutional: Agent;
let retail: Agent;
let hybrid: Agent;
let preserving: Agent;

beforeAll(async () => {
  server = await startTestServer();
  [institutional, retail, hybrid, preserving] = await Promise.all([
    signIn(server, 'institutional@demo.local'),
    signIn(server, 'retail@demo.local'),
    signIn(server, 'hybrid@demo.local'),
    signIn(server, 'member0007@demo.local'),
  ]);
});
afterAll(async () => server.close());

async function body<T>(response: Promise<Response>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.status).toBe(status);
  return (await answer.json()) as T;
}

async function fundsOf(agent: Agent): Promise<InternalFund[]> {
  return (await body<{ internalFunds: InternalFund[] }>(agent.api('/api/Fund/Internal')))
    .internalFunds;
}

const cents = (rand: number) => Math.round(rand * 100);
const bp = (percent: number) => Math.round(percent * 100);

/** Whole months from one date to a later one (a month counts once its day is reached). */
function wholeMonths(from: string, to: string): number {
  const [y1, m1, d1] = from.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = to.split('-').map(Number) as [number, number, number];
  return (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
}

/**
 * The decision's formula, written out on its own: value_n = v0·(1+r)^n + Σ c·(1+g)^(k−1)·(1+r)^(n−k),
 * each pot alone, a two-pot product's contributions one third to savings and two thirds to
 * retirement. Answers each pot in cents, not rounded.
 */
function byFormula(
  projection: FundProjection,
  assumptions: ProjectionAssumptionsWire,
  realReturnPercent: number,
) {
  const { inputs } = projection;
  const monthly = (percent: number) => (1 + percent / 100) ** (1 / 12) - 1;
  const r = monthly(realReturnPercent);
  const g = inputs.contributionsGrow ? monthly(assumptions.realSalaryGrowth) : 0;
  const n = projection.months;
  const c = cents(inputs.monthlyContribution);
  // A tax-free account's contributions stop once its lifetime room is used.
  let room = inputs.contributionRoom === null ? Infinity : cents(inputs.contributionRoom);
  let contributions = 0;
  for (let k = 1; k <= n; k += 1) {
    const paid = Math.min(c * (1 + g) ** (k - 1), room);
    room -= paid;
    contributions += paid * (1 + r) ** (n - k);
  }
  const grow = (rand: number) => cents(rand) * (1 + r) ** n;
  const two = inputs.isTwoPot;
  return {
    savings: grow(inputs.pots.savings) + (two ? contributions / 3 : 0),
    vested: grow(inputs.pots.vested) + (two ? 0 : contributions),
    retirement: grow(inputs.pots.retirement) + (two ? (contributions * 2) / 3 : 0),
  };
}

function expectByFormula(projection: FundProjection, assumptions: ProjectionAssumptionsWire) {
  const expected = projection.scenarios.find((s) => s.scenario === 'expected');
  for (const scenario of projection.scenarios) {
    const offset =
      scenario.scenario === 'lower'
        ? -assumptions.scenarioSpread
        : scenario.scenario === 'higher'
          ? assumptions.scenarioSpread
          : 0;
    expect(bp(scenario.realReturn)).toBe(bp(projection.inputs.expectedRealReturn) + bp(offset));
    const pots = byFormula(projection, assumptions, scenario.realReturn);
    expect(Math.abs(cents(scenario.pots.savings) - pots.savings)).toBeLessThanOrEqual(1);
    expect(Math.abs(cents(scenario.pots.vested) - pots.vested)).toBeLessThanOrEqual(1);
    expect(Math.abs(cents(scenario.pots.retirement) - pots.retirement)).toBeLessThanOrEqual(1);
    expect(cents(scenario.valueAtRetirement)).toBe(
      cents(scenario.pots.savings) + cents(scenario.pots.vested) + cents(scenario.pots.retirement),
    );
  }
  return expected as ProjectionScenarioWire;
}

function expectIncome(projection: FundProjection, assumptions: ProjectionAssumptionsWire) {
  const rate = assumptions.annuityRates.find((r) => r.age === projection.retirementAge)?.rate;
  expect(rate).toBeDefined();
  expect(projection.incomeRate).toBe(rate);
  for (const scenario of projection.scenarios) {
    expect(scenario.cash).toBe(0);
    expect(scenario.annuity).toBe(scenario.valueAtRetirement);
    const income = (cents(scenario.annuity) * bp(rate ?? 0)) / 10_000 / 12;
    expect(Math.abs(cents(scenario.monthlyIncome ?? -1) - income)).toBeLessThanOrEqual(0.5);
  }
}

/** The answer's figures are exactly the one projection of the answer's own inputs. */
function expectSameAsDomain(projection: FundProjection) {
  const again = projectionFiguresToWire(projectRetirement(inputsFromWire(projection.inputs)));
  expect({
    months: projection.months,
    retirementAge: projection.retirementAge,
    incomeRate: projection.incomeRate,
    finalAnnualSalary: projection.finalAnnualSalary,
    targetMonthlyIncome: projection.targetMonthlyIncome,
    scenarios: projection.scenarios,
  }).toEqual(again);
}

async function riskPremiumBpOf(schemeNumber: string): Promise<number> {
  const rows = (await server.db.execute(sql`
    select coalesce(gc.risk_premium_bp, 0) as bp from products p
    left join group_cover gc on gc.product_id = p.id where p.scheme_number = ${schemeNumber}
  `)) as unknown as { rows: { bp: number | string }[] };
  return Number(rows.rows[0]?.bp);
}

/** A retail member's contributions to a product: all of them, and the latest one's month's. */
async function contributionsOf(schemeNumber: string) {
  const rows = (await server.db.execute(sql`
    select t.tx_date::text as date, t.amount_cents::text as cents from transactions t
    join memberships m on m.id = t.membership_id join products p on p.id = m.product_id
    join accounts a on a.member_id = m.member_id
    where p.scheme_number = ${schemeNumber} and a.username = 'retail@demo.local'
      and t.type = 'contribution'
  `)) as unknown as { rows: { date: string; cents: string }[] };
  const latest = rows.rows.reduce((last, row) => (row.date > last ? row.date : last), '');
  const sum = (list: { cents: string }[]) => list.reduce((acc, row) => acc + Number(row.cents), 0);
  return {
    total: sum(rows.rows),
    lastMonth: sum(rows.rows.filter((row) => row.date.slice(0, 7) === latest.slice(0, 7))),
  };
}

describe('GET /api/Projection/{schemeNumber} for an employer fund', () => {
  it("starts from the member's own figures: the fund details' pots, salary and rates", async () => {
    const [fund] = await fundsOf(institutional);
    const scheme = fund?.schemeNumber ?? '';
    const [answer, details] = await Promise.all([
      body<One>(institutional.api(`/api/Projection/${scheme}`)),
      body<FundDetailsResponse>(institutional.api(`/api/Fund/GetFundDetails/${scheme}`)),
    ]);
    expect(answer.notProjected).toBeNull();
    const projection = answer.projection as FundProjection;
    const { inputs } = projection;
    const { overview, information } = details;
    expect(inputs.today).toBe(overview.calculationDate);
    expect(inputs.kind).toBe('retirement');
    expect(inputs.isTwoPot).toBe(true);
    expect(cents(inputs.pots.savings)).toBe(cents(overview.savings));
    expect(cents(inputs.pots.vested)).toBe(
      cents(overview.available) + cents(overview.notAvailable),
    );
    expect(cents(inputs.pots.retirement)).toBe(cents(overview.retirement));
    expect(
      cents(inputs.pots.savings) + cents(inputs.pots.vested) + cents(inputs.pots.retirement),
    ).toBe(cents(overview.totalValue));
    expect(inputs.pots.savings).toBeGreaterThan(0);

    // The demo member: R 624 557 a year at 7.5 % and 10 %.
    expect(inputs.annualSalary).toBe(624_557);
    expect(inputs.annualSalary).toBe(information.member.annualPensionableSalary);
    expect(inputs.memberContributionRate).toBe(information.member.memberContributionRate);
    expect(inputs.employerContributionRate).toBe(information.member.employerContributionRate);
    const riskBp = await riskPremiumBpOf(scheme);
    expect(riskBp).toBeGreaterThan(0);
    expect(inputs.riskPremiumRate).toBe(riskBp / 100);
    const rateBp =
      bp(inputs.memberContributionRate ?? 0) + bp(inputs.employerContributionRate ?? 0) - riskBp;
    expect(cents(inputs.monthlyContribution)).toBe(
      Math.round((cents(inputs.annualSalary ?? 0) * rateBp) / 10_000 / 12),
    );
    expect(inputs.contributionBasis).toBe(
      `7.5 % from you and 10 % from your employer of your salary of R\u00a0624\u00a0557.00 a year, less ${riskBp / 100} % for group cover, ÷ 12.`,
    );
    expect(inputs.contributionsGrow).toBe(true);
    expect(inputs.contributionRoom).toBeNull();
    expect(inputs.retirementDate).toBe(information.member.normalRetirementDate);
    expect(inputs.normalRetirementDate).toBe(information.member.normalRetirementDate);
    expect(inputs).toMatchObject({ cash: 'none', income: { kind: 'lifeAnnuity' } });

    // The return: the holdings' mixes by value, less their TER, their TC and the fund's charges.
    expect(inputs.holdings.length).toBeGreaterThan(0);
    expect(bp(inputs.holdings.reduce((sum, h) => sum + h.share, 0))).toBe(10_000);
    for (const holding of inputs.holdings) {
      expect(bp(holding.mix.reduce((sum, m) => sum + m.share, 0))).toBe(10_000);
      const real = holding.mix.reduce(
        (sum, m) =>
          sum +
          bp(m.share) *
            bp(
              answer.assumptions.realReturns.find((r) => r.assetClass === m.assetClass)
                ?.realReturn ?? NaN,
            ),
        0,
      );
      expect(bp(holding.realReturnBeforeCharges)).toBe(Math.round(real / 10_000));
    }
    expect(inputs.fundCharges).toBeGreaterThan(0);
    expect(inputs.fundCharges).toBeLessThan(2);
    // The unit prices deduct the transaction costs as well as the TER: both come off.
    expect(inputs.transactionCosts).toBeGreaterThan(0);
    expect(bp(inputs.expectedRealReturn)).toBe(
      bp(inputs.realReturnBeforeCharges) -
        bp(inputs.totalExpenseRatio) -
        bp(inputs.transactionCosts) -
        bp(inputs.fundCharges),
    );
    expect(projection.portfolioChoices.length).toBeGreaterThanOrEqual(inputs.holdings.length);
  });

  it('projects each scenario by the formula, and the income is the annuity at its rate ÷ 12', async () => {
    const [fund] = await fundsOf(institutional);
    const answer = await body<One>(institutional.api(`/api/Projection/${fund?.schemeNumber}`));
    const projection = answer.projection as FundProjection;
    expect(projection.months).toBe(
      wholeMonths(projection.inputs.today, projection.inputs.retirementDate),
    );
    expect(projection.months).toBeGreaterThan(200);
    const expected = expectByFormula(projection, answer.assumptions);
    expect(expected.valueAtRetirement).toBeGreaterThan(projection.inputs.pots.vested);
    expectIncome(projection, answer.assumptions);
    expectSameAsDomain(projection);
  });

  it("answers the member's what-ifs, still the one projection of the inputs it answers", async () => {
    const [fund] = await fundsOf(institutional);
    const answer = await body<One>(
      institutional.api(
        `/api/Projection/${fund?.schemeNumber}?retirementAge=60&cash=maximum&drawdownRate=6.5`,
      ),
    );
    const projection = answer.projection as FundProjection;
    expect(projection.retirementAge).toBe(60);
    expect(projection.inputs.retirementDate).toBe('2043-06-14');
    expect(projection.inputs.income).toEqual({ kind: 'livingAnnuity', drawdownRate: 6.5 });
    expect(projection.incomeRate).toBe(6.5);
    const expected = projection.scenarios[1];
    expect(expected.cash).toBeGreaterThanOrEqual(expected.pots.savings);
    expect(expected.cashTax).toBeGreaterThan(0);
    expectSameAsDomain(projection);
  });

  it('refuses another member’s scheme, an unknown one, a bad question and no sign-in', async () => {
    const [theirs] = await fundsOf(retail);
    for (const path of [`/api/Projection/${theirs?.schemeNumber}`, '/api/Projection/999999']) {
      const refused = await body<{ code: string }>(institutional.api(path), 404);
      expect(refused.code).toBe('NOT_FOUND');
    }
    const [mine] = await fundsOf(institutional);
    for (const [query, field, message] of [
      ['retirementAge=54', 'retirementAge', 'The retirement age must be from 55 to 75.'],
      ['retirementAge=76', 'retirementAge', 'The retirement age must be from 55 to 75.'],
      [
        'retirementAge=sixty',
        'retirementAge',
        'The retirement age must be a whole number of years.',
      ],
      ['cash=all', 'cash', 'The cash at retirement must be none, savings or maximum.'],
      ['drawdownRate=2', 'drawdownRate', 'The drawdown rate must be from 2.5 % to 17.5 % a year.'],
      ['drawdownRate=18', 'drawdownRate', 'The drawdown rate must be from 2.5 % to 17.5 % a year.'],
    ] as const) {
      const refused = await body<{ code: string; fieldErrors: Record<string, string[]> }>(
        institutional.api(`/api/Projection/${mine?.schemeNumber}?${query}`),
        400,
      );
      expect(refused.code, query).toBe('BAD_REQUEST');
      expect(refused.fieldErrors[field], query).toEqual([message]);
    }
    const anonymous = new Agent(server);
    expect((await anonymous.api('/api/Projection')).status).toBe(401);
  });
});

describe('GET /api/Projection', () => {
  it('answers the administrator’s fee per savings withdrawal, as the withdrawal’s estimate takes it', async () => {
    const all = await body<All & { savingsWithdrawalFee: number }>(
      institutional.api('/api/Projection'),
    );
    expect(all.savingsWithdrawalFee * 100).toBe(server.config.savingsClaims.feeCents);
    const costly = await startTestServer({ SAVINGS_WITHDRAWAL_FEE: '350' });
    try {
      const agent = await signIn(costly, 'institutional@demo.local');
      const answer = await body<{ savingsWithdrawalFee: number }>(agent.api('/api/Projection'));
      expect(answer.savingsWithdrawalFee).toBe(350);
    } finally {
      await costly.close();
    }
  });

  it("answers each of the member's funds as one fund's answer, and their total", async () => {
    const all = await body<All>(institutional.api('/api/Projection'));
    expect(all.projections.map((p) => p.schemeNumber)).toEqual(
      (await fundsOf(institutional)).map((f) => f.schemeNumber),
    );
    expect(all.projections).toHaveLength(2);
    expect(all.notProjected).toEqual([]);
    for (const projection of all.projections) {
      const one = await body<One>(institutional.api(`/api/Projection/${projection.schemeNumber}`));
      expect(one.projection).toEqual(projection);
      expectByFormula(projection, all.assumptions);
      expectSameAsDomain(projection);
    }
    all.total.scenarios.forEach((total, index) => {
      const sum = (of: (s: ProjectionScenarioWire) => number) =>
        all.projections.reduce(
          (acc, p) => acc + cents(of(p.scenarios[index] as ProjectionScenarioWire)),
          0,
        );
      expect(cents(total.valueAtRetirement)).toBe(sum((s) => s.valueAtRetirement));
      expect(cents(total.monthlyIncome ?? -1)).toBe(sum((s) => s.monthlyIncome ?? 0));
    });
    expect(cents(all.total.finalAnnualSalary ?? 0)).toBe(
      all.projections.reduce((acc, p) => acc + cents(p.finalAnnualSalary ?? 0), 0),
    );
  });

  it('answers the assumptions with their sources', async () => {
    const { assumptions } = await body<All>(institutional.api('/api/Projection'));
    expect(assumptions).toMatchObject({
      inflation: 6,
      scenarioSpread: 2,
      realSalaryGrowth: 1,
      targetReplacement: 75,
      defaultRetirementAge: 65,
    });
    expect(assumptions.realReturns.find((r) => r.assetClass === 'saEquity')).toEqual({
      assetClass: 'saEquity',
      name: 'South African shares',
      realReturn: 4.7,
    });
    expect(assumptions.annuityRates).toHaveLength(21);
    expect(assumptions.annuityRates.find((r) => r.age === 65)?.rate).toBe(7.28);
    expect(assumptions.sources.length).toBeGreaterThanOrEqual(11);
    for (const source of assumptions.sources) {
      expect(source.value.length).toBeGreaterThan(0);
      expect(source.source.length).toBeGreaterThan(20);
    }
  });

  it('projects a retirement annuity with an income and a tax-free account in value only', async () => {
    const all = await body<All>(retail.api('/api/Projection'));
    const annuity = all.projections.find((p) => p.productName === 'AF Retirement Annuity');
    const taxFree = all.projections.find((p) => p.productName === 'AF Tax Free Savings Account');
    expect(annuity?.inputs).toMatchObject({ kind: 'retirement', contributionsGrow: true });
    expect(annuity?.inputs.annualSalary).toBeNull();
    expect(annuity?.inputs.retirementDate).toBe('2041-09-03');
    for (const scenario of annuity?.scenarios ?? [])
      expect(scenario.monthlyIncome).toBeGreaterThan(0);
    expect(taxFree?.inputs).toMatchObject({
      kind: 'savings',
      isTwoPot: false,
      contributionsGrow: false,
    });
    expect(taxFree?.inputs.pots.savings).toBe(0);
    expect(taxFree?.inputs.pots.retirement).toBe(0);
    expect(taxFree?.inputs.pots.vested).toBeGreaterThan(0);
    const contributed = await contributionsOf(taxFree?.schemeNumber ?? '');
    expect(contributed.total).toBeGreaterThan(0);
    expect(cents(taxFree?.inputs.contributionRoom ?? -1)).toBe(
      TFSA_LIFETIME_LIMIT_CENTS - contributed.total,
    );
    expect(cents(taxFree?.inputs.monthlyContribution ?? -1)).toBe(contributed.lastMonth);
    const debitOrder = await contributionsOf(annuity?.schemeNumber ?? '');
    expect(debitOrder.lastMonth).toBeGreaterThan(0);
    expect(cents(annuity?.inputs.monthlyContribution ?? -1)).toBe(debitOrder.lastMonth);
    expect(annuity?.inputs.contributionBasis).toBe(
      `Your latest debit order of ${formatRand(debitOrder.lastMonth)} a month, rising with your salary.`,
    );
    for (const scenario of taxFree?.scenarios ?? []) {
      expect(scenario.monthlyIncome).toBeNull();
      expect(scenario.annuity).toBe(0);
    }
    for (const projection of all.projections) {
      expectByFormula(projection, all.assumptions);
      expectSameAsDomain(projection);
      // A debit order paid within the last two months is this month's contribution.
      if (projection.inputs.monthlyContribution > 0)
        expect(projection.inputs.contributionBasis).toMatch(/^Your latest debit order of R/);
    }
    // The total counts the annuity's income only.
    expect(all.total.scenarios[1]?.monthlyIncome).toBe(annuity?.scenarios[1].monthlyIncome);
  });

  it('projects a preservation fund without contributions and an investment plan in value only', async () => {
    const preservation = (await body<All>(preserving.api('/api/Projection'))).projections.find(
      (p) => p.productName === 'AF Preservation Pension Fund',
    );
    expect(preservation?.inputs).toMatchObject({ kind: 'retirement', monthlyContribution: 0 });
    expect(preservation?.inputs.contributionBasis).toMatch(/preservation fund takes no new/);
    expect(preservation?.scenarios[1].monthlyIncome).toBeGreaterThan(0);
    expectSameAsDomain(preservation as FundProjection);

    const plan = (await body<All>(hybrid.api('/api/Projection'))).projections.find(
      (p) => p.productName === 'AF Investment Plan',
    );
    expect(plan?.inputs).toMatchObject({ kind: 'savings', contributionRoom: null });
    expect(plan?.scenarios.map((s) => s.monthlyIncome)).toEqual([null, null, null]);
  });
});

describe('a living annuity', () => {
  let database: Database;
  let annuityServer: TestServer;

  beforeAll(async () => {
    database = await privateTestDatabase('projection');
    annuityServer = await startTestServer({}, { db: database.db });
  });
  afterAll(async () => {
    await annuityServer.close();
    await database.close();
  });

  it('is not projected: it already pays an income', async () => {
    const { memberId } = await declareLivingAnnuity(
      annuityServer.db,
      {
        startDate: `${addMonths(TEST_TODAY, -14).slice(0, 8)}10`,
        transferInCents: 150_000_000,
        monthlyIncomeCents: [700_000, 735_000],
        membershipNumber: 'LA-PROJECTION-1',
      },
      TEST_TODAY,
    );
    const rows = (await annuityServer.db.execute(
      sql`select username from accounts where member_id = ${memberId}`,
    )) as unknown as { rows: { username: string }[] };
    const agent = await signIn(annuityServer, rows.rows[0]?.username ?? '');
    const all = await body<All>(agent.api('/api/Projection'));
    expect(all.notProjected).toHaveLength(1);
    expect(all.notProjected[0]?.reason).toBe(LIVING_ANNUITY_REASON);
    const scheme = all.notProjected[0]?.schemeNumber ?? '';
    expect(all.projections.map((p) => p.schemeNumber)).not.toContain(scheme);
    const one = await body<One>(agent.api(`/api/Projection/${scheme}`));
    expect(one).toMatchObject({
      projection: null,
      notProjected: { reason: LIVING_ANNUITY_REASON },
    });
  });
});

describe('answers kept per version of the member’s data', () => {
  let database: Database;
  let own: TestServer;
  let member: Agent;

  beforeAll(async () => {
    database = await privateTestDatabase('projection-kept');
    own = await startTestServer({}, { db: database.db });
    member = await signIn(own, 'institutional@demo.local');
  });
  afterAll(async () => {
    await own.close();
    await database.close();
  });

  const rangeOf = async (schemeNumber: string) =>
    (
      (await database.db.execute(sql`
        select pf.code from product_portfolios pp
        join products p on p.id = pp.product_id join portfolios pf on pf.id = pp.portfolio_id
        where p.scheme_number = ${schemeNumber} order by pf.code`)) as unknown as {
        rows: { code: string }[];
      }
    ).rows.map((row) => row.code);

  it('offers the product’s investment range as its rules list it, and a change to it at once', async () => {
    const [first] = (await body<All>(member.api('/api/Projection'))).projections;
    const scheme = first?.schemeNumber ?? '';
    const range = await rangeOf(scheme);
    expect(range.length).toBeGreaterThan(first?.inputs.holdings.length ?? 0);
    const codes = (p: FundProjection | undefined) =>
      (p?.portfolioChoices ?? []).map((c) => c.portfolioCode).sort();
    expect(codes(first)).toEqual(range);

    // A portfolio the member does not hold leaves the range: the next answer no longer offers it.
    const held = new Set(first?.inputs.holdings.map((h) => h.portfolioCode));
    const dropped = range.find((code) => !held.has(code)) ?? '';
    await database.db.execute(sql`
      delete from product_portfolios where portfolio_id = (select id from portfolios where code = ${dropped})
        and product_id = (select id from products where scheme_number = ${scheme})`);
    const after = (await body<All>(member.api('/api/Projection'))).projections[0];
    expect(codes(after)).toEqual(range.filter((code) => code !== dropped));
    const one = await body<One>(member.api(`/api/Projection/${scheme}`));
    expect(codes(one.projection ?? undefined)).toEqual(codes(after));
  });

  it('moves with the fund’s group risk premium, which the contribution pays', async () => {
    const before = (await body<All>(member.api('/api/Projection'))).projections[0];
    const scheme = before?.schemeNumber ?? '';
    await database.db.execute(sql`
      update group_cover set risk_premium_bp = risk_premium_bp + 100, death_premium_bp = death_premium_bp + 100
      where product_id = (select id from products where scheme_number = ${scheme})`);
    const after = (await body<All>(member.api('/api/Projection'))).projections[0];
    expect(after?.schemeNumber).toBe(scheme);
    expect(after?.inputs.monthlyContribution).toBeLessThan(before?.inputs.monthlyContribution ?? 0);
  });
});

describe("this month's contribution", () => {
  const employee = {
    annualPensionableSalaryCents: 30_000_000,
    memberContributionRateBp: 750,
    employerContributionRateBp: 1_000,
    accountStatus: 'Active',
    masterMemberStatus: 'Active member',
    dateJoined: '2015-03-01',
  };
  const today = '2026-12-01';
  const paid = (lastContributionDate: string | null, lastMonthContributionCents = 0) => ({
    lastContributionDate,
    lastMonthContributionCents,
    riskPremiumBp: 150,
  });

  it("is an employer fund's rates of the salary less the risk premium, ÷ 12", () => {
    // The decision's worked member: 16 % × R 300 000 ÷ 12 = R 4 000.
    expect(contributionOf(employee, 'employer', paid('2026-11-25'), today)).toEqual({
      monthlyCents: 400_000,
      basis:
        '7.5 % from you and 10 % from your employer of your salary of R\u00a0300\u00a0000.00 a year, less 1.5 % for group cover, ÷ 12.',
      memberRateBp: 750,
      employerRateBp: 1_000,
      riskPremiumBp: 150,
    });
  });

  it('is none for a paid-up member: by status, or no contribution in three months', () => {
    const byStatus = contributionOf(
      { ...employee, accountStatus: 'Paid-up', masterMemberStatus: 'Paid-up member' },
      'employer',
      paid('2026-04-25'),
      today,
    );
    expect(byStatus.monthlyCents).toBe(0);
    expect(byStatus.basis).toMatch(/^You are a paid-up member/);
    expect(contributionOf(employee, 'employer', paid('2026-08-25'), today).monthlyCents).toBe(0);
    expect(contributionOf(employee, 'employer', paid('2026-09-25'), today).monthlyCents).toBe(
      400_000,
    );
  });

  it("is a retail debit order's latest month when paid in the last two months, none for a preservation fund", () => {
    const retailMember = { ...employee, annualPensionableSalaryCents: null };
    expect(
      contributionOf(retailMember, 'retirementAnnuity', paid('2026-10-01', 150_000), today)
        .monthlyCents,
    ).toBe(150_000);
    const lapsed = contributionOf(retailMember, 'taxFree', paid('2026-09-30', 150_000), today);
    expect(lapsed).toMatchObject({ monthlyCents: 0 });
    expect(lapsed.basis).toBe(
      'You have paid no contribution in the last 2 months, so the projection adds none.',
    );
    expect(
      contributionOf(retailMember, 'preservation', paid('2026-11-25', 150_000), today).monthlyCents,
    ).toBe(0);
  });

  it('tells the products apart by category and heading', () => {
    const of = (productTypeCategory: 'Retail' | 'Institutional', heading: string) =>
      productClassOf({ productTypeCategory, heading });
    expect(of('Institutional', 'Pension Fund')).toBe('employer');
    expect(of('Retail', 'Retirement Annuity')).toBe('retirementAnnuity');
    expect(of('Retail', 'Preservation Fund')).toBe('preservation');
    expect(of('Retail', 'Tax Free Savings Account')).toBe('taxFree');
    expect(of('Retail', 'Discretionary Saving')).toBe('discretionary');
    expect(of('Retail', 'Post Retirement')).toBe('livingAnnuity');
  });
});
