import { INBOX_SEARCH_MAX, NOTICE_CATEGORIES } from '@portal/contract/calls/inbox';
import type { NoticeCategory } from '@portal/contract/calls/inbox';
import { useSearchParams } from 'react-router';
import type { InboxFilters } from '../api/get-inbox-notices';

// DESIGN §4.3: the inbox's search, category and page live in the address (?q=…&category=claims
// &page=2), so that a search survives a reload and Back returns to it. The server's render reads
// the same address (app/page-data.ts).

const PARAM = { search: 'q', category: 'category', page: 'page' } as const;
/** The server takes no page past this (@portal/contract/inbox). */
const LAST_PAGE = 10_000;

// eslint-disable-next-line no-control-regex -- control characters are what this takes out
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * Words as the server takes them: at most INBOX_SEARCH_MAX characters and no control character
 * (a tab pasted in, or one written into an address, would have the search refused).
 */
export function inboxSearchText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, INBOX_SEARCH_MAX).trim();
}

function categoryOf(value: string | null): NoticeCategory | undefined {
  return NOTICE_CATEGORIES.find((category) => category === value);
}

/** The filters an address asks for; anything the server would refuse is left out. */
export function inboxFiltersFromSearch(search: URLSearchParams): InboxFilters {
  const page = Number(search.get(PARAM.page));
  return {
    search: inboxSearchText(search.get(PARAM.search) ?? ''),
    category: categoryOf(search.get(PARAM.category)),
    page: Number.isInteger(page) && page >= 1 && page <= LAST_PAGE ? page : 1,
  };
}

export function isFilteredInbox(filters: InboxFilters): boolean {
  return filters.search !== '' || filters.category !== undefined;
}

function withFilters(search: URLSearchParams, filters: InboxFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of Object.values(PARAM)) next.delete(name);
  if (filters.search !== '') next.set(PARAM.search, filters.search);
  if (filters.category) next.set(PARAM.category, filters.category);
  if (filters.page > 1) next.set(PARAM.page, String(filters.page));
  return next;
}

/** The address of the inbox's page `page` with the same search and category. */
export function inboxPageSearch(filters: InboxFilters, page: number): string {
  const query = withFilters(new URLSearchParams(), { ...filters, page }).toString();
  return query === '' ? '' : `?${query}`;
}

export function useInboxFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = inboxFiltersFromSearch(search);

  function update(next: InboxFilters, options: { replace?: boolean } = {}) {
    setSearch(withFilters(search, next), { preventScrollReset: true, ...options });
  }

  return {
    filters,
    /**
     * A new search starts again at the first page. Typing replaces the address rather than add to
     * the history, so that Back leaves the search rather than step through its letters.
     */
    setSearchText: (text: string) =>
      update({ ...filters, search: inboxSearchText(text), page: 1 }, { replace: true }),
    setCategory: (category: NoticeCategory | undefined) =>
      update({ ...filters, category, page: 1 }),
    clearFilters: () => update({ search: '', category: undefined, page: 1 }),
  };
}
