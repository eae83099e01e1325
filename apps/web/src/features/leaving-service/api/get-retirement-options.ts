import { getRetirementOptions } from '@portal/contract/calls/retirement-options';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// GET /api/Retirement/GetOptions (issue 49 point 5): a membership's options within five years of
// the normal retirement date, the counselling acknowledgement and the retirement claim started.

export const retirementQueryKey = ['retirement-options'] as const;

export function retirementOptionsQueryOptions(schemeNumber: string) {
  return queryOptions({
    queryKey: [...retirementQueryKey, schemeNumber] as const,
    queryFn: ({ signal }) => request(getRetirementOptions, { query: { schemeNumber }, signal }),
    // A 404 or 409 is the answer: asking again would not change it.
    retry: false,
  });
}

export function useRetirementOptions(schemeNumber: string) {
  return useQuery(retirementOptionsQueryOptions(schemeNumber));
}

/** The page's first call, asked for as it is opened so that the server draws the page with it. */
export function prefetchRetirementOptions(queryClient: QueryClient, schemeNumber: string): void {
  void queryClient.prefetchQuery(retirementOptionsQueryOptions(schemeNumber));
}
