import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { ARCHIVE_REGISTRY, WITHHELD_TABLES } from './archive-registry.repository';

// The archive holds everything the portal keeps about a member (issue 49 point 2; POPIA section
// 23). This reads the schema itself, not a hand list: a table is the member's when one of its
// columns references members, or references a table that is the member's (memberships,
// nominations, claims, message threads ...), or names the member without a foreign key (a
// `member_id`, a `..._member_id` or the member's `af_group_id`). Each such table must be in the
// archive's registry (archive-registry.repository.ts) or listed there as withheld with its reason.

const TABLES = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => value instanceof PgTable,
);
const MEMBER_COLUMN = /(^|_)member_id$|^af_group_id$/;

function memberKeyedTables(): Map<string, string> {
  const why = new Map<string, string>([['members', 'the members table itself']]);
  let isGrowing = true;
  while (isGrowing) {
    isGrowing = false;
    for (const table of TABLES) {
      const config = getTableConfig(table);
      if (why.has(config.name)) continue;
      const named = config.columns.find((column) => MEMBER_COLUMN.test(column.name));
      const reference = config.foreignKeys
        .map((key) => getTableConfig(key.reference().foreignTable).name)
        .find((name) => why.has(name));
      const reason = named
        ? `its column ${named.name}`
        : reference
          ? `its reference to ${reference}`
          : undefined;
      if (reason) {
        why.set(config.name, reason);
        isGrowing = true;
      }
    }
  }
  return why;
}

describe('the data archive’s registry', () => {
  const archived = new Set(ARCHIVE_REGISTRY.map((entry) => getTableConfig(entry.table).name));
  const withheld = new Set(WITHHELD_TABLES.map((entry) => getTableConfig(entry.table).name));

  it('finds the member’s tables in the schema (a check of the search itself)', () => {
    const found = memberKeyedTables();
    for (const name of ['memberships', 'transactions', 'beneficiaries', 'claim_events', 'sessions'])
      expect(found.has(name), name).toBe(true);
    for (const name of ['products', 'portfolios', 'unit_prices', 'faq_entries'])
      expect(found.has(name), name).toBe(false);
  });

  it('has every member-keyed table of the schema, archived or withheld with a reason', () => {
    const missing = [...memberKeyedTables()]
      .filter(([name]) => !archived.has(name) && !withheld.has(name))
      .map(([name, reason]) => `${name} (member-keyed by ${reason})`);
    expect(
      missing,
      'add each to ARCHIVE_REGISTRY in modules/my-data/archive-registry.repository.ts (or to WITHHELD_TABLES with why)',
    ).toEqual([]);
  });

  it('names each table once, each file once, and each withheld table with a reason', () => {
    expect(archived.size).toBe(ARCHIVE_REGISTRY.length);
    expect(new Set(ARCHIVE_REGISTRY.map((entry) => entry.file)).size).toBe(ARCHIVE_REGISTRY.length);
    expect([...withheld].filter((name) => archived.has(name))).toEqual([]);
    for (const { reason } of WITHHELD_TABLES) expect(reason.length).toBeGreaterThan(20);
  });

  it('finds rows by a column of the entry’s own table, and withholds columns it has', () => {
    for (const entry of ARCHIVE_REGISTRY) {
      const columns = getTableColumns(entry.table);
      expect(Object.values(columns), entry.file).toContain(entry.column);
      for (const secret of Object.keys(entry.secret ?? {}))
        expect(Object.keys(columns), `${entry.file}: ${secret}`).toContain(secret);
    }
  });
});
