import { getMessageThread } from '@portal/contract/calls/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { messagesQueryKey, WAITING_REFRESH_MS } from './get-message-threads';

// GET /api/Messages/GetThread?reference: one conversation, oldest message first. While it waits
// for the fund, its page follows it, so the answer appears (and is announced) when it comes.

export function messageThreadQueryOptions(reference: string) {
  return queryOptions({
    queryKey: [...messagesQueryKey, 'thread', reference] as const,
    queryFn: ({ signal }) => request(getMessageThread, { query: { reference }, signal }),
    select: (data) => data.thread,
    refetchInterval: (query) =>
      query.state.data?.thread.status === 'WaitingForFund' ? WAITING_REFRESH_MS : false,
  });
}

export function useMessageThread(reference: string) {
  return useQuery(messageThreadQueryOptions(reference));
}
