import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  downloadEscalationPack,
  getComplaint,
  getComplaints,
  LodgeComplaintFieldsSchema,
  lodgeComplaint,
  respondToComplaintAnswer,
} from '@portal/contract/complaints';
import { idOrPassport } from '@portal/domain/member';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { todayOf } from '../../lib/clock';
import { notFound } from '../../lib/app-error';
import { sendFile } from '../../lib/send-file';
import { requireMember } from '../../plugins/member-auth';
import { identityOfProduct } from '../fund-identity/fund-identity.service';
import { MESSAGE_FORM_LIMITS, readMessageForm } from '../messages/message-form';
import type { MessageLimits } from '../messages/messages.service';
import { findMember } from '../nomination/nomination.repository';
import type { PdfRenderer } from '../pdf/pdf-renderer';
import { fundsOfMember } from '../pdf/pdf.repository';
import { phoneForDisplay } from '../pdf/staff-withdrawal-form.service';
import {
  complaintForPack,
  lodgeComplaint as lodge,
  memberComplaint,
  memberComplaints,
  respondToAnswer,
} from './complaints.service';
import { escalationPackDocument } from './escalation-pack.document';

// Complaints (issue 49 point 1): the member's complaints, one complaint, a new complaint with its
// attachments, the member's word on the fund's answer, and the escalation pack for the ombud.
// Each reads and writes the signed-in member's own complaints only: another member's reference
// is a 404 and changes nothing.

export async function complaintsRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig; renderer: PdfRenderer; wakeNotices: () => void },
): Promise<void> {
  const { db, config, renderer } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const clock = () => ({ today: todayOf(config) });

  typed.route({
    method: getComplaints.method,
    url: getComplaints.path,
    schema: { response: { 200: getComplaints.response } },
    handler: async (request) => ({
      success: true,
      ...(await memberComplaints(db, requireMember(request).memberId, clock())),
    }),
  });

  typed.route({
    method: getComplaint.method,
    url: getComplaint.path,
    schema: { querystring: getComplaint.query, response: { 200: getComplaint.response } },
    handler: async (request) => ({
      success: true,
      complaint: await memberComplaint(
        db,
        requireMember(request).memberId,
        request.query.reference,
        clock(),
      ),
    }),
  });

  typed.route({
    method: respondToComplaintAnswer.method,
    url: respondToComplaintAnswer.path,
    schema: {
      body: respondToComplaintAnswer.body,
      response: { 200: respondToComplaintAnswer.response },
    },
    handler: async (request) => ({
      success: true,
      complaint: await respondToAnswer(db, requireMember(request).memberId, request.body, clock()),
    }),
  });

  // The PDF itself, never cached; no 200 schema: the answer is bytes, not JSON.
  typed.route({
    method: downloadEscalationPack.method,
    url: downloadEscalationPack.path,
    schema: { querystring: downloadEscalationPack.query },
    handler: async (request, reply) => {
      const { memberId } = requireMember(request);
      const today = todayOf(config);
      const complaint = await complaintForPack(db, memberId, request.query.reference, { today });
      const [person, funds] = await Promise.all([
        findMember(db, memberId),
        fundsOfMember(db, memberId),
      ]);
      const fund = funds.find(
        (candidate) => candidate.membership.id === complaint.row.membershipId,
      );
      if (!person || !fund) throw notFound();
      const address = [
        person.addressStreet,
        person.addressSuburb,
        person.addressCity,
        person.addressPostalCode,
        person.addressCountry,
      ].filter((line): line is string => Boolean(line?.trim()));
      const { row: _row, ...shown } = complaint;
      const document = escalationPackDocument({
        portalName: config.portalName,
        preparedOn: today,
        complaint: shown,
        identity: identityOfProduct(fund.product),
        member: {
          name: [person.title, person.firstName, person.middleName, person.lastName]
            .filter(Boolean)
            .join(' '),
          idOrPassport: idOrPassport(person.idNumber, person.passportNumber),
          dateOfBirth: person.dateOfBirth,
          telephone: phoneForDisplay(person.primaryContactNumber),
          email: person.primaryEmailAddress ?? '',
          postalAddress: address.join(', '),
        },
        fund: {
          productName: fund.product.fullProductName,
          membershipNumber: fund.membership.membershipNumber,
          employerName: fund.product.employerName ?? person.employer ?? '',
        },
      });
      const pdf = await renderer.render(document.definition, document.footer);
      return sendFile(reply, {
        content: pdf,
        fileName: `Complaint-${complaint.reference}-escalation-pack.pdf`,
      });
    },
  });

  // Only lodging reads multipart/form-data: the parser has its own context.
  await app.register(async (forms) => {
    await forms.register(multipart, {
      throwFileSizeLimit: false,
      limits: { ...MESSAGE_FORM_LIMITS, fields: 8 },
    });
    forms.withTypeProvider<ZodTypeProvider>().route({
      method: lodgeComplaint.method,
      url: lodgeComplaint.path,
      schema: { response: { 200: lodgeComplaint.response } },
      handler: async (request) => {
        const { memberId } = requireMember(request);
        const { fields, files } = await readMessageForm(request, LodgeComplaintFieldsSchema);
        const limits: MessageLimits = {
          today: todayOf(config),
          messagesPerDay: config.messages.perDay,
          uploads: {
            today: todayOf(config),
            perDay: config.uploads.perDay,
            bytesPerDay: config.uploads.bytesPerDay,
          },
          replyMs: config.messages.replyMs,
        };
        const complaint = await lodge(db, memberId, fields, files, {
          ...limits,
          portalName: config.portalName,
          publicUrl: config.publicUrl,
        });
        opts.wakeNotices();
        return { success: true, complaint };
      },
    });
  });
}
