import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { portfolios, transactions } from '../../db/schema';

// What a discretionary plan's IT3(b) and IT3(c) read: the plan's unit rows (every acquisition and
// disposal, with the portfolio's code, name and currency) up to a day. The membership is one the
// signed-in member's memberships were found through.

export type PlanUnitRow = {
  portfolioCode: string;
  portfolioName: string;
  currency: string;
  date: string;
  type: (typeof transactions.$inferSelect)['type'];
  units: number;
  amountCents: number;
};

/** The membership's unit rows up to and including `upTo`, oldest first (in booking order). */
export async function planUnitRowsOf(
  db: Db,
  membershipId: number,
  upTo: string,
): Promise<PlanUnitRow[]> {
  return db
    .select({
      portfolioCode: portfolios.code,
      portfolioName: portfolios.name,
      currency: portfolios.currency,
      date: transactions.txDate,
      type: transactions.type,
      units: transactions.units,
      amountCents: transactions.amountCents,
    })
    .from(transactions)
    .innerJoin(portfolios, eq(portfolios.id, transactions.portfolioId))
    .where(and(eq(transactions.membershipId, membershipId), lte(transactions.txDate, upTo)))
    .orderBy(asc(transactions.txDate), asc(transactions.id));
}
