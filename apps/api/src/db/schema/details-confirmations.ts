import { date, index, integer, jsonb, pgTable, serial, timestamp, text } from 'drizzle-orm/pg-core';
import type { ConfirmedContact, ConfirmedNomination } from '@portal/contract/details-confirmation';
import { members } from './members-and-accounts';

// Staying traceable (issue 49 point 6): each time the member confirmed that the contact details
// and beneficiaries the fund holds are still right, with the day and what they were shown. Rows
// are only added: the history of confirmations is the record of contact with the member.

export const detailsConfirmations = pgTable(
  'details_confirmations',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The portal's today when the member confirmed. */
    confirmedOn: date('confirmed_on', { mode: 'string' }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The contact details the member confirmed, as shown. */
    contact: jsonb('contact').$type<ConfirmedContact>().notNull(),
    /** The nominations the member confirmed, as shown. */
    nominations: jsonb('nominations').$type<ConfirmedNomination[]>().notNull(),
    /** The digest of what was shown (DetailsConfirmationSchema.digest). */
    digest: text('digest').notNull(),
  },
  (t) => [index('details_confirmations_member_idx').on(t.memberId, t.confirmedOn)],
);
