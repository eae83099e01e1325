import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  beneficiaries,
  covers,
  members,
  memberships,
  nominationAudit,
  nominations,
  products,
  valueSets,
} from '../../db/schema';

export type MemberRow = typeof members.$inferSelect;
export type BeneficiaryRow = typeof beneficiaries.$inferSelect;
export type NewBeneficiaryRow = Omit<typeof beneficiaries.$inferInsert, 'id'>;
export type ValueSetRow = typeof valueSets.$inferSelect;

/** A nomination with what it belongs to: a membership of a product, or a cover. */
export type NominationTarget = {
  id: number;
  memberId: number;
  nominationTypeId: number;
  version: number;
  updatedAt: Date;
  /** When the member last saved it online, or null. */
  recordedAt: Date | null;
  /** The day the fund had it on its records ('YYYY-MM-DD'), or null. */
  receivedOn: string | null;
  membership: typeof memberships.$inferSelect | null;
  product: typeof products.$inferSelect | null;
  cover: typeof covers.$inferSelect | null;
};

export async function findMember(db: Db, memberId: number): Promise<MemberRow | undefined> {
  const rows = await db.select().from(members).where(eq(members.id, memberId));
  return rows[0];
}

function targetQuery(db: Db) {
  return db
    .select({
      nomination: nominations,
      membership: memberships,
      product: products,
      cover: covers,
    })
    .from(nominations)
    .leftJoin(memberships, eq(memberships.id, nominations.membershipId))
    .leftJoin(products, eq(products.id, memberships.productId))
    .leftJoin(covers, eq(covers.id, nominations.coverId));
}

type TargetRow = {
  nomination: typeof nominations.$inferSelect;
  membership: typeof memberships.$inferSelect | null;
  product: typeof products.$inferSelect | null;
  cover: typeof covers.$inferSelect | null;
};

function toTarget({ nomination, membership, product, cover }: TargetRow): NominationTarget {
  return {
    id: nomination.id,
    memberId: nomination.memberId,
    nominationTypeId: nomination.nominationTypeId,
    version: nomination.version,
    updatedAt: nomination.updatedAt,
    recordedAt: nomination.recordedAt,
    receivedOn: nomination.receivedOn,
    membership,
    product,
    cover,
  };
}

/** Every nomination of the member: retirement by membership, then life cover, then funeral. */
export async function nominationsOfMember(db: Db, memberId: number): Promise<NominationTarget[]> {
  const rows = await targetQuery(db)
    .where(eq(nominations.memberId, memberId))
    .orderBy(asc(nominations.nominationTypeId), asc(memberships.id), asc(covers.id));
  return rows.map(toTarget);
}

/**
 * The member's nomination of this type whose membership (retirement) or cover (life, funeral)
 * has this case member key; undefined when there is none or it is another member's.
 */
export async function findMemberNomination(
  db: Db,
  memberId: number,
  caseMbrKey: string,
  nominationTypeId: number,
): Promise<NominationTarget | undefined> {
  const keyMatches =
    nominationTypeId === 2
      ? and(isNotNull(nominations.membershipId), eq(memberships.caseMemberKey, caseMbrKey))
      : and(isNotNull(nominations.coverId), eq(covers.caseMemberKey, caseMbrKey));
  const rows = await targetQuery(db).where(
    and(
      eq(nominations.memberId, memberId),
      eq(nominations.nominationTypeId, nominationTypeId),
      keyMatches,
    ),
  );
  const row = rows[0];
  return row ? toTarget(row) : undefined;
}

/** The rows of these nominations in order of consideration. */
export async function beneficiariesOf(db: Db, nominationIds: number[]): Promise<BeneficiaryRow[]> {
  if (nominationIds.length === 0) return [];
  return db
    .select()
    .from(beneficiaries)
    .where(inArray(beneficiaries.nominationId, nominationIds))
    .orderBy(asc(beneficiaries.nominationId), asc(beneficiaries.nomineeIdentifier));
}

export async function allValueSets(db: Db): Promise<ValueSetRow[]> {
  return db.select().from(valueSets).orderBy(asc(valueSets.type), asc(valueSets.position));
}

/** `select ... for update`: holds the nomination until the transaction ends. */
export async function lockNomination(
  tx: Db,
  nominationId: number,
): Promise<{ id: number; version: number } | undefined> {
  const rows = await tx
    .select({ id: nominations.id, version: nominations.version })
    .from(nominations)
    .where(eq(nominations.id, nominationId))
    .for('update');
  return rows[0];
}

/** Writes the whole list: the old rows go, the new ones (numbered by the caller) come. */
export async function replaceBeneficiaryRows(
  tx: Db,
  nominationId: number,
  rows: NewBeneficiaryRow[],
): Promise<void> {
  await tx.delete(beneficiaries).where(eq(beneficiaries.nominationId, nominationId));
  if (rows.length > 0) await tx.insert(beneficiaries).values(rows);
}

export async function setNominationVersion(
  tx: Db,
  nominationId: number,
  version: number,
  at: Date,
): Promise<void> {
  await tx
    .update(nominations)
    .set({ version, updatedAt: at, recordedAt: at, receivedOn: null })
    .where(eq(nominations.id, nominationId));
}

/**
 * The fund has the nomination on its records (a signed form received, or an online save taken
 * on by the administrator): dated that day. The version stays: the list itself did not change.
 */
export async function markNominationReceived(
  db: Db,
  nominationId: number,
  receivedOn: string,
): Promise<void> {
  await db.update(nominations).set({ receivedOn }).where(eq(nominations.id, nominationId));
}

export async function insertNominationAudit(
  tx: Db,
  entry: Omit<typeof nominationAudit.$inferInsert, 'id'>,
): Promise<void> {
  await tx.insert(nominationAudit).values(entry);
}
