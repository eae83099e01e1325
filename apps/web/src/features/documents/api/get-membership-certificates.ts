import { getMembershipCertificates } from '@portal/contract/calls/tax-certificates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// spec 2 §7 GetMembershipCertificates: the employer funds' membership certificates.
export function membershipCertificatesQueryOptions() {
  return queryOptions({
    queryKey: ['tax-certificates', 'membership'] as const,
    queryFn: ({ signal }) => request(getMembershipCertificates, { signal }),
    select: (data) => data.membershipCertificates,
  });
}

export function useMembershipCertificates() {
  return useQuery(membershipCertificatesQueryOptions());
}
