import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkKbaMemberStatus,
  getKbaQuestions,
  getKbaRequestId,
  postKbaAnswers,
  verifyIdentity,
} from '@portal/contract/savings-claim';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Partners } from '../../partners/partners';
import { requireMember } from '../../plugins/member-auth';
import { portalConfigOf } from '../config/config.routes';
import { verifyMemberId } from './id-verification.service';
import {
  kbaQuestions,
  kbaRequestId,
  kbaStatusOf,
  postKbaAnswers as checkKbaAnswers,
} from './kba.service';

/**
 * spec 3 §7 knowledge-based authentication (GetRequestId, GetQuestions, PostAnswers,
 * CheckMemberStatus) and IdVerification: the identity checks before a claim. Instants come from
 * the system clock (durations such as a pass's 30 minutes), not the portal's calendar day.
 */
export async function kbaRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig; partners: Partners },
): Promise<void> {
  const { db, config, partners } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const callCentrePhone = portalConfigOf(config).constants.callCentrePhone;

  typed.route({
    method: getKbaRequestId.method,
    url: getKbaRequestId.path,
    schema: { response: { 200: getKbaRequestId.response } },
    handler: async (request) => ({
      success: true,
      requestId: await kbaRequestId(db, requireMember(request).memberId, new Date()),
    }),
  });

  typed.route({
    method: getKbaQuestions.method,
    url: getKbaQuestions.path,
    schema: { querystring: getKbaQuestions.query, response: { 200: getKbaQuestions.response } },
    handler: async (request) => ({
      success: true,
      questions: await kbaQuestions(
        db,
        partners,
        requireMember(request).memberId,
        request.query.requestId,
        new Date(),
      ),
    }),
  });

  typed.route({
    method: postKbaAnswers.method,
    url: postKbaAnswers.path,
    schema: {
      querystring: postKbaAnswers.query,
      body: postKbaAnswers.body,
      response: { 200: postKbaAnswers.response },
    },
    handler: async (request) => ({
      success: true,
      ...(await checkKbaAnswers(
        db,
        partners,
        requireMember(request).memberId,
        request.body,
        new Date(),
      )),
    }),
  });

  typed.route({
    method: checkKbaMemberStatus.method,
    url: checkKbaMemberStatus.path,
    schema: { response: { 200: checkKbaMemberStatus.response } },
    handler: async (request) => ({
      success: true,
      memberStatus: await kbaStatusOf(db, requireMember(request).memberId, new Date()),
    }),
  });

  typed.route({
    method: verifyIdentity.method,
    url: verifyIdentity.path,
    schema: { body: verifyIdentity.body, response: { 200: verifyIdentity.response } },
    handler: async (request) => ({
      success: true,
      ...(await verifyMemberId(
        db,
        partners,
        requireMember(request).memberId,
        request.body.idNumber,
        {
          now: new Date(),
          callCentrePhone,
          budget: config.partnerCallBudgets.idVerification,
          webTransactionNo: request.body.webTransactionNo,
        },
      )),
    }),
  });
}
