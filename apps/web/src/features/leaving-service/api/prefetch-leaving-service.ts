import type { QueryClient } from '@tanstack/react-query';
import { leavingOptionsQueryOptions, transferRequestsQueryOptions } from './get-leaving-options';

// The leaving-service page's first calls, asked for as the page is opened, so that the server
// draws the page with them (DESIGN §1c). A module of its own, loaded beside the page's code.

export function prefetchLeavingService(queryClient: QueryClient, schemeNumber: string): void {
  void queryClient.prefetchQuery(leavingOptionsQueryOptions(schemeNumber));
  void queryClient.prefetchQuery(transferRequestsQueryOptions(schemeNumber));
}
