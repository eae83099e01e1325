import {
  confirmDetails,
  getDetailsConfirmation,
} from '@portal/contract/calls/details-confirmation';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// Issue 49 point 6: GET /api/Profile/GetDetailsConfirmation (what the member is asked to confirm
// once a year, and whether they are asked now) and POST /api/Profile/ConfirmDetails (naming what
// was shown by its digest). A confirmation answers the new state, which replaces the query's; a
// 409 (the details changed after they were shown) asks for them again.

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

export function useConfirmDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (digest: string) => request(confirmDetails, { body: { digest } }),
    onSuccess: (answer) => queryClient.setQueryData(detailsConfirmationQueryKey, answer),
    onError: () => queryClient.invalidateQueries({ queryKey: detailsConfirmationQueryKey }),
  });
}
