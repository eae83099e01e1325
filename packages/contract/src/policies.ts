import { z } from 'zod';
import { defineRoute } from './route';

// spec 1 §7 "GET /Fund/GetInternalPolicies: success, policies, nobCovers" and spec 1 §3 "Cover
// (nobCovers)". The member's policies with us are their risk policies: the unapproved life and
// funeral covers. `policies` describes each as a policy (its product id, number, name and total
// cover); `nobCovers` carries the same covers in the shape the nomination pages read.

export const COVER_HEADERS = ['Unapproved Life Cover', 'Unapproved Funeral Cover'] as const;

export const NobCoverSchema = z.object({
  header: z.enum(COVER_HEADERS),
  /**
   * Life cover: the insured amount in rand (a number, 2 decimals). Funeral cover: the spec's comma
   * list of 'label:amount' pairs, e.g. 'Main member:30000.00,Spouse:30000.00,14 to 21:15000.00',
   * which the domain's parseFuneralCoverAmounts reads.
   */
  amount: z.union([z.number(), z.string()]),
  caseKey: z.string(),
  caseMemberKey: z.string(),
  fundName: z.string(),
  memberNumber: z.string(),
  sourceSystemName: z.string(),
});
export type NobCover = z.infer<typeof NobCoverSchema>;

/** One of the member's policies (a life or funeral cover) as a policy. */
export const InternalPolicySchema = z.object({
  /** The policy's product id in the administrator's records (the nominations' productGuid). */
  productGuid: z.uuid(),
  policyType: z.enum(['Life cover', 'Funeral cover']),
  header: z.enum(COVER_HEADERS),
  productName: z.string(),
  policyNumber: z.string(),
  caseKey: z.string(),
  caseMemberKey: z.string(),
  sourceSystemName: z.string(),
  /** The cover in rand, 2 decimals: life cover's insured amount, funeral cover's main member's. */
  coverAmount: z.number(),
});
export type InternalPolicy = z.infer<typeof InternalPolicySchema>;

export const InternalPoliciesResponseSchema = z.object({
  success: z.literal(true),
  policies: z.array(InternalPolicySchema),
  nobCovers: z.array(NobCoverSchema),
});
export type InternalPoliciesResponse = z.infer<typeof InternalPoliciesResponseSchema>;

export const getInternalPolicies = defineRoute({
  method: 'GET',
  path: '/api/Fund/GetInternalPolicies',
  response: InternalPoliciesResponseSchema,
});
