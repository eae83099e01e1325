import { and, asc, eq, inArray, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, memberships, products, transactions } from '../../db/schema';

// What the certificates read: the member's memberships with their products, the money rows a
// certificate adds up, the last contribution of each membership, and a certificate already issued.
// Every read is scoped to the signed-in member's id or to memberships found through it.

export type CertificateMembershipRow = {
  membershipId: number;
  membershipNumber: string;
  dateJoined: string;
  masterMemberStatus: string | null;
  accountStatus: string | null;
  schemeNumber: string;
  fullProductName: string;
  fundName: string;
  schemeName: string | null;
  employerName: string | null;
  productTypeCategory: 'Retail' | 'Institutional';
};

/** The member's memberships with what a certificate shows of their products, in a fixed order. */
export async function certificateMembershipsOf(
  db: Db,
  memberId: number,
): Promise<CertificateMembershipRow[]> {
  return db
    .select({
      membershipId: memberships.id,
      membershipNumber: memberships.membershipNumber,
      dateJoined: memberships.dateJoined,
      masterMemberStatus: memberships.masterMemberStatus,
      accountStatus: memberships.accountStatus,
      schemeNumber: products.schemeNumber,
      fullProductName: products.fullProductName,
      fundName: products.fundName,
      schemeName: products.schemeName,
      employerName: products.employerName,
      productTypeCategory: products.productTypeCategory,
    })
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(eq(memberships.memberId, memberId))
    .orderBy(asc(products.productTypeCategory), asc(memberships.id));
}

export type MoneyRow = {
  date: string;
  type: (typeof transactions.$inferSelect)['type'];
  amountCents: number;
};

/**
 * A membership's rows up to and including `upTo`, added up per date and type (portfolios and pots
 * together: a certificate reports per tax year), oldest first.
 */
export async function moneyRowsOf(db: Db, membershipId: number, upTo: string): Promise<MoneyRow[]> {
  const rows = await db
    .select({
      date: transactions.txDate,
      type: transactions.type,
      amountCents: sql<string>`sum(${transactions.amountCents})::text`,
    })
    .from(transactions)
    .where(and(eq(transactions.membershipId, membershipId), lte(transactions.txDate, upTo)))
    .groupBy(transactions.txDate, transactions.type)
    .orderBy(asc(transactions.txDate), asc(transactions.type));
  return rows.map((row) => ({ ...row, amountCents: Number(row.amountCents) }));
}

/** The date of each membership's latest contribution (absent: it never had one). */
export async function lastContributionDatesOf(
  db: Db,
  membershipIds: readonly number[],
): Promise<Map<number, string>> {
  if (membershipIds.length === 0) return new Map();
  const rows = await db
    .select({ membershipId: transactions.membershipId, date: max(transactions.txDate) })
    .from(transactions)
    .where(
      and(
        inArray(transactions.membershipId, [...membershipIds]),
        eq(transactions.type, 'contribution'),
      ),
    )
    .groupBy(transactions.membershipId);
  const dates = new Map<number, string>();
  for (const row of rows) if (row.date !== null) dates.set(row.membershipId, row.date);
  return dates;
}

export type CertificateHolder = {
  firstName: string;
  lastName: string;
  identifierType: 'ID' | 'Passport';
  idNumber: string | null;
  passportNumber: string | null;
};

/** The member's name and identity number, as a certificate names its holder. */
export async function certificateHolderOf(
  db: Db,
  memberId: number,
): Promise<CertificateHolder | undefined> {
  const rows = await db
    .select({
      firstName: members.firstName,
      lastName: members.lastName,
      identifierType: members.identifierType,
      idNumber: members.idNumber,
      passportNumber: members.passportNumber,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return rows[0];
}
