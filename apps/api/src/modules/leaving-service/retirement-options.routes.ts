import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acknowledgeRetirementCounselling,
  getRetirementOptions,
  startRetirementClaim,
} from '@portal/contract/retirement-options';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { todayOf } from '../../lib/clock';
import { requireMember } from '../../plugins/member-auth';
import {
  acknowledgeRetirement,
  retirementOptionsOf,
  startRetirement,
} from './retirement-options.service';

// Retirement (issue 49 point 5; Regulation 39): a membership's options within five years of the
// normal retirement date, the member's confirmation of the retirement counselling material, and a
// retirement claim started online after it. Each reads and writes the signed-in member's own
// memberships only: another member's scheme number is a 404 and changes nothing; a membership
// further from retirement, or a product that is not a retirement fund, is a 409.

export async function retirementOptionsRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig; wakeNotices: () => void },
): Promise<void> {
  const { db, config } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const clock = () => ({
    today: todayOf(config),
    portalName: config.portalName,
    publicUrl: config.publicUrl,
  });

  typed.route({
    method: getRetirementOptions.method,
    url: getRetirementOptions.path,
    schema: {
      querystring: getRetirementOptions.query,
      response: { 200: getRetirementOptions.response },
    },
    handler: async (request) => ({
      success: true,
      options: await retirementOptionsOf(
        db,
        requireMember(request).memberId,
        request.query.schemeNumber,
        clock(),
      ),
    }),
  });

  typed.route({
    method: acknowledgeRetirementCounselling.method,
    url: acknowledgeRetirementCounselling.path,
    schema: {
      body: acknowledgeRetirementCounselling.body,
      response: { 200: acknowledgeRetirementCounselling.response },
    },
    handler: async (request) => ({
      success: true,
      counselling: await acknowledgeRetirement(
        db,
        requireMember(request).memberId,
        request.body,
        clock(),
      ),
    }),
  });

  typed.route({
    method: startRetirementClaim.method,
    url: startRetirementClaim.path,
    schema: { body: startRetirementClaim.body, response: { 200: startRetirementClaim.response } },
    handler: async (request) => {
      const claim = await startRetirement(
        db,
        requireMember(request).memberId,
        request.body,
        clock(),
      );
      opts.wakeNotices();
      return { success: true, claim };
    },
  });
}
