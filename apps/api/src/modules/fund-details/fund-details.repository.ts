import { and, asc, between, eq, sql, type SQL } from 'drizzle-orm';
import { preparedOn, type Db } from '../../db/client';
import { memberships, portfolios, products, transactions } from '../../db/schema';
import { portfoliosHeld } from '../fund/fund.repository';

export type MembershipRow = typeof memberships.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

const membershipBySchemeQuery = preparedOn((db) =>
  db
    .select({ membership: memberships, product: products })
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(
      and(
        eq(memberships.memberId, sql.placeholder('memberId')),
        eq(products.schemeNumber, sql.placeholder('schemeNumber')),
      ),
    )
    .prepare('membership_by_scheme'),
);

/**
 * The signed-in member's membership of the product with this scheme number (memberships ⋈
 * products on scheme number and member id); undefined when the member holds no such product.
 */
export async function findMembershipBySchemeNumber(
  db: Db,
  memberId: number,
  schemeNumber: string,
): Promise<{ membership: MembershipRow; product: ProductRow } | undefined> {
  const rows = await membershipBySchemeQuery(db).execute({ memberId, schemeNumber });
  return rows[0];
}

export type MembershipPortfolioRow = {
  portfolioId: number;
  name: string;
  currency: string;
  exchangeRateMicro: number;
  udwId: string;
  /** The contribution allocation in basis points; null when contributions no longer go there. */
  allocationBp: number | null;
  /** The allocation's effective date, else the first transaction in the portfolio. */
  effectiveDate: string | null;
};

/** Every portfolio the membership contributes to or has traded in. */
export async function portfoliosOfMembership(
  db: Db,
  membershipId: number,
): Promise<MembershipPortfolioRow[]> {
  return (await portfoliosOf(db, sql`m.id = ${membershipId}`)).get(membershipId) ?? [];
}

/** `portfoliosOfMembership` for each of the member's memberships, in one read. */
export async function portfoliosOfMember(
  db: Db,
  memberId: number,
): Promise<Map<number, MembershipPortfolioRow[]>> {
  return portfoliosOf(db, sql`m.member_id = ${memberId}`);
}

async function portfoliosOf(
  db: Db,
  membershipsWhere: SQL,
): Promise<Map<number, MembershipPortfolioRow[]>> {
  // The portfolios held (one index probe each, along the positions' key) and those contributed to.
  const result = await db.execute(sql`
    with mine as (
      select m.id from memberships m where ${membershipsWhere}
    ), wanted as (
      select m.id as membership_id, k.portfolio_id
      from mine m cross join lateral ${portfoliosHeld(sql`m.id`)}
      union
      select mp.membership_id, mp.portfolio_id
      from mine m join membership_portfolios mp on mp.membership_id = m.id
    )
    select w.membership_id, p.id, p.name, p.currency,
      p.exchange_rate_micro::text as exchange_rate_micro, p.udw_id,
      mp.contribution_allocation_bp,
      coalesce(mp.effective_date, (
        select min(ps.as_of) from positions ps
        where ps.membership_id = w.membership_id and ps.portfolio_id = p.id
      ))::text as effective_date
    from wanted w
    join portfolios p on p.id = w.portfolio_id
    left join lateral (
      select mp.contribution_allocation_bp, mp.effective_date from membership_portfolios mp
      where mp.membership_id = w.membership_id and mp.portfolio_id = p.id
    ) mp on true
    order by w.membership_id, p.name
  `);
  const rows = (
    result as unknown as {
      rows: {
        membership_id: number | string;
        id: number | string;
        name: string;
        currency: string;
        exchange_rate_micro: string;
        udw_id: string;
        contribution_allocation_bp: number | string | null;
        effective_date: string | null;
      }[];
    }
  ).rows;
  const byMembership = new Map<number, MembershipPortfolioRow[]>();
  for (const row of rows) {
    const membershipId = Number(row.membership_id);
    const list = byMembership.get(membershipId) ?? [];
    list.push({
      portfolioId: Number(row.id),
      name: row.name,
      currency: row.currency,
      exchangeRateMicro: Number(row.exchange_rate_micro),
      udwId: row.udw_id,
      allocationBp:
        row.contribution_allocation_bp === null ? null : Number(row.contribution_allocation_bp),
      effectiveDate: row.effective_date,
    });
    byMembership.set(membershipId, list);
  }
  return byMembership;
}

export type TransactionRow = {
  id: number;
  date: string;
  type: (typeof transactions.$inferSelect)['type'];
  name: string;
  units: number;
  unitPriceMicro: number;
  amountCents: number;
  pot: 'vested' | 'savings' | 'retirement';
  portfolio: string;
};

/** DESIGN §1a: the transactions from start to end date inclusive, oldest first. */
export async function transactionsBetween(
  db: Db,
  membershipId: number,
  startDate: string,
  endDate: string,
): Promise<TransactionRow[]> {
  return db
    .select({
      id: transactions.id,
      date: transactions.txDate,
      type: transactions.type,
      name: transactions.name,
      units: transactions.units,
      unitPriceMicro: transactions.unitPriceMicro,
      amountCents: transactions.amountCents,
      pot: transactions.pot,
      portfolio: portfolios.name,
    })
    .from(transactions)
    .innerJoin(portfolios, eq(portfolios.id, transactions.portfolioId))
    .where(
      and(
        eq(transactions.membershipId, membershipId),
        between(transactions.txDate, startDate, endDate),
      ),
    )
    .orderBy(asc(transactions.txDate), asc(transactions.id));
}
