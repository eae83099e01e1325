import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cents, createdAt, updatedAt } from './columns';
import { members } from './members-and-accounts';

// The funds a member holds with other providers (spec 1 §7 GetExternalFunds, AddExternalFund,
// UpdateExternalFund, DeleteExternalFund), as the member stated them.

/**
 * An external fund: its provider and product type (ids of the domain's catalogue,
 * external-fund.ts), a product name unique among the member's funds ignoring case and surrounding
 * spaces (spec 3 §5), the value the member stated on its date, and an optional monthly
 * contribution and notes. The member's identifying profile fields are copied from the profile when
 * the fund is added (spec 1 §7 "fund plus profile fields"), never taken from the form. The id is a
 * random UUID, so one member's fund id tells nothing about another's.
 */
export const externalFunds = pgTable(
  'external_funds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id').notNull(),
    productTypeId: integer('product_type_id').notNull(),
    productName: text('product_name').notNull(),
    valueCents: cents('value_cents').notNull(),
    valueDate: date('value_date').notNull(),
    monthlyContributionCents: cents('monthly_contribution_cents'),
    notes: text('notes'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    idNumber: text('id_number'),
    passportNumber: text('passport_number'),
    emailAddress: text('email_address'),
    contactNumber: text('contact_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('external_funds_member_product_name_key').on(
      t.memberId,
      sql`lower(btrim(${t.productName}))`,
    ),
    index('external_funds_member_idx').on(t.memberId, t.createdAt),
    check('external_funds_value_check', sql`${t.valueCents} >= 0`),
    check(
      'external_funds_monthly_contribution_check',
      sql`${t.monthlyContributionCents} is null or ${t.monthlyContributionCents} >= 0`,
    ),
    check(
      'external_funds_product_name_check',
      sql`char_length(btrim(${t.productName})) between 2 and 100`,
    ),
  ],
);
