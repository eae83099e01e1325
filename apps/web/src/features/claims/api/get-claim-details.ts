import { getClaimDetails } from '@portal/contract/claims';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { claimsQueryKey } from './get-member-claims';

// spec 3 §7 GET /Claims/GetClaimDetails?caseNo: one claim with its status history.
export function claimDetailsQueryOptions(caseNo: string) {
  return queryOptions({
    queryKey: [...claimsQueryKey, 'details', caseNo] as const,
    queryFn: ({ signal }) => request(getClaimDetails, { query: { caseNo }, signal }),
    select: (data) => data.claim,
  });
}

export function useClaimDetails(caseNo: string) {
  return useQuery(claimDetailsQueryOptions(caseNo));
}
