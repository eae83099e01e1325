import type {
  FundDetailsResponse,
  TransactionDetailsResponse,
} from '@portal/contract/fund-details';
import { CONTINUATION_OPTION, NO_GROUP_COVER } from '@portal/domain/group-cover';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { groupCoverFrom, groupCoverLines } from './group-cover';

// The Cover section of fund details (docs/decisions/037-group-cover-stated.md): the institutional
// member's pension fund insures 3 × salary on death, a disability income of 75 % of salary to
// age 65 and a R 30 000 funeral benefit for 1.50 % of salary a year; the member's provident fund
// (another employer) has no group cover.

let server: TestServer;
let institutional: Agent;
let pensionScheme: string;
let providentScheme: string;

beforeAll(async () => {
  server = await startTestServer();
  institutional = await signIn(server, 'institutional@demo.local');
  const result = (await server.db.execute(sql`
    select p.scheme_number, p.heading from accounts a
    join memberships m on m.member_id = a.member_id
    join products p on p.id = m.product_id
    where a.username = 'institutional@demo.local'
  `)) as unknown as { rows: { scheme_number: string; heading: string }[] };
  pensionScheme = result.rows.find((r) => r.heading === 'Pension Fund')?.scheme_number ?? '';
  providentScheme = result.rows.find((r) => r.heading === 'Provident Fund')?.scheme_number ?? '';
});
afterAll(async () => server.close());

function fail(): never {
  throw new Error('no cover');
}

async function detailsOf(scheme: string): Promise<FundDetailsResponse> {
  const response = await institutional.api(`/api/Fund/GetFundDetails/${scheme}`);
  expect(response.status).toBe(200);
  return (await response.json()) as FundDetailsResponse;
}

describe('the Cover section of fund details', () => {
  it("states the pension fund's benefits on the member's salary, each with its premium", async () => {
    const details = await detailsOf(pensionScheme);
    const cover = details.cover;
    const salary = details.information.member.annualPensionableSalary ?? 0;
    expect(salary).toBeGreaterThan(0);
    expect(cover).toMatchObject({ status: 'covered', endedOn: null, salary, premiumRate: 1.5 });
    expect(cover?.benefits.map((b) => [b.label, b.basis, b.premiumRate])).toEqual([
      ['Death benefit', '3 × annual salary', 0.7],
      ['Disability income benefit', '75% of salary, paid monthly to age 65', 0.7],
      ['Funeral benefit', "A fixed amount on the member's death", 0.1],
    ]);
    const [death, disability, funeral] = cover?.benefits ?? [];
    expect(death?.amount).toBeCloseTo(salary * 3, 2);
    expect(disability?.amount).toBeCloseTo((salary * 0.75) / 12, 2);
    expect(disability?.paid).toBe('monthly');
    expect(funeral?.amount).toBe(30_000);
    // The premiums add up to the month's charge, which is the rate on the salary.
    const monthly = (cover?.benefits ?? []).reduce(
      (sum, b) => sum + Math.round(b.monthlyPremium * 100),
      0,
    );
    expect(monthly).toBe(Math.round((cover?.monthlyPremium ?? 0) * 100));
    expect(cover?.monthlyPremium).toBeCloseTo((salary * 0.015) / 12, 2);
  });

  it("charges the stated premium: the last month's Group risk benefit premium row", async () => {
    const details = await detailsOf(pensionScheme);
    const response = await institutional.api(
      `/api/Fund/GetFundDetails/${pensionScheme}/TransactionDetails`,
    );
    const transactions = (
      (await response.json()) as TransactionDetailsResponse
    ).transactionDetailsByYear
      .flatMap((y) => y.monthYears)
      .flatMap((m) => m.transactions)
      .filter((t) => t.name === 'Group risk benefit premium');
    expect(transactions.length).toBeGreaterThan(0);
    const latest = transactions.reduce((a, b) => (b.date > a.date ? b : a));
    const charged = transactions
      .filter((t) => t.date === latest.date)
      .reduce((sum, t) => sum + Math.round(t.amount * 100), 0);
    expect(-charged).toBe(Math.round((details.cover?.monthlyPremium ?? 0) * 100));
  });

  it('says a fund without group cover has none, with no benefits and no premium', async () => {
    const details = await detailsOf(providentScheme);
    expect(details.cover).toEqual({
      status: 'none',
      endedOn: null,
      salary: null,
      premiumRate: 0,
      monthlyPremium: 0,
      benefits: [],
      note: NO_GROUP_COVER,
    });
  });

  it('My portfolio lists the group cover in force beside the member’s own policies', async () => {
    const details = await detailsOf(pensionScheme);
    const response = await institutional.api('/api/Portfolio/GetPortfolioSummary');
    expect(response.status).toBe(200);
    const { summary } = (await response.json()) as {
      summary: { covers: { name: string; kind: string; amount: number }[] };
    };
    const group = summary.covers.filter((c) => c.kind.startsWith('Group cover'));
    expect(group).toEqual(
      (details.cover?.benefits ?? []).map((b) => ({
        name: 'AF Umbrella Pension Fund',
        kind: `Group cover: ${b.label.toLowerCase()}${b.paid === 'monthly' ? ', a month' : ''}`,
        amount: b.amount,
      })),
    );
    expect(summary.covers.map((c) => c.kind)).toContain('Life cover');
  });

  it('a paid-up member: the cover ended when contributions stopped, with the continuation option', () => {
    const row = {
      productId: 1,
      riskPremiumBp: 200,
      deathMultipleBp: 40_000,
      deathPremiumBp: 100,
      disabilityKind: 'income' as const,
      disabilityBenefitBp: 7_500,
      disabilityToAge: 65,
      disabilityPremiumBp: 85,
      funeralCents: 5_000_000,
      funeralPremiumBp: 15,
    };
    const cover = groupCoverFrom(row, {
      accountStatus: 'Paid-up',
      accountStatusEffectiveDate: '2026-04-25',
      annualPensionableSalaryCents: 60_000_000,
    });
    expect(cover).toMatchObject({
      status: 'ended',
      endedOn: '2026-04-25',
      salary: 600_000,
      premiumRate: 2,
      monthlyPremium: 0,
      note: CONTINUATION_OPTION,
    });
    expect(cover?.benefits.map((b) => b.amount)).toEqual([2_400_000, 37_500, 50_000]);
    // The documents print it as it was, and no premium now.
    const { rows, notes } = groupCoverLines(cover ?? fail());
    expect(rows).toContainEqual([
      'Death benefit before the cover ended (4 × annual salary)',
      'R\u00a02\u00a0400\u00a0000.00',
    ]);
    expect(rows).toContainEqual([
      'Group risk premium now (2.00% of salary a year)',
      'R\u00a00.00 a month',
    ]);
    expect(notes[0]).toMatch(/^The group cover and its premiums stopped on 25 Apr 2026/);
    expect(notes[1]).toBe(CONTINUATION_OPTION);
    expect(CONTINUATION_OPTION).toMatch(/within 30 days of leaving/);
    expect(CONTINUATION_OPTION).toMatch(/without medical evidence/);
  });
});
