import type { QueryClient } from '@tanstack/react-query';
import { complaintQueryOptions } from './get-complaint';
import { complaintsQueryOptions } from './get-complaints';

// The complaints pages' first calls, asked for as a page is opened, so that the server draws the
// page with them (DESIGN §1c). A module of its own, loaded beside the page's code: the calls'
// module (its labels and messages) stays out of the code every page starts with.

export function prefetchComplaints(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(complaintsQueryOptions());
}

export function prefetchComplaint(queryClient: QueryClient, reference: string): void {
  void queryClient.prefetchQuery(complaintQueryOptions(reference));
}
