import { getMemberDocuments } from '@portal/contract/calls/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// spec 1 §7 GET /PDF/GetMemberDocuments: without refNum3, every document of the member, newest
// first. While one is still being prepared the list is asked again now and then.
const OPEN_DOCUMENT_POLL_MS = 5_000;

export function memberDocumentsQueryOptions() {
  return queryOptions({
    queryKey: ['documents', 'member'] as const,
    queryFn: ({ signal }) => request(getMemberDocuments, { query: {}, signal }),
    select: (data) => data.memberDocumentResponseList,
    refetchInterval: (query) =>
      query.state.data?.memberDocumentResponseList.some(
        (document) => document.status === 'Pending' || document.status === 'InFlight',
      )
        ? OPEN_DOCUMENT_POLL_MS
        : false,
  });
}

export function useMemberDocuments() {
  return useQuery(memberDocumentsQueryOptions());
}
