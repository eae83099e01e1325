import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getBeneficiariesDetails,
  getNomination,
  getValueSets,
  processNomination,
  replaceNomination,
  swapNomination,
} from '@portal/contract/nomination';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { todayOf } from '../../lib/clock';
import { requireMember } from '../../plugins/member-auth';
import {
  processNominationChanges,
  replaceNominationBeneficiaries,
  swapNominationBeneficiaries,
  type NominationSaveContext,
} from './nomination-save.service';
import { beneficiariesDetails, nominationDetails, valueSets } from './nomination.service';
import { wakeNoticeSenders } from '../inbox/sms-outbox';

/** Up to 50 beneficiary rows of every field at its longest (the default limit is 16 KiB). */
const NOMINATION_BODY_LIMIT = 256 * 1024;

/** A save's moment, and the portal's name and address for the notice telling the member of it. */
function saveContextOf(config: AppConfig): NominationSaveContext {
  return { now: new Date(), portalName: config.portalName, publicUrl: config.publicUrl };
}

/** The benefits service of spec 1 §7: nominations, their changes and the form's value sets. */
export async function nominationRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig },
): Promise<void> {
  const { db, config } = opts;
  // Timestamps are real time; "today" for the form's date rules is the portal's one clock
  // (DESIGN §1a), which PORTAL_TODAY may fix.
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: getNomination.method,
    url: getNomination.path,
    schema: { response: { 200: getNomination.response } },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      return { success: true as const, value: await nominationDetails(db, memberId) };
    },
  });

  r.route({
    method: getBeneficiariesDetails.method,
    url: getBeneficiariesDetails.path,
    schema: { response: { 200: getBeneficiariesDetails.response } },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      return {
        success: true as const,
        beneficiariesDetails: await beneficiariesDetails(db, memberId),
      };
    },
  });

  r.route({
    method: getValueSets.method,
    url: getValueSets.path,
    schema: { response: { 200: getValueSets.response } },
    handler: async (request) => {
      requireMember(request);
      return { success: true as const, value: { result: await valueSets(db) } };
    },
  });

  r.route({
    method: processNomination.method,
    url: processNomination.path,
    schema: { body: processNomination.body, response: { 200: processNomination.response } },
    bodyLimit: NOMINATION_BODY_LIMIT,
    handler: async (request) => {
      const member = requireMember(request);
      const version = await processNominationChanges(
        db,
        member,
        request.body,
        saveContextOf(config),
        todayOf(config),
      );
      wakeNoticeSenders(app);
      return { success: true as const, version };
    },
  });

  r.route({
    method: replaceNomination.method,
    url: replaceNomination.path,
    schema: { body: replaceNomination.body, response: { 200: replaceNomination.response } },
    bodyLimit: NOMINATION_BODY_LIMIT,
    handler: async (request) => {
      const member = requireMember(request);
      const version = await replaceNominationBeneficiaries(
        db,
        member,
        request.body,
        saveContextOf(config),
        todayOf(config),
      );
      wakeNoticeSenders(app);
      return { success: true as const, version };
    },
  });

  r.route({
    method: swapNomination.method,
    url: swapNomination.path,
    schema: { body: swapNomination.body, response: { 200: swapNomination.response } },
    bodyLimit: NOMINATION_BODY_LIMIT,
    handler: async (request) => {
      const member = requireMember(request);
      const version = await swapNominationBeneficiaries(
        db,
        member,
        request.body,
        saveContextOf(config),
      );
      wakeNoticeSenders(app);
      return { success: true as const, version };
    },
  });
}
