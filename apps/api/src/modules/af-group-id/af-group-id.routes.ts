import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clearSvopRecordCache, getAfGroupId, getSvopRecord } from '@portal/contract/af-group-id';
import type { Db } from '../../db/client';
import { forgetMemberAnswers, sendMemberAnswer } from '../../lib/member-answers';
import { requireMember } from '../../plugins/member-auth';
import { requireHeldScheme, svopRecord } from './af-group-id.service';

/**
 * spec 1 §7 AFGroupID service. The single view is kept with the member's other answers (by data
 * version, lib/member-answers.ts); ClearSVOPRecordCache is where what the server keeps of a
 * member is emptied from, and answers success whether or not anything was kept.
 */
export async function afGroupIdRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    method: getAfGroupId.method,
    url: getAfGroupId.path,
    schema: { querystring: getAfGroupId.query, response: { 200: getAfGroupId.response } },
    handler: async (request) => {
      const member = requireMember(request);
      await requireHeldScheme(db, member.memberId, request.query);
      return { success: true as const, afGroupId: member.afGroupId };
    },
  });

  routes.route({
    method: getSvopRecord.method,
    url: getSvopRecord.path,
    schema: { querystring: getSvopRecord.query, response: { 200: getSvopRecord.response } },
    handler: async (request, reply) => {
      const { memberId } = requireMember(request);
      await requireHeldScheme(db, memberId, request.query);
      return sendMemberAnswer(request, reply, {
        db,
        memberId,
        key: 'AFGroupID/GetSVOPRecord',
        compute: async () => ({ success: true, svopRecord: await svopRecord(db, memberId) }),
      });
    },
  });

  routes.route({
    method: clearSvopRecordCache.method,
    url: clearSvopRecordCache.path,
    schema: {
      querystring: clearSvopRecordCache.query,
      response: { 200: clearSvopRecordCache.response },
    },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      await requireHeldScheme(db, memberId, request.query);
      forgetMemberAnswers(db, memberId);
      return { success: true as const };
    },
  });
}
