import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client';
import { type DOCUMENT_KINDS, memberDocuments, members, memberships } from '../../db/schema';

// The member's documents (member_documents): what every module that issues a letter, certificate
// or statement writes, and what the documents calls read. Every read is scoped to the member.

export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export type MemberDocumentRow = typeof memberDocuments.$inferSelect;
/** A document as listed: everything but its content. */
export type MemberDocumentSummary = Omit<MemberDocumentRow, 'content'> & {
  /** The membership number of the document's fund (spec 1 §7 refNum3), when it has one. */
  membershipNumber: string | null;
};

export type NewMemberDocument = {
  memberId: number;
  membershipId: number | null;
  kind: DocumentKind;
  title: string;
  fileName: string;
  contentType?: string;
  request?: Record<string, unknown>;
  /** One document per key and member: issuing again with the same key answers the first one. */
  dedupeKey?: string;
  /** The file id it was listed under before it was made (else a random one). */
  fileId?: string;
};

const SUMMARY_COLUMNS = {
  id: memberDocuments.id,
  fileId: memberDocuments.fileId,
  memberId: memberDocuments.memberId,
  membershipId: memberDocuments.membershipId,
  kind: memberDocuments.kind,
  title: memberDocuments.title,
  fileName: memberDocuments.fileName,
  contentType: memberDocuments.contentType,
  status: memberDocuments.status,
  request: memberDocuments.request,
  dedupeKey: memberDocuments.dedupeKey,
  attempts: memberDocuments.attempts,
  createdAt: memberDocuments.createdAt,
  startedAt: memberDocuments.startedAt,
  completedAt: memberDocuments.completedAt,
  membershipNumber: memberships.membershipNumber,
};

/**
 * A document's bytes as the database sends them: base64 text, turned back into bytes here. PGlite
 * parses a bytea value byte by byte on the event loop (about 8 ms for a 50 KB statement, which a
 * member downloading in a loop repeats); base64 is parsed natively, in well under 1 ms.
 */
const CONTENT_BASE64 = sql<string | null>`encode(${memberDocuments.content}, 'base64')`;
const bytesOf = (base64: string | null): Buffer | null =>
  base64 === null ? null : Buffer.from(base64, 'base64');

async function findByDedupeKey(
  db: Db,
  memberId: number,
  dedupeKey: string,
): Promise<MemberDocumentSummary | undefined> {
  const rows = await db
    .select(SUMMARY_COLUMNS)
    .from(memberDocuments)
    .leftJoin(memberships, eq(memberships.id, memberDocuments.membershipId))
    .where(and(eq(memberDocuments.memberId, memberId), eq(memberDocuments.dedupeKey, dedupeKey)));
  return rows[0];
}

async function findSummary(db: Db, id: number): Promise<MemberDocumentSummary> {
  const rows = await db
    .select(SUMMARY_COLUMNS)
    .from(memberDocuments)
    .leftJoin(memberships, eq(memberships.id, memberDocuments.membershipId))
    .where(eq(memberDocuments.id, id));
  const row = rows[0];
  if (!row) throw new Error(`member document ${id} vanished`);
  return row;
}

/**
 * Records a document that is already made (status Completed, with its content). With a dedupe
 * key that the member already has a document for, nothing is written and that document answers.
 */
export async function issueDocument(
  db: Db,
  document: NewMemberDocument & { content: Buffer },
): Promise<MemberDocumentSummary> {
  const inserted = await db
    .insert(memberDocuments)
    .values({
      ...document,
      contentType: document.contentType ?? 'application/pdf',
      request: document.request ?? {},
      dedupeKey: document.dedupeKey ?? null,
      status: 'Completed',
      attempts: 1,
      startedAt: sql`now()`,
      completedAt: sql`now()`,
    })
    .onConflictDoNothing()
    .returning({ id: memberDocuments.id });
  const id = inserted[0]?.id;
  if (id !== undefined) return findSummary(db, id);
  const existing = document.dedupeKey
    ? await findByDedupeKey(db, document.memberId, document.dedupeKey)
    : undefined;
  if (!existing) throw new Error('member document not written');
  return existing;
}

/**
 * Records a document still to be made (status Pending); background work renders it. With a
 * dedupe key the member already has a document for, that document answers and nothing is written.
 */
export async function requestDocument(
  db: Db,
  document: NewMemberDocument,
): Promise<{ document: MemberDocumentSummary; isNew: boolean }> {
  const inserted = await db
    .insert(memberDocuments)
    .values({
      ...document,
      contentType: document.contentType ?? 'application/pdf',
      request: document.request ?? {},
      dedupeKey: document.dedupeKey ?? null,
      status: 'Pending',
    })
    .onConflictDoNothing()
    .returning({ id: memberDocuments.id });
  const id = inserted[0]?.id;
  if (id !== undefined) return { document: await findSummary(db, id), isNew: true };
  const existing = document.dedupeKey
    ? await findByDedupeKey(db, document.memberId, document.dedupeKey)
    : undefined;
  if (!existing) throw new Error('member document not written');
  return { document: existing, isNew: false };
}

/**
 * `requestDocument` within a bound: a member may have at most `maxOpen` documents of the kind
 * waiting or being made (Pending or InFlight). The member's own document under the same dedupe key
 * answers as it is, whatever the bound (one that Failed is asked for again, as a new one). Past the
 * bound nothing is written and the answer is `refused`. The check and the write are one
 * transaction that first locks the member's row, so requests in parallel cannot pass the bound
 * (on PostgreSQL as on PGlite).
 */
export async function requestDocumentWithinLimit(
  db: Db,
  document: NewMemberDocument & { dedupeKey: string },
  maxOpen: number,
): Promise<{ document: MemberDocumentSummary; isNew: boolean } | { refused: true }> {
  return inTransaction(db, async (tx) => {
    // `for no key update`: serialises this member's requests without blocking the rows that
    // merely refer to the member (a new document's own foreign key check).
    await tx.execute(
      sql`select ${members.id} from ${members} where ${members.id} = ${document.memberId} for no key update`,
    );
    const existing = await findByDedupeKey(tx, document.memberId, document.dedupeKey);
    if (existing && existing.status !== 'Failed') return { document: existing, isNew: false };
    const counted = await tx.execute(sql`
      select count(*)::int as open from ${memberDocuments}
      where ${memberDocuments.memberId} = ${document.memberId}
        and ${memberDocuments.kind} = ${document.kind}
        and ${memberDocuments.status} in ('Pending', 'InFlight')`);
    const open = Number((counted as unknown as { rows: { open: number }[] }).rows[0]?.open ?? 0);
    if (open >= maxOpen) return { refused: true };
    if (existing) {
      const reset = await resetFailedDocument(tx, document.memberId, existing.fileId);
      return { document: reset ?? existing, isNew: true };
    }
    return requestDocument(tx, document);
  });
}

/**
 * The member's documents, newest first, without their content; with `membershipNumbers`, only
 * those of these funds (spec 1 §7 GetMemberDocuments' refNum3).
 */
export async function listMemberDocuments(
  db: Db,
  memberId: number,
  options: { membershipNumbers?: readonly string[]; kinds?: readonly DocumentKind[] } = {},
): Promise<MemberDocumentSummary[]> {
  const conditions = [eq(memberDocuments.memberId, memberId)];
  if (options.membershipNumbers && options.membershipNumbers.length > 0)
    conditions.push(inArray(memberships.membershipNumber, [...options.membershipNumbers]));
  if (options.kinds && options.kinds.length > 0)
    conditions.push(inArray(memberDocuments.kind, [...options.kinds]));
  return db
    .select(SUMMARY_COLUMNS)
    .from(memberDocuments)
    .leftJoin(memberships, eq(memberships.id, memberDocuments.membershipId))
    .where(and(...conditions))
    .orderBy(desc(memberDocuments.createdAt), desc(memberDocuments.id));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Removes these documents of the member (spec 3 §7 "a document delete call"); a file id that is
 * not a UUID or not the member's own is left alone. Answers how many were removed.
 */
export async function deleteMemberDocuments(
  db: Db,
  memberId: number,
  fileIds: readonly string[],
): Promise<number> {
  const ids = fileIds.filter((fileId) => UUID.test(fileId));
  if (ids.length === 0) return 0;
  const removed = await db
    .delete(memberDocuments)
    .where(and(eq(memberDocuments.memberId, memberId), inArray(memberDocuments.fileId, ids)))
    .returning({ id: memberDocuments.id });
  return removed.length;
}

/** One of the member's documents with its content; undefined when it is not the member's own. */
export async function findMemberDocument(
  db: Db,
  memberId: number,
  fileId: string,
): Promise<(MemberDocumentSummary & { content: Buffer | null }) | undefined> {
  // A file id that is not a UUID cannot be anyone's (and must not reach the uuid cast).
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(fileId))
    return undefined;
  const rows = await db
    .select({ ...SUMMARY_COLUMNS, content: CONTENT_BASE64 })
    .from(memberDocuments)
    .leftJoin(memberships, eq(memberships.id, memberDocuments.membershipId))
    .where(and(eq(memberDocuments.memberId, memberId), eq(memberDocuments.fileId, fileId)));
  const row = rows[0];
  return row ? { ...row, content: bytesOf(row.content) } : undefined;
}

/**
 * Takes the next open document of `kind` for rendering: Pending (or InFlight for longer than
 * `staleAfterSeconds`, left behind by a stopped server) becomes InFlight, its attempt counted.
 *
 * Members take turns (round robin): the next document is the oldest open one of the member with
 * the fewest of the kind being made right now and, among those, the one served longest ago (or
 * never): the latest `started_at` of the member's documents of the kind. So one member's backlog
 * never delays another member's first request by more than the documents already being made.
 * `for update skip locked` lets several servers share the work without taking the same document.
 */
export async function claimOpenDocument(
  db: Db,
  kind: DocumentKind,
  staleAfterSeconds: number,
): Promise<MemberDocumentRow | undefined> {
  const stale = sql`now() - make_interval(secs => ${staleAfterSeconds})`;
  const result = await db.execute(sql`
    update ${memberDocuments} set status = 'InFlight', attempts = attempts + 1, started_at = now()
    where id = (
      select d.id from ${memberDocuments} d
      left join (
        select member_id,
          count(*) filter (where status = 'InFlight' and started_at >= ${stale}) as busy,
          max(started_at) as last_started
        from ${memberDocuments}
        where kind = ${kind} and started_at is not null
          and member_id in (
            select member_id from ${memberDocuments}
            where kind = ${kind} and status in ('Pending', 'InFlight'))
        group by member_id
      ) served on served.member_id = d.member_id
      where d.kind = ${kind}
        and (d.status = 'Pending' or (d.status = 'InFlight' and d.started_at < ${stale}))
      order by coalesce(served.busy, 0), served.last_started nulls first, d.created_at, d.id
      limit 1
      for update of d skip locked
    )
    returning id`);
  const id = (result as unknown as { rows: { id: string | number }[] }).rows[0]?.id;
  if (id === undefined) return undefined;
  const found = await db
    .select()
    .from(memberDocuments)
    .where(eq(memberDocuments.id, Number(id)));
  return found[0];
}

/** Stores a rendered document's content: Completed. */
export async function completeDocument(db: Db, id: number, content: Buffer): Promise<void> {
  await db
    .update(memberDocuments)
    .set({ status: 'Completed', content, completedAt: sql`now()` })
    .where(eq(memberDocuments.id, id));
}

/** A document that could not be made: back to Pending to be tried again, or Failed for good. */
export async function failDocument(db: Db, id: number, isFinal: boolean): Promise<void> {
  await db
    .update(memberDocuments)
    .set({ status: isFinal ? 'Failed' : 'Pending', completedAt: isFinal ? sql`now()` : null })
    .where(eq(memberDocuments.id, id));
}

/** A Failed document of the member's asked for again: Pending, its attempts counted afresh. */
export async function resetFailedDocument(
  db: Db,
  memberId: number,
  fileId: string,
): Promise<MemberDocumentSummary | undefined> {
  const rows = await db
    .update(memberDocuments)
    .set({ status: 'Pending', attempts: 0, startedAt: null, completedAt: null })
    .where(
      and(
        eq(memberDocuments.memberId, memberId),
        eq(memberDocuments.fileId, fileId),
        eq(memberDocuments.status, 'Failed'),
      ),
    )
    .returning({ id: memberDocuments.id });
  const id = rows[0]?.id;
  return id === undefined ? undefined : findSummary(db, id);
}

/** The member's documents issued under these dedupe keys (without their content). */
export async function findDocumentsByDedupeKeys(
  db: Db,
  memberId: number,
  dedupeKeys: readonly string[],
): Promise<MemberDocumentSummary[]> {
  if (dedupeKeys.length === 0) return [];
  return db
    .select(SUMMARY_COLUMNS)
    .from(memberDocuments)
    .leftJoin(memberships, eq(memberships.id, memberDocuments.membershipId))
    .where(
      and(
        eq(memberDocuments.memberId, memberId),
        inArray(memberDocuments.dedupeKey, [...dedupeKeys]),
      ),
    );
}

/** A document the member was already issued under this dedupe key, with its bytes (Completed). */
export async function findIssuedDocument(
  db: Db,
  memberId: number,
  dedupeKey: string,
): Promise<{ fileId: string; fileName: string; title: string; content: Buffer } | undefined> {
  const rows = await db
    .select({
      fileId: memberDocuments.fileId,
      fileName: memberDocuments.fileName,
      title: memberDocuments.title,
      content: CONTENT_BASE64,
    })
    .from(memberDocuments)
    .where(
      and(
        eq(memberDocuments.memberId, memberId),
        eq(memberDocuments.dedupeKey, dedupeKey),
        eq(memberDocuments.status, 'Completed'),
      ),
    );
  const row = rows[0];
  const content = bytesOf(row?.content ?? null);
  return row && content ? { ...row, content } : undefined;
}
