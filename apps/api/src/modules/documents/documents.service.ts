import {
  DOCUMENT_NOT_READY_MESSAGE,
  type FaqCategory,
  type FaqResponse,
  type MemberDocument,
  type MemberDocumentsResponse,
} from '@portal/contract/documents';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import {
  claimDocumentFile,
  paidClaimDocumentsOf,
  type ClaimDocument,
  type ClaimDocumentContext,
} from '../claims/claim-documents.service';
import { fundsOfMember } from '../pdf/pdf.repository';
import {
  findMemberDocument,
  listMemberDocuments,
  type MemberDocumentSummary,
} from './documents.repository';
import { listFaqEntries } from './faq.repository';
import { VESTED_FAQ } from '@portal/domain/vested-component';

/** The vested question's id: no stored entry has it (their ids count from 1). */
export const VESTED_FAQ_ID = 0;

// spec 1 §7 "Documents service", spec 3 §7 "Documents calls": the member's documents and the FAQ.
// Every read is scoped to the signed-in member (DESIGN §1a): another member's document is a 404.
// Beside the documents issued, every paid claim's payment letter and lump sum tax certificate are
// listed from the claim (claim-documents.service), once each, dated the payment date.

/** A calendar date as the timestamp of its first moment in South African time (UTC+2, no DST). */
function startOfDay(date: string): string {
  return new Date(`${date}T00:00:00+02:00`).toISOString();
}

/** A paid claim's document not made yet: ready, drawn on its first download. */
function claimDocumentToWire(document: ClaimDocument): MemberDocument {
  const paidAt = startOfDay(document.claim.paidOn);
  return {
    fileId: document.fileId,
    documentName: document.title,
    documentType: document.kind,
    status: 'Completed',
    createdDate: paidAt,
    completedDate: paidAt,
    refNum3: document.claim.membershipNumber,
    productName: document.claim.fundName,
    fileName: document.fileName,
    contentType: 'application/pdf',
  };
}

function toWire(
  document: MemberDocumentSummary,
  productNames: Map<number, string>,
): MemberDocument {
  return {
    fileId: document.fileId,
    documentName: document.title,
    documentType: document.kind,
    status: document.status,
    createdDate: document.createdAt.toISOString(),
    completedDate: document.completedAt?.toISOString() ?? null,
    refNum3: document.membershipNumber,
    productName:
      document.membershipId === null ? null : (productNames.get(document.membershipId) ?? null),
    fileName: document.fileName,
    contentType: document.contentType,
  };
}

/**
 * spec 1 §7 GetMemberDocuments: the member's documents, newest first; with membership numbers
 * (refNum3), only those of these funds. A number that is not the member's own matches nothing:
 * the list is always read within the member's own documents.
 */
export async function memberDocuments(
  db: Db,
  memberId: number,
  membershipNumbers: readonly string[],
): Promise<MemberDocumentsResponse> {
  const [documents, claimDocuments, funds] = await Promise.all([
    listMemberDocuments(db, memberId, { membershipNumbers }),
    paidClaimDocumentsOf(db, memberId, membershipNumbers),
    fundsOfMember(db, memberId),
  ]);
  const productNames = new Map(
    funds.map((fund) => [fund.membership.id, fund.product.fullProductName]),
  );
  // A claim's document already made is listed as made (its file id, its status), dated the
  // payment date all the same; one not made yet is listed from the claim. Never both.
  const paidOn = new Map(claimDocuments.map((d) => [d.dedupeKey, d.claim.paidOn]));
  const issued = documents.map((document) => {
    const wire = toWire(document, productNames);
    const date = document.dedupeKey === null ? undefined : paidOn.get(document.dedupeKey);
    return date === undefined
      ? wire
      : { ...wire, createdDate: startOfDay(date), completedDate: startOfDay(date) };
  });
  const issuedKeys = new Set(documents.map((document) => document.dedupeKey));
  const fromClaims = claimDocuments
    .filter((document) => !issuedKeys.has(document.dedupeKey))
    .map(claimDocumentToWire);
  const list = [...issued, ...fromClaims].sort(
    (a, b) => Date.parse(b.createdDate) - Date.parse(a.createdDate),
  );
  return { success: true, memberDocumentResponseList: list };
}

export type DocumentFile = { fileName: string; contentType: string; content: Buffer };

/**
 * spec 1 §7 DownloadMemberDocument: the file of one of the member's Completed documents (a paid
 * claim's letter or certificate not made yet is drawn now and kept). Another member's or an
 * unknown fileId: 404 (nothing is said about whether it exists). The member's own document still
 * being prepared: 409 with a message saying so. Failed: no file, 404.
 */
export async function memberDocumentFile(
  db: Db,
  memberId: number,
  fileId: string,
  context: ClaimDocumentContext,
): Promise<DocumentFile> {
  const document = await findMemberDocument(db, memberId, fileId);
  if (!document) {
    const fromClaim = await claimDocumentFile(db, context, memberId, fileId);
    if (!fromClaim) throw notFound();
    return {
      fileName: fromClaim.fileName,
      contentType: 'application/pdf',
      content: fromClaim.content,
    };
  }
  if (document.status === 'Pending' || document.status === 'InFlight')
    throw new AppError('CONFLICT', DOCUMENT_NOT_READY_MESSAGE);
  if (document.status !== 'Completed' || !document.content) throw notFound();
  return {
    fileName: document.fileName,
    contentType: document.contentType,
    content: document.content,
  };
}

/**
 * spec 1 §7 GetAFConnectFAQ: the questions grouped by category; categories in the order of
 * their first question, questions in their sort order.
 */
export async function afConnectFaq(db: Db): Promise<FaqResponse> {
  const categories = new Map<string, FaqCategory>();
  // What vested means is said once, in the domain (docs/decisions/036-what-vested-means.md); it
  // joins the two-pot questions after "What is the two-pot retirement system?" (sort order 310).
  const vested = { id: VESTED_FAQ_ID, sortOrder: 315, ...VESTED_FAQ };
  const entries = [...(await listFaqEntries(db)), vested].sort(
    (a, b) => a.sortOrder - b.sortOrder || a.id - b.id,
  );
  for (const entry of entries) {
    let group = categories.get(entry.category);
    if (!group) {
      group = { category: entry.category, questions: [] };
      categories.set(entry.category, group);
    }
    group.questions.push({ id: entry.id, question: entry.question, answer: entry.answer });
  }
  return { success: true, afConnectFAQList: [...categories.values()] };
}
