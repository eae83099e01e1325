import { strToU8, zipSync } from 'fflate';
import { DATA_ARCHIVE_KEEP_DAYS } from '@portal/contract/my-data';
import type { Db } from '../../db/client';
import type { PdfRenderer } from '../pdf/pdf-renderer';
import {
  ARCHIVE_REGISTRY,
  WITHHELD_TABLES,
  type ArchiveEntry,
} from './archive-registry.repository';
import { dataSummaryDocument } from './data-summary.document';
import { archiveKeysOf, archiveRowsOf, membershipsOfMember, tableName } from './my-data.repository';

// The member's data archive (issue 49 point 2; decision 049): a ZIP holding manifest.json (what
// each file is, how values are written, what is left out and why), one JSON file per entry of the
// registry (archive-registry.repository.ts) and summary.pdf, a readable tagged summary. Rows are written as
// the portal keeps them (column names as properties, money in cents), secrets as "withheld" and
// stored files as their size.

export const ARCHIVE_FOLDER = 'my-data';
export const WITHHELD_VALUE = 'withheld';

/** A value as JSON: timestamps as ISO 8601, stored files as their size. */
function jsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return { storedFileBytes: value.byteLength };
  if (typeof value === 'bigint') return value.toString();
  return value;
}

function recordOf(entry: ArchiveEntry, row: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    record[name] =
      entry.secret && name in entry.secret && value !== null ? WITHHELD_VALUE : jsonValue(value);
  }
  return record;
}

export type ArchiveFacts = {
  portalName: string;
  preparedOn: string;
  preparedAt: Date;
};

/** The member's archive as ZIP bytes. */
export async function buildDataArchive(
  db: Db,
  memberId: number,
  facts: ArchiveFacts,
  renderer: Pick<PdfRenderer, 'render'>,
): Promise<Uint8Array> {
  const keys = await archiveKeysOf(db, memberId);
  const files: Record<string, Uint8Array> = {};
  const listed: {
    file: string;
    about: string;
    table: string;
    records: number;
    withheld: string[];
  }[] = [];
  const found: Record<string, Record<string, unknown>[]> = {};
  for (const entry of ARCHIVE_REGISTRY) {
    const rows = (await archiveRowsOf(db, entry, keys[entry.by])).map((row) =>
      recordOf(entry, row),
    );
    found[entry.file] = rows;
    files[`${ARCHIVE_FOLDER}/${entry.file}`] = strToU8(
      JSON.stringify({ about: entry.about, table: tableName(entry.table), records: rows }, null, 2),
    );
    listed.push({
      file: entry.file,
      about: entry.about,
      table: tableName(entry.table),
      records: rows.length,
      withheld: Object.entries(entry.secret ?? {}).map(([column, why]) => `${column}: ${why}`),
    });
  }
  const person = found['profile.json']?.[0] ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const withheld = WITHHELD_TABLES.map(({ table, reason }) => ({
    table: tableName(table),
    reason,
  }));
  const manifest = {
    portal: facts.portalName,
    preparedOn: facts.preparedOn,
    preparedAt: facts.preparedAt.toISOString(),
    member: { afGroupId: text(person.afGroupId) },
    keptFor: `${DATA_ARCHIVE_KEEP_DAYS} days on the portal after it is ready`,
    howValuesAreWritten: {
      money: 'integer cents (amountCents 12345 is R 123.45)',
      shares: 'basis points (allocationBp 10000 is 100 %)',
      units: 'ten-thousandths of a unit',
      prices: 'micro-rand (unitPriceMicro 1234567 is R 1.234567)',
      timestamps: 'ISO 8601, UTC',
      dates: 'YYYY-MM-DD, South African time',
      storedFiles: 'listed by their size (storedFileBytes); the files are on the portal’s pages',
      withheld: `"${WITHHELD_VALUE}": a secret the portal keeps (see each file's "withheld")`,
    },
    files: listed,
    notInThisArchive: withheld,
  };
  files[`${ARCHIVE_FOLDER}/manifest.json`] = strToU8(JSON.stringify(manifest, null, 2));
  const document = dataSummaryDocument({
    portalName: facts.portalName,
    preparedOn: facts.preparedOn,
    member: {
      name: [person.title, person.firstName, person.middleName, person.lastName]
        .map(text)
        .filter(Boolean)
        .join(' '),
      reference: text(person.afGroupId),
      email: text(person.primaryEmailAddress),
      telephone: text(person.primaryContactNumber),
    },
    memberships: (await membershipsOfMember(db, memberId)).map((row) => ({
      ...row,
      status: row.status ?? '',
    })),
    files: listed,
    withheld: [
      ...withheld.map((row) => ({ what: row.table, reason: row.reason })),
      {
        what: 'Secrets of your sign-in',
        reason:
          'password and token fingerprints and keys are marked "withheld" where they are kept, never given.',
      },
    ],
  });
  files[`${ARCHIVE_FOLDER}/summary.pdf`] = await renderer.render(
    document.definition,
    document.footer,
  );
  return zipSync(files, { level: 6, mtime: facts.preparedAt });
}
