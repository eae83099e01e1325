import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  downloadCertificatePdf,
  getHistoricalTaxCertificates,
  getLatestTaxCertificatesDetails,
  getMembershipCertificates,
  getPaidUpMembershipCertificates,
  getPublishedDocumentDetails,
  getTaxCertificatesCount,
} from '@portal/contract/tax-certificates';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { todayOf } from '../../lib/clock';
import { sendFile } from '../../lib/send-file';
import { requireMember } from '../../plugins/member-auth';
import { portalConfigOf } from '../config/config.routes';
import type { PdfRenderer } from '../pdf/pdf-renderer';
import { downloadCertificate } from './certificate-pdf.service';
import { membershipCertificates, paidUpCertificates } from './membership-certificates.service';
import {
  historicalTaxCertificates,
  latestTaxCertificates,
  publishedDocuments,
  taxCertificatesCount,
} from './tax-certificates.service';

/**
 * spec 2 §7 "Statements and tax certificate calls" and spec 3 §7: the member's tax certificates
 * and membership certificates. Every answer is the signed-in member's own; "today" is the portal's
 * one clock, so a certificate appears the day after its tax year ends.
 */
export async function taxCertificatesRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig; renderer: PdfRenderer },
): Promise<void> {
  const { db, config, renderer } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    method: getLatestTaxCertificatesDetails.method,
    url: getLatestTaxCertificatesDetails.path,
    schema: { response: { 200: getLatestTaxCertificatesDetails.response } },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      const latestDetails = await latestTaxCertificates(db, memberId, todayOf(config));
      return { success: true as const, latestDetails };
    },
  });

  routes.route({
    method: getHistoricalTaxCertificates.method,
    url: getHistoricalTaxCertificates.path,
    schema: {
      querystring: getHistoricalTaxCertificates.query,
      response: { 200: getHistoricalTaxCertificates.response },
    },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      return historicalTaxCertificates(db, memberId, request.query, todayOf(config));
    },
  });

  // The PDF file itself, never cached (it carries the member's details). No 200 schema: the
  // answer is bytes, not JSON.
  routes.route({
    method: downloadCertificatePdf.method,
    url: downloadCertificatePdf.path,
    schema: { querystring: downloadCertificatePdf.query },
    handler: async (request, reply) => {
      const { memberId } = requireMember(request);
      const { fileName, content } = await downloadCertificate(db, memberId, request.query.id, {
        today: todayOf(config),
        portalName: config.portalName,
        callCentrePhone: portalConfigOf(config).constants.callCentrePhone,
        render: (definition, footer) => renderer.render(definition, footer),
      });
      return sendFile(reply, { content, fileName });
    },
  });

  routes.route({
    method: getMembershipCertificates.method,
    url: getMembershipCertificates.path,
    schema: { response: { 200: getMembershipCertificates.response } },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      const list = await membershipCertificates(db, memberId, todayOf(config));
      return { success: true as const, membershipCertificates: list };
    },
  });

  routes.route({
    method: getPaidUpMembershipCertificates.method,
    url: getPaidUpMembershipCertificates.path,
    schema: { response: { 200: getPaidUpMembershipCertificates.response } },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      const list = await paidUpCertificates(db, memberId, todayOf(config));
      return { success: true as const, paidUpCertificates: list };
    },
  });

  routes.route({
    method: getTaxCertificatesCount.method,
    url: getTaxCertificatesCount.path,
    schema: { response: { 200: getTaxCertificatesCount.response } },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      return {
        success: true as const,
        count: await taxCertificatesCount(db, memberId, todayOf(config)),
      };
    },
  });

  routes.route({
    method: getPublishedDocumentDetails.method,
    url: getPublishedDocumentDetails.path,
    schema: { response: { 200: getPublishedDocumentDetails.response } },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      const list = await publishedDocuments(db, memberId, todayOf(config));
      return { success: true as const, publishedDocuments: list };
    },
  });
}
