import { getDetailsConfirmation } from '@portal/contract/calls/details-confirmation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// Issue 49 point 6: GET /api/Profile/GetDetailsConfirmation, what the member is asked to confirm
// once a year and whether they are asked now (confirm-details.ts confirms it).

export const detailsConfirmationQueryKey = ['profile', 'details-confirmation'] as const;

export function detailsConfirmationQueryOptions() {
  return queryOptions({
    queryKey: detailsConfirmationQueryKey,
    queryFn: ({ signal }) => request(getDetailsConfirmation, { signal }),
    select: (data) => data.confirmation,
  });
}

export function useDetailsConfirmation() {
  return useQuery(detailsConfirmationQueryOptions());
}
