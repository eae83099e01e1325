import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships, products } from '../../db/schema';

export async function membershipsOf(db: Db, memberId: number) {
  return db
    .select({ membership: memberships, product: products })
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(eq(memberships.memberId, memberId))
    .orderBy(products.productTypeCategory, memberships.id);
}

export type CurrentValueRow = {
  membershipId: number;
  calculationDate: string | null;
  valueCents: number;
};

/**
 * DESIGN §1a: a fund's value on day D is, over its portfolios, the units held after all of D's
 * transactions times the latest price on or before D; the calculation date is the latest price
 * date. Each portfolio's value is rounded to the cent (half away from zero), then summed.
 */
export async function currentValuesOf(db: Db, memberId: number): Promise<CurrentValueRow[]> {
  const result = await db.execute(sql`
    with held as (
      select distinct t.membership_id, t.portfolio_id
      from transactions t join memberships m on m.id = t.membership_id
      where m.member_id = ${memberId}
    ), calc as (
      select h.membership_id, max(up.price_date) as calculation_date
      from held h join unit_prices up on up.portfolio_id = h.portfolio_id
      group by h.membership_id
    ), positions as (
      select h.membership_id, h.portfolio_id, c.calculation_date,
        (select coalesce(sum(t.units), 0) from transactions t
          where t.membership_id = h.membership_id and t.portfolio_id = h.portfolio_id and t.tx_date <= c.calculation_date) as units,
        (select up.price_micro from unit_prices up
          where up.portfolio_id = h.portfolio_id and up.price_date <= c.calculation_date
          order by up.price_date desc limit 1) as price_micro
      from held h join calc c on c.membership_id = h.membership_id
    )
    select m.id as membership_id, max(p.calculation_date)::text as calculation_date,
      coalesce(sum(round(p.units::numeric * p.price_micro / 100000000)), 0)::text as value_cents
    from memberships m left join positions p on p.membership_id = m.id
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
  const result = await db.execute(sql`
    with held as (
      select t.portfolio_id, t.pot, t.vested_status, sum(t.units) as units
      from transactions t
      where t.membership_id = ${membershipId} and t.tx_date <= ${date}::date
      group by t.portfolio_id, t.pot, t.vested_status
    )
    select h.portfolio_id, h.pot, h.vested_status, h.units::text as units,
      p.price_date::text as price_date, p.price_micro::text as price_micro
    from held h
    left join lateral (
      select up.price_date, up.price_micro from unit_prices up
      where up.portfolio_id = h.portfolio_id and up.price_date <= ${date}::date
      order by up.price_date desc limit 1
    ) p on true
    order by h.portfolio_id, h.pot, h.vested_status
  `);
  const rows = (
    result as unknown as {
      rows: {
        portfolio_id: number | string;
        pot: PositionRow['pot'];
        vested_status: PositionRow['vestedStatus'];
        units: string;
        price_date: string | null;
        price_micro: string | null;
      }[];
    }
  ).rows;
  return rows.map((row) => ({
    portfolioId: Number(row.portfolio_id),
    pot: row.pot,
    vestedStatus: row.vested_status,
    units: Number(row.units),
    priceDate: row.price_date,
    priceMicro: row.price_micro === null ? null : Number(row.price_micro),
  }));
}

/**
 * DESIGN §1a `calculationDate`: the latest price date over the portfolios the membership has
 * traded in (as `currentValuesOf` defines it); null without any.
 */
export async function calculationDateOf(db: Db, membershipId: number): Promise<string | null> {
  const result = await db.execute(sql`
    select max(latest.price_date)::text as calculation_date
    from (select distinct portfolio_id from transactions where membership_id = ${membershipId}) h
    cross join lateral (
      select up.price_date from unit_prices up
      where up.portfolio_id = h.portfolio_id order by up.price_date desc limit 1
    ) latest
  `);
  const [row] = (result as unknown as { rows: { calculation_date: string | null }[] }).rows;
  return row?.calculation_date ?? null;
}
