import { getNoticePreferences, saveNoticePreferences } from '@portal/contract/calls/inbox';
import type { NoticePreference } from '@portal/contract/inbox';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { inboxQueryKey } from './get-unread-count';

// GET and PUT /api/Inbox/Preferences: how each category of notice reaches the member besides the
// inbox (email, SMS), with the mobile number's last digits and whether there is an email address.
// A save answers the choices as saved, which the page takes at once.

export function noticePreferencesQueryOptions() {
  return queryOptions({
    queryKey: [...inboxQueryKey, 'preferences'] as const,
    queryFn: ({ signal }) => request(getNoticePreferences, { signal }),
  });
}

export function useNoticePreferences() {
  return useQuery(noticePreferencesQueryOptions());
}

export function useSaveNoticePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NoticePreference[]) =>
      request(saveNoticePreferences, { body: { preferences } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(noticePreferencesQueryOptions().queryKey, answer);
    },
  });
}
