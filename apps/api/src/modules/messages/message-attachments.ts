import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { CLAIM_UPLOAD_CONTENT_TYPES, CLAIM_UPLOAD_MAX_BYTES } from '@portal/contract/savings-claim';
import { MESSAGE_ATTACHMENTS_MAX, MESSAGE_FIELD_MESSAGES } from '@portal/contract/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { useDailyQuota } from '../quotas/daily-quota';
import { storedFileName, uploadMessages } from '../savings-claim/claim-documents.service';
import { insertAttachment } from './messages.repository';

// A message's attachments (issue 48 point 4) under the rules already in force for a claim's
// supporting documents (claim-documents.service.ts): PDF, JPEG or PNG as the content says, at
// most 5 MB each, kept under a cleaned name with the extension of what the file is, and each one
// counted against the member's daily uploads (count and bytes) in the transaction that keeps it.

/** A file as the request brought it. */
export type MessageFile = { fileName: string; content: Buffer; isTruncated: boolean };

/** A file that passed the rules, ready to keep. */
export type CheckedFile = { fileName: string; contentType: string; content: Buffer };

/** The member's daily bound on uploads (AppConfig.uploads) on the portal's `today`. */
export type UploadBound = { today: string; perDay: number; bytesPerDay: number };

function refused(message: string): AppError {
  return new AppError('BAD_REQUEST', message, { attachment: [message] });
}

/** The files checked before anything is written: one bad file refuses the message. */
export async function checkedFiles(files: readonly MessageFile[]): Promise<CheckedFile[]> {
  if (files.length > MESSAGE_ATTACHMENTS_MAX)
    throw refused(MESSAGE_FIELD_MESSAGES.tooManyAttachments);
  const checked: CheckedFile[] = [];
  for (const file of files) {
    const named = (message: string) =>
      refused(file.fileName ? `${file.fileName}: ${message}` : message);
    if (file.isTruncated || file.content.length > CLAIM_UPLOAD_MAX_BYTES)
      throw named(uploadMessages.tooLarge);
    if (file.content.length === 0) throw named(uploadMessages.empty);
    const detected = await fileTypeFromBuffer(file.content);
    if (!detected || !(CLAIM_UPLOAD_CONTENT_TYPES as readonly string[]).includes(detected.mime))
      throw named(uploadMessages.wrongType);
    checked.push({
      fileName: storedFileName(file.fileName, detected.mime, 'Attachment'),
      contentType: detected.mime,
      content: file.content,
    });
  }
  return checked;
}

/** Keeps the files on the message, each counted as one of the member's uploads today. */
export async function keepAttachments(
  tx: Db,
  memberId: number,
  messageId: number,
  files: readonly CheckedFile[],
  bound: UploadBound,
): Promise<void> {
  for (const file of files) {
    await useDailyQuota(
      tx,
      {
        memberId,
        kind: 'upload',
        day: bound.today,
        bytes: file.content.length,
        maxCount: bound.perDay,
        maxBytes: bound.bytesPerDay,
      },
      (which) =>
        which === 'count'
          ? uploadMessages.tooManyToday(bound.perDay)
          : uploadMessages.tooManyBytesToday(bound.bytesPerDay),
    );
    await insertAttachment(tx, {
      fileId: randomUUID(),
      messageId,
      memberId,
      fileName: file.fileName,
      contentType: file.contentType,
      content: file.content,
    });
  }
}
