import { getComplaints } from '@portal/contract/calls/complaints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// GET /api/Complaints/GetComplaints: the member's complaints, the latest first, the funds and
// products a new one may be about, and the fund's days to answer (section 30A: 30). The fund
// answers in the background, so a list with a complaint waiting for the fund is asked again now
// and then while it is open (as the messages list is).

export const complaintsQueryKey = ['complaints'] as const;

/** How often a list or a complaint waiting for the fund's answer is looked at again. */
export const WAITING_REFRESH_MS = 5_000;

export function complaintsQueryOptions() {
  return queryOptions({
    queryKey: [...complaintsQueryKey, 'list'] as const,
    queryFn: ({ signal }) => request(getComplaints, { signal }),
    refetchInterval: (query) =>
      query.state.data?.complaints.some((complaint) => complaint.stage === 'WaitingForFund')
        ? WAITING_REFRESH_MS
        : false,
  });
}

export function useComplaints() {
  return useQuery(complaintsQueryOptions());
}
