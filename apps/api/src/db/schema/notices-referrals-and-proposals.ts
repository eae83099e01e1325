import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './members-and-accounts';

// Notification banners (spec 1 §3), referral leads and goal proposals (spec 3 §3).

/** Notification banners (spec 1 §3 Notification). */
export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  navigationType: text('navigation_type').notNull(),
  sourceSystems: jsonb('source_systems').$type<string[]>().notNull(),
  categoryTitleToDisplay: text('category_title_to_display').notNull(),
  htmlContent: text('html_content').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * Referral leads (spec 3 §3 referral payload). A lead holds the member's ID number, so a member
 * has at most one per campaign: a repeat referral is answered as done and stores nothing new.
 */
export const referralLeads = pgTable(
  'referral_leads',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    campaignType: integer('campaign_type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('referral_leads_member_campaign').on(table.memberId, table.campaignType)],
);

/** Goal proposals (spec 3 §3 proposal request); the portal serves the page its link opens. */
export const proposals = pgTable('proposals', {
  id: text('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  goalCategory: integer('goal_category').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: createdAt(),
});
