import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { NOTICE_CATEGORIES } from '@portal/contract/calls/inbox';
import { createdAt, updatedAt } from './columns';
import { members } from './members-and-accounts';

// How notices reach the member besides the inbox (DESIGN §1e "Notices", §1b's SMS gateway): the
// member's choice per category, and the SMS waiting to go out through the gateway.

/** The member's choice for a category; no row means DEFAULT_NOTICE_CHANNELS. */
export const noticePreferences = pgTable(
  'notice_preferences',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    category: text('category', { enum: NOTICE_CATEGORIES }).notNull(),
    email: boolean('email').notNull(),
    sms: boolean('sms').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.category] })],
);

/**
 * SMS waiting to go out, and what became of them: written in the transaction of the notice they
 * carry, sent by the SMS worker through the gateway (`for update skip locked`), tried again with
 * a growing pause after a failure.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    /** Which notice (mail/mail-templates.ts kinds). */
    kind: text('kind').notNull(),
    toNumber: text('to_number').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['Pending', 'Sent', 'Failed'] })
      .notNull()
      .default('Pending'),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The gateway's id of the message once accepted. */
    gatewayId: text('gateway_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_outbox_due_idx').on(t.status, t.dueAt),
    index('sms_outbox_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** What the embedded SMS gateway simulator accepted: the demo mailbox page lists it. */
export const caughtSms = pgTable('caught_sms', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  toNumber: text('to_number').notNull(),
  text: text('text').notNull(),
  gatewayId: text('gateway_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
