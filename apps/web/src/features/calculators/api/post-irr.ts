import { postIrr } from '@portal/contract/calls/fund-details';
import type { DateRange } from '@portal/domain/date-ranges';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// spec 2 §4, §7: POST …/Irr with startDate and endDate; the first item of internalRateOfReturn
// is the answer. Cached per scheme and window (it changes nothing).
export function irrQueryOptions(schemeNumber: string, range: DateRange) {
  return queryOptions({
    queryKey: ['irr', schemeNumber, range.from, range.to] as const,
    queryFn: ({ signal }) =>
      request(postIrr, {
        params: { schemeNumber },
        body: { startDate: range.from, endDate: range.to },
        signal,
      }),
    select: (data) => data.internalRateOfReturn[0] ?? null,
    staleTime: 5 * 60_000,
  });
}

/** `isEnabled` false: nothing to ask (the tools page's IRR modal for a member with no funds). */
export function useIrr(
  schemeNumber: string,
  range: DateRange,
  { isEnabled = true }: { isEnabled?: boolean } = {},
) {
  return useQuery({ ...irrQueryOptions(schemeNumber, range), enabled: isEnabled });
}
