import { STATEMENT_TYPES } from '@portal/domain/statements';
import type { StatementType } from '@portal/domain/statements';
import { useSearchParams } from 'react-router';
import type { StatementFilters } from '../api/get-statements';

// DESIGN §4.3: the statements' filters and page live in the URL (?year=2025&year=older&fund=…
// &type=Annual&page=2), so a filtered list can be bookmarked, shared and reached with Back.

export const OLDER_YEARS = 'older';
const PARAM = { year: 'year', fund: 'fund', type: 'type', page: 'page' } as const;

export function filtersFromSearch(search: URLSearchParams): StatementFilters {
  const yearValues = search.getAll(PARAM.year);
  const page = Number(search.get(PARAM.page));
  return {
    years: yearValues.filter((value) => /^\d{4}$/.test(value)).map(Number),
    includeOlder: yearValues.includes(OLDER_YEARS),
    fundNames: search.getAll(PARAM.fund).filter((value) => value !== ''),
    statementTypes: search
      .getAll(PARAM.type)
      .filter((value): value is StatementType =>
        (STATEMENT_TYPES as readonly string[]).includes(value),
      ),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function isFiltered(filters: StatementFilters): boolean {
  return (
    filters.years.length > 0 ||
    filters.includeOlder ||
    filters.fundNames.length > 0 ||
    filters.statementTypes.length > 0
  );
}

function writeFilters(search: URLSearchParams, filters: StatementFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of Object.values(PARAM)) next.delete(name);
  for (const year of filters.years) next.append(PARAM.year, String(year));
  if (filters.includeOlder) next.append(PARAM.year, OLDER_YEARS);
  for (const fund of filters.fundNames) next.append(PARAM.fund, fund);
  for (const type of filters.statementTypes) next.append(PARAM.type, type);
  if (filters.page > 1) next.set(PARAM.page, String(filters.page));
  return next;
}

export function useStatementFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);

  function update(next: StatementFilters) {
    setSearch(writeFilters(search, next), { preventScrollReset: true });
  }

  return {
    filters,
    /** New filters start again at the first page. */
    applyFilters: (next: Omit<StatementFilters, 'page'>) => update({ ...next, page: 1 }),
    clearFilters: () =>
      update({ years: [], includeOlder: false, fundNames: [], statementTypes: [], page: 1 }),
    setPage: (page: number) => update({ ...filters, page }),
  };
}
