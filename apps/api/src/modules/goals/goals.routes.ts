import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calculateInflatedAmount, createProposal, getProposal } from '@portal/contract/goals';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { todayOf } from '../../lib/clock';
import { requireMember } from '../../plugins/member-auth';
import { createProposalFor, inflatedAmount, proposalOf } from './goals.service';

/** spec 2 §7, spec 3 §7: the goal calculators' calls and the proposal page's data. */
export async function goalsRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig },
): Promise<void> {
  const { db, config } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    method: calculateInflatedAmount.method,
    url: calculateInflatedAmount.path,
    schema: {
      querystring: calculateInflatedAmount.query,
      response: { 200: calculateInflatedAmount.response },
    },
    handler: async (request) => {
      requireMember(request);
      return { success: true, ...inflatedAmount(request.query) };
    },
  });

  routes.route({
    method: createProposal.method,
    url: createProposal.path,
    schema: { body: createProposal.body, response: { 200: createProposal.response } },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      const id = await createProposalFor(db, memberId, request.body, todayOf(config));
      return { success: true, redirectUrl: `${config.publicUrl}/proposals/${id}` };
    },
  });

  routes.route({
    method: getProposal.method,
    url: getProposal.path,
    schema: { params: getProposal.params, response: { 200: getProposal.response } },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      return { success: true, proposal: await proposalOf(db, memberId, request.params.id) };
    },
  });
}
