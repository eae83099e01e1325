import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getFundDetails,
  getGlacierInfo,
  getTransactionDetails,
  postIrr,
} from '@portal/contract/fund-details';
import { isGlacierPlanHeading } from '@portal/domain/fund-details';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { todayOf } from '../../lib/clock';
import { sendMemberAnswer } from '../../lib/member-answers';
import { notFound } from '../../lib/app-error';
import { requireMember } from '../../plugins/member-auth';
import { findMembershipBySchemeNumber } from './fund-details.repository';
import { fundDetails, irrOfScheme, transactionDetails } from './fund-details.service';

/** spec 2 §7: the fund details page's calls, scoped to the signed-in member's own schemes. */
export async function fundDetailsRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig },
): Promise<void> {
  const { db, config } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    method: getFundDetails.method,
    url: getFundDetails.path,
    schema: { params: getFundDetails.params, response: { 200: getFundDetails.response } },
    handler: async (request, reply) => {
      const { memberId } = requireMember(request);
      const { schemeNumber } = request.params;
      return sendMemberAnswer(request, reply, {
        db,
        memberId,
        key: `Fund/GetFundDetails|${schemeNumber}`,
        compute: () => fundDetails(db, memberId, schemeNumber),
      });
    },
  });

  // spec 2 §7 Glacier info: whether the hub flyover applies, by the plan's heading (spec 3 §3).
  routes.route({
    method: getGlacierInfo.method,
    url: getGlacierInfo.path,
    schema: { params: getGlacierInfo.params, response: { 200: getGlacierInfo.response } },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      const held = await findMembershipBySchemeNumber(db, memberId, request.params.schemeNumber);
      if (!held) throw notFound();
      const { product } = held;
      return {
        success: true as const,
        glacierInfo: {
          schemeNumber: product.schemeNumber,
          heading: product.heading,
          sourceSystemName: product.sourceSystemName,
          isGlacierProduct: isGlacierPlanHeading(product.heading),
        },
      };
    },
  });

  routes.route({
    method: getTransactionDetails.method,
    url: getTransactionDetails.path,
    schema: {
      params: getTransactionDetails.params,
      querystring: getTransactionDetails.query,
      response: { 200: getTransactionDetails.response },
    },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      return transactionDetails(
        db,
        memberId,
        request.params.schemeNumber,
        request.query,
        todayOf(config),
      );
    },
  });

  routes.route({
    method: postIrr.method,
    url: postIrr.path,
    schema: { params: postIrr.params, body: postIrr.body, response: { 200: postIrr.response } },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      const result = await irrOfScheme(
        db,
        memberId,
        request.params.schemeNumber,
        request.body,
        todayOf(config),
      );
      return { success: true, internalRateOfReturn: [result] };
    },
  });
}
