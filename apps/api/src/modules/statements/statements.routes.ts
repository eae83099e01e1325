import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getTransactionSummary } from '@portal/contract/statements';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { todayOf } from '../../lib/clock';
import { requireMember } from '../../plugins/member-auth';
import { transactionSummaryOf } from './statements.service';

/** spec 2 §7 statements calls: the transaction summary (the other statements calls come later). */
export async function statementsRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: getTransactionSummary.method,
    url: getTransactionSummary.path,
    schema: {
      querystring: getTransactionSummary.query,
      response: { 200: getTransactionSummary.response },
    },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      return transactionSummaryOf(opts.db, memberId, request.query, todayOf(opts.config));
    },
  });
}
