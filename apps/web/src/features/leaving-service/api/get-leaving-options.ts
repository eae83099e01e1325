import {
  getLeavingServiceOptions,
  getTransferRequests,
} from '@portal/contract/calls/leaving-service';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// GET /api/LeavingService/GetOptions and GetTransferRequests (issue 49 point 4): a paid-up
// membership's three options and the counselling acknowledgement, and its transfers asked for
// online. The administration moves a transfer on in the background, so a list with one under
// way is asked again now and then while the page is open.

export const leavingServiceQueryKey = ['leaving-service'] as const;

/** How often a transfer under way is looked at again. */
export const TRANSFER_REFRESH_MS = 5_000;

export function leavingOptionsQueryOptions(schemeNumber: string) {
  return queryOptions({
    queryKey: [...leavingServiceQueryKey, 'options', schemeNumber] as const,
    queryFn: ({ signal }) => request(getLeavingServiceOptions, { query: { schemeNumber }, signal }),
    // A 404 or 409 is the answer: asking again would not change it.
    retry: false,
  });
}

export function transferRequestsQueryOptions(schemeNumber: string) {
  return queryOptions({
    queryKey: [...leavingServiceQueryKey, 'transfers', schemeNumber] as const,
    queryFn: ({ signal }) => request(getTransferRequests, { query: { schemeNumber }, signal }),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.transfers.some((transfer) => transfer.status !== 'Completed')
        ? TRANSFER_REFRESH_MS
        : false,
  });
}

export function useLeavingOptions(schemeNumber: string) {
  return useQuery(leavingOptionsQueryOptions(schemeNumber));
}

export function useTransferRequests(schemeNumber: string) {
  return useQuery(transferRequestsQueryOptions(schemeNumber));
}

/**
 * The page's first calls, asked for as it is opened so that the server draws the page with them
 * (DESIGN §1c); loaded beside the page's code, not with every page.
 */
export function prefetchLeavingService(queryClient: QueryClient, schemeNumber: string): void {
  void queryClient.prefetchQuery(leavingOptionsQueryOptions(schemeNumber));
  void queryClient.prefetchQuery(transferRequestsQueryOptions(schemeNumber));
}
