import { getLatestTaxCertificatesDetails } from '@portal/contract/calls/tax-certificates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// spec 2 §7 LatestTaxCertificatesDetails: each certificate-bearing product's latest certificate.
export function latestTaxCertificatesQueryOptions() {
  return queryOptions({
    queryKey: ['tax-certificates', 'latest'] as const,
    queryFn: ({ signal }) => request(getLatestTaxCertificatesDetails, { signal }),
    select: (data) => data.latestDetails,
  });
}

export function useLatestTaxCertificates() {
  return useQuery(latestTaxCertificatesQueryOptions());
}
