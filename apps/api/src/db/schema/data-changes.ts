import { bigint, bigserial, index, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * The version of each member's data, kept by the database (migration 0017): statement-level
 * triggers on every table the member's answers are read from add a row here in the same
 * transaction as the change, for each member the statement touched, or with `member_id` null for
 * what every member reads (products, portfolios, unit prices). A member's data version is the sum
 * of the weights of the member's rows and of the null rows: it grows with every committed change,
 * whichever replica or job wrote it, so an answer computed at one version can be given again while
 * the version is the same. Each new row takes over the weight of the rows it replaces (those not
 * locked by another transaction), so a member keeps about one row and no writer waits on another.
 */
export const dataChanges = pgTable(
  'data_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The member whose data changed; null when the change is to data every member reads. */
    memberId: integer('member_id'),
    weight: bigint('weight', { mode: 'number' }).notNull().default(1),
  },
  (t) => [index('data_changes_member_idx').on(t.memberId, t.weight)],
);
