import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AssetClass, AssetMix } from '@portal/domain/projection-assumptions';
import type { Db } from '../../db/client';
import {
  memberships,
  membershipPortfolios,
  products,
  switchInstructions,
  transactions,
} from '../../db/schema';

// What online switches read and write (switches.service.ts, switch-processing.ts).

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

export type RangePortfolio = {
  portfolioId: number;
  code: string;
  name: string;
  terBp: number | null;
  /** Transaction costs, basis points a year (0 when the fact sheet states none). */
  tcBp: number;
  isDefault: boolean;
  regulation28Compliant: boolean | null;
  mix: AssetMix;
};

/** Portfolios with their facts: the product's range (product_portfolios), and `extraIds`. */
export async function portfoliosWithFacts(
  db: Db,
  productId: number,
  extraIds: readonly number[] = [],
): Promise<{ range: RangePortfolio[]; byId: Map<number, RangePortfolio> }> {
  const extra = `{${extraIds.map(Number).join(',')}}`;
  const result = await db.execute(sql`
    select p.id, p.code, p.name, p.total_expense_ratio_bp, p.transaction_costs_bp,
      p.regulation28_compliant,
      pp.product_id is not null as in_range, coalesce(pp.is_default, false) as is_default,
      (select coalesce(json_agg(json_build_object('assetClass', a.asset_class, 'shareBp', a.share_bp)), '[]'::json)
        from portfolio_asset_mix a where a.portfolio_id = p.id) as mix
    from portfolios p
    left join product_portfolios pp on pp.portfolio_id = p.id and pp.product_id = ${productId}
    where pp.product_id is not null or p.id = any(${extra}::int[])
    order by pp.is_default desc nulls last, p.name, p.id`);
  const range: RangePortfolio[] = [];
  const byId = new Map<number, RangePortfolio>();
  for (const row of rowsOf<{
    id: number | string;
    code: string;
    name: string;
    total_expense_ratio_bp: number | string | null;
    transaction_costs_bp: number | string | null;
    regulation28_compliant: boolean | null;
    in_range: boolean;
    is_default: boolean;
    mix: unknown;
  }>(result)) {
    const mixRows = (typeof row.mix === 'string' ? JSON.parse(row.mix) : row.mix) as {
      assetClass: AssetClass;
      shareBp: number | string;
    }[];
    const mix: AssetMix = {};
    for (const m of mixRows) mix[m.assetClass] = Number(m.shareBp);
    const portfolio: RangePortfolio = {
      portfolioId: Number(row.id),
      code: row.code,
      name: row.name,
      terBp: row.total_expense_ratio_bp === null ? null : Number(row.total_expense_ratio_bp),
      tcBp: Number(row.transaction_costs_bp ?? 0),
      isDefault: row.is_default,
      regulation28Compliant: row.regulation28_compliant,
      mix,
    };
    byId.set(portfolio.portfolioId, portfolio);
    if (row.in_range) range.push(portfolio);
  }
  return { range, byId };
}

export type HeldUnits = {
  portfolioId: number;
  bucket: 'available' | 'notAvailable' | 'savings' | 'retirement';
  units: number;
  priceDate: string | null;
  priceMicro: number | null;
};

/**
 * The membership's units per portfolio and pot bucket at the end of `onOrBefore` (the latest
 * position row on or before it: DESIGN §1a), with each portfolio's latest price on or before it.
 * Only buckets holding units.
 */
export async function heldUnitsOf(
  db: Db,
  membershipId: number,
  onOrBefore: string,
): Promise<HeldUnits[]> {
  const result = await db.execute(sql`
    with keys as (
      select distinct p.portfolio_id, p.bucket from positions p where p.membership_id = ${membershipId}
    )
    select k.portfolio_id, k.bucket, latest.units::text as units,
      up.price_date::text as price_date, up.price_micro::text as price_micro
    from keys k
    cross join lateral (
      select p.units from positions p
      where p.membership_id = ${membershipId} and p.portfolio_id = k.portfolio_id
        and p.bucket = k.bucket and p.as_of <= ${onOrBefore}::date
      order by p.as_of desc limit 1
    ) latest
    left join lateral (
      select u.price_date, u.price_micro from unit_prices u
      where u.portfolio_id = k.portfolio_id and u.price_date <= ${onOrBefore}::date
      order by u.price_date desc limit 1
    ) up on true
    where latest.units > 0
    order by k.portfolio_id, k.bucket`);
  return rowsOf<{
    portfolio_id: number | string;
    bucket: HeldUnits['bucket'];
    units: string;
    price_date: string | null;
    price_micro: string | null;
  }>(result).map((row) => ({
    portfolioId: Number(row.portfolio_id),
    bucket: row.bucket,
    units: Number(row.units),
    priceDate: row.price_date,
    priceMicro: row.price_micro === null ? null : Number(row.price_micro),
  }));
}

/** How the membership's contributions are spread now (membership_portfolios). */
export async function contributionAllocationOf(
  db: Db,
  membershipId: number,
): Promise<{ portfolioId: number; allocationBp: number }[]> {
  const rows = await db
    .select({
      portfolioId: membershipPortfolios.portfolioId,
      allocationBp: membershipPortfolios.contributionAllocationBp,
    })
    .from(membershipPortfolios)
    .where(eq(membershipPortfolios.membershipId, membershipId))
    .orderBy(desc(membershipPortfolios.contributionAllocationBp), membershipPortfolios.portfolioId);
  return rows.filter((row) => row.allocationBp > 0);
}

/** The membership's claims still with the administrator (submitted, not yet paid or ended). */
export async function openClaimsOn(db: Db, membershipId: number): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from claims
    where membership_id = ${membershipId}
      and status in ('Submitted', 'DirectiveRequested', 'DirectiveIssued')`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

export type InstructionRow = typeof switchInstructions.$inferSelect;

export async function pendingInstructionOf(
  db: Db,
  membershipId: number,
): Promise<InstructionRow | undefined> {
  const [row] = await db
    .select()
    .from(switchInstructions)
    .where(
      and(
        eq(switchInstructions.membershipId, membershipId),
        eq(switchInstructions.status, 'pending'),
      ),
    );
  return row;
}

/** The trade dates of the membership's switches done or pending (the fee rule's history). */
export async function switchTradeDatesOf(db: Db, membershipId: number): Promise<string[]> {
  const rows = await db
    .select({ tradeDate: switchInstructions.tradeDate })
    .from(switchInstructions)
    .where(
      and(
        eq(switchInstructions.membershipId, membershipId),
        inArray(switchInstructions.status, ['pending', 'done']),
      ),
    );
  return rows.map((row) => row.tradeDate);
}

export async function insertInstruction(
  tx: Db,
  values: typeof switchInstructions.$inferInsert,
): Promise<InstructionRow> {
  const [row] = await tx.insert(switchInstructions).values(values).returning();
  if (!row) throw new Error('switch instruction not written');
  return row;
}

/** The member's own instruction, its row locked for the transaction. */
export async function lockMemberInstruction(
  tx: Db,
  memberId: number,
  id: number,
): Promise<InstructionRow | undefined> {
  const [row] = await tx
    .select()
    .from(switchInstructions)
    .where(and(eq(switchInstructions.id, id), eq(switchInstructions.memberId, memberId)))
    .for('update');
  return row;
}

export async function setCancelled(tx: Db, id: number, at: Date): Promise<void> {
  await tx
    .update(switchInstructions)
    .set({ status: 'cancelled', cancelledAt: at })
    .where(eq(switchInstructions.id, id));
}

export type InstructionListRow = InstructionRow & { schemeNumber: string; fundName: string };

/** The member's instructions, newest first (or the ones named). */
export async function instructionsOfMember(
  db: Db,
  memberId: number,
  ids?: readonly number[],
): Promise<InstructionListRow[]> {
  const rows = await db
    .select({
      instruction: switchInstructions,
      schemeNumber: products.schemeNumber,
      fundName: products.fullProductName,
    })
    .from(switchInstructions)
    .innerJoin(memberships, eq(memberships.id, switchInstructions.membershipId))
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(
      ids === undefined
        ? eq(switchInstructions.memberId, memberId)
        : and(eq(switchInstructions.memberId, memberId), inArray(switchInstructions.id, [...ids])),
    )
    .orderBy(desc(switchInstructions.requestedAt), desc(switchInstructions.id));
  return rows.map((row) => ({
    ...row.instruction,
    schemeNumber: row.schemeNumber,
    fundName: row.fundName,
  }));
}

export type TradeRow = {
  instructionId: number;
  txDate: string;
  type: 'switch_out' | 'switch_in' | 'fee';
  portfolioId: number;
  pot: string;
  vestedStatus: string | null;
  units: number;
  unitPriceMicro: number;
  amountCents: number;
};

/** The rows the instructions traded, in the order they were written. */
export async function tradesOf(db: Db, instructionIds: readonly number[]): Promise<TradeRow[]> {
  if (instructionIds.length === 0) return [];
  const rows = await db
    .select({
      instructionId: transactions.switchInstructionId,
      txDate: transactions.txDate,
      type: transactions.type,
      portfolioId: transactions.portfolioId,
      pot: transactions.pot,
      vestedStatus: transactions.vestedStatus,
      units: transactions.units,
      unitPriceMicro: transactions.unitPriceMicro,
      amountCents: transactions.amountCents,
    })
    .from(transactions)
    .where(inArray(transactions.switchInstructionId, [...instructionIds]))
    .orderBy(transactions.id);
  return rows.map((row) => ({
    ...row,
    instructionId: Number(row.instructionId),
    type: row.type as TradeRow['type'],
  }));
}

/** Portfolio names and codes by id. */
export async function portfolioNamesOf(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { code: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute(sql`
    select id, code, name from portfolios where id = any(${`{${ids.map(Number).join(',')}}`}::int[])`);
  return new Map(
    rowsOf<{ id: number | string; code: string; name: string }>(result).map((row) => [
      Number(row.id),
      { code: row.code, name: row.name },
    ]),
  );
}

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

// ------------------------------------------------------------------------------------------
// The background processing's reads and writes.

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
