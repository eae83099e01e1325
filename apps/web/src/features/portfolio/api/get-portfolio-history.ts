import type { PORTFOLIO_WINDOWS } from '@portal/contract/portfolio';
import { getPortfolioHistory } from '@portal/contract/calls/portfolio';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { portfolioQueryKey } from './get-portfolio-summary';

export type PortfolioWindow = (typeof PORTFOLIO_WINDOWS)[number];

// The internal funds' month-end values over the last 1, 3 or 5 years, with the combined return.
export function portfolioHistoryQueryOptions(years: PortfolioWindow) {
  return queryOptions({
    queryKey: [...portfolioQueryKey, 'history', years] as const,
    queryFn: ({ signal }) => request(getPortfolioHistory, { query: { years }, signal }),
    select: (data) => data.history,
  });
}

/** The window's history; the previous window's stays shown while another loads. */
export function usePortfolioHistory(years: PortfolioWindow) {
  return useQuery({ ...portfolioHistoryQueryOptions(years), placeholderData: keepPreviousData });
}
