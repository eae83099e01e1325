import { generateRealTimeStatement } from '@portal/contract/calls/statements';
import type { DocumentStatus } from '@portal/contract/statements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { StatementPeriodInput } from './period-check';

// spec 2 §7 GenerateRealTime: starts an on-demand statement, or answers the one already asked for
// with the same fund and period with its current status. Asking again is therefore how the status
// is followed: every 2 s while it is Pending or InFlight.

export const GENERATE_POLL_MS = 2_000;

export function isStatementOpen(status: DocumentStatus): boolean {
  return status === 'Pending' || status === 'InFlight';
}

export function generateStatementQueryOptions(input: StatementPeriodInput) {
  return queryOptions({
    queryKey: ['statements', 'generate', input] as const,
    queryFn: ({ signal }) => request(generateRealTimeStatement, { query: input, signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.statement.status;
      return status !== undefined && isStatementOpen(status) ? GENERATE_POLL_MS : false;
    },
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** Nothing is asked until the member presses Generate statement (`input` is then set). */
export function useGenerateStatement(input: StatementPeriodInput | null) {
  return useQuery({
    ...generateStatementQueryOptions(
      input ?? { caseKey: '', caseMemberKey: '', fromDate: '', toDate: '' },
    ),
    enabled: input !== null,
  });
}
