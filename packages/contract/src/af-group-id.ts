import { z } from 'zod';
import { SchemeNumberParamsSchema } from './fund-details';
import { InternalFundSchema } from './fund';
import { NominationPersonSchema } from './nomination';
import { InternalPolicySchema } from './policies';
import { defineRoute } from './route';
import { requestText } from './wire';

// spec 1 §7 "AFGroupID service: GetAFGroupID, GetSVOPRecord and ClearSVOPRecordCache by
// schemeNumber and sourceSystemName" (paths not shown; these in the style of the other services).
// The scheme must be one the signed-in member holds, with that source system (else 404); the
// session alone says whose data answers.

export const SchemeAndSourceQuerySchema = SchemeNumberParamsSchema.extend({
  sourceSystemName: requestText(40).min(1),
});
export type SchemeAndSourceQuery = z.infer<typeof SchemeAndSourceQuerySchema>;

/** The member's group id (spec 3 §8: a client that cannot get it keeps an empty id). */
export const AfGroupIdResponseSchema = z.object({
  success: z.literal(true),
  afGroupId: z.string(),
});

export const getAfGroupId = defineRoute({
  method: 'GET',
  path: '/api/AFGroupID/GetAFGroupID',
  query: SchemeAndSourceQuerySchema,
  response: AfGroupIdResponseSchema,
});

/** The single view of the member as the portal holds it: the person, their products and policies. */
export const SvopRecordSchema = z.object({
  afGroupId: z.string(),
  person: NominationPersonSchema,
  products: z.array(InternalFundSchema),
  policies: z.array(InternalPolicySchema),
});
export type SvopRecord = z.infer<typeof SvopRecordSchema>;

export const SvopRecordResponseSchema = z.object({
  success: z.literal(true),
  svopRecord: SvopRecordSchema,
});

export const getSvopRecord = defineRoute({
  method: 'GET',
  path: '/api/AFGroupID/GetSVOPRecord',
  query: SchemeAndSourceQuerySchema,
  response: SvopRecordResponseSchema,
});

/** Empties whatever the server keeps of the member's answers; the next call reads them afresh. */
export const ClearSvopRecordCacheResponseSchema = z.object({ success: z.literal(true) });

export const clearSvopRecordCache = defineRoute({
  method: 'POST',
  path: '/api/AFGroupID/ClearSVOPRecordCache',
  query: SchemeAndSourceQuerySchema,
  response: ClearSvopRecordCacheResponseSchema,
});
