import { updateProfileDetails } from '@portal/contract/calls/profile';
import type { ProfileUpdateBody } from '@portal/contract/profile';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

/**
 * spec 1 §7 PUT /Profile/UpdateProfileDetails: the merged profile and contact values (with the
 * recovery details, so that one save is all or nothing). `success: false` is an error, which the
 * api client throws (spec 1 §8: the 'Failure to update' modal).
 */
export function useUpdateProfileDetails() {
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => request(updateProfileDetails, { body }),
  });
}
