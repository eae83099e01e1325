import { getHistoricalTaxCertificates } from '@portal/contract/calls/tax-certificates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// spec 2 §7 GetHistoricalTaxCertificates: every published certificate, newest tax year first.
export function historicalTaxCertificatesQueryOptions() {
  return queryOptions({
    queryKey: ['tax-certificates', 'history'] as const,
    queryFn: ({ signal }) => request(getHistoricalTaxCertificates, { query: {}, signal }),
  });
}

export function useHistoricalTaxCertificates({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...historicalTaxCertificatesQueryOptions(), enabled: isEnabled });
}
