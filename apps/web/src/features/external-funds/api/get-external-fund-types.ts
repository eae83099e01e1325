import { getExternalInvestmentAndProductTypes } from '@portal/contract/calls/portfolio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

export const externalFundTypesQueryKey = ['external-funds', 'types'] as const;

// spec 1 §7 GetExternalInvestmentAndProductTypes: the providers and product types the external
// fund form offers. They change with the administrator's lists, not with the member's funds.
export function externalFundTypesQueryOptions() {
  return queryOptions({
    queryKey: externalFundTypesQueryKey,
    queryFn: ({ signal }) => request(getExternalInvestmentAndProductTypes, { signal }),
    select: (data) => data.externalInvestmentAndProductTypes,
    staleTime: 60 * 60_000,
  });
}

export function useExternalFundTypes({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...externalFundTypesQueryOptions(), enabled: isEnabled });
}
