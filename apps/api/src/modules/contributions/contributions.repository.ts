import type { ContributionReceipt, ScheduledMonth } from '@portal/domain/contribution-status';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contributionSchedule, memberships, products, transactions } from '../../db/schema';
import type { UnpaidMonth } from '../../partners/contribution-schedule/contribution-schedule-service';

// The contribution status's reads (issue 48 point 3): the demo's schedule (the simulated
// administration's, behind partners/contribution-schedule), what arrived (the fund's contribution
// rows), and the member's employer-fund memberships.

type SqlRows<T> = { rows: T[] };

/** The demo's schedule of a membership, oldest month first (the simulator's answer). */
export async function scheduleOfMembership(
  db: Db,
  membershipId: number,
): Promise<ScheduledMonth[]> {
  return db
    .select({
      month: contributionSchedule.month,
      dueDate: contributionSchedule.dueDate,
      memberDueCents: contributionSchedule.memberDueCents,
      employerDueCents: contributionSchedule.employerDueCents,
    })
    .from(contributionSchedule)
    .where(eq(contributionSchedule.membershipId, membershipId))
    .orderBy(asc(contributionSchedule.month));
}

/** What arrived for a membership, a day's contributions (the member's and the employer's) in one. */
export async function contributionReceipts(
  db: Db,
  membershipId: number,
): Promise<ContributionReceipt[]> {
  const rows = await db
    .select({
      date: transactions.txDate,
      cents: sql<string>`sum(${transactions.amountCents})`,
    })
    .from(transactions)
    .where(and(eq(transactions.membershipId, membershipId), eq(transactions.type, 'contribution')))
    .groupBy(transactions.txDate)
    .orderBy(asc(transactions.txDate));
  return rows.map((row) => ({ date: row.date, cents: Number(row.cents) }));
}

/** A membership the status is told of: its keys, its member and the fund's name. */
export type ContributingMembership = {
  membershipId: number;
  memberId: number;
  membershipNumber: string;
  schemeNumber: string;
  fundName: string;
};

const CONTRIBUTING = {
  membershipId: memberships.id,
  memberId: memberships.memberId,
  membershipNumber: memberships.membershipNumber,
  schemeNumber: products.schemeNumber,
  fundName: products.fullProductName,
};

/** The member's employer-fund memberships (those with the fund's contribution rates). */
export async function contributingMembershipsOf(
  db: Db,
  memberId: number,
): Promise<ContributingMembership[]> {
  return db
    .select(CONTRIBUTING)
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(
      and(eq(memberships.memberId, memberId), isNotNull(memberships.employerContributionRateBp)),
    )
    .orderBy(asc(memberships.id));
}

/** A membership by the portal's key or the administration's number (the real service's answer). */
export async function contributingMembership(
  db: Db,
  key: { membershipId: number } | { membershipNumber: string; schemeNumber: string },
): Promise<ContributingMembership | undefined> {
  const [row] = await db
    .select(CONTRIBUTING)
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(
      'membershipId' in key && key.membershipId > 0
        ? eq(memberships.id, key.membershipId)
        : and(
            eq(memberships.membershipNumber, 'membershipNumber' in key ? key.membershipNumber : ''),
            eq(products.schemeNumber, 'schemeNumber' in key ? key.schemeNumber : ''),
          ),
    )
    .limit(1);
  return row;
}

/**
 * The simulator's arrears list: months due in the window whose contributions, with every month's
 * before them, are more than all that has arrived by today (what arrives pays the oldest month
 * first, so a month is unpaid exactly when the dues up to it pass what arrived).
 */
export async function unpaidScheduleMonths(
  db: Db,
  window: { dueFrom: string; dueTo: string; today: string },
): Promise<UnpaidMonth[]> {
  // What arrived is summed once per membership, not once per month owed.
  const result = await db.execute(sql`
    with owed as (
      select s.membership_id, s.month, s.due_date,
        sum(s.member_due_cents + s.employer_due_cents)
          over (partition by s.membership_id order by s.month) as through
      from contribution_schedule s
      where s.membership_id in (
        select membership_id from contribution_schedule
        where due_date between ${window.dueFrom} and ${window.dueTo})
    ),
    arrived as (
      select t.membership_id, sum(t.amount_cents) as total
      from transactions t
      where t.type = 'contribution' and t.tx_date <= ${window.today}
        and t.membership_id in (select membership_id from owed)
      group by t.membership_id
    )
    select o.membership_id as "membershipId", m.membership_number as "membershipNumber",
      p.scheme_number as "schemeNumber", o.month::text as month
    from owed o
    join memberships m on m.id = o.membership_id
    join products p on p.id = m.product_id
    left join arrived a on a.membership_id = o.membership_id
    where o.due_date between ${window.dueFrom} and ${window.dueTo}
      and o.through > coalesce(a.total, 0)
    order by o.membership_id, o.month`);
  return (result as unknown as SqlRows<UnpaidMonth>).rows.map((row) => ({
    ...row,
    membershipId: Number(row.membershipId),
  }));
}

/** A day's contributions to an employer-fund membership, and its member. */
export type ContributionArrival = {
  membershipId: number;
  memberId: number;
  date: string;
  cents: number;
};

/**
 * The days' contributions to employer-fund memberships that arrived in the window and whose notice
 * ('contribution-received:<membership>:<date>') is not written, in (date, membership) order after
 * `after`, at most `limit` of them: a look pages through the window once.
 */
export async function arrivalsNotTold(
  db: Db,
  window: { from: string; to: string },
  after: { date: string; membershipId: number } | null,
  limit: number,
): Promise<ContributionArrival[]> {
  const afterDate = after?.date ?? '0001-01-01';
  const afterMembership = after?.membershipId ?? 0;
  const result = await db.execute(sql`
    select t.membership_id as "membershipId", m.member_id as "memberId",
      t.tx_date::text as date, sum(t.amount_cents)::text as cents
    from transactions t
    join memberships m on m.id = t.membership_id
    where t.type = 'contribution' and t.tx_date between ${window.from} and ${window.to}
      and (t.tx_date, t.membership_id) > (${afterDate}::date, ${afterMembership}::integer)
      and m.employer_contribution_rate_bp is not null
      and not exists (
        select 1 from member_notices n
        where n.member_id = m.member_id
          and n.event_key = 'contribution-received:' || t.membership_id || ':' || t.tx_date::text)
    group by t.tx_date, t.membership_id, m.member_id
    order by t.tx_date, t.membership_id
    limit ${limit}`);
  return (
    result as unknown as SqlRows<{
      membershipId: number | string;
      memberId: number | string;
      date: string;
      cents: string;
    }>
  ).rows.map((row) => ({
    membershipId: Number(row.membershipId),
    memberId: Number(row.memberId),
    date: row.date,
    cents: Number(row.cents),
  }));
}

/** Of these events of memberships' members, the keys already told (member_notices.event_key). */
export async function toldEventKeys(
  db: Db,
  events: readonly { membershipId: number; eventKey: string }[],
): Promise<Set<string>> {
  if (events.length === 0) return new Set();
  const result = await db.execute(sql`
    select n.event_key as "eventKey"
    from member_notices n
    join memberships m on m.member_id = n.member_id
    where m.id = any(${`{${[...new Set(events.map((e) => e.membershipId))].join(',')}}`}::integer[])
      and n.event_key = any(${`{${events.map((e) => `"${e.eventKey}"`).join(',')}}`}::text[])`);
  return new Set((result as unknown as SqlRows<{ eventKey: string }>).rows.map((r) => r.eventKey));
}
