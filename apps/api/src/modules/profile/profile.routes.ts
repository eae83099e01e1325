import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getProfileDetails } from '@portal/contract/profile';
import type { Db } from '../../db/client';
import { requireMember } from '../../plugins/member-auth';
import { getProfile } from './profile.service';

export async function profileRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: getProfileDetails.method,
    url: getProfileDetails.path,
    schema: { response: { 200: getProfileDetails.response } },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      return { success: true, profile: await getProfile(opts.db, memberId) };
    },
  });
}
