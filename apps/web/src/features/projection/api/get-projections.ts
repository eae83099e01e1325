import { getProjections } from '@portal/contract/calls/projection';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

export function projectionsQueryKey() {
  return ['projection'] as const;
}

// DESIGN §1e "One projection": the member's projected funds, those the portal does not project
// and why, their total and the assumptions. An unsuccessful answer is an error (the client throws).
export function projectionsQueryOptions() {
  return queryOptions({
    queryKey: projectionsQueryKey(),
    queryFn: ({ signal }) => request(getProjections, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useProjections() {
  return useQuery(projectionsQueryOptions());
}
