import { getInternalFundSummary } from '@portal/contract/calls/portfolio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// spec 1 §4, §7 "Internal fund summary on profile failure": when the profile cannot be loaded,
// the member's products are asked for here, and the user type derived from them.
export function internalFundSummaryQueryOptions() {
  return queryOptions({
    queryKey: ['funds', 'internal-summary'] as const,
    queryFn: ({ signal }) => request(getInternalFundSummary, { signal }),
    select: (data) => data.internalFunds,
  });
}

export function useInternalFundSummary({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...internalFundSummaryQueryOptions(), enabled: isEnabled });
}
