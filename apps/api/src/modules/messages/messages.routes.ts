import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  closeMessageThread,
  downloadMessageAttachment,
  getMessageThread,
  getMessageThreads,
  ReplyFieldsSchema,
  replyToMessageThread,
  startMessageThread,
  StartThreadFieldsSchema,
} from '@portal/contract/messages';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { todayOf } from '../../lib/clock';
import { sendFile } from '../../lib/send-file';
import { requireMember } from '../../plugins/member-auth';
import { MESSAGE_FORM_LIMITS, readMessageForm } from './message-form';
import {
  closeThread,
  memberAttachmentFile,
  memberThread,
  memberThreads,
  replyToThread,
  requireMemberThread,
  startThread,
  type MessageLimits,
} from './messages.service';

// Messages to the fund (issue 48 point 4): the member's threads, one thread, a new thread, a
// reply, closing a thread, and an attachment's download. Each reads and writes the signed-in
// member's own threads only: another member's reference or file is a 404 and changes nothing.

export async function messagesRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig },
): Promise<void> {
  const { db, config } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const limits = (): MessageLimits => ({
    today: todayOf(config),
    messagesPerDay: config.messages.perDay,
    uploads: {
      today: todayOf(config),
      perDay: config.uploads.perDay,
      bytesPerDay: config.uploads.bytesPerDay,
    },
    replyMs: config.messages.replyMs,
  });

  typed.route({
    method: getMessageThreads.method,
    url: getMessageThreads.path,
    schema: { response: { 200: getMessageThreads.response } },
    handler: async (request) => ({
      success: true,
      threads: await memberThreads(db, requireMember(request).memberId),
    }),
  });

  typed.route({
    method: getMessageThread.method,
    url: getMessageThread.path,
    schema: { querystring: getMessageThread.query, response: { 200: getMessageThread.response } },
    handler: async (request) => ({
      success: true,
      thread: await memberThread(db, requireMember(request).memberId, request.query.reference),
    }),
  });

  typed.route({
    method: closeMessageThread.method,
    url: closeMessageThread.path,
    schema: { body: closeMessageThread.body, response: { 200: closeMessageThread.response } },
    handler: async (request) => ({
      success: true,
      thread: await closeThread(db, requireMember(request).memberId, request.body.reference),
    }),
  });

  // The file itself, never cached; no 200 schema: the answer is bytes, not JSON.
  typed.route({
    method: downloadMessageAttachment.method,
    url: downloadMessageAttachment.path,
    schema: { querystring: downloadMessageAttachment.query },
    handler: async (request, reply) => {
      const file = await memberAttachmentFile(
        db,
        requireMember(request).memberId,
        request.query.fileId,
      );
      return sendFile(reply, file);
    },
  });

  // Only the new thread and the reply read multipart/form-data: the parser has its own context.
  await app.register(async (forms) => {
    await forms.register(multipart, { throwFileSizeLimit: false, limits: MESSAGE_FORM_LIMITS });
    const withForms = forms.withTypeProvider<ZodTypeProvider>();

    withForms.route({
      method: startMessageThread.method,
      url: startMessageThread.path,
      schema: { response: { 200: startMessageThread.response } },
      handler: async (request) => {
        const { memberId } = requireMember(request);
        const { fields, files } = await readMessageForm(request, StartThreadFieldsSchema);
        return { success: true, thread: await startThread(db, memberId, fields, files, limits()) };
      },
    });

    withForms.route({
      method: replyToMessageThread.method,
      url: replyToMessageThread.path,
      schema: {
        querystring: replyToMessageThread.query,
        response: { 200: replyToMessageThread.response },
      },
      handler: async (request) => {
        const { memberId } = requireMember(request);
        const { reference } = request.query;
        // Another member's thread is a 404 before its form is read.
        await requireMemberThread(db, memberId, reference);
        const { fields, files } = await readMessageForm(request, ReplyFieldsSchema);
        return {
          success: true,
          thread: await replyToThread(db, memberId, reference, fields, files, limits()),
        };
      },
    });
  });
}
