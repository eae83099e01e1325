import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cancelEmailChange,
  getProfileChanges,
  getProfileDetails,
  resendEmailChange,
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
import {
  cancelEmailChange as cancelWaitingEmailChange,
  resendEmailChange as resendConfirmation,
} from './email-change.service';
import { emailChangePages } from './email-change.routes';
import { getProfile } from './profile.service';
import { wakeNoticeSenders } from '../inbox/sms-outbox';

/** The profile calls of spec 1 §7: read, update, the recovery details, and the recent changes. */
export async function profileRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig },
): Promise<void> {
  const { db, config } = opts;
  const emailChangeContext = () => ({
    at: new Date(),
    portalName: config.portalName,
    publicUrl: config.publicUrl,
    hours: config.emailChangeHours,
  });
  const changeOf = (request: FastifyRequest) => ({
    ...emailChangeContext(),
    requireRecentAuth: () => void requireRecentAuth(request),
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The pages of the links mailed for a change of email address: forms, in a scope of their own.
  await app.register(emailChangePages, { db, config });

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
      // A new email address is mailed its confirmation link, the old one a notice.
      wakeNoticeSenders(app);
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
    method: cancelEmailChange.method,
    url: cancelEmailChange.path,
    schema: { response: { 200: cancelEmailChange.response } },
    handler: async (request) => {
      await cancelWaitingEmailChange(db, requireMember(request), new Date());
      return { success: true };
    },
  });

  r.route({
    method: resendEmailChange.method,
    url: resendEmailChange.path,
    schema: { response: { 200: resendEmailChange.response } },
    handler: async (request) => {
      await resendConfirmation(db, requireMember(request), emailChangeContext());
      wakeNoticeSenders(app);
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
