import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getInternalPolicies } from '@portal/contract/policies';
import type { Db } from '../../db/client';
import { requireMember } from '../../plugins/member-auth';
import { internalPolicies } from './policies.service';

export async function policiesRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: getInternalPolicies.method,
    url: getInternalPolicies.path,
    schema: { response: { 200: getInternalPolicies.response } },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      return { success: true as const, ...(await internalPolicies(opts.db, memberId)) };
    },
  });
}
