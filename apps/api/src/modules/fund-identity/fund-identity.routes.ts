import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getFundIdentity } from '@portal/contract/fund-identity';
import type { Db } from '../../db/client';
import { requireMember } from '../../plugins/member-auth';
import { fundIdentityAnswer } from './fund-identity.service';

/**
 * The identity of one of the member's own funds (DESIGN §1e): the "Your fund" panel of the fund
 * details page. Any other scheme answers 404.
 */
export async function fundIdentityRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: getFundIdentity.method,
    url: getFundIdentity.path,
    schema: { params: getFundIdentity.params, response: { 200: getFundIdentity.response } },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      const identity = await fundIdentityAnswer(db, memberId, request.params.schemeNumber);
      return { success: true as const, identity };
    },
  });
}
