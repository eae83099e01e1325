import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { downloadPortfolioDocument, getPortfolioKeyFacts } from '@portal/contract/fund-details';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { todayOf } from '../../lib/clock';
import { sendMemberAnswer } from '../../lib/member-answers';
import { requireMember } from '../../plugins/member-auth';
import type { PdfRenderer } from '../pdf/pdf-renderer';
import { createPortfolioDocuments, heldFactSheets, keyFactsOf } from './udw.service';

/**
 * spec 2 §7: GET /Udw/DownloadPortfolioDocument/{id}, by udwID; and the key facts of the fact sheets
 * of every portfolio the member holds.
 */
export async function udwRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig; renderer: PdfRenderer },
): Promise<void> {
  // Rendering a fact sheet takes ~150–400 ms of CPU here (measured), so it runs on the PDF
  // worker threads (DESIGN §2), never on the event loop.
  const portfolioDocument = createPortfolioDocuments({
    db: opts.db,
    renderer: opts.renderer,
    portalName: opts.config.portalName,
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    method: downloadPortfolioDocument.method,
    url: downloadPortfolioDocument.path,
    schema: {
      params: downloadPortfolioDocument.params,
      response: { 200: downloadPortfolioDocument.response },
    },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      const document = await portfolioDocument(memberId, request.params.id, todayOf(opts.config));
      return { success: true, ...document };
    },
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    method: getPortfolioKeyFacts.method,
    url: getPortfolioKeyFacts.path,
    schema: { response: { 200: getPortfolioKeyFacts.response } },
    handler: async (request, reply) => {
      const { memberId } = requireMember(request);
      // Kept per version of the member's data: the prices, the portfolios' particulars and the
      // member's holdings all move it (migrations 0017, 0029).
      return sendMemberAnswer(request, reply, {
        db: opts.db,
        memberId,
        key: 'PortfolioKeyFacts',
        compute: async () => ({
          success: true as const,
          portfolios: (await heldFactSheets(opts.db, memberId)).map(keyFactsOf),
        }),
      });
    },
  });
}
