import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getProjection, getProjections } from '@portal/contract/projection';
import { ProjectionQuerySchema } from '@portal/contract/projection-query';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { fromCents } from '@portal/domain/money';
import { todayOf } from '../../lib/clock';
import { sendMemberAnswer } from '../../lib/member-answers';
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
    // Once per version of the member's data and today (docs/decisions/039-one-projection.md).
    handler: async (request, reply) => {
      const { memberId } = requireMember(request);
      const today = todayOf(config);
      return sendMemberAnswer(request, reply, {
        db,
        memberId,
        key: `Projection|${today}|${config.savingsClaims.feeCents}`,
        compute: async () => ({
          ...(await projectionsOfMember(db, memberId, today)),
          savingsWithdrawalFee: fromCents(config.savingsClaims.feeCents),
        }),
      });
    },
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
    handler: async (request, reply) => {
      const { memberId } = requireMember(request);
      const { schemeNumber } = request.params;
      const today = todayOf(config);
      return sendMemberAnswer(request, reply, {
        db,
        memberId,
        // The what-ifs as validated (the schema's own keys), so that one question is one answer.
        key: `Projection/${schemeNumber}|${today}|${JSON.stringify(request.query)}`,
        compute: () =>
          projectionOfScheme(db, memberId, schemeNumber, { choices: request.query, today }),
      });
    },
  });
}
