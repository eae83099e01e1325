import { getComplaint } from '@portal/contract/calls/complaints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { complaintsQueryKey, WAITING_REFRESH_MS } from './get-complaints';

// GET /api/Complaints/GetComplaint?reference: one complaint with its conversation and its ombud.
// While it waits for the fund, its page follows it, so the answer appears when it comes.

export function complaintQueryOptions(reference: string) {
  return queryOptions({
    queryKey: [...complaintsQueryKey, 'complaint', reference] as const,
    queryFn: ({ signal }) => request(getComplaint, { query: { reference }, signal }),
    select: (data) => data.complaint,
    refetchInterval: (query) =>
      query.state.data?.complaint.stage === 'WaitingForFund' ? WAITING_REFRESH_MS : false,
  });
}

export function useComplaint(reference: string) {
  return useQuery(complaintQueryOptions(reference));
}
