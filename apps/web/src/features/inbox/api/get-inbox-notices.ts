import { getInboxNotices } from '@portal/contract/calls/inbox';
import type { NoticeCategory } from '@portal/contract/calls/inbox';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { inboxQueryKey } from './get-unread-count';

// GET /api/Inbox/GetNotices: one page of the member's notices, newest first, that match the
// search and the category; with how many match in all and how many of the member's are unread.

export type InboxFilters = {
  /** Words to find; '' for none. */
  search: string;
  category: NoticeCategory | undefined;
  /** 1 for the newest notices. */
  page: number;
};

export const inboxNoticesQueryKey = [...inboxQueryKey, 'notices'] as const;

export function inboxNoticesQueryOptions(filters: InboxFilters) {
  return queryOptions({
    queryKey: [...inboxNoticesQueryKey, filters] as const,
    queryFn: ({ signal }) =>
      request(getInboxNotices, {
        // Written in the order the server's page data writes it (@portal/contract/pages), so
        // that the first page's answer in the document is this call's.
        query: {
          search: filters.search === '' ? undefined : filters.search,
          category: filters.category,
          page: filters.page,
        },
        signal,
      }),
  });
}

/** The page before stays on screen while the next search, category or page loads. */
export function useInboxNotices(filters: InboxFilters) {
  return useQuery({ ...inboxNoticesQueryOptions(filters), placeholderData: keepPreviousData });
}
