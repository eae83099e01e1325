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
