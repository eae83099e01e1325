import type { TransactionType } from '@portal/domain/period';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bucketsOn, calculationDateOf, portfoliosHeld } from '../fund/fund.repository';

// The My portfolio page's reads: every fund of the member valued on many dates at once from the
// positions (DESIGN §1a "Positions"), and the money that moved in a window. The valuation is the dashboard's (fund.repository currentValuesOf):
// per fund and portfolio the units held at the end of the day × the latest price on or before it,
// rounded once to the cent (half away from zero), then summed.

type Rows<T> = { rows: T[] };

/** The member's held portfolios with each fund's calculation date (fund.repository's `calculationDateOf`). */
const HELD = (memberId: number) => sql`
  held as (
    select m.id as membership_id, k.portfolio_id
    from memberships m cross join lateral ${portfoliosHeld(sql`m.id`)}
    where m.member_id = ${memberId}
  ), calc as (
    select h.membership_id,
      ${calculationDateOf(sql`h.membership_id`, sql`max(latest.price_date)`)} as calculation_date
    from held h cross join lateral (
      select up.price_date from unit_prices up
      where up.portfolio_id = h.portfolio_id order by up.price_date desc limit 1
    ) latest
    group by h.membership_id
  )`;

export type FundValueOnDate = { membershipId: number; date: string; valueCents: number };

/**
 * Each fund's value at the end of each date, in one query: units from the positions (the latest
 * row on or before the date), prices on or before it (DESIGN §1a). The date `today`, when given,
 * stands for today's figure instead: the fund's value at its calculation date, exactly as the
 * dashboard shows it.
 */
export async function fundValuesOn(
  db: Db,
  memberId: number,
  dates: readonly string[],
  today: string | null,
): Promise<FundValueOnDate[]> {
  if (dates.length === 0) return [];
  const points = sql.join(
    dates.map((date) => sql`(${date}::date)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with ${HELD(memberId)}, points as (
      select v.point_date from (values ${points}) v(point_date)
    ), dated as (
      select h.membership_id, h.portfolio_id, p.point_date,
        case when p.point_date = ${today}::date then c.calculation_date else p.point_date end
          as value_date
      from held h join calc c on c.membership_id = h.membership_id cross join points p
    ), valued as (
      select d.membership_id, d.point_date,
        (select coalesce(sum(u.units), 0) from ${bucketsOn(sql`d.membership_id`, sql`d.portfolio_id`, sql`d.value_date`)}) as units,
        (select up.price_micro from unit_prices up
          where up.portfolio_id = d.portfolio_id and up.price_date <= d.value_date
          order by up.price_date desc limit 1) as price_micro
      from dated d
    )
    select membership_id, point_date::text as point_date,
      coalesce(sum(round(units::numeric * price_micro / 100000000)), 0)::text as value_cents
    from valued
    group by membership_id, point_date
  `);
  return (
    result as unknown as Rows<{
      membership_id: number | string;
      point_date: string;
      value_cents: string;
    }>
  ).rows.map((row) => ({
    membershipId: Number(row.membership_id),
    date: row.point_date,
    valueCents: Number(row.value_cents),
  }));
}

/**
 * The money that moved in or out of each of the member's funds on each day from `from` to `to`
 * inclusive ("from A to B", domain period.ts), by transaction type (the domain's `movementOf`
 * tells a flow from a charge or a switch), amounts signed from the fund's side (DESIGN §1a),
 * oldest first.
 */
export async function dailyFlowsBetween(
  db: Db,
  memberId: number,
  from: string,
  to: string,
): Promise<{ membershipId: number; date: string; type: TransactionType; amountCents: number }[]> {
  const result = await db.execute(sql`
    select m.id as membership_id, t.tx_date::text as tx_date, t.type,
      sum(t.amount_cents)::text as amount_cents
    from memberships m
    join transactions t on t.membership_id = m.id
      and t.tx_date >= ${from}::date and t.tx_date <= ${to}::date
    where m.member_id = ${memberId}
    group by m.id, t.tx_date, t.type
    order by t.tx_date, m.id, t.type
  `);
  return (
    result as unknown as Rows<{
      membership_id: number | string;
      tx_date: string;
      type: TransactionType;
      amount_cents: string;
    }>
  ).rows.map((row) => ({
    membershipId: Number(row.membership_id),
    date: row.tx_date,
    type: row.type,
    amountCents: Number(row.amount_cents),
  }));
}
