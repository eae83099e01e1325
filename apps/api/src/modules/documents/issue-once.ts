import type { Db } from '../../db/client';
import { findIssuedDocument, issueDocument, type NewMemberDocument } from './documents.repository';

/** A document as it downloads: its file id, name, title and bytes. */
export type IssuedFile = { fileId: string; fileName: string; title: string; content: Buffer };

/** First downloads being made now, per database and member document: asked for again, shared. */
const making = new WeakMap<Db, Map<string, Promise<IssuedFile>>>();

/**
 * The member's document under its dedupe key: the one already issued, else made now by `make` and
 * kept, so that it downloads with the same bytes ever after (and is never rendered again). Asked
 * for again while it is being made in this server, the same making answers both; two servers
 * making it at once may both render it, and the one recorded first is the one both are answered.
 */
export async function issueOnce(
  db: Db,
  document: NewMemberDocument & { dedupeKey: string },
  make: () => Promise<Buffer>,
): Promise<IssuedFile> {
  const issued = await findIssuedDocument(db, document.memberId, document.dedupeKey);
  if (issued) return issued;
  let inProgress = making.get(db);
  if (!inProgress) {
    inProgress = new Map();
    making.set(db, inProgress);
  }
  const key = `${document.memberId}|${document.dedupeKey}`;
  const pending = inProgress.get(key);
  if (pending) return pending;
  const made = (async () => {
    const content = await make();
    await issueDocument(db, { ...document, content });
    const stored = await findIssuedDocument(db, document.memberId, document.dedupeKey);
    if (!stored) throw new Error(`document ${document.dedupeKey} not kept`);
    return stored;
  })();
  inProgress.set(key, made);
  try {
    return await made;
  } finally {
    inProgress.delete(key);
  }
}
