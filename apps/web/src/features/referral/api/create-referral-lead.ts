import {
  COFFEE_REFERRAL_CAMPAIGN,
  REFERRAL_CHANNEL,
  createReferralLead,
} from '@portal/contract/calls/referral';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// spec 3 §7: POST Campaigns/CreateReferralLead; only the success boolean is read. The server fills
// the member's details from their own profile and fund, so the body names only the campaign.
export function createReferralLeadRequest() {
  return request(createReferralLead, {
    body: { campaignType: COFFEE_REFERRAL_CAMPAIGN, channel: REFERRAL_CHANNEL },
  });
}

export function useCreateReferralLead() {
  return useMutation({ mutationFn: createReferralLeadRequest });
}
