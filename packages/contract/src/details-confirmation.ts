import { z } from 'zod';
import { DateStringSchema, PercentSchema } from './wire';
import { defineRoute } from './route';

// Staying traceable (issue 49 point 6): once a year the member confirms that the contact details
// the fund holds and the beneficiaries they nominated are still right. The answer shows exactly
// what is to be confirmed and a digest of it; the confirmation names that digest, so a member
// confirms only what they were shown (details changed since are shown again first).

export const ConfirmedContactSchema = z.object({
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** The postal address on one line, null when none is held. */
  postalAddress: z.string().nullable(),
});
export type ConfirmedContact = z.infer<typeof ConfirmedContactSchema>;

export const ConfirmedNominationSchema = z.object({
  /** The nomination's key (GET /Nomination). */
  key: z.string(),
  /** What it is the nomination for: the fund or policy and the benefit, e.g. "… (death benefit)". */
  productName: z.string(),
  nominationType: z.enum(['Retirement', 'GLA', 'Funeral']),
  beneficiaries: z.array(
    z.object({ name: z.string(), relationship: z.string(), allocation: PercentSchema }),
  ),
});
export type ConfirmedNomination = z.infer<typeof ConfirmedNominationSchema>;

const DIGEST_PATTERN = /^[0-9a-f]{64}$/;

export const DetailsConfirmationSchema = z.object({
  /** Whether the member is asked now: never confirmed, or a year has passed. */
  isDue: z.boolean(),
  lastConfirmedOn: DateStringSchema.nullable(),
  /** The day the portal asks again; null until the first confirmation. */
  nextDueOn: DateStringSchema.nullable(),
  contact: ConfirmedContactSchema,
  nominations: z.array(ConfirmedNominationSchema),
  /** The SHA-256 of the contact details and nominations above, in hexadecimal. */
  digest: z.string().regex(DIGEST_PATTERN),
});
export type DetailsConfirmation = z.infer<typeof DetailsConfirmationSchema>;

const DetailsConfirmationResponseSchema = z.object({
  success: z.literal(true),
  confirmation: DetailsConfirmationSchema,
});

export const getDetailsConfirmation = defineRoute({
  method: 'GET',
  path: '/api/Profile/GetDetailsConfirmation',
  response: DetailsConfirmationResponseSchema,
});

export { DETAILS_CHANGED_MESSAGE } from './calls/details-confirmation';

export const confirmDetails = defineRoute({
  method: 'POST',
  path: '/api/Profile/ConfirmDetails',
  body: z.object({ digest: z.string().regex(DIGEST_PATTERN) }),
  response: DetailsConfirmationResponseSchema,
});
