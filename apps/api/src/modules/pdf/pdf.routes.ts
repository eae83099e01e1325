import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  downloadTemplate,
  generateRetirementSavingsNobPdf,
  generateUnapprovedFuneralNobPdf,
  generateUnapprovedLumpSumNobPdf,
  NOMINATION_FORM_TEMPLATE,
  STAFF_SAVINGS_WITHDRAWAL_FORM_TEMPLATE,
} from '@portal/contract/pdf';
import { BENEFICIARY_REPORT_FILE_NAME, NominationTypeId } from '@portal/domain/nomination';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { todayOf } from '../../lib/clock';
import { sendFile } from '../../lib/send-file';
import { requireMember } from '../../plugins/member-auth';
import { nominationFormDocument } from './nomination-form.document';
import type { PdfDefinition, PdfRenderer } from './pdf-renderer';
import { reportDocument } from './pdf.document';
import { nominationForm, nominationReport } from './pdf.service';
import {
  STAFF_WITHDRAWAL_FORM_EMAIL,
  staffWithdrawalFormDocument,
} from './staff-withdrawal-form.document';
import { staffWithdrawalForm } from './staff-withdrawal-form.service';

const REPORTS = [
  [generateRetirementSavingsNobPdf, NominationTypeId.Retirement],
  [generateUnapprovedFuneralNobPdf, NominationTypeId.Funeral],
  [generateUnapprovedLumpSumNobPdf, NominationTypeId.LifeCover],
] as const;

/** The three beneficiary reports of spec 1 §7 and the printable forms, rendered off the main thread. */
export async function pdfRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig; renderer: PdfRenderer },
): Promise<void> {
  const { renderer } = opts;

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

  // spec 3 §7 GET /PDF/DownloadTemplate?filename (blob): the PDF file itself, never cached (it
  // carries the member's details). No 200 schema: the answer is bytes, not JSON.
  app.withTypeProvider<ZodTypeProvider>().route({
    method: downloadTemplate.method,
    url: downloadTemplate.path,
    schema: { querystring: downloadTemplate.query },
    handler: async (request, reply) => {
      const member = requireMember(request);
      const { filename, schemeNumber } = request.query;
      const { portalName } = opts.config;
      let template: { fileName: string; definition: PdfDefinition; footer: unknown };
      if (filename.toLowerCase() === NOMINATION_FORM_TEMPLATE.toLowerCase()) {
        const form = await nominationForm(opts.db, member, schemeNumber);
        const email = opts.config.nominationFormEmail;
        const document = nominationFormDocument(form, { portalName, email });
        template = { fileName: NOMINATION_FORM_TEMPLATE, ...document };
      } else if (filename.toLowerCase() === STAFF_SAVINGS_WITHDRAWAL_FORM_TEMPLATE.toLowerCase()) {
        // Staff members only (spec 1 §6): anyone else, or another fund, is answered 404.
        const today = todayOf(opts.config);
        const form = await staffWithdrawalForm(opts.db, member, schemeNumber, today);
        const email = STAFF_WITHDRAWAL_FORM_EMAIL;
        const document = staffWithdrawalFormDocument(form, { portalName, email });
        template = { fileName: STAFF_SAVINGS_WITHDRAWAL_FORM_TEMPLATE, ...document };
      } else {
        throw notFound();
      }
      const pdf = await renderer.render(template.definition, template.footer);
      return sendFile(reply, { content: pdf, fileName: template.fileName });
    },
  });
}
