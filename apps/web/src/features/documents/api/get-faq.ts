import { getAfConnectFaq } from '@portal/contract/calls/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// spec 1 §7 GET /PDF/GetAFConnectFAQ: the questions grouped by category.
export function faqQueryOptions() {
  return queryOptions({
    queryKey: ['documents', 'faq'] as const,
    queryFn: ({ signal }) => request(getAfConnectFaq, { signal }),
    select: (data) => data.afConnectFAQList,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useFaq() {
  return useQuery(faqQueryOptions());
}
