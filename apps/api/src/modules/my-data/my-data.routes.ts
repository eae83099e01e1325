import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { downloadDataArchive, getDataArchives, requestDataArchive } from '@portal/contract/my-data';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { BackgroundWork } from '../../lib/background-work';
import { todayOf } from '../../lib/clock';
import { sendFile } from '../../lib/send-file';
import { requireMember } from '../../plugins/member-auth';
import { archiveContent, archivesOfMember, requestArchive } from './my-data.service';

// The member's own data (issue 49 point 2; POPIA section 23): ask for an archive (once a day),
// list the member's archives, and download one. Each reads and writes the signed-in member's own
// archives only: another member's archive id is a 404 and changes nothing.

export async function myDataRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig; jobs: BackgroundWork },
): Promise<void> {
  const { db, config, jobs } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.route({
    method: requestDataArchive.method,
    url: requestDataArchive.path,
    schema: { body: requestDataArchive.body, response: { 200: requestDataArchive.response } },
    handler: async (request) => {
      const answer = await requestArchive(db, requireMember(request).memberId, todayOf(config));
      jobs.wake();
      return { success: true, ...answer };
    },
  });

  typed.route({
    method: getDataArchives.method,
    url: getDataArchives.path,
    schema: { response: { 200: getDataArchives.response } },
    handler: async (request) => ({
      success: true,
      ...(await archivesOfMember(db, requireMember(request).memberId, todayOf(config))),
    }),
  });

  // The ZIP itself, never cached; no 200 schema: the answer is bytes, not JSON.
  typed.route({
    method: downloadDataArchive.method,
    url: downloadDataArchive.path,
    schema: { querystring: downloadDataArchive.query },
    handler: async (request, reply) => {
      const { memberId } = requireMember(request);
      const archive = await archiveContent(db, memberId, request.query.id);
      return sendFile(reply, {
        content: archive.content,
        fileName: `my-data-${archive.requestedOn}.zip`,
        contentType: 'application/zip',
      });
    },
  });
}
