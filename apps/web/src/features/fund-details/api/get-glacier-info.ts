import { getGlacierInfo } from '@portal/contract/calls/fund-details';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// spec 2 §7 Glacier info by schemeNumber: whether the fund is a Glacier plan, for the hub
// flyover (spec 2 §2, §6). Asked only while the flyover's flag is on.
export function glacierInfoQueryOptions(schemeNumber: string) {
  return queryOptions({
    queryKey: ['fund-details', schemeNumber, 'glacier-info'] as const,
    queryFn: ({ signal }) => request(getGlacierInfo, { params: { schemeNumber }, signal }),
    select: (data) => data.glacierInfo,
    staleTime: 5 * 60_000,
  });
}

export function useGlacierInfo(schemeNumber: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...glacierInfoQueryOptions(schemeNumber), enabled: isEnabled });
}
