import {
  customType,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { DATA_ARCHIVE_STATES } from '@portal/contract/calls/my-data';
import { members } from './members-and-accounts';

// The member's own data (issue 49 point 2; POPIA section 23): an archive of everything the portal
// holds about the member, asked for on the "Your data" page, prepared in the background
// (modules/my-data/archive-jobs.ts) and kept for DATA_ARCHIVE_KEEP_DAYS, then its bytes dropped.
// The row stays: when it was asked for, made, its size, and that it expired.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const dataArchives = pgTable(
  'data_archives',
  {
    id: serial('id').primaryKey(),
    /** The only id a member sees (a random UUID: archives cannot be guessed or counted). */
    fileId: uuid('file_id')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DATA_ARCHIVE_STATES }).notNull().default('Preparing'),
    /** The portal's day it was asked for: one archive a day. */
    requestedOn: date('requested_on', { mode: 'string' }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    sizeBytes: integer('size_bytes'),
    /** The ZIP itself, until it expires. */
    content: bytea('content'),
  },
  (t) => [
    index('data_archives_member_idx').on(t.memberId, t.requestedAt),
    // One archive a day, even for two requests at once.
    uniqueIndex('data_archives_member_day_key').on(t.memberId, t.requestedOn),
    index('data_archives_open_idx').on(t.status),
  ],
);
