import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  beneficiaries,
  coverAmounts,
  covers,
  memberships,
  nominations,
  products,
  transactions,
} from '../../db/schema';

/**
 * The signed-in member's membership with this case member key, of the product with this case
 * key; undefined when either is not the member's own.
 */
export async function findMembershipIdByCaseKeys(
  db: Db,
  memberId: number,
  caseKey: string,
  caseMemberKey: string,
): Promise<number | undefined> {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(
      and(
        eq(memberships.memberId, memberId),
        eq(memberships.caseMemberKey, caseMemberKey),
        eq(products.caseKey, caseKey),
      ),
    );
  return rows[0]?.id;
}

export type StatementMembershipRow = {
  membershipId: number;
  membershipNumber: string;
  caseMemberKey: string;
  dateJoined: string;
  schemeNumber: string;
  caseKey: string;
  fundName: string;
  fullProductName: string;
  schemeName: string | null;
  employerName: string | null;
  productTypeCategory: 'Retail' | 'Institutional';
  /**
   * Whether the membership is under two-pot: its product is (a retirement fund) and it holds a
   * savings or retirement component (a provident member 55 or older on 1 Mar 2021 who did not opt
   * in holds none).
   */
  isTwoPot: boolean;
  /** A living annuity: it pays the member an income and takes no contributions. */
  isLivingAnnuity: boolean;
  /** The day a living annuity started (its anniversaries are the days the rate is chosen). */
  annuityStartDate: string | null;
  /** The membership's normal retirement date on record (employer funds); null where none. */
  normalRetirementDate: string | null;
  /** An employer fund's annual pensionable salary and contribution rates (the Information tab's). */
  annualPensionableSalaryCents: number | null;
  memberContributionRateBp: number | null;
  employerContributionRateBp: number | null;
  /** A fund of the umbrella funds' source system (many employers in one fund). */
  isUmbrellaFund: boolean;
  /** 'Paid-up' from `accountStatusEffectiveDate` once contributions stopped (domain group-cover). */
  accountStatus?: string | null;
  accountStatusEffectiveDate?: string | null;
};

const MEMBERSHIP_COLUMNS = {
  membershipId: memberships.id,
  membershipNumber: memberships.membershipNumber,
  caseMemberKey: memberships.caseMemberKey,
  dateJoined: memberships.dateJoined,
  schemeNumber: products.schemeNumber,
  caseKey: products.caseKey,
  fundName: products.fundName,
  fullProductName: products.fullProductName,
  schemeName: products.schemeName,
  employerName: products.employerName,
  productTypeCategory: products.productTypeCategory,
  isTwoPot: sql<boolean>`(${products.twoPotIndicator} = 'Y' and exists (
    select 1 from ${transactions} t where t.membership_id = ${memberships.id} and t.pot <> 'vested'))`.mapWith(
    Boolean,
  ),
  isLivingAnnuity: sql<boolean>`(${products.heading} = 'Post Retirement')`.mapWith(Boolean),
  annuityStartDate: memberships.pensionServiceCommencementDate,
  normalRetirementDate: memberships.normalRetirementDate,
  annualPensionableSalaryCents: memberships.annualPensionableSalaryCents,
  memberContributionRateBp: memberships.memberContributionRateBp,
  employerContributionRateBp: memberships.employerContributionRateBp,
  isUmbrellaFund: sql<boolean>`(${products.sourceSystemName} = 'UMBRELLA')`.mapWith(Boolean),
  accountStatus: memberships.accountStatus,
  accountStatusEffectiveDate: memberships.accountStatusEffectiveDate,
};

/** Every membership of the member, with what its statements name, in a stable order. */
export async function statementMembershipsOf(
  db: Db,
  memberId: number,
): Promise<StatementMembershipRow[]> {
  return db
    .select(MEMBERSHIP_COLUMNS)
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(eq(memberships.memberId, memberId))
    .orderBy(asc(memberships.id));
}

/** The member's own membership with this case member key; undefined when it is not theirs. */
export async function findStatementMembership(
  db: Db,
  memberId: number,
  where: { caseMemberKey: string } | { membershipId: number },
): Promise<StatementMembershipRow | undefined> {
  const rows = await db
    .select(MEMBERSHIP_COLUMNS)
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(
      and(
        eq(memberships.memberId, memberId),
        'caseMemberKey' in where
          ? eq(memberships.caseMemberKey, where.caseMemberKey)
          : eq(memberships.id, where.membershipId),
      ),
    );
  return rows[0];
}

export type StatementCovers = {
  /** Beneficiaries on the fund's own (retirement) nomination. */
  fundBeneficiaryCount: number;
  /** The member's unapproved life cover under the same product, where it exists. */
  lifeCover: { amountCents: number; beneficiaryCount: number } | null;
};

/** The cover figures a statement prints: beneficiary counts and the life cover amount. */
export async function statementCoversOf(
  db: Db,
  memberId: number,
  membershipId: number,
  caseKey: string,
): Promise<StatementCovers> {
  const result = await db.execute(sql`
    select
      (select count(*) from ${beneficiaries} b join ${nominations} n on n.id = b.nomination_id
        where n.member_id = ${memberId} and n.membership_id = ${membershipId}) as fund_count,
      (select sum(ca.amount_cents) from ${coverAmounts} ca join ${covers} c on c.id = ca.cover_id
        where c.member_id = ${memberId} and c.case_key = ${caseKey}
          and c.header = 'Unapproved Life Cover') as life_cents,
      (select count(*) from ${beneficiaries} b join ${nominations} n on n.id = b.nomination_id
        join ${covers} c on c.id = n.cover_id
        where c.member_id = ${memberId} and c.case_key = ${caseKey}
          and c.header = 'Unapproved Life Cover') as life_count
  `);
  const row = (
    result as unknown as {
      rows: {
        fund_count: string | number;
        life_cents: string | number | null;
        life_count: string | number;
      }[];
    }
  ).rows[0];
  return {
    fundBeneficiaryCount: Number(row?.fund_count ?? 0),
    lifeCover:
      row?.life_cents === null || row?.life_cents === undefined
        ? null
        : { amountCents: Number(row.life_cents), beneficiaryCount: Number(row.life_count) },
  };
}

/**
 * A membership's contributions up to `upTo`: those from `yearFrom` (a tax year's first day) and all
 * of them, in cents.
 */
export async function contributionsUpTo(
  db: Db,
  membershipId: number,
  yearFrom: string,
  upTo: string,
): Promise<{ year: number; lifetime: number }> {
  const result = (await db.execute(sql`
    select
      coalesce(sum(amount_cents) filter (where tx_date >= ${yearFrom}::date), 0)::text as year,
      coalesce(sum(amount_cents), 0)::text as lifetime
    from transactions
    where membership_id = ${membershipId} and type = 'contribution'
      and tx_date <= ${upTo}::date`)) as unknown as { rows: { year: string; lifetime: string }[] };
  const row = result.rows[0];
  return { year: Number(row?.year ?? 0), lifetime: Number(row?.lifetime ?? 0) };
}
