import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getPortfolioHistory, getPortfolioSummary } from '@portal/contract/portfolio';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { todayOf } from '../../lib/clock';
import { sendMemberAnswer } from '../../lib/member-answers';
import { requireMember } from '../../plugins/member-auth';
import { portfolioHistory, portfolioSummary } from './portfolio.service';

/** The My portfolio page's calls (spec 1 §2.1 'portfolios'), for the signed-in member only. */
export async function portfolioRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig },
): Promise<void> {
  const { db, config } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    method: getPortfolioSummary.method,
    url: getPortfolioSummary.path,
    schema: { response: { 200: getPortfolioSummary.response } },
    handler: async (request, reply) => {
      const { memberId } = requireMember(request);
      const today = todayOf(config);
      return sendMemberAnswer(request, reply, {
        db,
        memberId,
        key: `Portfolio/GetPortfolioSummary|${today}`,
        compute: async () => ({
          success: true,
          summary: await portfolioSummary(db, memberId, today),
        }),
      });
    },
  });

  routes.route({
    method: getPortfolioHistory.method,
    url: getPortfolioHistory.path,
    schema: {
      querystring: getPortfolioHistory.query,
      response: { 200: getPortfolioHistory.response },
    },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      return {
        success: true,
        history: await portfolioHistory(db, memberId, request.query.years, todayOf(config)),
      };
    },
  });
}
