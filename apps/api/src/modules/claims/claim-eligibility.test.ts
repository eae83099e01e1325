import type { ClaimAllowed, ClaimSummary } from '@portal/contract/claims';
import { addDays } from '@portal/domain/dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { TEST_TODAY, privateTestDatabase } from '../../testing/database';
import { memberIdOfUsername } from '../../testing/members';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';

// CheckClaimAllowed names the claim that blocks a savings withdrawal (the claims issue): the staff
// demo member's retirement claim, waiting for its tax directive, blocks with its own reason, type
// and case number, whatever became of a savings claim on the same fund; only a savings withdrawal
// claim in progress blocks as "in progress". A database of its own: the member's claims change.

const STAFF = 'staff@demo.local';
const SAVINGS_CASE = 'CLM90000001';

let database: Database;
let server: TestServer;
let staff: Agent;
let memberId: number;

beforeAll(async () => {
  database = await privateTestDatabase('claim_eligibility');
  server = await startTestServer({ CLAIM_STEP_SECONDS: '86400' }, { db: database.db });
  staff = await signIn(server, STAFF);
  memberId = await memberIdOfUsername(server.db, STAFF);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function json<T>(response: Promise<Response>, status = 200): Promise<T> {
  const answer = await response;
  const text = await answer.text();
  expect(answer.status, text.slice(0, 400)).toBe(status);
  return JSON.parse(text) as T;
}

async function staffFund(): Promise<ClaimAllowed> {
  const { memberships } = await json<{ memberships: ClaimAllowed[] }>(
    staff.api('/api/Claims/CheckClaimAllowed'),
  );
  const [fund] = memberships;
  if (!fund) throw new Error('the staff member has no two-pot fund');
  return fund;
}

async function retirementClaim(schemeNumber: string): Promise<ClaimSummary> {
  const { claims } = await json<{ claims: ClaimSummary[] }>(
    staff.api('/api/Claims/GetMemberClaims'),
  );
  const found = claims.find((c) => c.claimType === 1 && c.schemeNumber === schemeNumber);
  if (!found) throw new Error('the staff member has no retirement claim');
  return found;
}

describe('the claim that blocks a savings withdrawal', () => {
  it('a paid savings claim and a retirement claim in progress: the retirement claim is named', async () => {
    const before = await staffFund();
    const retirement = await retirementClaim(before.schemeNumber);
    // A savings withdrawal paid earlier in this tax year, on the same fund.
    await server.db.execute(sql`
      insert into claims (case_no, member_id, membership_id, claim_type, status, gross_cents,
        fee_cents, tax_cents, net_cents, submitted_on, paid_on)
      select ${SAVINGS_CASE}, member_id, membership_id, 4, 'Paid', 300000, 25000, 50000, 225000,
        ${TEST_TODAY}::date, ${TEST_TODAY}::date
      from claims where case_no = ${retirement.caseNo}`);

    const fund = await staffFund();
    expect(fund.isAllowed).toBe(false);
    expect(fund.refusal).toBe('exit-claim-in-progress');
    expect(fund.blockingCaseNo).toBe(retirement.caseNo);
    expect(fund.reason).toContain(`retirement claim ${retirement.caseNo}`);
    expect(fund.reason).not.toContain(SAVINGS_CASE);
    expect(fund.reason).not.toMatch(/savings withdrawal claim in progress/);

    // Starting the claim is refused with the same reason (409), and no draft is made.
    const refused = await json<{ message: string }>(
      staff.api('/api/Claims/processbymemberclaimv2', {
        method: 'POST',
        json: { schemeNumber: fund.schemeNumber, claimSubmissionType: 1, claim: {} },
      }),
      409,
    );
    expect(refused.message).toBe(fund.reason);
    const drafts = await server.db.execute(
      sql`select count(*)::int as n from claims where member_id = ${memberId} and status = 'Draft'`,
    );
    expect((drafts as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('once the retirement claim has ended, the paid savings claim counts for the tax year', async () => {
    const fund = await staffFund();
    const retirement = await retirementClaim(fund.schemeNumber);
    await server.db.execute(
      sql`update claims set status = 'Declined' where case_no = ${retirement.caseNo}`,
    );
    const after = await staffFund();
    expect(after.refusal).toBe('already-withdrawn-this-tax-year');
    expect(after.blockingCaseNo ?? null).toBeNull();
  });

  it('a savings withdrawal claim in progress blocks as in progress, with its case number', async () => {
    await server.db.execute(sql`
      update claims set status = 'Submitted', paid_on = null, submitted_on = ${addDays(TEST_TODAY, -1)}::date
      where case_no = ${SAVINGS_CASE}`);
    const fund = await staffFund();
    expect(fund.refusal).toBe('claim-in-progress');
    expect(fund.blockingCaseNo).toBe(SAVINGS_CASE);
    expect(fund.reason).toBe(
      `You already have a savings withdrawal claim in progress for this fund (${SAVINGS_CASE}). You can make a new claim once that claim has been paid or cancelled.`,
    );
  });
});
