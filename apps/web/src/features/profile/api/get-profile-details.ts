import { getProfileDetails } from '@portal/contract/calls/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// Spec 1 §7: GET /Profile/GetProfileDetails; success false is an error ('Data fetch unsuccessful'),
// which the api client already throws.
export function profileDetailsQueryOptions() {
  return queryOptions({
    queryKey: ['profile', 'details'],
    queryFn: ({ signal }) => request(getProfileDetails, { signal }),
    select: (data) => data.profile,
  });
}

export function useProfileDetails({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...profileDetailsQueryOptions(), enabled: isEnabled });
}
