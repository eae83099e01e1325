import { getClaimDetails } from '@portal/contract/calls/claims';
import { isClaimInProgress } from '@portal/domain/claims';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { claimsQueryKey } from './get-member-claims';

/** How often a claim on its way is looked at again while its page is open. */
export const CLAIM_REFRESH_MS = 5_000;

// spec 3 §7 GET /Claims/GetClaimDetails?caseNo: one claim with its status history; while the claim
// is on its way, its page follows it.
export function claimDetailsQueryOptions(caseNo: string) {
  return queryOptions({
    queryKey: [...claimsQueryKey, 'details', caseNo] as const,
    queryFn: ({ signal }) => request(getClaimDetails, { query: { caseNo }, signal }),
    select: (data) => data.claim,
    refetchInterval: (query) => {
      const status = query.state.data?.claim.status;
      return status !== undefined && isClaimInProgress(status) ? CLAIM_REFRESH_MS : false;
    },
  });
}

export function useClaimDetails(caseNo: string) {
  return useQuery(claimDetailsQueryOptions(caseNo));
}
