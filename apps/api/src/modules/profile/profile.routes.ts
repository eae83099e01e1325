import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getProfileChanges,
  getProfileDetails,
  updatePersonalDetails,
  updateProfileDetails,
} from '@portal/contract/profile';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { sendMemberAnswer } from '../../lib/member-answers';
import { requireMember, requireRecentAuth } from '../../plugins/member-auth';
import {
  profileChanges,
  updatePersonalDetails as savePersonalDetails,
  updateProfileDetails as saveProfileDetails,
} from './profile-update.service';
import { getProfile } from './profile.service';

/** The profile calls of spec 1 §7: read, update, the recovery details, and the recent changes. */
export async function profileRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig },
): Promise<void> {
  const { db, config } = opts;
  const changeOf = (request: FastifyRequest) => ({
    at: new Date(),
    portalName: config.portalName,
    requireRecentAuth: () => void requireRecentAuth(request),
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: getProfileDetails.method,
    url: getProfileDetails.path,
    schema: { response: { 200: getProfileDetails.response } },
    handler: async (request, reply) => {
      const { memberId } = requireMember(request);
      return sendMemberAnswer(request, reply, {
        db,
        memberId,
        key: 'Profile/GetProfileDetails',
        compute: async () => ({ success: true, profile: await getProfile(db, memberId) }),
      });
    },
  });

  r.route({
    method: updateProfileDetails.method,
    url: updateProfileDetails.path,
    schema: { body: updateProfileDetails.body, response: { 200: updateProfileDetails.response } },
    handler: async (request) => {
      await saveProfileDetails(db, requireMember(request), request.body, changeOf(request));
      // A changed email address is told to both addresses (profile-update.service.ts).
      app.mailOutbox.wake();
      return { success: true };
    },
  });

  r.route({
    method: updatePersonalDetails.method,
    url: updatePersonalDetails.path,
    schema: { body: updatePersonalDetails.body, response: { 200: updatePersonalDetails.response } },
    handler: async (request) => {
      await savePersonalDetails(db, requireMember(request), request.body, changeOf(request));
      return { success: true };
    },
  });

  r.route({
    method: getProfileChanges.method,
    url: getProfileChanges.path,
    schema: { response: { 200: getProfileChanges.response } },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      return { success: true, changes: await profileChanges(db, memberId) };
    },
  });
}
