import { getProjection } from '@portal/contract/calls/projection';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

export function projectionQueryKey(schemeNumber: string) {
  return ['projection', schemeNumber] as const;
}

// DESIGN §1e "One projection": one fund's projection (or why it is not projected) with the
// inputs it used, so a calculator recomputes exactly what the API did.
export function projectionQueryOptions(schemeNumber: string) {
  return queryOptions({
    queryKey: projectionQueryKey(schemeNumber),
    queryFn: ({ signal }) => request(getProjection, { params: { schemeNumber }, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useProjection(schemeNumber: string, { isEnabled = true } = {}) {
  return useQuery({ ...projectionQueryOptions(schemeNumber), enabled: isEnabled });
}
