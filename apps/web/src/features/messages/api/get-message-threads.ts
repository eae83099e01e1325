import { getMessageThreads } from '@portal/contract/calls/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// GET /api/Messages/GetThreads: the member's conversations with the fund, the latest first. The
// fund answers in the background, so a list with a conversation waiting for the fund is asked
// again now and then while it is open.

export const messagesQueryKey = ['messages'] as const;

/** How often a list or a conversation waiting for the fund's answer is looked at again. */
export const WAITING_REFRESH_MS = 5_000;

export function messageThreadsQueryOptions() {
  return queryOptions({
    queryKey: [...messagesQueryKey, 'threads'] as const,
    queryFn: ({ signal }) => request(getMessageThreads, { signal }),
    select: (data) => data.threads,
    refetchInterval: (query) =>
      query.state.data?.threads.some((thread) => thread.status === 'WaitingForFund')
        ? WAITING_REFRESH_MS
        : false,
  });
}

export function useMessageThreads() {
  return useQuery(messageThreadsQueryOptions());
}
