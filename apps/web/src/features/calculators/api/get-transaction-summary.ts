import { getTransactionSummary } from '@portal/contract/calls/statements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

export type TransactionSummaryInput = {
  dateFrom: string;
  dateTo: string;
  caseKey: string;
  caseMemberKey: string;
};

// spec 2 §3, §7: the statements service's TransactionSummary (dateFrom, dateTo, caseKey,
// caseMemberKey) answering the five figures.
export function transactionSummaryQueryOptions(input: TransactionSummaryInput) {
  return queryOptions({
    queryKey: ['transaction-summary', input] as const,
    queryFn: ({ signal }) => request(getTransactionSummary, { query: input, signal }),
    staleTime: 5 * 60_000,
  });
}

/** `input` null: Calculate has not been pressed yet. */
export function useTransactionSummary(input: TransactionSummaryInput | null) {
  return useQuery({
    ...transactionSummaryQueryOptions(
      input ?? { dateFrom: '', dateTo: '', caseKey: '', caseMemberKey: '' },
    ),
    enabled: input !== null,
  });
}
