import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createReferralLead as createReferralLeadRoute } from '@portal/contract/referral';
import type { Db } from '../../db/client';
import { requireMember } from '../../plugins/member-auth';
import { createReferralLead } from './referral.service';

export async function referralRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: createReferralLeadRoute.method,
    url: createReferralLeadRoute.path,
    schema: {
      body: createReferralLeadRoute.body,
      response: { 200: createReferralLeadRoute.response },
    },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      // The body's member fields are not trusted: the lead is filled from the member's record.
      await createReferralLead(opts.db, memberId);
      return { success: true as const };
    },
  });
}
