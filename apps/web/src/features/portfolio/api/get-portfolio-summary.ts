import { getPortfolioSummary } from '@portal/contract/calls/portfolio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

/** Every query of the My portfolio page starts with this key (refreshed together). */
export const portfolioQueryKey = ['portfolio'] as const;
export const portfolioSummaryQueryKey = [...portfolioQueryKey, 'summary'] as const;

// The My portfolio page's summary: totals, holdings, covers, allocation and the savings pot.
export function portfolioSummaryQueryOptions() {
  return queryOptions({
    queryKey: portfolioSummaryQueryKey,
    queryFn: ({ signal }) => request(getPortfolioSummary, { signal }),
    select: (data) => data.summary,
  });
}

export function usePortfolioSummary() {
  return useQuery(portfolioSummaryQueryOptions());
}
