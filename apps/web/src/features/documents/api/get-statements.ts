import { getStatements } from '@portal/contract/calls/statements';
import type { StatementType } from '@portal/domain/statements';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// spec 2 §7, spec 3 §7 GET /Statements: the latest statements, a page of the filtered history and
// the filters' options (yearOptions {years, hasOlder}, statementTypes, fundNames).

export type StatementFilters = {
  years: number[];
  includeOlder: boolean;
  fundNames: string[];
  statementTypes: StatementType[];
  page: number;
};

export function statementsQueryOptions(filters: StatementFilters) {
  return queryOptions({
    queryKey: ['statements', 'list', filters] as const,
    queryFn: ({ signal }) =>
      request(getStatements, {
        query: {
          Years: filters.years,
          IncludeOlder: filters.includeOlder,
          FundNames: filters.fundNames,
          StatementTypes: filters.statementTypes,
          PageNumber: filters.page,
        },
        signal,
      }),
  });
}

/** The previous page stays on screen while the next one loads (no jump to a skeleton). */
export function useStatements(filters: StatementFilters) {
  return useQuery({ ...statementsQueryOptions(filters), placeholderData: keepPreviousData });
}
