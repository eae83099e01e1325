import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getInternalFunds } from '@portal/contract/fund';
import { getFundSummary, getInternalFundSummary } from '@portal/contract/portfolio';
import type { Db } from '../../db/client';
import { sendMemberAnswer } from '../../lib/member-answers';
import { requireMember } from '../../plugins/member-auth';
import { groupCoversOfFunds } from '../fund-details/group-cover';
import { fundSummary, internalFunds } from './fund.service';

/** The member's funds with each employer fund's group cover (spec 1 §3, decision 037). */
async function fundList(db: Db, memberId: number) {
  const [funds, groupCovers] = await Promise.all([
    internalFunds(db, memberId),
    groupCoversOfFunds(db, memberId),
  ]);
  return { success: true, internalFunds: funds, groupCovers };
}

export async function fundRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.route({
    method: getInternalFunds.method,
    url: getInternalFunds.path,
    schema: { response: { 200: getInternalFunds.response } },
    handler: async (request, reply) => {
      const { memberId } = requireMember(request);
      return sendMemberAnswer(request, reply, {
        db: opts.db,
        memberId,
        key: 'Fund/Internal',
        compute: () => fundList(opts.db, memberId),
      });
    },
  });

  // spec 2 §7: GetInternalFundSummary answers as GET /Fund/Internal.
  routes.route({
    method: getInternalFundSummary.method,
    url: getInternalFundSummary.path,
    schema: { response: { 200: getInternalFundSummary.response } },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      return fundList(opts.db, memberId);
    },
  });

  // spec 1 §7 GetFundSummary?AFGroupID&samAccount: the query's values are accepted as the spec
  // names them, but the session alone decides whose funds answer (DESIGN §1: never another
  // member's data).
  routes.route({
    method: getFundSummary.method,
    url: getFundSummary.path,
    schema: { querystring: getFundSummary.query, response: { 200: getFundSummary.response } },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      return { success: true, fundSummary: await fundSummary(opts.db, memberId) };
    },
  });
}
