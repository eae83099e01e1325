import { getInternalPolicies } from '@portal/contract/calls/policies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { usePortalConfig } from '@/lib/portal-config';

// spec 1 §7: GET /Fund/GetInternalPolicies → nobCovers, the unapproved life and funeral covers.
export function internalPoliciesQueryOptions() {
  return queryOptions({
    queryKey: ['policies', 'internal'],
    queryFn: ({ signal }) => request(getInternalPolicies, { signal }),
    select: (data) => data.nobCovers,
  });
}

/**
 * spec 1 §4 "Data loading": the policies load when their flag is on. While the flag is off (or
 * the configuration is not in yet) nothing is asked and there are no covers: read `isLoading`,
 * not `isPending`, for "still coming".
 */
export function useInternalPolicies({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  const config = usePortalConfig();
  const isFlagOn = config.data?.features.policies === true;
  return useQuery({ ...internalPoliciesQueryOptions(), enabled: isEnabled && isFlagOn });
}
