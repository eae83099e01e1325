import { z } from 'zod';
import { defineRoute } from './route';
import { SchemeNumberParamsSchema } from './fund-details';

// The fund's identity (DESIGN §1e), as the fund details page's "Your fund" panel shows it:
// GET /api/Fund/Identity/{schemeNumber} answers who the member's fund is, its FSCA and SARS
// numbers, its principal officer (or the provider of a product), who administers it, where the
// member asks and complains, and the ombud they may go to next. The member's own schemes only:
// any other answers 404.

export const FundContactSchema = z.object({
  /** As the member dials it, e.g. "0860 000 000". */
  telephone: z.string(),
  email: z.string(),
  /** One line per element of the address. */
  postalAddress: z.array(z.string()),
  /** Opening hours in words; null when not stated. */
  hours: z.string().nullable(),
  /** Without a scheme, e.g. "www.pfa.org.za"; null when none. */
  website: z.string().nullable(),
});
export type FundContact = z.infer<typeof FundContactSchema>;

export const FundIdentityAnswerSchema = z.object({
  schemeNumber: z.string(),
  fundName: z.string(),
  /** A retirement fund registered under the Pension Funds Act, or a provider's product. */
  kind: z.enum(['Retirement fund', 'Product']),
  /** Null for a product, or a fund whose number the configuration does not hold. */
  fscaRegistrationNumber: z.string().nullable(),
  sarsApprovalNumber: z.string().nullable(),
  principalOfficer: z.string().nullable(),
  /** The provider that issues a product; null for a retirement fund. */
  provider: z.string().nullable(),
  administrator: z.object({
    name: z.string(),
    /** Approved under section 13B of the Pension Funds Act. */
    section13bNumber: z.string(),
    fspNumber: z.string(),
  }),
  contactCentre: FundContactSchema,
  complaints: FundContactSchema.extend({
    /** Days within which a written complaint is answered in writing (section 30A: 30). */
    answerWithinDays: z.number().int().positive(),
  }),
  ombud: FundContactSchema.extend({
    name: z.string(),
    /** What the ombud hears and on what terms, in a sentence. */
    remit: z.string(),
  }),
});
export type FundIdentityAnswer = z.infer<typeof FundIdentityAnswerSchema>;

export const FundIdentityResponseSchema = z.object({
  success: z.literal(true),
  identity: FundIdentityAnswerSchema,
});
export type FundIdentityResponse = z.infer<typeof FundIdentityResponseSchema>;

export const getFundIdentity = defineRoute({
  method: 'GET',
  path: '/api/Fund/Identity/:schemeNumber',
  params: SchemeNumberParamsSchema,
  response: FundIdentityResponseSchema,
});
