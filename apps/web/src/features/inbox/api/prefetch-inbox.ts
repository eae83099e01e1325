import type { QueryClient } from '@tanstack/react-query';
import { inboxFiltersFromSearch } from '../hooks/use-inbox-filters';
import { inboxNoticesQueryOptions } from './get-inbox-notices';

/**
 * The page of notices the inbox's address asks for (its search, category and page), asked for as
 * the page is opened, so that the server draws the notices with the page (DESIGN §1c).
 */
export function prefetchInboxNotices(queryClient: QueryClient, search: URLSearchParams): void {
  void queryClient.prefetchQuery(inboxNoticesQueryOptions(inboxFiltersFromSearch(search)));
}
