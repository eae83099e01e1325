import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { complaintsRoutes } from './modules/complaints/complaints.routes';
import { leavingServiceRoutes } from './modules/leaving-service/leaving-service.routes';
import { retirementOptionsRoutes } from './modules/leaving-service/retirement-options.routes';
import { createTransferDesk } from './modules/leaving-service/transfer-desk';
import { createArchiveJobs } from './modules/my-data/archive-jobs';
import { myDataRoutes } from './modules/my-data/my-data.routes';
import type { PdfRenderer } from './modules/pdf/pdf-renderer';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { detailsConfirmationRoutes } from './modules/traceability/details-confirmation.routes';

// The member's rights, self-served (issue 49): complaints under section 30A, corrections and
// objections, the data archive, the yearly confirmation of contact details and beneficiaries, and
// the options on leaving service and at retirement, with the background work that moves them on.

export async function registerMemberRights(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig; renderer: PdfRenderer; wakeNotices: () => void },
): Promise<void> {
  const { db, config, renderer, wakeNotices } = opts;
  await app.register(complaintsRoutes, { db, config, renderer, wakeNotices });
  await app.register(detailsConfirmationRoutes, { db, config });
  await app.register(privacyRoutes, { db, config, wakeNotices });
  // Leaving service: the administration moves section 14 transfers on (transfer-desk.ts).
  const transferDesk = createTransferDesk({ db, config, log: app.log, wakeNotices });
  app.decorate('transferDesk', transferDesk);
  app.addHook('onReady', async () => transferDesk.start());
  app.addHook('onClose', async () => transferDesk.close());
  await app.register(leavingServiceRoutes, {
    db,
    config,
    wakeNotices,
    wakeTransfers: () => transferDesk.wake(),
  });
  // Retirement: the options within five years of the retirement date, and a claim started online.
  await app.register(retirementOptionsRoutes, { db, config, wakeNotices });
  // The members' data archives, prepared in the background (my-data/archive-jobs.ts).
  const dataArchives = createArchiveJobs({
    db,
    config,
    renderer: renderer.background,
    log: app.log,
    wakeNotices,
  });
  app.decorate('dataArchives', dataArchives);
  app.addHook('onReady', async () => dataArchives.start());
  app.addHook('onClose', async () => dataArchives.close());
  await app.register(myDataRoutes, { db, config, jobs: dataArchives });
}
