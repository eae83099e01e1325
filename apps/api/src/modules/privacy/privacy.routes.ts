import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getConsents,
  getCorrection,
  getCorrections,
  RequestCorrectionFieldsSchema,
  requestCorrection,
  setMarketingObjection,
} from '@portal/contract/privacy';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { todayOf } from '../../lib/clock';
import { requireMember } from '../../plugins/member-auth';
import { MESSAGE_FORM_LIMITS, readMessageForm } from '../messages/message-form';
import { memberConsentRecord, setMarketingObjection as setObjection } from './consents.service';
import {
  memberCorrection,
  memberCorrections,
  requestCorrection as lodge,
} from './corrections.service';

// The member's personal information (issue 49 point 3): their correction requests, one request, a
// new request with its document, the record of their consents and their objection to direct
// marketing. Each reads and writes the signed-in member's own only: another member's reference is
// a 404 and changes nothing.

export async function privacyRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig; wakeNotices: () => void },
): Promise<void> {
  const { db, config } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const clock = () => ({ today: todayOf(config) });

  typed.route({
    method: getCorrections.method,
    url: getCorrections.path,
    schema: { response: { 200: getCorrections.response } },
    handler: async (request) => ({
      success: true,
      ...(await memberCorrections(db, requireMember(request).memberId, clock())),
    }),
  });

  typed.route({
    method: getCorrection.method,
    url: getCorrection.path,
    schema: { querystring: getCorrection.query, response: { 200: getCorrection.response } },
    handler: async (request) => ({
      success: true,
      correction: await memberCorrection(
        db,
        requireMember(request).memberId,
        request.query.reference,
        clock(),
      ),
    }),
  });

  typed.route({
    method: getConsents.method,
    url: getConsents.path,
    schema: { response: { 200: getConsents.response } },
    handler: async (request) => ({
      success: true,
      ...(await memberConsentRecord(db, requireMember(request).memberId)),
    }),
  });

  typed.route({
    method: setMarketingObjection.method,
    url: setMarketingObjection.path,
    schema: {
      body: setMarketingObjection.body,
      response: { 200: setMarketingObjection.response },
    },
    handler: async (request) => ({
      success: true,
      objection: await setObjection(db, requireMember(request).memberId, request.body.objects),
    }),
  });

  // Only a correction request reads multipart/form-data: the parser has its own context.
  await app.register(async (forms) => {
    await forms.register(multipart, {
      throwFileSizeLimit: false,
      limits: { ...MESSAGE_FORM_LIMITS, fields: 6 },
    });
    forms.withTypeProvider<ZodTypeProvider>().route({
      method: requestCorrection.method,
      url: requestCorrection.path,
      schema: { response: { 200: requestCorrection.response } },
      handler: async (request) => {
        const { memberId } = requireMember(request);
        const { fields, files } = await readMessageForm(request, RequestCorrectionFieldsSchema);
        const today = todayOf(config);
        const correction = await lodge(db, memberId, fields, files, {
          today,
          messagesPerDay: config.messages.perDay,
          uploads: {
            today,
            perDay: config.uploads.perDay,
            bytesPerDay: config.uploads.bytesPerDay,
          },
          replyMs: config.messages.replyMs,
          portalName: config.portalName,
          publicUrl: config.publicUrl,
        });
        opts.wakeNotices();
        return { success: true, correction };
      },
    });
  });
}
