import { getConsents, getCorrections } from '@portal/contract/calls/privacy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// GET /api/Privacy/GetCorrections: the member's correction requests, the latest first, the details
// they may ask to correct as the fund holds them, and the fund's days to answer (30). The fund
// answers in the background, so a list with a request waiting is asked again now and then.
// GET /api/Privacy/GetConsents: the record of the member's consents and their objection.

export const privacyQueryKey = ['privacy'] as const;

/** How often a list with a request waiting for the fund's answer is looked at again. */
export const WAITING_REFRESH_MS = 5_000;

export function correctionsQueryOptions() {
  return queryOptions({
    queryKey: [...privacyQueryKey, 'corrections'] as const,
    queryFn: ({ signal }) => request(getCorrections, { signal }),
    refetchInterval: (query) =>
      query.state.data?.corrections.some((correction) => correction.stage === 'WaitingForFund')
        ? WAITING_REFRESH_MS
        : false,
  });
}

export function useCorrections() {
  return useQuery(correctionsQueryOptions());
}

export function consentsQueryOptions() {
  return queryOptions({
    queryKey: [...privacyQueryKey, 'consents'] as const,
    queryFn: ({ signal }) => request(getConsents, { signal }),
  });
}

export function useConsents() {
  return useQuery(consentsQueryOptions());
}
