import { getInternalPolicies } from '@portal/contract/calls/policies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// spec 1 §7: GET /Fund/GetInternalPolicies → nobCovers, the unapproved life and funeral covers.
export function internalPoliciesQueryOptions() {
  return queryOptions({
    queryKey: ['policies', 'internal'],
    queryFn: ({ signal }) => request(getInternalPolicies, { signal }),
    select: (data) => data.nobCovers,
  });
}

export function useInternalPolicies({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...internalPoliciesQueryOptions(), enabled: isEnabled });
}
