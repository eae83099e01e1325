import { downloadFundCostsPdf, getFundCosts } from '@portal/contract/calls/costs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, fileLink, requestFile } from '@/lib/api-client';

// The member's Effective Annual Cost of one fund, and its disclosure as a PDF file
// (docs/decisions/040-effective-annual-cost.md).

export function fundCostsQueryOptions(schemeNumber: string) {
  return queryOptions({
    queryKey: ['fund-costs', schemeNumber] as const,
    queryFn: ({ signal }) => request(getFundCosts, { params: { schemeNumber }, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useFundCosts(schemeNumber: string) {
  return useQuery(fundCostsQueryOptions(schemeNumber));
}

export function fetchFundCostsPdf(schemeNumber: string): Promise<Blob> {
  return requestFile(downloadFundCostsPdf, { params: { schemeNumber } });
}

export function fundCostsPdfLink(schemeNumber: string): string {
  return fileLink(downloadFundCostsPdf, { params: { schemeNumber } });
}
