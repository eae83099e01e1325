import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cancelClaim,
  checkClaimAllowed,
  getClaimDetails,
  getMemberClaims,
  getPaymentLetters,
} from '@portal/contract/claims';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { todayOf } from '../../lib/clock';
import { sendMemberAnswer } from '../../lib/member-answers';
import { requireMember } from '../../plugins/member-auth';
import type { PdfRenderer } from '../pdf/pdf-renderer';
import { claimsAllowed } from './claim-allowed.service';
import { cancelMemberClaim, claimDetails, memberClaim, memberClaims } from './claims.service';
import { paymentLettersOf } from './payment-letters.service';

/** spec 3 §7 claims calls: following claims, their payment letters, and cancelling one. */
export async function claimsRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig; renderer: PdfRenderer },
): Promise<void> {
  const { db, config } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.route({
    method: getMemberClaims.method,
    url: getMemberClaims.path,
    schema: { response: { 200: getMemberClaims.response } },
    handler: async (request, reply) => {
      const { memberId } = requireMember(request);
      return sendMemberAnswer(request, reply, {
        db,
        memberId,
        key: 'Claims/GetMemberClaims',
        compute: () => memberClaims(db, memberId),
      });
    },
  });

  typed.route({
    method: getClaimDetails.method,
    url: getClaimDetails.path,
    schema: { querystring: getClaimDetails.query, response: { 200: getClaimDetails.response } },
    handler: async (request) =>
      claimDetails(db, requireMember(request).memberId, request.query.caseNo, todayOf(config)),
  });

  typed.route({
    method: getPaymentLetters.method,
    url: getPaymentLetters.path,
    schema: {
      querystring: getPaymentLetters.query,
      response: { 200: getPaymentLetters.response },
    },
    handler: async (request) => {
      const claim = await memberClaim(db, requireMember(request).memberId, request.query.caseNo);
      return {
        success: true,
        paymentLetters: await paymentLettersOf(db, claim),
      };
    },
  });

  typed.route({
    method: checkClaimAllowed.method,
    url: checkClaimAllowed.path,
    schema: {
      querystring: checkClaimAllowed.query,
      response: { 200: checkClaimAllowed.response },
    },
    handler: async (request) =>
      claimsAllowed(
        db,
        requireMember(request).memberId,
        todayOf(config),
        request.query.schemeNumber,
      ),
  });

  typed.route({
    method: cancelClaim.method,
    url: cancelClaim.path,
    schema: { body: cancelClaim.body, response: { 200: cancelClaim.response } },
    handler: async (request) =>
      cancelMemberClaim(db, requireMember(request).memberId, request.body.caseNo),
  });
}
