import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getInternalFunds } from '@portal/contract/fund';
import type { Db } from '../../db/client';
import { requireMember } from '../../plugins/member-auth';
import { internalFunds } from './fund.service';

export async function fundRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: getInternalFunds.method,
    url: getInternalFunds.path,
    schema: { response: { 200: getInternalFunds.response } },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      return { success: true, internalFunds: await internalFunds(opts.db, memberId) };
    },
  });
}
