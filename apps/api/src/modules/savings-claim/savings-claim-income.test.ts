import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimAllowed } from '@portal/contract/claims';
import type { ClaimDraft } from '@portal/contract/savings-claim';
import { randFromCents } from '@portal/domain/money';
import type { Database } from '../../db/client';
import { privateTestDatabase } from '../../testing/database';
import { memberIdOfUsername } from '../../testing/members';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { withStepUp } from '../../testing/step-up';

// The savings withdrawal's income step starts with what the fund knows: the draft answers the
// annual pensionable salary on the membership beside the member's own answer (heldAnnualSalary),
// and none where the fund holds no salary. A database of its own: drafts are made here.

const INSTITUTIONAL = 'institutional@demo.local';
const NO_SALARY = 'member0005@demo.local';

let database: Database;
let server: TestServer;
const agents = new Map<string, Agent>();

beforeAll(async () => {
  database = await privateTestDatabase('savings_claim_income');
  server = await startTestServer({}, { db: database.db });
  for (const username of [INSTITUTIONAL, NO_SALARY])
    agents.set(username, await signIn(server, username));
}, 60_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
});

function agent(username: string): Agent {
  const found = agents.get(username);
  if (!found) throw new Error(`not signed in: ${username}`);
  return found;
}

async function json<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  const text = await answer.text();
  expect(answer.status, text.slice(0, 400)).toBe(200);
  return JSON.parse(text) as T;
}

async function allowedFund(username: string): Promise<ClaimAllowed> {
  const { memberships } = await json<{ memberships: ClaimAllowed[] }>(
    agent(username).api('/api/Claims/CheckClaimAllowed'),
  );
  const fund = memberships.find((m) => m.isAllowed);
  if (!fund) throw new Error(`${username} has no fund allowing a savings claim`);
  return fund;
}

async function save(username: string, body: Record<string, unknown>): Promise<ClaimDraft> {
  return (
    await json<{ draft: ClaimDraft }>(
      withStepUp(agent(username), () =>
        agent(username).api('/api/Claims/processbymemberclaimv2', {
          method: 'POST',
          json: { claimSubmissionType: 1, ...body },
        }),
      ),
    )
  ).draft;
}

/** The salary on the member's membership of a fund, in rand, as the database holds it. */
async function salaryOnFund(username: string, schemeNumber: string): Promise<number | null> {
  const memberId = await memberIdOfUsername(server.db, username);
  const result = await server.db.execute(sql`
    select m.annual_pensionable_salary_cents::text as cents from memberships m
    join products p on p.id = m.product_id
    where m.member_id = ${memberId} and p.scheme_number = ${schemeNumber}`);
  const cents = (result as unknown as { rows: { cents: string | null }[] }).rows[0]?.cents;
  return cents === null || cents === undefined ? null : randFromCents(Number(cents));
}

describe('the salary the fund holds, for the income step', () => {
  it('answers the membership’s salary beside the member’s own answer, which it never replaces', async () => {
    const fund = await allowedFund(INSTITUTIONAL);
    const first = await save(INSTITUTIONAL, {
      schemeNumber: fund.schemeNumber,
      claim: { amount: 3000 },
    });
    expect(first.heldAnnualSalary).toBe(await salaryOnFund(INSTITUTIONAL, fund.schemeNumber));
    // README: the institutional member's pension fund pays a salary of R624 557.
    expect(first.heldAnnualSalary).toBe(624_557);
    // Offered, not answered: the income is still the member's to give.
    expect(first.annualTaxableIncome).toBeNull();
    expect(first.missingFields).toContain('annualTaxableIncome');

    const answered = await save(INSTITUTIONAL, {
      schemeNumber: fund.schemeNumber,
      webTransactionNo: first.webTransactionNo,
      claim: { annualTaxableIncome: 700_000 },
    });
    expect(answered).toMatchObject({ annualTaxableIncome: 700_000, heldAnnualSalary: 624_557 });
    expect(answered.missingFields).not.toContain('annualTaxableIncome');
  });

  it('answers none where the fund holds no salary', async () => {
    const fund = await allowedFund(NO_SALARY);
    const memberId = await memberIdOfUsername(server.db, NO_SALARY);
    await server.db.execute(sql`
      update memberships set annual_pensionable_salary_cents = null
      where member_id = ${memberId}
        and product_id = (select id from products where scheme_number = ${fund.schemeNumber})`);
    const draft = await save(NO_SALARY, { schemeNumber: fund.schemeNumber, claim: {} });
    expect(draft.heldAnnualSalary).toBeNull();
  });
});
