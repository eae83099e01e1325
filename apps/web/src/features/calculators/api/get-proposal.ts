import { getProposal } from '@portal/contract/calls/goals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// The proposal the CreateProposal link opens (GET /api/Goals/Proposal/:id, the owner only).
export function proposalQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['proposal', id] as const,
    queryFn: ({ signal }) => request(getProposal, { params: { id }, signal }),
    select: (data) => data.proposal,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useProposal(id: string) {
  return useQuery(proposalQueryOptions(id));
}
