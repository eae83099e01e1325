import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acknowledgeCounselling,
  getLeavingServiceOptions,
  getTransferRequests,
  requestTransfer,
} from '@portal/contract/leaving-service';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { todayOf } from '../../lib/clock';
import { requireMember } from '../../plugins/member-auth';
import {
  acknowledge,
  optionsOf,
  requestTransfer as request,
  transfersOf,
} from './leaving-service.service';

// Leaving service (issue 49 point 4; Regulation 38): a paid-up membership's options, the member's
// confirmation of the counselling material, a section 14 transfer asked for online and its
// status. Each reads and writes the signed-in member's own memberships only: another member's
// scheme number is a 404 and changes nothing; a membership that is not paid-up is a 409.

export async function leavingServiceRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig; wakeNotices: () => void; wakeTransfers: () => void },
): Promise<void> {
  const { db, config } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const clock = () => ({
    today: todayOf(config),
    savingsFeeCents: config.savingsClaims.feeCents,
    stepMs: config.messages.replyMs,
    portalName: config.portalName,
    publicUrl: config.publicUrl,
  });

  typed.route({
    method: getLeavingServiceOptions.method,
    url: getLeavingServiceOptions.path,
    schema: {
      querystring: getLeavingServiceOptions.query,
      response: { 200: getLeavingServiceOptions.response },
    },
    handler: async (request) => ({
      success: true,
      options: await optionsOf(
        db,
        requireMember(request).memberId,
        request.query.schemeNumber,
        clock(),
      ),
    }),
  });

  typed.route({
    method: acknowledgeCounselling.method,
    url: acknowledgeCounselling.path,
    schema: {
      body: acknowledgeCounselling.body,
      response: { 200: acknowledgeCounselling.response },
    },
    handler: async (request) => ({
      success: true,
      counselling: await acknowledge(db, requireMember(request).memberId, request.body, clock()),
    }),
  });

  typed.route({
    method: requestTransfer.method,
    url: requestTransfer.path,
    schema: { body: requestTransfer.body, response: { 200: requestTransfer.response } },
    handler: async (incoming) => {
      const transfer = await request(db, requireMember(incoming).memberId, incoming.body, clock());
      opts.wakeNotices();
      opts.wakeTransfers();
      return { success: true, transfer };
    },
  });

  typed.route({
    method: getTransferRequests.method,
    url: getTransferRequests.path,
    schema: {
      querystring: getTransferRequests.query,
      response: { 200: getTransferRequests.response },
    },
    handler: async (request) => ({
      success: true,
      transfers: await transfersOf(db, requireMember(request).memberId, request.query.schemeNumber),
    }),
  });
}
