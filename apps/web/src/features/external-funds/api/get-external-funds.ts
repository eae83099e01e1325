import { getExternalFunds } from '@portal/contract/calls/portfolio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

export const externalFundsQueryKey = ['external-funds', 'list'] as const;

// Spec 1 §4 "Data loading": external funds load when their flag is on; a failure or success false
// sets the external funds error flag.
export function externalFundsQueryOptions() {
  return queryOptions({
    queryKey: externalFundsQueryKey,
    queryFn: ({ signal }) => request(getExternalFunds, { signal }),
    select: (data) => data.externalFunds,
  });
}

export function useExternalFunds({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...externalFundsQueryOptions(), enabled: isEnabled });
}
