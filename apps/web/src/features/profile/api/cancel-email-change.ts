import { cancelEmailChange } from '@portal/contract/calls/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { profileDetailsQueryOptions } from './get-profile-details';

/**
 * POST /api/Profile/CancelEmailChange (decision 032): the new email address waiting for its
 * confirmation is dropped; the profile is read again so the page stops showing it.
 */
export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(cancelEmailChange),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: profileDetailsQueryOptions().queryKey }),
  });
}
