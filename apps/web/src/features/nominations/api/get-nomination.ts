import { getNomination } from '@portal/contract/calls/nomination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

export const nominationQueryKey = ['nominations'] as const;

// spec 1 §4: beneficiary data is loaded once and cached unless a refresh is forced (a save
// refetches it).
export function nominationQueryOptions() {
  return queryOptions({
    queryKey: nominationQueryKey,
    queryFn: ({ signal }) => request(getNomination, { signal }),
    select: (data) => data.value,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useNomination({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...nominationQueryOptions(), enabled: isEnabled });
}
