import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { preparedOn, type Db } from '../../db/client';
import { externalFunds, members } from '../../db/schema';

// The member's external funds (external_funds). Every read and change names the member, so a fund
// of another member is never found.

export type ExternalFundRow = typeof externalFunds.$inferSelect;
export type ExternalFundValues = Pick<
  typeof externalFunds.$inferInsert,
  | 'providerId'
  | 'productTypeId'
  | 'productName'
  | 'valueCents'
  | 'valueDate'
  | 'monthlyContributionCents'
  | 'notes'
>;
export type ExternalFundProfileFields = Pick<
  typeof externalFunds.$inferInsert,
  'firstName' | 'lastName' | 'idNumber' | 'passportNumber' | 'emailAddress' | 'contactNumber'
>;

/** The unique index that keeps product names apart (member, lower(btrim(name))). */
export const PRODUCT_NAME_INDEX = 'external_funds_member_product_name_key';

const fundsQuery = preparedOn((db) =>
  db
    .select()
    .from(externalFunds)
    .where(eq(externalFunds.memberId, sql.placeholder('memberId')))
    .orderBy(desc(externalFunds.createdAt), desc(externalFunds.id))
    .prepare('external_funds_of'),
);

/** The member's external funds, newest first. */
export async function externalFundsOf(db: Db, memberId: number): Promise<ExternalFundRow[]> {
  return fundsQuery(db).execute({ memberId });
}

/** One of the member's funds, locked for the change about to be made; none if not theirs. */
export async function findOwnFundForUpdate(
  tx: Db,
  memberId: number,
  fundId: string,
): Promise<ExternalFundRow | undefined> {
  const [row] = await tx
    .select()
    .from(externalFunds)
    .where(and(eq(externalFunds.id, fundId), eq(externalFunds.memberId, memberId)))
    .for('update');
  return row;
}

/**
 * Holds the member's row until the transaction ends and answers how many funds they hold: adds
 * of one member take turns, so that each counts the funds the one before it added.
 */
export async function lockAndCountFunds(tx: Db, memberId: number): Promise<number> {
  await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.id, memberId))
    .for('no key update');
  const [row] = await tx
    .select({ funds: count() })
    .from(externalFunds)
    .where(eq(externalFunds.memberId, memberId));
  return row?.funds ?? 0;
}

/**
 * The product names of the member's other funds (all of them but `exceptFundId`): compared in
 * the service as they read on screen (domain external-fund-names.ts), which SQL cannot do.
 */
export async function otherProductNames(
  tx: Db,
  memberId: number,
  exceptFundId?: string,
): Promise<string[]> {
  const rows = await tx
    .select({ productName: externalFunds.productName })
    .from(externalFunds)
    .where(
      and(
        eq(externalFunds.memberId, memberId),
        exceptFundId === undefined ? undefined : ne(externalFunds.id, exceptFundId),
      ),
    );
  return rows.map((row) => row.productName);
}

/** The member's identifying profile fields, as the profile holds them now. */
export async function profileFieldsOf(
  tx: Db,
  memberId: number,
): Promise<ExternalFundProfileFields | undefined> {
  const [row] = await tx
    .select({
      firstName: members.firstName,
      lastName: members.lastName,
      idNumber: members.idNumber,
      passportNumber: members.passportNumber,
      emailAddress: members.primaryEmailAddress,
      contactNumber: members.primaryContactNumber,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}

export async function insertExternalFund(
  tx: Db,
  row: ExternalFundValues & ExternalFundProfileFields & { memberId: number; at: Date },
): Promise<ExternalFundRow> {
  const { at, ...values } = row;
  const [inserted] = await tx
    .insert(externalFunds)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning();
  if (!inserted) throw new Error('the external fund was not stored');
  return inserted;
}

export async function updateExternalFund(
  tx: Db,
  memberId: number,
  fundId: string,
  values: ExternalFundValues,
  at: Date,
): Promise<ExternalFundRow> {
  const [updated] = await tx
    .update(externalFunds)
    .set({ ...values, updatedAt: at })
    .where(and(eq(externalFunds.id, fundId), eq(externalFunds.memberId, memberId)))
    .returning();
  if (!updated) throw new Error('the external fund was not updated');
  return updated;
}

export async function deleteExternalFund(tx: Db, memberId: number, fundId: string): Promise<void> {
  await tx
    .delete(externalFunds)
    .where(and(eq(externalFunds.id, fundId), eq(externalFunds.memberId, memberId)));
}
