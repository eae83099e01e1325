import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendDeceasedMemberAlert } from '@portal/contract/savings-claim';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { todayOf } from '../../lib/clock';
import { requireMember } from '../../plugins/member-auth';
import { portalConfigOf } from '../config/config.routes';
import { sendDeceasedMemberAlert as reportDeath } from './notifications.service';
import { wakeNoticeSenders } from '../inbox/sms-outbox';

/** spec 3 §7 notification calls: SendDeceasedMemberAlert ('Report a death'). */
export async function notificationsRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig },
): Promise<void> {
  const { db, config } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.route({
    method: sendDeceasedMemberAlert.method,
    url: sendDeceasedMemberAlert.path,
    schema: {
      body: sendDeceasedMemberAlert.body,
      response: { 200: sendDeceasedMemberAlert.response },
    },
    handler: async (request) => {
      const answer = await reportDeath(db, requireMember(request), request.body, {
        today: todayOf(config),
        now: new Date(),
        perDay: config.deathReportsPerDay,
        callCentrePhone: portalConfigOf(config).constants.callCentrePhone,
        portalName: config.portalName,
      });
      wakeNoticeSenders(app);
      return { success: true, ...answer };
    },
  });
}
