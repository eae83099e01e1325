import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { cents } from './columns';
import { memberships } from './funds';

// The administration's schedule of contributions due (DESIGN §1b: behind the contribution
// schedule's partner interface, partners/contribution-schedule). For each month an employer fund's
// member was in contributing service: the pensionable salary and the rates of that month, what
// the member and the employer owed, and the day it was due at the fund (section 13A of the
// Pension Funds Act: within 7 days of the month's end). What arrived is the fund's own record, the
// contribution rows of transactions; the portal compares the two (contribution status, issue 48).

export const contributionSchedule = pgTable(
  'contribution_schedule',
  {
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    /** The month the contributions are for, as its first day. */
    month: date('month', { mode: 'string' }).notNull(),
    /** The annual pensionable salary the month's contributions were worked out on. */
    annualSalaryCents: cents('annual_salary_cents').notNull(),
    memberRateBp: integer('member_rate_bp').notNull(),
    employerRateBp: integer('employer_rate_bp').notNull(),
    memberDueCents: cents('member_due_cents').notNull(),
    employerDueCents: cents('employer_due_cents').notNull(),
    /** The day the month's contributions were due at the fund. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.membershipId, t.month] }),
    check(
      'contribution_schedule_due_check',
      sql`${t.memberDueCents} >= 0 and ${t.employerDueCents} >= 0`,
    ),
  ],
);
