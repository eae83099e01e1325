import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  downloadMemberDocument,
  getAfConnectFaq,
  getMemberDocuments,
} from '@portal/contract/documents';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { sendFile } from '../../lib/send-file';
import { requireMember } from '../../plugins/member-auth';
import { portalConfigOf } from '../config/config.routes';
import type { PdfRenderer } from '../pdf/pdf-renderer';
import { afConnectFaq, memberDocumentFile, memberDocuments } from './documents.service';

/** A MIME type as `type/subtype`; anything else (or a stored value with parameters) is sent as bytes. */
const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;

/**
 * spec 1 §7 "Documents service" and spec 3 §7 "Documents calls": the member's documents, their
 * download and the FAQ. Every answer carries `Cache-Control: no-store` (the cache policy plugin
 * sets it for all of /api; the download sets it itself as well, as the nomination form does).
 */
export async function documentsRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig; renderer: PdfRenderer },
): Promise<void> {
  const { db, config, renderer } = opts;
  const claimDocuments = {
    renderer,
    portalName: config.portalName,
    callCentrePhone: portalConfigOf(config).constants.callCentrePhone,
  };

  app.withTypeProvider<ZodTypeProvider>().route({
    method: getMemberDocuments.method,
    url: getMemberDocuments.path,
    schema: {
      querystring: getMemberDocuments.query,
      response: { 200: getMemberDocuments.response },
    },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      return memberDocuments(db, memberId, request.query.refNum3);
    },
  });

  // The file itself, never cached; no 200 schema: the answer is bytes, not JSON.
  app.withTypeProvider<ZodTypeProvider>().route({
    method: downloadMemberDocument.method,
    url: downloadMemberDocument.path,
    schema: { querystring: downloadMemberDocument.query },
    handler: async (request, reply) => {
      const { memberId } = requireMember(request);
      const file = await memberDocumentFile(db, memberId, request.query.fileId, claimDocuments);
      const contentType = MIME_TYPE.test(file.contentType)
        ? file.contentType
        : 'application/octet-stream';
      return sendFile(reply, { content: file.content, fileName: file.fileName, contentType });
    },
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    method: getAfConnectFaq.method,
    url: getAfConnectFaq.path,
    schema: { response: { 200: getAfConnectFaq.response } },
    handler: async (request) => {
      requireMember(request);
      return afConnectFaq(db);
    },
  });
}
