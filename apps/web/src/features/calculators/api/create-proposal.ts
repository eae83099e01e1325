import { createProposal } from '@portal/contract/calls/goals';
import type { CreateProposalRequest } from '@portal/contract/goals';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// spec 2 §7, spec 3 §2.8: CreateProposal answers a link that opens in a new tab.
export function postProposal(body: CreateProposalRequest) {
  return request(createProposal, { body });
}

export function useCreateProposal() {
  return useMutation({ mutationFn: postProposal });
}
