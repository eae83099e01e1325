import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getInternalPolicies } from '@portal/contract/policies';
import type { Db } from '../../db/client';
import { requireMember } from '../../plugins/member-auth';
import { nobCovers } from './policies.service';

export async function policiesRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: getInternalPolicies.method,
    url: getInternalPolicies.path,
    schema: { response: { 200: getInternalPolicies.response } },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      // No policy entity beyond the covers is specified (spec 1 §3), so `policies` stays empty.
      return {
        success: true as const,
        policies: [],
        nobCovers: await nobCovers(opts.db, memberId),
      };
    },
  });
}
