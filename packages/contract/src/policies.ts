import { z } from 'zod';
import { defineRoute } from './route';

// spec 1 §7 "GET /Fund/GetInternalPolicies: success, policies, nobCovers" and spec 1 §3 "Cover
// (nobCovers)". The spec names no policy entity beyond the covers, so `policies` is an empty list
// kept for the envelope's sake; the covers are the member's unapproved life and funeral covers.

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

export const InternalPoliciesResponseSchema = z.object({
  success: z.literal(true),
  /** Always empty: no policy entity beyond the covers is specified. */
  policies: z.array(z.never()),
  nobCovers: z.array(NobCoverSchema),
});
export type InternalPoliciesResponse = z.infer<typeof InternalPoliciesResponseSchema>;

export const getInternalPolicies = defineRoute({
  method: 'GET',
  path: '/api/Fund/GetInternalPolicies',
  response: InternalPoliciesResponseSchema,
});
