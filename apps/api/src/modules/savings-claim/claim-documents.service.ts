import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import {
  CLAIM_UPLOAD_CONTENT_TYPES,
  CLAIM_UPLOAD_MAX_BYTES,
  type UploadedDocument,
} from '@portal/contract/savings-claim';
import { hasControlCharacter } from '@portal/contract/wire';
import { withoutFormatCharacters } from '@portal/domain/text-names';
import { inTransaction, type Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { tellMember } from '../inbox/tell-member';
import { withdrawalPages } from '../mail/claim-mail';
import { membershipMailPlace } from '../mail/mail-places.repository';
import {
  deleteMemberDocuments,
  findMemberDocument,
  issueDocument,
} from '../documents/documents.repository';
import { useDailyQuota } from '../quotas/daily-quota';
import { SAVINGS_CLAIM_DOCUMENT_TYPES } from '../two-pot/two-pot.routes';
import { updateDraft } from './savings-claim.repository';
import { memberSavingsClaim, requireDraft } from './savings-claim.service';
import { documentTypeName } from './savings-claim-view';

// A savings claim's supporting documents (the claims issue, step 5): PDF, JPEG or PNG as the
// content says, whatever the file's name; at most 5 MB; kept among the member's documents
// (member_documents, kind 'upload') so that they appear in GetMemberDocuments, and listed on the
// draft. A document can be deleted while its claim is still a draft. A member's uploads are also
// bounded per day, in number and in bytes, across all their claims (UPLOADS_PER_MEMBER_PER_DAY,
// UPLOAD_MB_PER_MEMBER_PER_DAY): an upload counts on the day it is accepted, whatever becomes of it
// later, so cancelling a claim and starting another does not give the member a new allowance.

/** At most this many documents on one claim (three types, with room for a page per side). */
export const MAX_DOCUMENTS_PER_CLAIM = 10;

export const uploadMessages = {
  failed: 'Upload failed!',
  notMultipart: 'Upload failed! Please send the document as a form upload (multipart/form-data).',
  noFile: 'Upload failed! No file was attached.',
  empty: 'Upload failed! The file is empty.',
  tooLarge: 'Upload failed! The file is larger than 5 MB. Please upload a smaller file.',
  wrongType:
    'Upload failed! Only PDF, JPEG or PNG files can be uploaded, and this file is none of them.',
  documentType: 'Upload failed! Please choose the type of document from the list.',
  tooMany: `Upload failed! A claim can carry at most ${MAX_DOCUMENTS_PER_CLAIM} documents. Please delete one first.`,
  tooManyToday: (perDay: number) =>
    `Upload failed! You can upload at most ${perDay} documents a day, and you have reached that today. Please try again tomorrow.`,
  tooManyBytesToday: (bytesPerDay: number) =>
    `Upload failed! You can upload at most ${megabytes(bytesPerDay)} MB of documents a day, and this file would take you past that today. Please try again tomorrow, or upload a smaller file.`,
} as const;

/** 52428800 → '50', 524288 → '0.5'. */
function megabytes(bytes: number): string {
  return String(Math.round((bytes / (1024 * 1024)) * 10) / 10);
}

export const NOT_A_CLAIM_DOCUMENT_MESSAGE =
  'Only documents you uploaded for a claim can be deleted. This document was issued by the fund.';
export const SUBMITTED_DOCUMENT_MESSAGE =
  'This document belongs to a claim that has already been submitted, so it can no longer be deleted.';

const EXTENSIONS: Record<(typeof CLAIM_UPLOAD_CONTENT_TYPES)[number], string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
};

function isAllowedType(mime: string): mime is (typeof CLAIM_UPLOAD_CONTENT_TYPES)[number] {
  return (CLAIM_UPLOAD_CONTENT_TYPES as readonly string[]).includes(mime);
}

/**
 * The name the document is kept under: the member's file name without any folder, control
 * characters, format characters or quotes, at most 100 characters, with the extension of what the
 * file really is. Format characters (general category Cf, with every bidi control, UAX #9) would
 * let a name draw other than it reads: '\u202Efdp.exe.pdf' shows as 'fdp.exe.pdf' reversed.
 */
export function storedFileName(given: string, contentType: string, fallback: string): string {
  const extension = isAllowedType(contentType) ? EXTENSIONS[contentType] : '';
  const base = path.posix
    .basename(withoutFormatCharacters(given.normalize('NFC')).replaceAll('\\', '/'))
    .replace(/["<>|:*?]/g, '')
    .split('')
    .filter((character) => !hasControlCharacter(character))
    .join('')
    .trim();
  const stem = (base.replace(/\.[^.]*$/, '') || fallback).slice(0, 100);
  return `${stem}${extension}`;
}

export type UploadInput = {
  webTransactionNo: string;
  documentTypeId: number;
  fileName: string;
  content: Buffer;
  /** The file was cut off at the size limit. */
  isTruncated: boolean;
};

/** The member's daily bound on uploads (AppConfig.uploads) on the portal's `today`. */
export type UploadQuota = { today: string; perDay: number; bytesPerDay: number };

export async function uploadClaimDocument(
  db: Db,
  memberId: number,
  input: UploadInput,
  quota: UploadQuota,
  /** The portal's name and public address, for the notice of the upload. */
  tell: { portalName: string; portalUrl: string },
): Promise<UploadedDocument> {
  const claim = await memberSavingsClaim(db, memberId, input.webTransactionNo);
  requireDraft(claim);
  if (!SAVINGS_CLAIM_DOCUMENT_TYPES.some((type) => type.id === input.documentTypeId))
    throw new AppError('BAD_REQUEST', uploadMessages.documentType, {
      documentTypeId: [uploadMessages.documentType],
    });
  if (input.isTruncated || input.content.length > CLAIM_UPLOAD_MAX_BYTES)
    throw new AppError('BAD_REQUEST', uploadMessages.tooLarge, { file: [uploadMessages.tooLarge] });
  if (input.content.length === 0)
    throw new AppError('BAD_REQUEST', uploadMessages.empty, { file: [uploadMessages.empty] });
  const detected = await fileTypeFromBuffer(input.content);
  if (!detected || !isAllowedType(detected.mime))
    throw new AppError('BAD_REQUEST', uploadMessages.wrongType, {
      file: [uploadMessages.wrongType],
    });
  const contentType = detected.mime;
  const typeName = documentTypeName(input.documentTypeId);
  const fileName = storedFileName(input.fileName, contentType, typeName);

  return inTransaction(db, async (tx) => {
    const locked = await memberSavingsClaim(tx, memberId, input.webTransactionNo, {
      forUpdate: true,
    });
    requireDraft(locked);
    if (locked.data.documentFileIds.length >= MAX_DOCUMENTS_PER_CLAIM)
      throw new AppError('CONFLICT', uploadMessages.tooMany);
    await useDailyQuota(
      tx,
      {
        memberId,
        kind: 'upload',
        day: quota.today,
        bytes: input.content.length,
        maxCount: quota.perDay,
        maxBytes: quota.bytesPerDay,
      },
      (bound) =>
        bound === 'count'
          ? uploadMessages.tooManyToday(quota.perDay)
          : uploadMessages.tooManyBytesToday(quota.bytesPerDay),
    );
    const document = await issueDocument(tx, {
      memberId,
      membershipId: locked.membershipId,
      kind: 'upload',
      title: `${typeName} for your savings withdrawal claim`,
      fileName,
      contentType,
      request: {
        webTransactionNo: locked.data.webTransactionNo,
        claimCaseNo: locked.caseNo,
        documentTypeId: input.documentTypeId,
        sizeBytes: input.content.length,
      },
      content: input.content,
    });
    const written = await updateDraft(tx, locked, {
      ...locked.data,
      documentFileIds: [...locked.data.documentFileIds, document.fileId],
    });
    if (!written) throw new Error(`claim ${locked.id} changed meanwhile`);
    const place = await membershipMailPlace(tx, locked.membershipId, tell.portalUrl);
    await tellMember(
      tx,
      memberId,
      {
        kind: 'document-received',
        at: document.createdAt,
        caseNo: locked.caseNo,
        documentTypeName: typeName,
        fileName: document.fileName,
        page: withdrawalPages(place, locked.caseNo).steps,
        portalUrl: tell.portalUrl,
      },
      { portalName: tell.portalName },
    );
    return {
      fileId: document.fileId,
      fileName: document.fileName,
      documentTypeId: input.documentTypeId,
      documentTypeName: typeName,
      contentType,
      sizeBytes: input.content.length,
      uploadedAt: document.createdAt.toISOString(),
    };
  });
}

/**
 * DELETE /api/Documents/DeleteDocument: one of the member's own uploads for a claim that is
 * still a draft. Another member's or an unknown file: 404; a document the fund issued, or one of
 * a submitted claim: 409 with the reason.
 */
export async function deleteClaimDocument(
  db: Db,
  memberId: number,
  fileId: string,
): Promise<{ success: true }> {
  const document = await findMemberDocument(db, memberId, fileId);
  if (!document) throw notFound();
  const webTransactionNo = document.request.webTransactionNo;
  if (document.kind !== 'upload' || typeof webTransactionNo !== 'string')
    throw new AppError('CONFLICT', NOT_A_CLAIM_DOCUMENT_MESSAGE);
  await inTransaction(db, async (tx) => {
    const claim = await memberSavingsClaim(tx, memberId, webTransactionNo, { forUpdate: true });
    if (claim.status !== 'Draft') throw new AppError('CONFLICT', SUBMITTED_DOCUMENT_MESSAGE);
    const removed = await deleteMemberDocuments(tx, memberId, [fileId]);
    if (removed === 0) throw notFound();
    const written = await updateDraft(tx, claim, {
      ...claim.data,
      documentFileIds: claim.data.documentFileIds.filter((id) => id !== fileId),
    });
    if (!written) throw new Error(`claim ${claim.id} changed meanwhile`);
  });
  return { success: true };
}
