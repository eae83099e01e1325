import { and, asc, eq, exists, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  membershipPortfolios,
  memberships,
  portfolios,
  positions,
  unitPrices,
} from '../../db/schema';

export type PortfolioRow = typeof portfolios.$inferSelect;

/**
 * The portfolio with this document id (spec 2 §3 udwID) when the member holds it: one of the
 * member's memberships has traded in it or contributes to it. Undefined otherwise.
 */
export async function findHeldPortfolioByUdwId(
  db: Db,
  memberId: number,
  udwId: string,
): Promise<PortfolioRow | undefined> {
  const traded = db
    .select({ one: positions.membershipId })
    .from(positions)
    .innerJoin(memberships, eq(memberships.id, positions.membershipId))
    .where(and(eq(memberships.memberId, memberId), eq(positions.portfolioId, portfolios.id)));
  const allocated = db
    .select({ one: membershipPortfolios.membershipId })
    .from(membershipPortfolios)
    .innerJoin(memberships, eq(memberships.id, membershipPortfolios.membershipId))
    .where(
      and(eq(memberships.memberId, memberId), eq(membershipPortfolios.portfolioId, portfolios.id)),
    );
  const rows = await db
    .select()
    .from(portfolios)
    .where(and(eq(portfolios.udwId, udwId), or(exists(traded), exists(allocated))));
  return rows[0];
}

/** A portfolio's daily unit prices, oldest first. */
export async function priceSeriesOf(
  db: Db,
  portfolioId: number,
): Promise<{ date: string; priceMicro: number }[]> {
  return db
    .select({ date: unitPrices.priceDate, priceMicro: unitPrices.priceMicro })
    .from(unitPrices)
    .where(eq(unitPrices.portfolioId, portfolioId))
    .orderBy(asc(unitPrices.priceDate));
}
