import { getFundContributions } from '@portal/contract/calls/contributions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// GET /api/Fund/GetFundDetails/{schemeNumber}/Contributions: an employer fund's last 24 months of
// contributions, each paid, paid late, missing or not yet due (issue 48); null for a product
// without employer contributions.

export const contributionsQueryKey = ['contributions'] as const;

export function fundContributionsQueryOptions(schemeNumber: string) {
  return queryOptions({
    queryKey: [...contributionsQueryKey, 'fund', schemeNumber] as const,
    queryFn: ({ signal }) => request(getFundContributions, { params: { schemeNumber }, signal }),
    select: (data) => data.contributions,
  });
}

export function useFundContributions(schemeNumber: string) {
  return useQuery(fundContributionsQueryOptions(schemeNumber));
}
