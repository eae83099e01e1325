import type { FundContributions, ContributionArrears } from '@portal/contract/contributions';
import { addDays } from '@portal/domain/dates';
import { centsFromRand } from '@portal/domain/money';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  contributionSchedule,
  mailOutbox,
  memberNotices,
  memberships,
  products,
} from '../../db/schema';
import { privateTestDatabase, TEST_TODAY } from '../../testing/database';
import { memberIdOfUsername } from '../../testing/members';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { unpaidScheduleMonths } from './contributions.repository';

// The contribution status (issue 48 point 3) on the demo: the institutional member's second
// employer (db/seed/employer-payments.ts, employer 1) has not paid its latest months, so the
// strip shows them missing, the dashboard's arrears name the fund, and one look of the arrears
// watch tells the member of each month once, in the inbox and by mail.

let database: Database;
let server: TestServer;
let institutional: Agent;
let retail: Agent;
let memberId: number;
let funds: { schemeNumber: string; membershipId: number; rateBp: number | null }[];

beforeAll(async () => {
  database = await privateTestDatabase('contributions');
  server = await startTestServer({}, { db: database.db });
  [institutional, retail] = await Promise.all([
    signIn(server, 'institutional@demo.local'),
    signIn(server, 'retail@demo.local'),
  ]);
  memberId = await memberIdOfUsername(server.db, 'institutional@demo.local');
  funds = await server.db
    .select({
      schemeNumber: products.schemeNumber,
      membershipId: memberships.id,
      rateBp: memberships.employerContributionRateBp,
    })
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(eq(memberships.memberId, memberId))
    .orderBy(memberships.id);
});
afterAll(async () => {
  await server.close();
  await database.close();
});

async function contributionsOf(agent: Agent, schemeNumber: string) {
  const response = await agent.api(`/api/Fund/GetFundDetails/${schemeNumber}/Contributions`);
  return {
    status: response.status,
    body: (await response.json()) as { contributions: FundContributions | null },
  };
}

describe('GET /api/Fund/GetFundDetails/{schemeNumber}/Contributions', () => {
  it('shows the last 24 months of the schedule against what arrived, the unpaid ones missing', async () => {
    const [, partTime] = funds;
    const { status, body } = await contributionsOf(institutional, partTime!.schemeNumber);
    expect(status).toBe(200);
    const strip = body.contributions!;
    expect(strip.months).toHaveLength(24);
    const statuses = strip.months.map((month) => month.status);
    // The employer has paid none of its latest three months: the two past their due dates are
    // missing, the latest is not yet due (or missing too, after its 7th).
    expect(statuses.slice(-3, -1)).toEqual(['missing', 'missing']);
    expect(['missing', 'due']).toContain(statuses.at(-1));
    expect(statuses.slice(0, -3).every((s) => s === 'paid' || s === 'late')).toBe(true);
    for (const month of strip.months) {
      expect(centsFromRand(month.due)).toBe(
        centsFromRand(month.memberDue) + centsFromRand(month.employerDue),
      );
      if (month.status === 'paid') expect(month.paidOn! <= month.dueDate).toBe(true);
      if (month.status === 'late') expect(month.paidOn! > month.dueDate).toBe(true);
      if (month.status === 'missing') {
        expect(month.received).toBe(0);
        expect(month.dueDate < TEST_TODAY).toBe(true);
      }
    }
    const missing = strip.months.filter((month) => month.status === 'missing');
    expect(strip.missingMonths).toBe(missing.length);
    expect(centsFromRand(strip.outstanding)).toBe(
      missing.reduce((sum, month) => sum + centsFromRand(month.due), 0),
    );
    // The schedule's dues are the administration's, as stored.
    const [stored] = await server.db
      .select()
      .from(contributionSchedule)
      .where(
        and(
          eq(contributionSchedule.membershipId, partTime!.membershipId),
          eq(contributionSchedule.month, strip.months[0]!.month),
        ),
      );
    expect(centsFromRand(strip.months[0]!.memberDue)).toBe(stored!.memberDueCents);
    expect(strip.months[0]!.dueDate).toBe(stored!.dueDate);
  });

  it('answers null for a product without employer contributions, and 404 for another member’s', async () => {
    const retailFunds = (await (await retail.api('/api/Fund/Internal')).json()) as {
      internalFunds: { schemeNumber: string }[];
    };
    const retailScheme = retailFunds.internalFunds[0]!.schemeNumber;
    const own = await contributionsOf(retail, retailScheme);
    expect(own.status).toBe(200);
    expect(own.body.contributions).toBeNull();
    const other = await contributionsOf(institutional, retailScheme);
    expect(other.status).toBe(404);
  });
});

describe('the arrears of an employer', () => {
  it('lists the funds with months missing for the dashboard', async () => {
    const response = await institutional.api('/api/Contributions/GetArrears');
    expect(response.status).toBe(200);
    const { arrears } = (await response.json()) as { arrears: ContributionArrears[] };
    expect(arrears.map((fund) => fund.schemeNumber)).toEqual([funds[1]!.schemeNumber]);
    expect(arrears[0]!.missingMonths.length).toBeGreaterThanOrEqual(2);
    const none = (await (await retail.api('/api/Contributions/GetArrears')).json()) as {
      arrears: ContributionArrears[];
    };
    expect(none.arrears).toEqual([]);
  });

  it('has the simulated administration list the same months missing as the strip', async () => {
    const window = { dueFrom: addDays(TEST_TODAY, -90), dueTo: TEST_TODAY, today: TEST_TODAY };
    const listed = (await unpaidScheduleMonths(server.db, window)).filter(
      (month) => month.membershipId === funds[1]!.membershipId,
    );
    const strip = (await contributionsOf(institutional, funds[1]!.schemeNumber)).body
      .contributions!;
    const missing = strip.months.filter(
      (month) => month.status === 'missing' && month.dueDate >= window.dueFrom,
    );
    expect(listed.map((month) => month.month)).toEqual(missing.map((month) => month.month));
    expect(listed.length).toBeGreaterThanOrEqual(2);
    expect(
      (await unpaidScheduleMonths(server.db, window)).some(
        (month) => month.membershipId === funds[0]!.membershipId,
      ),
    ).toBe(false);
  });

  it('tells the member of each month missing a week past its due date, once, in the inbox and by mail', async () => {
    const noticesNow = () =>
      server.db
        .select()
        .from(memberNotices)
        .where(
          and(
            eq(memberNotices.memberId, memberId),
            like(memberNotices.eventKey, 'contribution-missing:%'),
          ),
        );
    const mailsNow = async () =>
      (
        await server.db
          .select()
          .from(mailOutbox)
          .where(
            and(eq(mailOutbox.memberId, memberId), eq(mailOutbox.kind, 'contribution-missing')),
          )
      ).length;
    // (The server's own look at start-up may have told them already: once either way.)
    await server.app.contributionArrearsWatch.lookOnce();
    const told = await noticesNow();
    expect(told.length).toBeGreaterThanOrEqual(1);
    expect(told.every((notice) => notice.category === 'contributions')).toBe(true);
    expect(told[0]!.subject).toMatch(/^Contributions for \w+ \d{4} have not reached /);
    const text = told[0]!.lines.map((line) => line.text).join('\n');
    expect(text).toContain('What you can do');
    expect(text).toContain('Pension Funds Adjudicator');
    expect(told[0]!.lines.at(-1)?.link).toBe(
      `/fund-details/${encodeURIComponent(funds[1]!.schemeNumber)}#contributions`,
    );
    expect(
      told.every((notice) =>
        notice.eventKey!.startsWith(`contribution-missing:${funds[1]!.membershipId}:`),
      ),
    ).toBe(true);
    const mails = await mailsNow();
    expect(mails).toBe(told.length);

    await server.app.contributionArrearsWatch.lookOnce();
    expect((await noticesNow()).length).toBe(told.length);
    expect(await mailsNow()).toBe(mails);
  });

  it('tells the member of each payment that reached the fund, with the months it paid, once', async () => {
    const paying = funds[0]!;
    const noticesNow = () =>
      server.db
        .select()
        .from(memberNotices)
        .where(
          and(
            eq(memberNotices.memberId, memberId),
            like(memberNotices.eventKey, `contribution-received:${paying.membershipId}:%`),
          ),
        );
    await server.app.contributionArrearsWatch.lookOnce();
    const told = await noticesNow();
    // The latest monthly payment is always within the look's reach; the fund in arrears has none.
    expect(told.length).toBeGreaterThanOrEqual(1);
    const strip = (await contributionsOf(institutional, paying.schemeNumber)).body.contributions!;
    const latestPaid = strip.months
      .filter((m) => m.status === 'paid' || m.status === 'late')
      .at(-1)!;
    const notice = told.find((n) => n.eventKey?.endsWith(`:${latestPaid.paidOn ?? '-'}`));
    expect(notice?.category).toBe('contributions');
    expect(notice?.subject).toMatch(/^Contributions for \w+ \d{4}( and \w+ \d{4})? reached /);
    const text = notice!.lines.map((line) => line.text).join('\n');
    expect(text).toContain('are invested for you');
    expect(notice!.lines.at(-1)?.link).toBe(`/fund-details/${paying.schemeNumber}#contributions`);
    const arrears = await server.db
      .select()
      .from(memberNotices)
      .where(
        and(
          eq(memberNotices.memberId, memberId),
          like(memberNotices.eventKey, `contribution-received:${funds[1]!.membershipId}:%`),
        ),
      );
    expect(arrears).toEqual([]);

    // A look after tells nothing, and passes over what it told before without reckoning it again.
    expect(await server.app.contributionArrearsWatch.lookOnce()).toBe(0);
    expect((await noticesNow()).length).toBe(told.length);
  });
});
