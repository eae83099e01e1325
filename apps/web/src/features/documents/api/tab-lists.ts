import type { QueryClient } from '@tanstack/react-query';
import { filtersFromSearch } from '../hooks/use-statement-filters';
import { faqQueryOptions } from './get-faq';
import { historicalTaxCertificatesQueryOptions } from './get-historical-tax-certificates';
import { internalFundsQueryOptions } from './get-internal-funds';
import { latestTaxCertificatesQueryOptions } from './get-latest-tax-certificates';
import { memberDocumentsQueryOptions } from './get-member-documents';
import { membershipCertificatesQueryOptions } from './get-membership-certificates';
import { paidUpCertificatesQueryOptions } from './get-paid-up-certificates';
import { statementsQueryOptions } from './get-statements';

/**
 * spec 3 §2.10: only the open tab is drawn (Statements when the address names no tab or an
 * unknown one), and it asks for its lists as it opens. These are the same lists, asked for as the
 * page is opened, so that the server draws the tab whole (DESIGN §1c).
 */
export function prefetchTabLists(queryClient: QueryClient, search: URLSearchParams): void {
  switch (search.get('tab')) {
    case 'tax-certificates':
      void queryClient.prefetchQuery(latestTaxCertificatesQueryOptions());
      void queryClient.prefetchQuery(historicalTaxCertificatesQueryOptions());
      void queryClient.prefetchQuery(membershipCertificatesQueryOptions());
      void queryClient.prefetchQuery(paidUpCertificatesQueryOptions());
      break;
    case 'documents':
      void queryClient.prefetchQuery(memberDocumentsQueryOptions());
      break;
    case 'faq':
      void queryClient.prefetchQuery(faqQueryOptions());
      break;
    default:
      void queryClient.prefetchQuery(statementsQueryOptions(filtersFromSearch(search)));
      // The on-demand statement's funds.
      void queryClient.prefetchQuery(internalFundsQueryOptions());
  }
}
