import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { confirmDetails, getDetailsConfirmation } from '@portal/contract/details-confirmation';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { todayOf } from '../../lib/clock';
import { requireMember } from '../../plugins/member-auth';
import { confirmDetails as confirm, detailsConfirmation } from './details-confirmation.service';

// Staying traceable (issue 49 point 6): the signed-in member's own yearly confirmation of their
// contact details and beneficiaries. Neither call takes another member's anything.

export async function detailsConfirmationRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig },
): Promise<void> {
  const { db, config } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.route({
    method: getDetailsConfirmation.method,
    url: getDetailsConfirmation.path,
    schema: { response: { 200: getDetailsConfirmation.response } },
    handler: async (request) => ({
      success: true as const,
      confirmation: await detailsConfirmation(db, requireMember(request).memberId, todayOf(config)),
    }),
  });

  typed.route({
    method: confirmDetails.method,
    url: confirmDetails.path,
    schema: { body: confirmDetails.body, response: { 200: confirmDetails.response } },
    handler: async (request) => ({
      success: true as const,
      confirmation: await confirm(
        db,
        requireMember(request).memberId,
        request.body.digest,
        todayOf(config),
      ),
    }),
  });
}
