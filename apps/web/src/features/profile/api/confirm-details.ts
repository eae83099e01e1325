import { confirmDetails } from '@portal/contract/calls/details-confirmation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { detailsConfirmationQueryKey } from './get-details-confirmation';

// Issue 49 point 6: POST /api/Profile/ConfirmDetails, naming what was shown by its digest. A
// confirmation answers the new state, which replaces the query's; a 409 (the details changed
// after they were shown) asks for them again.

export function useConfirmDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (digest: string) => request(confirmDetails, { body: { digest } }),
    onSuccess: (answer) => queryClient.setQueryData(detailsConfirmationQueryKey, answer),
    onError: () => queryClient.invalidateQueries({ queryKey: detailsConfirmationQueryKey }),
  });
}
