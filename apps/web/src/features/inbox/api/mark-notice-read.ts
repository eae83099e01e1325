import { markInboxNoticeRead } from '@portal/contract/calls/inbox';
import type { getInboxNotices } from '@portal/contract/calls/inbox';
import type { InboxNotice } from '@portal/contract/inbox';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { ResponseOf } from '@/lib/api-client';
import { inboxNoticesQueryKey } from './get-inbox-notices';
import { inboxUnreadCountQueryOptions } from './get-unread-count';

// POST /api/Inbox/MarkRead: the member opened a notice for the first time. The server answers
// the unread count after it, which the header's link and every page of the list already held take
// at once: nothing is asked again, so the list does not flash back to its loading state.

type NoticesAnswer = ResponseOf<typeof getInboxNotices>;

/** The lists held with the notice marked read (at `readAt`) and the member's unread count. */
function markReadInLists(
  queryClient: QueryClient,
  id: number,
  unread: number,
  readAt: string,
): void {
  queryClient.setQueriesData<NoticesAnswer>({ queryKey: inboxNoticesQueryKey }, (answer) =>
    answer
      ? {
          ...answer,
          unread,
          notices: answer.notices.map((notice): InboxNotice =>
            notice.id === id && notice.readAt === null ? { ...notice, readAt } : notice,
          ),
        }
      : answer,
  );
}

export function useMarkNoticeRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(markInboxNoticeRead, { body: { id } }),
    onSuccess: ({ unread }, id) => {
      queryClient.setQueryData(inboxUnreadCountQueryOptions().queryKey, (answer) =>
        answer ? { ...answer, unread } : { success: true, unread },
      );
      markReadInLists(queryClient, id, unread, new Date().toISOString());
    },
  });
}
