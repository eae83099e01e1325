import {
  inputsFromWire,
  projectionFiguresToWire,
  type FundProjection,
} from '@portal/contract/projection';
import { addMonths } from '@portal/domain/dates';
import { projectRetirement } from '@portal/domain/projection';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../../testing/database';
import { memberIdOfUsername } from '../../testing/members';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { statementDataOf } from '../statements/statement-data';
import { findStatementMembership } from '../statements/statements.repository';

// DESIGN §1e "One projection": for any member and any day, the dashboard and My portfolio (GET
// /api/Projection), fund details and the calculator's starting point (GET
// /api/Projection/{schemeNumber}), the statement (its projection section for a period ending on the
// same day) and the calculator's own recomputation in the browser (projectRetirement of the
// answered inputs) show the same figures, to the cent.

/** Days the portal is run on: today, and two earlier ones (the book's history is dated). */
const DAYS = [TEST_TODAY, addMonths(TEST_TODAY, -5), addMonths(TEST_TODAY, -17)] as const;

let servers: TestServer[];
let usernames: string[];
const agents = new Map<string, Agent>();

beforeAll(async () => {
  servers = await Promise.all(DAYS.map((day) => startTestServer({ PORTAL_TODAY: day })));
  const rows = (await servers[0]!.db.execute(
    sql`select username from accounts where username like '%@demo.local' and username <> 'staff@demo.local' order by username`,
  )) as unknown as { rows: { username: string }[] };
  usernames = rows.rows.map((row) => row.username);
}, 120_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

async function agentOf(day: number, username: string): Promise<Agent> {
  const key = `${day}|${username}`;
  const known = agents.get(key);
  if (known) return known;
  const agent = await signIn(servers[day]!, username);
  agents.set(key, agent);
  return agent;
}

async function json<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  expect(answer.status).toBe(200);
  return (await answer.json()) as T;
}

type All = {
  projections: FundProjection[];
  total: { scenarios: { valueAtRetirement: number; monthlyIncome: number | null }[] };
};

describe('the same projection on every page and document', () => {
  it('holds the dashboard, fund details, statement and calculator equal for any member and day', async () => {
    expect(usernames.length).toBeGreaterThan(3);
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: DAYS.length - 1 }),
        fc.integer({ min: 0, max: usernames.length - 1 }),
        async (day, index) => {
          const username = usernames[index]!;
          const agent = await agentOf(day, username);
          const memberId = await memberIdOfUsername(servers[day]!.db, username);
          const all = await json<All>(agent.api('/api/Projection'));
          for (const fund of all.projections) {
            compared += 1;
            // Fund details and the calculator's starting point.
            const one = await json<{ projection: FundProjection | null }>(
              agent.api(`/api/Projection/${encodeURIComponent(fund.schemeNumber)}`),
            );
            expect(one.projection).toEqual(fund);
            // The calculator's recomputation of the answered inputs.
            const recomputed = projectionFiguresToWire(
              projectRetirement(inputsFromWire(fund.inputs)),
            );
            expect(recomputed).toEqual({
              months: fund.months,
              retirementAge: fund.retirementAge,
              incomeRate: fund.incomeRate,
              finalAnnualSalary: fund.finalAnnualSalary,
              targetMonthlyIncome: fund.targetMonthlyIncome,
              scenarios: fund.scenarios,
            });
            // The statement for a year ending on the day the figures are of.
            const membership = (await servers[day]!.db.execute(sql`
              select m.id from memberships m join products p on p.id = m.product_id
              where m.member_id = ${memberId} and p.scheme_number = ${fund.schemeNumber}`)) as unknown as {
              rows: { id: number | string }[];
            };
            const row = await findStatementMembership(servers[day]!.db, memberId, {
              membershipId: Number(membership.rows[0]?.id),
            });
            if (!row) throw new Error(`no statement membership for ${fund.schemeNumber}`);
            const statement = await statementDataOf(servers[day]!.db, memberId, row, {
              type: 'Annual',
              start: addMonths(fund.inputs.today, -12),
              end: fund.inputs.today,
            });
            expect(statement.projection).toEqual(fund);
          }
          // The dashboard's total is the funds' figures added up.
          all.total.scenarios.forEach((scenario, s) => {
            const incomes = all.projections.map((fund) => fund.scenarios[s]!.monthlyIncome);
            const withIncome = incomes.filter((income): income is number => income !== null);
            expect(scenario.monthlyIncome).toBe(
              withIncome.length === 0
                ? null
                : Math.round(withIncome.reduce((sum, income) => sum + income * 100, 0)) / 100,
            );
          });
        },
      ),
      { numRuns: 12 },
    );
    expect(compared).toBeGreaterThan(0);
  }, 240_000);
});
