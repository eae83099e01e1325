import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { faqEntries } from '../../db/schema';

// spec 1 §7 GetAFConnectFAQ: the questions and answers are content kept in the database
// (faq_entries, written by migration 0009), not in the code.

export type FaqEntryRow = typeof faqEntries.$inferSelect;

/** Every FAQ entry in its sort order (the id breaks ties, so the order never changes). */
export async function listFaqEntries(db: Db): Promise<FaqEntryRow[]> {
  return db.select().from(faqEntries).orderBy(asc(faqEntries.sortOrder), asc(faqEntries.id));
}
