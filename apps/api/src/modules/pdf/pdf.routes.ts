import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  generateRetirementSavingsNobPdf,
  generateUnapprovedFuneralNobPdf,
  generateUnapprovedLumpSumNobPdf,
} from '@portal/contract/pdf';
import { BENEFICIARY_REPORT_FILE_NAME, NominationTypeId } from '@portal/domain/nomination';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { requireMember } from '../../plugins/member-auth';
import { createPdfRenderer } from './pdf-renderer';
import { reportDocument } from './pdf.document';
import { nominationReport } from './pdf.service';

const REPORTS = [
  [generateRetirementSavingsNobPdf, NominationTypeId.Retirement],
  [generateUnapprovedFuneralNobPdf, NominationTypeId.Funeral],
  [generateUnapprovedLumpSumNobPdf, NominationTypeId.LifeCover],
] as const;

/** The three beneficiary reports of spec 1 §7, rendered off the main thread. */
export async function pdfRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig },
): Promise<void> {
  const renderer = createPdfRenderer();
  app.addHook('onClose', () => renderer.close());

  for (const [route, nominationTypeId] of REPORTS) {
    app.withTypeProvider<ZodTypeProvider>().route({
      method: route.method,
      url: route.path,
      schema: { body: route.body, response: { 200: route.response } },
      handler: async (request) => {
        const member = requireMember(request);
        const { caseMbrKey, nominationTypeId: sent } = request.body;
        if (sent != null && sent !== nominationTypeId) {
          throw new AppError('BAD_REQUEST', 'This report is for another kind of nomination.', {
            nominationTypeId: [`This report needs nomination type ${nominationTypeId}.`],
          });
        }
        const report = await nominationReport(opts.db, member, { caseMbrKey, nominationTypeId });
        const { definition, footer } = reportDocument(report, opts.config.portalName);
        const pdf = await renderer.render(definition, footer);
        return {
          success: true as const,
          value: { pdfData: pdf.toString('base64'), fileName: BENEFICIARY_REPORT_FILE_NAME },
        };
      },
    });
  }
}
