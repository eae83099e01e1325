import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getProjection, getProjections } from '@portal/contract/projection';
import { ProjectionQuerySchema } from '@portal/contract/projection-query';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { fromCents } from '@portal/domain/money';
import { todayOf } from '../../lib/clock';
import { requireMember } from '../../plugins/member-auth';
import { projectionOfScheme, projectionsOfMember } from './projection.service';

/**
 * DESIGN §1e "One projection" (docs/decisions/039-one-projection.md): the signed-in member's own
 * funds projected to retirement, with the inputs and assumptions the figures come from.
 */
export async function projectionRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig },
): Promise<void> {
  const { db, config } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    method: getProjections.method,
    url: getProjections.path,
    schema: { response: { 200: getProjections.response } },
    handler: async (request) => ({
      ...(await projectionsOfMember(db, requireMember(request).memberId, todayOf(config))),
      savingsWithdrawalFee: fromCents(config.savingsClaims.feeCents),
    }),
  });

  routes.route({
    method: getProjection.method,
    url: getProjection.path,
    schema: {
      params: getProjection.params,
      // The what-ifs (projection-query.ts): beside the contract's route, which the web app calls
      // without them (its calculator recomputes in the browser).
      querystring: ProjectionQuerySchema,
      response: { 200: getProjection.response },
    },
    handler: async (request) =>
      projectionOfScheme(db, requireMember(request).memberId, request.params.schemeNumber, {
        choices: request.query,
        today: todayOf(config),
      }),
  });
}
