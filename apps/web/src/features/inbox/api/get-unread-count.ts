import { getInboxUnreadCount } from '@portal/contract/calls/inbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// GET /api/Inbox/GetUnreadCount: how many of the member's notices are unread, for the header's
// inbox link on every signed-in page. A notice can arrive while the member is away in another tab
// or app (a withdrawal paid, a statement ready), so the count is asked again when the member comes
// back to the portal's window, unlike the member's other data (lib/query-client.ts).

export const inboxQueryKey = ['inbox'] as const;

/** How long a count stays current: coming back to the window after this asks again. */
const UNREAD_COUNT_FRESH_MS = 30_000;

export function inboxUnreadCountQueryOptions() {
  return queryOptions({
    queryKey: [...inboxQueryKey, 'unread'] as const,
    queryFn: ({ signal }) => request(getInboxUnreadCount, { signal }),
    select: (data) => data.unread,
    staleTime: UNREAD_COUNT_FRESH_MS,
    refetchOnWindowFocus: true,
  });
}

export function useInboxUnreadCount(options: { isEnabled?: boolean } = {}) {
  return useQuery({ ...inboxUnreadCountQueryOptions(), enabled: options.isEnabled });
}
