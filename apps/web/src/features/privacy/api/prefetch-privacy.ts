import type { QueryClient } from '@tanstack/react-query';
import { consentsQueryOptions, correctionsQueryOptions } from './get-corrections';

// The "Your information" page's first calls, asked for as the page is opened, so that the server
// draws the page with them (DESIGN §1c). A module of its own, loaded beside the page's code.

export function prefetchYourInformation(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(correctionsQueryOptions());
  void queryClient.prefetchQuery(consentsQueryOptions());
}
