import { getFundIdentity } from '@portal/contract/calls/fund-identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// The identity of the member's fund (DESIGN §1e): the fund details page's "Your fund" section.

export function fundIdentityQueryOptions(schemeNumber: string) {
  return queryOptions({
    queryKey: ['fund-identity', schemeNumber] as const,
    queryFn: ({ signal }) => request(getFundIdentity, { params: { schemeNumber }, signal }),
    // The fund's identity is configuration: it changes only when the server is set up again.
    staleTime: 60 * 60_000,
  });
}

export function useFundIdentity(schemeNumber: string) {
  return useQuery(fundIdentityQueryOptions(schemeNumber));
}
