import { eq, sql, type SQL } from 'drizzle-orm';
import { preparedOn, type Db } from '../../db/client';
import { memberships, products } from '../../db/schema';

const membershipsQuery = preparedOn((db) =>
  db
    .select({ membership: memberships, product: products })
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(eq(memberships.memberId, sql.placeholder('memberId')))
    .orderBy(products.productTypeCategory, memberships.id)
    .prepare('memberships_of'),
);

export async function membershipsOf(db: Db, memberId: number) {
  return membershipsQuery(db).execute({ memberId });
}

/**
 * A membership's calculation date (DESIGN §1a): the latest price date over the portfolios it has
 * traded in, or the day of its latest transaction when that is later (a payment made on a day
 * without a price, at the latest price before it: the value at the earlier price date stays as it
 * was shown, and the value on the payment's day is after it).
 */
export function calculationDateOf(membershipId: SQL, latestPriceDate: SQL): SQL {
  return sql`greatest(${latestPriceDate}, (select max(t.tx_date) from transactions t
    where t.membership_id = ${membershipId}))`;
}

/**
 * The portfolios a membership has positions in, found by skipping along the positions' primary key
 * (one index probe per portfolio, not a read of every dated row).
 */
export function portfoliosHeld(membershipId: SQL, alias = 'k'): SQL {
  return sql`(
    with recursive held as (
      (select p.portfolio_id from positions p where p.membership_id = ${membershipId}
        order by p.portfolio_id limit 1)
      union all
      select next.portfolio_id from held cross join lateral (
        select p.portfolio_id from positions p
        where p.membership_id = ${membershipId} and p.portfolio_id > held.portfolio_id
        order by p.portfolio_id limit 1
      ) next
    )
    select portfolio_id from held
  ) ${sql.raw(alias)}`;
}

/**
 * The units of one membership's portfolio per pot bucket at the end of `date`: for each bucket the
 * latest position row on or before it (DESIGN §1a "Positions"), read backwards along the primary
 * key (membership, portfolio, bucket, date).
 */
export function bucketsOn(membershipId: SQL, portfolioId: SQL, date: SQL): SQL {
  return sql`(
    select b.bucket, latest.units from (values ('available'), ('notAvailable'), ('savings'), ('retirement')) b(bucket)
    cross join lateral (
      select p.units from positions p
      where p.membership_id = ${membershipId} and p.portfolio_id = ${portfolioId}
        and p.bucket = b.bucket and p.as_of <= ${date}
      order by p.as_of desc limit 1
    ) latest
  ) u`;
}

export type CurrentValueRow = {
  membershipId: number;
  calculationDate: string | null;
  valueCents: number;
};

/**
 * DESIGN §1a: a fund's value on day D is, over its portfolios, the units held after all of D's
 * transactions times the latest price on or before D; the calculation date is `calculationDateOf`'s
 * (the latest price date, or a later day units moved). Each portfolio's value is rounded to the cent (half away from zero), then summed. Units
 * come from the dated positions (the latest row on or before D) and prices from the latest price
 * on or before D: indexed reads per portfolio, whatever the length of the history.
 */
export async function currentValuesOf(db: Db, memberId: number): Promise<CurrentValueRow[]> {
  const result = await db.execute(sql`
    with held as (
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
    ), valued as (
      select h.membership_id, c.calculation_date,
        (select coalesce(sum(u.units), 0) from ${bucketsOn(sql`h.membership_id`, sql`h.portfolio_id`, sql`c.calculation_date`)}) as units,
        (select up.price_micro from unit_prices up
          where up.portfolio_id = h.portfolio_id and up.price_date <= c.calculation_date
          order by up.price_date desc limit 1) as price_micro
      from held h join calc c on c.membership_id = h.membership_id
    )
    select m.id as membership_id, max(v.calculation_date)::text as calculation_date,
      coalesce(sum(round(v.units::numeric * v.price_micro / 100000000)), 0)::text as value_cents
    from memberships m left join valued v on v.membership_id = m.id
    where m.member_id = ${memberId}
    group by m.id
  `);
  const rows = (
    result as unknown as {
      rows: {
        membership_id: number;
        calculation_date: string | null;
        value_cents: string | null;
      }[];
    }
  ).rows;
  return rows.map((row) => ({
    membershipId: Number(row.membership_id),
    calculationDate: row.calculation_date,
    valueCents: Number(row.value_cents ?? 0),
  }));
}

/**
 * Each of the member's memberships with its calculation date (the latest price date over the
 * portfolios it has traded in; null without any), without valuing anything.
 */
export async function calculationDatesOf(
  db: Db,
  memberId: number,
): Promise<{ membershipId: number; calculationDate: string | null }[]> {
  const result = await db.execute(sql`
    select m.id as membership_id,
      (${calculationDateOf(sql`m.id`, sql`max(latest.price_date)`)})::text as calculation_date
    from memberships m
    left join lateral ${portfoliosHeld(sql`m.id`)} on true
    left join lateral (
      select up.price_date from unit_prices up
      where up.portfolio_id = k.portfolio_id order by up.price_date desc limit 1
    ) latest on true
    where m.member_id = ${memberId}
    group by m.id
  `);
  return (
    result as unknown as {
      rows: { membership_id: number | string; calculation_date: string | null }[];
    }
  ).rows.map((row) => ({
    membershipId: Number(row.membership_id),
    calculationDate: row.calculation_date,
  }));
}

export type PositionRow = {
  portfolioId: number;
  pot: 'vested' | 'savings' | 'retirement';
  vestedStatus: 'available' | 'notAvailable' | null;
  /** Units held at the end of the day, in ten-thousandths (signed sum of the rows up to it). */
  units: number;
  /** The portfolio's latest price on or before the day; null before its first price. */
  priceDate: string | null;
  priceMicro: number | null;
};

/**
 * The data of DESIGN §1a's valuation for one membership at the end of `date`, shared by every
 * figure of the fund details page, the IRR and the transaction summary: per portfolio and pot
 * bucket (vested available/notAvailable, savings, retirement) the units held after all of the
 * day's transactions, with the portfolio's latest price on or before the day. Valuing them
 * (units × price, rounded once per portfolio) is the domain's `fundValueOn`, the same rule
 * `currentValuesOf` applies in SQL for the dashboard's many funds at once.
 */
export async function positionsOn(
  db: Db,
  membershipId: number,
  date: string,
): Promise<PositionRow[]> {
  return (await readPositions(db, membershipId, sql`${date}::date`)).positions;
}

/**
 * The positions at the membership's calculation date (DESIGN §1a: the latest price date over the
 * portfolios it has traded in), with that date, in one read; no date and no positions without any.
 */
export async function positionsAtCalculationDate(
  db: Db,
  membershipId: number,
): Promise<{ calculationDate: string | null; positions: PositionRow[] }> {
  return readPositions(db, membershipId, sql`(select calculation_date from calc)`);
}

/**
 * `positionsAtCalculationDate` for every membership of the member, in one read: each membership's
 * calculation date and its positions at that date (none without a calculation date).
 */
export async function positionsAtCalculationDates(
  db: Db,
  memberId: number,
): Promise<Map<number, { calculationDate: string | null; positions: PositionRow[] }>> {
  const result = await db.execute(sql`
    with held as (
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
    ), units as (
      select h.membership_id, h.portfolio_id, u.bucket, u.units
      from held h join calc c on c.membership_id = h.membership_id
      cross join lateral ${bucketsOn(sql`h.membership_id`, sql`h.portfolio_id`, sql`c.calculation_date`)}
    )
    select m.id as membership_id, c.calculation_date::text as calculation_date, u.portfolio_id,
      case when u.bucket in ('available', 'notAvailable') then 'vested' else u.bucket end as pot,
      case when u.bucket in ('available', 'notAvailable') then u.bucket end as vested_status,
      u.units::text as units, p.price_date::text as price_date, p.price_micro::text as price_micro
    from memberships m
    left join calc c on c.membership_id = m.id
    left join units u on u.membership_id = m.id
    left join lateral (
      select up.price_date, up.price_micro from unit_prices up
      where up.portfolio_id = u.portfolio_id and up.price_date <= c.calculation_date
      order by up.price_date desc limit 1
    ) p on true
    where m.member_id = ${memberId}
    order by m.id, u.portfolio_id, pot, vested_status
  `);
  const byMembership = new Map<
    number,
    { calculationDate: string | null; positions: PositionRow[] }
  >();
  for (const row of (
    result as unknown as { rows: (PositionSqlRow & { membership_id: number | string })[] }
  ).rows) {
    const membershipId = Number(row.membership_id);
    let entry = byMembership.get(membershipId);
    if (!entry) {
      entry = { calculationDate: row.calculation_date, positions: [] };
      byMembership.set(membershipId, entry);
    }
    if (row.portfolio_id !== null) entry.positions.push(positionOf(row));
  }
  return byMembership;
}

type PositionSqlRow = {
  calculation_date: string | null;
  portfolio_id: number | string | null;
  pot: PositionRow['pot'];
  vested_status: PositionRow['vestedStatus'];
  units: string;
  price_date: string | null;
  price_micro: string | null;
};

function positionOf(row: PositionSqlRow): PositionRow {
  return {
    portfolioId: Number(row.portfolio_id),
    pot: row.pot,
    vestedStatus: row.vested_status,
    units: Number(row.units),
    priceDate: row.price_date,
    priceMicro: row.price_micro === null ? null : Number(row.price_micro),
  };
}

async function readPositions(
  db: Db,
  membershipId: number,
  date: SQL,
): Promise<{ calculationDate: string | null; positions: PositionRow[] }> {
  const result = await db.execute(sql`
    with held as (
      select k.portfolio_id from ${portfoliosHeld(sql`${membershipId}`)}
    ), calc as (
      select ${calculationDateOf(sql`${membershipId}`, sql`max(latest.price_date)`)} as calculation_date
      from held h cross join lateral (
        select up.price_date from unit_prices up
        where up.portfolio_id = h.portfolio_id order by up.price_date desc limit 1
      ) latest
    ), units as (
      select h.portfolio_id, u.bucket, u.units
      from held h cross join lateral ${bucketsOn(sql`${membershipId}`, sql`h.portfolio_id`, date)}
    )
    select c.calculation_date::text as calculation_date, u.portfolio_id,
      case when u.bucket in ('available', 'notAvailable') then 'vested' else u.bucket end as pot,
      case when u.bucket in ('available', 'notAvailable') then u.bucket end as vested_status,
      u.units::text as units, p.price_date::text as price_date, p.price_micro::text as price_micro
    from calc c
    left join units u on true
    left join lateral (
      select up.price_date, up.price_micro from unit_prices up
      where up.portfolio_id = u.portfolio_id and up.price_date <= ${date}
      order by up.price_date desc limit 1
    ) p on true
    order by u.portfolio_id, pot, vested_status
  `);
  const rows = (result as unknown as { rows: PositionSqlRow[] }).rows;
  return {
    calculationDate: rows[0]?.calculation_date ?? null,
    positions: rows.filter((row) => row.portfolio_id !== null).map(positionOf),
  };
}
