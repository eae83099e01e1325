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

// What online switches read and write for the member (switch-options.ts, switch-preview.ts,
// switches.service.ts); the background processing's are in switch-processing.repository.ts.

type Rows<T> = { rows: T[] };
export const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

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
