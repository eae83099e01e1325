import { getContributionArrears } from '@portal/contract/calls/contributions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { contributionsQueryKey } from './get-fund-contributions';

// GET /api/Contributions/GetArrears: the member's employer funds with months whose contributions
// have not reached the fund (the dashboard's warning, issue 48).

export function contributionArrearsQueryOptions() {
  return queryOptions({
    queryKey: [...contributionsQueryKey, 'arrears'] as const,
    queryFn: ({ signal }) => request(getContributionArrears, { signal }),
    select: (data) => data.arrears,
  });
}

export function useContributionArrears() {
  return useQuery(contributionArrearsQueryOptions());
}
