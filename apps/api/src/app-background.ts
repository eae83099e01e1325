import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { todayOf } from './lib/clock';
import { createStatementJobs, type StatementJobs } from './modules/statements/statement-jobs';
import { createPdfRenderer, type PdfRenderer } from './modules/pdf/pdf-renderer';
import { createClaimProcessing } from './modules/claims/claim-processing';
import { createQuotaSweep } from './modules/quotas/quota-sweep';
import { createSwitchProcessing } from './modules/switches/switch-processing';
import {
  latestUnitPriceBefore,
  unitPriceDatedOn,
} from './modules/switches/switch-processing.repository';
import { demoHubPriceFeed } from './partners/investment-hub/demo-price-feed';
import { createPartners, type Partners } from './partners/partners';
import { registeredIncomeOf } from './partners/sars/tax-register.repository';
import { createContributionArrearsWatch } from './modules/contributions/contribution-arrears';
import {
  scheduleOfMembership,
  unpaidScheduleMonths,
} from './modules/contributions/contributions.repository';

// The server's background work, started when it is ready and stopped when it closes: the PDF
// renderer's worker threads, on-demand statements, switch instructions, claims' processing and the
// quota sweep, with the other organisations' services they call (buildApp, app.ts).

/** Starts the renderer, the partners and the background work; their handles for the routes. */
export function startBackgroundWork(
  app: FastifyInstance,
  { config, db, wakeMail }: { config: AppConfig; db: Db; wakeMail: () => void },
): { renderer: PdfRenderer; statementJobs: StatementJobs; partners: Partners } {
  // One pool of PDF worker threads for every document the server renders (decision 006). A
  // request's render waits behind at most PDF_QUEUE_MAX others, else answers 429 with Retry-After;
  // background work renders through `renderer.background` and waits its turn.
  const renderer = createPdfRenderer({
    maxQueued: config.pdfQueueMax,
    ...(config.pdfWorkers ? { size: config.pdfWorkers } : {}),
  });
  app.decorate('pdfRenderer', renderer);
  // On-demand statements render in the background; the work is kept in the database (statement-jobs.ts).
  const statementJobs = createStatementJobs({
    db,
    renderer: renderer.background,
    portalName: config.portalName,
    portalUrl: config.publicUrl,
    today: () => todayOf(config),
    savingsWithdrawalFeeCents: config.savingsClaims.feeCents,
    log: app.log,
    wakeMail: wakeMail,
  });
  app.decorate('statementJobs', statementJobs);
  app.addHook('onReady', async () => statementJobs.start());
  const partners = createPartners({
    config,
    log: app.log,
    knownIncomeOf: (idNumber, taxYear) => registeredIncomeOf(db, idNumber, taxYear),
    hubPrices: demoHubPriceFeed(
      {
        on: (portfolioCode, date) => unitPriceDatedOn(db, portfolioCode, date),
        latestBefore: (portfolioCode, date) => latestUnitPriceBefore(db, portfolioCode, date),
      },
      config.seed.seed,
    ),
    schedule: {
      scheduleOf: (membershipId) => scheduleOfMembership(db, membershipId),
      unpaidMonths: (window) => unpaidScheduleMonths(db, window),
    },
  });
  app.decorate('partners', partners);
  // Members told of an employer's material non-payment (contribution-arrears.ts).
  const arrearsWatch = createContributionArrearsWatch({
    db,
    schedule: partners.contributionSchedule,
    portalName: config.portalName,
    portalUrl: config.publicUrl,
    today: () => todayOf(config),
    log: app.log,
    wakeNotices: wakeMail,
    everyMs: config.contributionLookMs,
  });
  app.decorate('contributionArrearsWatch', arrearsWatch);
  if (config.contributionLookMs > 0) app.addHook('onReady', async () => arrearsWatch.start());
  app.addHook('onClose', async () => arrearsWatch.close());
  // Switch instructions go to the investment hub at their cut-off and are traded (decision 041).
  const switchProcessing = createSwitchProcessing({
    db,
    config,
    partners,
    renderer: renderer.background,
    log: app.log,
    wakeMail: wakeMail,
  });
  app.decorate('switchProcessing', switchProcessing);
  app.addHook('onReady', async () => switchProcessing.start());
  // Submitted claims move on in the background as an administrator would (claim-processing.ts).
  const claimProcessing = createClaimProcessing({
    db,
    config,
    partners,
    renderer: renderer.background,
    today: () => todayOf(config),
    log: app.log,
    wakeMail: wakeMail,
  });
  app.decorate('claimProcessing', claimProcessing);
  app.addHook('onReady', async () => claimProcessing.start());
  // Cancelled claims' documents deleted after their retention; past days' quota counts forgotten.
  const quotaSweep = createQuotaSweep({
    db,
    retentionDays: config.uploads.cancelledRetentionDays,
    today: () => todayOf(config),
    log: app.log,
  });
  app.decorate('quotaSweep', quotaSweep);
  app.addHook('onReady', async () => quotaSweep.start());
  app.addHook('onClose', async () => quotaSweep.close());
  // The background work stops before the renderer it uses.
  app.addHook('onClose', async () => {
    await statementJobs.close();
    await claimProcessing.close();
    await switchProcessing.close();
    await renderer.close();
  });
  return { renderer, statementJobs, partners };
}
