import { getInternalFunds } from '@portal/contract/calls/fund';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// spec 2 §7 "Internal fund summary" (GET /Fund/Internal): the member's funds and their case keys,
// which the on-demand statement form offers. The funds feature has its own factory and a feature
// may not import another (DESIGN §3): this one shares its cache key, so the dashboard's answer is
// reused rather than fetched again.
export function internalFundsQueryOptions() {
  return queryOptions({
    queryKey: ['funds', 'internal'] as const,
    queryFn: ({ signal }) => request(getInternalFunds, { signal }),
  });
}

export function useInternalFunds() {
  return useQuery({ ...internalFundsQueryOptions(), select: (data) => data.internalFunds });
}
