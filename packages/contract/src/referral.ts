import { z } from 'zod';
import { defineRoute } from './route';
import { requestText } from './wire';

export { COFFEE_REFERRAL_CAMPAIGN, REFERRAL_CHANNEL } from './calls/referral';

// spec 3 §2.9, §3 "Referral payload", §7 "POST referral-campaign (Campaigns/CreateReferralLead)".
// The server fills the payload from the member's own profile and fund, so whatever the body says
// about the member is not trusted; the body is accepted in the spec's shape for compatibility.

export const ReferralPayloadSchema = z.object({
  campaignType: z.number().int(),
  channel: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobileNumber: z.string(),
  emailAddress: z.string(),
  /** ID number, else passport number, else empty. */
  idNumber: z.string(),
  fundName: z.string(),
  memberJoinDate: z.string(),
  memberRetirementDate: z.string(),
  segmentation: z.string(),
  caseKeyNumber: z.string(),
});
export type ReferralPayload = z.infer<typeof ReferralPayloadSchema>;

const optionalText = requestText(200).nullish();

/** Every field optional and not trusted for the member's own data: the server decides what is stored. */
export const CreateReferralLeadRequestSchema = z
  .object({
    campaignType: z.number().int().nullish(),
    channel: optionalText,
    firstName: optionalText,
    lastName: optionalText,
    mobileNumber: optionalText,
    emailAddress: optionalText,
    idNumber: optionalText,
    fundName: optionalText,
    memberJoinDate: optionalText,
    memberRetirementDate: optionalText,
    segmentation: optionalText,
    caseKeyNumber: optionalText,
  })
  .nullish();

export const CreateReferralLeadResponseSchema = z.object({ success: z.literal(true) });

export const createReferralLead = defineRoute({
  method: 'POST',
  path: '/api/Campaigns/CreateReferralLead',
  body: CreateReferralLeadRequestSchema,
  response: CreateReferralLeadResponseSchema,
});
