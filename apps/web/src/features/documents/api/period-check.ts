import { periodCheck } from '@portal/contract/calls/statements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// spec 2 §7 PeriodCheck: whether an on-demand statement can be made for the fund and period, and
// why not in words (shown on the date it concerns).

export type StatementPeriodInput = {
  caseKey: string;
  caseMemberKey: string;
  fromDate: string;
  toDate: string;
};

export function periodCheckQueryOptions(input: StatementPeriodInput) {
  return queryOptions({
    queryKey: ['statements', 'period-check', input] as const,
    queryFn: ({ signal }) => request(periodCheck, { query: input, signal }),
    staleTime: 60_000,
  });
}

/** Asks only once the fund and both dates are chosen. */
export function usePeriodCheck(input: StatementPeriodInput | null) {
  return useQuery({
    ...periodCheckQueryOptions(
      input ?? { caseKey: '', caseMemberKey: '', fromDate: '', toDate: '' },
    ),
    enabled: input !== null,
  });
}
