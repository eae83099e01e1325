import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getNoticeToDisplay } from '@portal/contract/notice';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { todayOf } from '../../lib/clock';
import { requireMember } from '../../plugins/member-auth';
import { preloadNoticeSanitizer } from './notice-html';
import { noticesForMember } from './notice.service';

/** spec 1 §7: GET /Notice/GetNoticeToDisplay answers `isSuccess` and the member's notices. */
export async function noticeRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig },
): Promise<void> {
  // The sanitiser (jsdom) takes a second or two to load: a listening server loads it in the
  // background rather than with its first member's dashboard. Tests load it when they need it.
  if (opts.config.env !== 'test') {
    app.addHook('onListen', async () => {
      preloadNoticeSanitizer().catch((error: unknown) => {
        app.log.warn({ err: error }, 'the notice sanitiser could not be loaded ahead of use');
      });
    });
  }
  app.withTypeProvider<ZodTypeProvider>().route({
    method: getNoticeToDisplay.method,
    url: getNoticeToDisplay.path,
    schema: { response: { 200: getNoticeToDisplay.response } },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      return {
        isSuccess: true,
        result: await noticesForMember(opts.db, memberId, todayOf(opts.config)),
      };
    },
  });
}
