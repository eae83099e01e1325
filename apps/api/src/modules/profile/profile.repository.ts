import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { preparedOn, type Db } from '../../db/client';
import { members, profileAudit } from '../../db/schema';

export type MemberRow = typeof members.$inferSelect;

const memberQuery = preparedOn((db) =>
  db
    .select()
    .from(members)
    .where(eq(members.id, sql.placeholder('memberId')))
    .prepare('find_member_by_id'),
);

export async function findMemberById(db: Db, memberId: number): Promise<MemberRow | undefined> {
  const rows = await memberQuery(db).execute({ memberId });
  return rows[0];
}

export type ProductForUserType = {
  productTypeCategory: string;
  isRestricted: boolean;
  sourceSystemName: string;
};

/** The member's row and the products the user type derives from (spec 1 §4), in one read. */
const profileQuery = preparedOn((db) =>
  db
    .select({
      member: members,
      // Written out with aliases: Drizzle leaves the columns of a one-table select unqualified.
      products: sql<ProductForUserType[]>`(
        select coalesce(json_agg(json_build_object(
          'productTypeCategory', p.product_type_category,
          'isRestricted', ms.is_restricted,
          'sourceSystemName', p.source_system_name
        )), '[]'::json)
        from memberships ms join products p on p.id = ms.product_id
        where ms.member_id = members.id
      )`,
    })
    .from(members)
    .where(eq(members.id, sql.placeholder('memberId')))
    .prepare('member_profile'),
);

export async function findMemberProfile(
  db: Db,
  memberId: number,
): Promise<{ member: MemberRow; products: ProductForUserType[] } | undefined> {
  const rows = await profileQuery(db).execute({ memberId });
  return rows[0];
}

/** `select ... for update`: the member's row, held until the transaction ends. */
export async function lockMember(tx: Db, memberId: number): Promise<MemberRow | undefined> {
  const rows = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
  return rows[0];
}

export type MemberProfileColumns = Pick<
  typeof members.$inferInsert,
  | 'title'
  | 'initials'
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'primaryContactNumber'
  | 'recoveryContactNumber'
  | 'primaryEmailAddress'
  | 'recoveryEmailAddress'
  | 'addressStreet'
  | 'addressSuburb'
  | 'addressCity'
  | 'addressPostalCode'
  | 'addressCountry'
  | 'registrationType'
  | 'preferredContactMethod'
>;

/** Writes the member's editable details and raises the row's version. */
export async function updateMemberProfile(
  tx: Db,
  memberId: number,
  values: Partial<MemberProfileColumns>,
  at: Date,
): Promise<void> {
  await tx
    .update(members)
    .set({ ...values, version: sql`${members.version} + 1`, updatedAt: at })
    .where(eq(members.id, memberId));
}

export async function insertProfileAudit(
  tx: Db,
  entry: Omit<typeof profileAudit.$inferInsert, 'id'>,
): Promise<void> {
  await tx.insert(profileAudit).values(entry);
}

/**
 * The calls that change the profile (the audit table also records other actions, e.g. a death
 * reported, or a new email address asked for and not yet confirmed).
 */
const PROFILE_CHANGE_SOURCES = [
  'UpdateProfileDetails',
  'UpdatePersonalDetails',
  'ConfirmEmailChange',
] as const;

const recentChangesQuery = preparedOn((db) =>
  db
    .select({ at: profileAudit.at, fields: profileAudit.fields })
    .from(profileAudit)
    .where(
      and(
        eq(profileAudit.memberId, sql.placeholder('memberId')),
        inArray(profileAudit.source, [...PROFILE_CHANGE_SOURCES]),
      ),
    )
    .orderBy(desc(profileAudit.at), desc(profileAudit.id))
    .limit(sql.placeholder('limit'))
    .prepare('recent_profile_changes'),
);

/** The member's own latest profile changes, newest first. */
export async function recentProfileChanges(
  db: Db,
  memberId: number,
  limit: number,
): Promise<{ at: Date; fields: string[] }[]> {
  return recentChangesQuery(db).execute({ memberId, limit });
}
