import { getTransactionDetails } from '@portal/contract/calls/fund-details';
import type { DateRange } from '@portal/domain/date-ranges';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// spec 2 §4: the transaction list follows the same cache-and-error pattern as the details.
export function transactionDetailsQueryOptions(schemeNumber: string, range: DateRange) {
  return queryOptions({
    queryKey: ['fund-details', schemeNumber, 'transactions', range.from, range.to] as const,
    queryFn: ({ signal }) =>
      request(getTransactionDetails, {
        params: { schemeNumber },
        query: { startDate: range.from, endDate: range.to },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

/** `range` null: the filter is invalid, nothing is fetched (spec 2 §5). */
export function useTransactionDetails(schemeNumber: string, range: DateRange | null) {
  return useQuery({
    ...transactionDetailsQueryOptions(schemeNumber, range ?? { from: '', to: '' }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
