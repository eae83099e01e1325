import { and, asc, between, eq, sql } from 'drizzle-orm';
import { preparedOn, type Db } from '../../db/client';
import { memberships, portfolios, products, transactions } from '../../db/schema';

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
  const result = await db.execute(sql`
    select p.id, p.name, p.currency, p.exchange_rate_micro::text as exchange_rate_micro, p.udw_id,
      mp.contribution_allocation_bp,
      coalesce(mp.effective_date, (
        select min(ps.as_of) from positions ps
        where ps.membership_id = ${membershipId} and ps.portfolio_id = p.id
      ))::text as effective_date
    from portfolios p
    left join membership_portfolios mp on mp.portfolio_id = p.id and mp.membership_id = ${membershipId}
    where mp.membership_id is not null or exists (
      select 1 from positions ps where ps.membership_id = ${membershipId} and ps.portfolio_id = p.id
    )
    order by p.name
  `);
  const rows = (
    result as unknown as {
      rows: {
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
  return rows.map((row) => ({
    portfolioId: Number(row.id),
    name: row.name,
    currency: row.currency,
    exchangeRateMicro: Number(row.exchange_rate_micro),
    udwId: row.udw_id,
    allocationBp:
      row.contribution_allocation_bp === null ? null : Number(row.contribution_allocation_bp),
    effectiveDate: row.effective_date,
  }));
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
