import { resendEmailChange } from '@portal/contract/calls/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { profileDetailsQueryOptions } from './get-profile-details';

/**
 * POST /api/Profile/ResendEmailChange (decision 032): a fresh confirmation link to the new email
 * address, with a fresh expiry, which the profile is read again to show.
 */
export function useResendEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(resendEmailChange),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: profileDetailsQueryOptions().queryKey }),
  });
}
