import { bigint, timestamp } from 'drizzle-orm/pg-core';

// Column helpers shared by the schema files. Money is integer cents (DESIGN §4 habit 5).

export const cents = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
