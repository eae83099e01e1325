import { getPortfolioKeyFacts } from '@portal/contract/calls/fund-details';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

/** The key facts of the fact sheets of every portfolio the member holds (one call for all funds). */
export function portfolioKeyFactsQueryOptions() {
  return queryOptions({
    queryKey: ['portfolio-key-facts'] as const,
    queryFn: ({ signal }) => request(getPortfolioKeyFacts, { signal }),
    staleTime: 60 * 60_000,
  });
}

export function usePortfolioKeyFacts() {
  return useQuery(portfolioKeyFactsQueryOptions());
}
