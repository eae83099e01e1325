import { getFundDetails } from '@portal/contract/calls/fund-details';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

export function fundDetailsQueryKey(schemeNumber: string) {
  return ['fund-details', schemeNumber] as const;
}

// spec 2 §4: details are cached per scheme; an unsuccessful answer is an error (the client throws).
export function fundDetailsQueryOptions(schemeNumber: string) {
  return queryOptions({
    queryKey: fundDetailsQueryKey(schemeNumber),
    queryFn: ({ signal }) => request(getFundDetails, { params: { schemeNumber }, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useFundDetails(schemeNumber: string) {
  return useQuery(fundDetailsQueryOptions(schemeNumber));
}
