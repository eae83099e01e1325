import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, memberships, products, transactions } from '../../db/schema';

// What a living annuity's IRP5 reads: the member's living annuities (products under the heading
// 'Post Retirement', started on the membership's pension service commencement date), the income
// payments of one of them (its withdrawals named 'Annuity income payment', each day's rows as one
// payment) and the member's date of birth, which sets the rebates in the PAYE. Every read is
// scoped to the signed-in member's id or to memberships found through it.

/** The heading of the living annuity products in the catalogue. */
export const LIVING_ANNUITY_HEADING = 'Post Retirement';
/** The name of an annuity's monthly income payment among its transactions. */
export const ANNUITY_INCOME_PAYMENT = 'Annuity income payment';

/** The member's living annuities: each membership's id and the day its annuity started. */
export async function annuityMembershipsOf(
  db: Db,
  memberId: number,
): Promise<{ membershipId: number; startDate: string }[]> {
  const rows = await db
    .select({
      membershipId: memberships.id,
      commencement: memberships.pensionServiceCommencementDate,
      dateJoined: memberships.dateJoined,
    })
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(and(eq(memberships.memberId, memberId), eq(products.heading, LIVING_ANNUITY_HEADING)))
    .orderBy(asc(memberships.id));
  return rows.map((row) => ({
    membershipId: row.membershipId,
    startDate: row.commencement ?? row.dateJoined,
  }));
}

/** One income payment: the day it was paid and its gross amount (before PAYE), in cents. */
export type AnnuityIncomePaymentRow = { paidOn: string; grossCents: number };

/** The annuity's income payments up to and including `upTo`, oldest first. */
export async function annuityIncomePaymentsOf(
  db: Db,
  membershipId: number,
  upTo: string,
): Promise<AnnuityIncomePaymentRow[]> {
  const rows = await db
    .select({
      paidOn: transactions.txDate,
      // Rows are signed from the fund's side: a payment out is negative.
      grossCents: sql<string>`(-sum(${transactions.amountCents}))::text`,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.membershipId, membershipId),
        eq(transactions.type, 'withdrawal'),
        eq(transactions.name, ANNUITY_INCOME_PAYMENT),
        lte(transactions.txDate, upTo),
      ),
    )
    .groupBy(transactions.txDate)
    .orderBy(asc(transactions.txDate));
  return rows.map((row) => ({ paidOn: row.paidOn, grossCents: Number(row.grossCents) }));
}

/** The member's date of birth. */
export async function dateOfBirthOf(db: Db, memberId: number): Promise<string | undefined> {
  const rows = await db
    .select({ dateOfBirth: members.dateOfBirth })
    .from(members)
    .where(eq(members.id, memberId));
  return rows[0]?.dateOfBirth;
}
