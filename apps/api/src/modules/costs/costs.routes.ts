import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { downloadFundCostsPdf, getFundCosts } from '@portal/contract/costs';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { todayOf } from '../../lib/clock';
import { sendMemberAnswer } from '../../lib/member-answers';
import { sendFile } from '../../lib/send-file';
import { requireMember } from '../../plugins/member-auth';
import { identityOfScheme } from '../fund-identity/fund-identity.service';
import type { PdfRenderer } from '../pdf/pdf-renderer';
import { costsDocument, costsFileName } from './costs-document';
import { fundCostsAnswer, fundCostsOf } from './costs.service';

/**
 * The member's Effective Annual Cost for one of their own funds (docs/decisions/040-effective-annual-cost.md):
 * the figures, and the same figures as a tagged PDF disclosure. Any other scheme answers 404.
 */
export async function costsRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig; renderer: PdfRenderer },
): Promise<void> {
  const { db, config, renderer } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    method: getFundCosts.method,
    url: getFundCosts.path,
    schema: { params: getFundCosts.params, response: { 200: getFundCosts.response } },
    // Once per version of the member's data and today (the terms to age 55 move with the date).
    handler: async (request, reply) => {
      const { memberId } = requireMember(request);
      const { schemeNumber } = request.params;
      const today = todayOf(config);
      return sendMemberAnswer(request, reply, {
        db,
        memberId,
        key: `Fund/Costs/${schemeNumber}|${today}`,
        compute: () => fundCostsAnswer(db, memberId, schemeNumber, today),
      });
    },
  });

  // The PDF file itself, never cached (it carries the member's figures). No 200 schema: the
  // answer is bytes, not JSON. Rendered on the PDF worker threads (DESIGN §2).
  routes.route({
    method: downloadFundCostsPdf.method,
    url: downloadFundCostsPdf.path,
    schema: { params: downloadFundCostsPdf.params },
    handler: async (request, reply) => {
      const { memberId } = requireMember(request);
      const { schemeNumber } = request.params;
      const today = todayOf(config);
      const costs = await fundCostsOf(db, memberId, schemeNumber, today);
      // Nothing to disclose yet: the page offers no download, so there is no such document.
      if (!costs) throw notFound();
      const { definition, footer } = costsDocument({
        portalName: config.portalName,
        costs,
        generatedOn: today,
        identity: await identityOfScheme(db, memberId, schemeNumber),
      });
      const content = await renderer.render(definition, footer);
      return sendFile(reply, { content, fileName: costsFileName(costs.schemeNumber) });
    },
  });
}
