import { and, asc, desc, eq, exists, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  membershipPortfolios,
  memberships,
  portfolioAssetMix,
  portfolioBenchmarkLevels,
  portfolios,
  portfolioTopHoldings,
  positions,
  products,
  unitPrices,
} from '../../db/schema';

export type PortfolioRow = typeof portfolios.$inferSelect;

/** Whether one of the member's memberships has traded in the portfolio or contributes to it. */
function heldBy(db: Db, memberId: number) {
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
  return or(exists(traded), exists(allocated));
}

/** Every portfolio the member holds (as findHeldPortfolioByUdwId decides), by name. */
export async function findHeldPortfolios(db: Db, memberId: number): Promise<PortfolioRow[]> {
  return db.select().from(portfolios).where(heldBy(db, memberId)).orderBy(asc(portfolios.name));
}

/**
 * The portfolio with this document id (spec 2 §3 udwID) when the member holds it: one of the
 * member's memberships has traded in it or contributes to it. Undefined otherwise.
 */
export async function findHeldPortfolioByUdwId(
  db: Db,
  memberId: number,
  udwId: string,
): Promise<PortfolioRow | undefined> {
  const rows = await db
    .select()
    .from(portfolios)
    .where(and(eq(portfolios.udwId, udwId), heldBy(db, memberId)));
  return rows[0];
}

/**
 * The product of the member's first membership (oldest first) that has traded in the portfolio or
 * contributes to it: the fund whose identity the fact sheet prints. Undefined when none does.
 */
export async function holdingProductOf(
  db: Db,
  memberId: number,
  portfolioId: number,
): Promise<
  { fundName: string; productTypeCategory: 'Retail' | 'Institutional'; heading: string } | undefined
> {
  const traded = db
    .select({ one: positions.membershipId })
    .from(positions)
    .where(and(eq(positions.membershipId, memberships.id), eq(positions.portfolioId, portfolioId)));
  const allocated = db
    .select({ one: membershipPortfolios.membershipId })
    .from(membershipPortfolios)
    .where(
      and(
        eq(membershipPortfolios.membershipId, memberships.id),
        eq(membershipPortfolios.portfolioId, portfolioId),
      ),
    );
  const [row] = await db
    .select({
      fundName: products.fundName,
      productTypeCategory: products.productTypeCategory,
      heading: products.heading,
    })
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(and(eq(memberships.memberId, memberId), or(exists(traded), exists(allocated))))
    .orderBy(asc(memberships.id))
    .limit(1);
  return row;
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

/** The fact sheet's lists of a portfolio: its asset mix, top holdings and benchmark levels. */
export async function factSheetListsOf(db: Db, portfolioIds: readonly number[]) {
  if (portfolioIds.length === 0) return { assetMix: [], topHoldings: [], benchmarkLevels: [] };
  const [assetMix, topHoldings, benchmarkLevels] = await Promise.all([
    db
      .select()
      .from(portfolioAssetMix)
      .where(inArray(portfolioAssetMix.portfolioId, [...portfolioIds]))
      .orderBy(desc(portfolioAssetMix.shareBp), asc(portfolioAssetMix.assetClass)),
    db
      .select()
      .from(portfolioTopHoldings)
      .where(inArray(portfolioTopHoldings.portfolioId, [...portfolioIds]))
      .orderBy(asc(portfolioTopHoldings.position)),
    db
      .select()
      .from(portfolioBenchmarkLevels)
      .where(inArray(portfolioBenchmarkLevels.portfolioId, [...portfolioIds]))
      .orderBy(asc(portfolioBenchmarkLevels.monthEnd)),
  ]);
  return { assetMix, topHoldings, benchmarkLevels };
}
