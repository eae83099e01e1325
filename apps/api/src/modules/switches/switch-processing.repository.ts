import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  memberships,
  membershipPortfolios,
  products,
  switchInstructions,
  transactions,
} from '../../db/schema';
import { rowsOf, type InstructionRow } from './switches.repository';

// What the background processing of online switches reads and writes (switch-processing.ts): the
// instructions due, their states, the switch rows and the unit prices they traded at.

/** A portfolio's unit price dated exactly `date` (the hub simulator's price feed). */
export async function unitPriceDatedOn(
  db: Db,
  portfolioCode: string,
  date: string,
): Promise<number | undefined> {
  const result = await db.execute(sql`
    select u.price_micro::text as price_micro from unit_prices u
    join portfolios p on p.id = u.portfolio_id
    where p.code = ${portfolioCode} and u.price_date = ${date}::date`);
  const row = rowsOf<{ price_micro: string }>(result)[0];
  return row ? Number(row.price_micro) : undefined;
}

/** A portfolio's latest price dated before `date`, if any (the simulated hub's price feed). */
export async function latestUnitPriceBefore(
  db: Db,
  portfolioCode: string,
  date: string,
): Promise<{ priceDate: string; priceMicro: number } | undefined> {
  const result = await db.execute(sql`
    select u.price_date::text as price_date, u.price_micro::text as price_micro from unit_prices u
    join portfolios p on p.id = u.portfolio_id
    where p.code = ${portfolioCode} and u.price_date < ${date}::date
    order by u.price_date desc limit 1`);
  const row = rowsOf<{ price_date: string; price_micro: string }>(result)[0];
  return row ? { priceDate: row.price_date, priceMicro: Number(row.price_micro) } : undefined;
}

/**
 * Keeps the prices a switch traded at as the portfolios' prices of the trade date, where the
 * portal has none of its own for that day (a price already stored is left as it is).
 */
export async function storeTradePrices(
  tx: Db,
  tradeDate: string,
  prices: readonly { portfolioId: number; priceMicro: number }[],
): Promise<void> {
  for (const price of prices) {
    await tx.execute(sql`
      insert into unit_prices (portfolio_id, price_date, price_micro)
      values (${price.portfolioId}, ${tradeDate}::date, ${price.priceMicro})
      on conflict (portfolio_id, price_date) do nothing`);
  }
}

/**
 * The next instruction due: pending, and either past its cut-off and not yet sent to the hub, or
 * sent and its trade date reached. `for update skip locked` keeps two servers from taking the same
 * one at once; `skipIds` are the ones this server is waiting on (the hub not ready, or failing).
 */
export async function takeDueInstruction(
  db: Db,
  at: { now: Date; today: string; skipIds: readonly number[] },
): Promise<InstructionRow | undefined> {
  const skip = `{${at.skipIds.map(Number).join(',')}}`;
  const result = await db.execute(sql`
    select id from switch_instructions
    where status = 'pending'
      and not (id = any(${skip}::int[]))
      and ((hub_reference is null and cut_off_at <= ${at.now.toISOString()}::timestamptz)
        or (hub_reference is not null and trade_date <= ${at.today}::date))
    order by id
    limit 1
    for update skip locked`);
  const id = rowsOf<{ id: number | string }>(result)[0]?.id;
  if (id === undefined) return undefined;
  const [row] = await db
    .select()
    .from(switchInstructions)
    .where(eq(switchInstructions.id, Number(id)));
  return row;
}

export async function lockInstruction(tx: Db, id: number): Promise<InstructionRow | undefined> {
  const [row] = await tx
    .select()
    .from(switchInstructions)
    .where(eq(switchInstructions.id, id))
    .for('update');
  return row;
}

export async function setHubReference(tx: Db, id: number, reference: string): Promise<void> {
  await tx
    .update(switchInstructions)
    .set({ hubReference: reference })
    .where(eq(switchInstructions.id, id));
}

export async function setRefused(tx: Db, id: number, reason: string, at: Date): Promise<void> {
  await tx
    .update(switchInstructions)
    .set({ status: 'refused', refusedReason: reason, completedAt: at })
    .where(eq(switchInstructions.id, id));
}

export async function setDone(tx: Db, id: number, at: Date, feeCents: number): Promise<void> {
  await tx
    .update(switchInstructions)
    .set({ status: 'done', completedAt: at, feeCents })
    .where(eq(switchInstructions.id, id));
}

export async function lockMembershipRow(tx: Db, membershipId: number): Promise<void> {
  await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.id, membershipId))
    .for('update');
}

export async function insertSwitchRows(
  tx: Db,
  rows: readonly (typeof transactions.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(transactions).values([...rows]);
}

/** Future contributions go to the targets from `effectiveDate`. */
export async function replaceContributionAllocation(
  tx: Db,
  membershipId: number,
  targets: readonly { portfolioId: number; allocationBp: number }[],
  effectiveDate: string,
): Promise<void> {
  await tx.delete(membershipPortfolios).where(eq(membershipPortfolios.membershipId, membershipId));
  await tx.insert(membershipPortfolios).values(
    targets.map((t) => ({
      membershipId,
      portfolioId: t.portfolioId,
      contributionAllocationBp: t.allocationBp,
      effectiveDate,
    })),
  );
}

/** What the letter and the notice name of a membership: its number and its fund. */
export async function membershipFactsOf(
  db: Db,
  membershipId: number,
): Promise<{ memberId: number; membershipNumber: string; schemeNumber: string; fundName: string }> {
  const [row] = await db
    .select({
      memberId: memberships.memberId,
      membershipNumber: memberships.membershipNumber,
      schemeNumber: products.schemeNumber,
      fundName: products.fullProductName,
    })
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(eq(memberships.id, membershipId));
  if (!row) throw new Error(`membership ${membershipId} not found`);
  return row;
}

/**
 * The member's first fund holding units with a default portfolio and no pending switch, and the
 * latest weekday the default portfolio has a price on (the fixtures' switch into it trades then).
 */
export async function switchableDefaultOf(
  db: Db,
  memberId: number,
): Promise<{ membershipId: number; portfolioId: number; tradeDate: string } | undefined> {
  const result = await db.execute(sql`
    select m.id as membership_id, pp.portfolio_id,
      (select max(u.price_date)::text from unit_prices u
        where u.portfolio_id = pp.portfolio_id and extract(isodow from u.price_date) < 6) as trade_date
    from memberships m
    join product_portfolios pp on pp.product_id = m.product_id and pp.is_default
    where m.member_id = ${memberId}
      and exists (select 1 from positions p where p.membership_id = m.id and p.units > 0)
      and not exists (select 1 from switch_instructions s
        where s.membership_id = m.id and s.status = 'pending')
    order by m.id limit 1`);
  const row = rowsOf<{
    membership_id: number | string;
    portfolio_id: number | string;
    trade_date: string | null;
  }>(result)[0];
  if (!row || row.trade_date === null) return undefined;
  return {
    membershipId: Number(row.membership_id),
    portfolioId: Number(row.portfolio_id),
    tradeDate: row.trade_date,
  };
}
