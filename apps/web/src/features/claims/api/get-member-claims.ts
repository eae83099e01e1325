import { getMemberClaims } from '@portal/contract/calls/claims';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// spec 3 §7 GET /Claims/GetMemberClaims: the member's claims of every type, newest first.
export const claimsQueryKey = ['claims'] as const;

export function memberClaimsQueryOptions() {
  return queryOptions({
    queryKey: [...claimsQueryKey, 'list'] as const,
    queryFn: ({ signal }) => request(getMemberClaims, { signal }),
    select: (data) => data.claims,
  });
}

export function useMemberClaims() {
  return useQuery(memberClaimsQueryOptions());
}
