import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGE_BODY_MAX,
  MESSAGE_FIELD_MESSAGES,
} from '@portal/contract/messages';
import { CLAIM_UPLOAD_MAX_BYTES } from '@portal/contract/savings-claim';
import { AppError } from '../../lib/app-error';
import type { MessageFile } from './message-attachments';

// A message as the web app sends it: multipart/form-data with its text fields and up to
// MESSAGE_ATTACHMENTS_MAX files named `attachment`. The parser's own failures (a body cut short,
// a part past its limits) are the member's bad input: 400 in the error model, nothing kept.

/** The parser's limits for a message's form (@fastify/multipart). */
export const MESSAGE_FORM_LIMITS = {
  // One more than allowed, so that a fourth file is refused in words rather than cut off.
  files: MESSAGE_ATTACHMENTS_MAX + 1,
  fileSize: CLAIM_UPLOAD_MAX_BYTES,
  fields: 6,
  // A character of the message may take up to four bytes.
  fieldSize: MESSAGE_BODY_MAX * 4 + 100,
  fieldNameSize: 40,
  parts: 12,
  headerPairs: 20,
};

function unreadable(): AppError {
  return new AppError('BAD_REQUEST', MESSAGE_FIELD_MESSAGES.unreadable);
}

/** The form's fields (checked with `schema`) and files. */
export async function readMessageForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<{ fields: z.output<S>; files: MessageFile[] }> {
  if (!request.isMultipart())
    throw new AppError('BAD_REQUEST', MESSAGE_FIELD_MESSAGES.notMultipart);
  const values: Record<string, string> = {};
  const files: MessageFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        files.push({ fileName: part.filename, content, isTruncated: part.file.truncated });
      } else {
        // A value cut at the limit would pass as a shorter message: it is refused instead.
        if (part.valueTruncated || part.fieldnameTruncated) throw unreadable();
        if (typeof part.value === 'string' && !(part.fieldname in values))
          values[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw unreadable();
  }
  if (files.length > MESSAGE_ATTACHMENTS_MAX)
    throw new AppError('BAD_REQUEST', MESSAGE_FIELD_MESSAGES.tooManyAttachments, {
      attachment: [MESSAGE_FIELD_MESSAGES.tooManyAttachments],
    });
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? 'form');
      (fieldErrors[name] ??= []).push(issue.message);
    }
    const first = parsed.error.issues[0]?.message ?? MESSAGE_FIELD_MESSAGES.unreadable;
    throw new AppError('BAD_REQUEST', first, fieldErrors);
  }
  return { fields: parsed.data, files };
}
