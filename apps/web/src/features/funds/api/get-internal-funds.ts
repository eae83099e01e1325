import { getInternalFunds } from '@portal/contract/calls/fund';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

export const internalFundsQueryKey = ['funds', 'internal'] as const;

// Spec 1 §4: internal funds load once; a failure or success false sets the error state.
export function internalFundsQueryOptions() {
  return queryOptions({
    queryKey: internalFundsQueryKey,
    queryFn: ({ signal }) => request(getInternalFunds, { signal }),
    select: (data) => data.internalFunds,
  });
}

export function useInternalFunds({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...internalFundsQueryOptions(), enabled: isEnabled });
}

/** Each employer fund's group cover, answered with the fund list (no call of its own). */
export function useGroupCovers({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    ...internalFundsQueryOptions(),
    select: (data) => data.groupCovers,
    enabled: isEnabled,
  });
}
