import type { AssetClass, AssetMix } from '@portal/domain/projection-assumptions';
import { eq, sql } from 'drizzle-orm';
import { preparedOn, type Db } from '../../db/client';
import { members } from '../../db/schema';
import { FEE_NAMES } from '@portal/domain/period';

// The projection's reads (docs/decisions/039-one-projection.md) beyond the fund details' own (the
// membership, its positions and portfolios): the member's date of birth; per fund on its date the
// charges of the last twelve months, the latest contribution and the group risk premium; and the
// portfolios' fact-sheet mixes. A few queries whatever the number of funds or transactions.

type Rows<T> = { rows: T[] };

/**
 * The fund's own charges a year that the projection counts: the administration and the
 * asset-based fees (not the group risk premium, which the contribution pays, nor a savings
 * withdrawal's fee, which is the withdrawal's).
 */
export const CHARGE_FEE_NAMES: readonly string[] = [FEE_NAMES.admin, FEE_NAMES.asset];

const dateOfBirthQuery = preparedOn((db) =>
  db
    .select({ dateOfBirth: members.dateOfBirth })
    .from(members)
    .where(eq(members.id, sql.placeholder('memberId')))
    .prepare('projection_date_of_birth'),
);

/** The member's date of birth; undefined for no such member. */
export async function dateOfBirthOf(db: Db, memberId: number): Promise<string | undefined> {
  return (await dateOfBirthQuery(db).execute({ memberId }))[0]?.dateOfBirth;
}

export type FundFacts = {
  membershipId: number;
  /** The administration and asset-based fees of the twelve months up to the date, positive. */
  feesLastYearCents: number;
  /** The latest contribution's date on or before the date, or null for none. */
  lastContributionDate: string | null;
  /** The contributions of the latest contribution's calendar month (up to the date). */
  lastMonthContributionCents: number;
  /** Every contribution up to the date. */
  contributedCents: number;
  /** The product's group risk premium rate (0 without group cover). */
  riskPremiumBp: number;
};

/** Each fund's facts on its date, in one read (the transactions by their (membership, date) index). */
export async function fundFactsOf(
  db: Db,
  points: readonly { membershipId: number; date: string }[],
): Promise<Map<number, FundFacts>> {
  if (points.length === 0) return new Map();
  const values = sql.join(
    points.map((point) => sql`(${point.membershipId}::int, ${point.date}::date)`),
    sql`, `,
  );
  const feeNames = sql.join(
    CHARGE_FEE_NAMES.map((name) => sql`${name}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with points(membership_id, on_date) as (values ${values})
    select p.membership_id,
      (select coalesce(-sum(t.amount_cents), 0) from transactions t
        where t.membership_id = p.membership_id and t.type = 'fee' and t.name in (${feeNames})
          and t.tx_date > (p.on_date - interval '12 months')::date and t.tx_date <= p.on_date
      )::text as fees_cents,
      last.tx_date::text as last_contribution_date,
      (select coalesce(sum(t.amount_cents), 0) from transactions t
        where t.membership_id = p.membership_id and t.type = 'contribution'
          and t.tx_date >= date_trunc('month', last.tx_date)::date and t.tx_date <= last.tx_date
      )::text as last_month_cents,
      (select coalesce(sum(t.amount_cents), 0) from transactions t
        where t.membership_id = p.membership_id and t.type = 'contribution'
          and t.tx_date <= p.on_date
      )::text as contributed_cents,
      coalesce(gc.risk_premium_bp, 0) as risk_premium_bp
    from points p
    join memberships m on m.id = p.membership_id
    left join group_cover gc on gc.product_id = m.product_id
    left join lateral (
      select max(t.tx_date) as tx_date from transactions t
      where t.membership_id = p.membership_id and t.type = 'contribution' and t.tx_date <= p.on_date
    ) last on true
  `);
  const facts = new Map<number, FundFacts>();
  for (const row of (
    result as unknown as Rows<{
      membership_id: number | string;
      fees_cents: string;
      last_contribution_date: string | null;
      last_month_cents: string;
      contributed_cents: string;
      risk_premium_bp: number | string;
    }>
  ).rows) {
    const membershipId = Number(row.membership_id);
    facts.set(membershipId, {
      membershipId,
      feesLastYearCents: Number(row.fees_cents),
      lastContributionDate: row.last_contribution_date,
      lastMonthContributionCents: Number(row.last_contribution_date ? row.last_month_cents : 0),
      contributedCents: Number(row.contributed_cents),
      riskPremiumBp: Number(row.risk_premium_bp),
    });
  }
  return facts;
}

export type PortfolioFacts = {
  portfolioId: number;
  code: string;
  name: string;
  /** The portfolio's TER, basis points a year (0 when its fact sheet states none). */
  terBp: number;
  /** The portfolio's transaction costs, basis points a year (0 when its fact sheet states none). */
  tcBp: number;
  mix: AssetMix;
  /** The mix in the fact sheet's order (the asset classes' own), shares in basis points. */
  mixRows: { assetClass: AssetClass; shareBp: number }[];
};

/**
 * The portfolios' facts (TER, TC and mix), and each product's portfolios: its investment range as its
 * rules list it (product_portfolios), with `portfolioIds` (the member's own holdings) always among
 * the facts. One read.
 */
export async function portfolioFactsOf(
  db: Db,
  productIds: readonly number[],
  portfolioIds: readonly number[],
): Promise<{ byId: Map<number, PortfolioFacts>; choicesOf: Map<number, number[]> }> {
  const products = `{${productIds.map(Number).join(',')}}`;
  const held = `{${portfolioIds.map(Number).join(',')}}`;
  const result = await db.execute(sql`
    with choices as (
      select pp.product_id, pp.portfolio_id from product_portfolios pp
      where pp.product_id = any(${products}::int[])
    ), wanted as (
      select portfolio_id from choices union select unnest(${held}::int[])
    )
    select p.id, p.code, p.name, p.total_expense_ratio_bp, p.transaction_costs_bp,
      (select coalesce(json_agg(json_build_object('assetClass', a.asset_class, 'shareBp', a.share_bp)), '[]'::json)
        from portfolio_asset_mix a where a.portfolio_id = p.id) as mix,
      (select coalesce(json_agg(c.product_id), '[]'::json) from choices c where c.portfolio_id = p.id)
        as products
    from portfolios p
    where p.id in (select portfolio_id from wanted)
    order by p.name, p.id
  `);
  const byId = new Map<number, PortfolioFacts>();
  const choicesOf = new Map<number, number[]>();
  for (const row of (
    result as unknown as Rows<{
      id: number | string;
      code: string;
      name: string;
      total_expense_ratio_bp: number | string | null;
      transaction_costs_bp: number | string | null;
      mix: unknown;
      products: unknown;
    }>
  ).rows) {
    const portfolioId = Number(row.id);
    const mixRows = parsed<{ assetClass: AssetClass; shareBp: number }[]>(row.mix).map((m) => ({
      assetClass: m.assetClass,
      shareBp: Number(m.shareBp),
    }));
    byId.set(portfolioId, {
      portfolioId,
      code: row.code,
      name: row.name,
      terBp: Number(row.total_expense_ratio_bp ?? 0),
      tcBp: Number(row.transaction_costs_bp ?? 0),
      mix: Object.fromEntries(mixRows.map((m) => [m.assetClass, m.shareBp])) as AssetMix,
      mixRows,
    });
    for (const productId of parsed<(number | string)[]>(row.products)) {
      const list = choicesOf.get(Number(productId)) ?? [];
      list.push(portfolioId);
      choicesOf.set(Number(productId), list);
    }
  }
  return { byId, choicesOf };
}

/** A json column as the driver answers it (parsed by node-postgres and PGlite alike, else text). */
function parsed<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
