import { getPaidUpMembershipCertificates } from '@portal/contract/calls/tax-certificates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// spec 2 §7 GetPaidUpMembershipCertificates: memberships whose contributions have stopped.
export function paidUpCertificatesQueryOptions() {
  return queryOptions({
    queryKey: ['tax-certificates', 'paid-up'] as const,
    queryFn: ({ signal }) => request(getPaidUpMembershipCertificates, { signal }),
    select: (data) => data.paidUpCertificates,
  });
}

export function usePaidUpCertificates() {
  return useQuery(paidUpCertificatesQueryOptions());
}
