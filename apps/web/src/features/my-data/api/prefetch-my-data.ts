import type { QueryClient } from '@tanstack/react-query';
import { dataArchivesQueryOptions } from './get-data-archives';

// The "Your data" page's first call, asked for as the page is opened, so that the server draws
// the page with it (DESIGN §1c).

export function prefetchMyData(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(dataArchivesQueryOptions());
}
