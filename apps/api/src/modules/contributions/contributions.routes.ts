import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getContributionArrears, getFundContributions } from '@portal/contract/contributions';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { todayOf } from '../../lib/clock';
import type { ContributionScheduleService } from '../../partners/contribution-schedule/contribution-schedule-service';
import { requireMember } from '../../plugins/member-auth';
import { contributionArrears, fundContributions } from './contribution-status.service';

/**
 * Issue 48 point 3: a fund's contribution strip and the member's arrears (the dashboard's), of
 * the signed-in member's own memberships only. Not kept between requests: a month turns from not
 * yet due to missing with the date, not with the data.
 */
export async function contributionsRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig; schedule: ContributionScheduleService },
): Promise<void> {
  const { db, config, schedule } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    method: getFundContributions.method,
    url: getFundContributions.path,
    schema: {
      params: getFundContributions.params,
      response: { 200: getFundContributions.response },
    },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      const contributions = await fundContributions(
        db,
        schedule,
        memberId,
        request.params.schemeNumber,
        todayOf(config),
      );
      return { success: true as const, contributions };
    },
  });

  routes.route({
    method: getContributionArrears.method,
    url: getContributionArrears.path,
    schema: { response: { 200: getContributionArrears.response } },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      const arrears = await contributionArrears(db, schedule, memberId, todayOf(config));
      return { success: true as const, arrears };
    },
  });
}
