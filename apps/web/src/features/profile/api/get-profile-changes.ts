import { getProfileChanges } from '@portal/contract/calls/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

/** The member's own recent profile changes (GET /api/Profile/GetProfileChanges), newest first. */
export const profileChangesQueryKey = ['profile', 'changes'] as const;

export function profileChangesQueryOptions() {
  return queryOptions({
    queryKey: profileChangesQueryKey,
    queryFn: ({ signal }) => request(getProfileChanges, { signal }),
    select: (data) => data.changes,
  });
}

export function useProfileChanges() {
  return useQuery(profileChangesQueryOptions());
}
