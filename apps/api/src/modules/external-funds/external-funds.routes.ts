import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addExternalFund,
  deleteExternalFund,
  getExternalFunds,
  getExternalInvestmentAndProductTypes,
  updateExternalFund,
} from '@portal/contract/portfolio';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { todayOf } from '../../lib/clock';
import { requireMember } from '../../plugins/member-auth';
import * as service from './external-funds.service';

/**
 * spec 1 §7 external funds calls. They answer whatever the `externalFunds` flag says: the flag
 * decides whether the web app loads them (spec 1 §4 "Data loading"), see spec-readings.md.
 */
export async function externalFundsRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig },
): Promise<void> {
  const { db, config } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    method: getExternalInvestmentAndProductTypes.method,
    url: getExternalInvestmentAndProductTypes.path,
    schema: { response: { 200: getExternalInvestmentAndProductTypes.response } },
    handler: async (request) => {
      requireMember(request);
      return {
        success: true,
        externalInvestmentAndProductTypes: service.externalInvestmentAndProductTypes(),
      };
    },
  });

  routes.route({
    method: getExternalFunds.method,
    url: getExternalFunds.path,
    schema: { response: { 200: getExternalFunds.response } },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      return { success: true, externalFunds: await service.externalFunds(db, memberId) };
    },
  });

  routes.route({
    method: addExternalFund.method,
    url: addExternalFund.path,
    schema: { body: addExternalFund.body, response: { 200: addExternalFund.response } },
    handler: async (request) => {
      const externalFund = await service.addExternalFund(db, requireMember(request), request.body, {
        today: todayOf(config),
        now: new Date(),
        perMember: config.externalFundsPerMember,
      });
      return { success: true, externalFund };
    },
  });

  routes.route({
    method: updateExternalFund.method,
    url: updateExternalFund.path,
    schema: { body: updateExternalFund.body, response: { 200: updateExternalFund.response } },
    handler: async (request) => {
      const externalFund = await service.updateExternalFund(
        db,
        requireMember(request),
        request.body,
        { today: todayOf(config), now: new Date() },
      );
      return { success: true, externalFund };
    },
  });

  routes.route({
    method: deleteExternalFund.method,
    url: deleteExternalFund.path,
    schema: {
      querystring: deleteExternalFund.query,
      response: { 200: deleteExternalFund.response },
    },
    handler: async (request) => {
      await service.deleteExternalFund(db, requireMember(request), request.query.fundid, {
        now: new Date(),
      });
      return { success: true };
    },
  });
}
