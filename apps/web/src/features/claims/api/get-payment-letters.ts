import { downloadMemberDocument } from '@portal/contract/calls/documents';
import { getPaymentLetters } from '@portal/contract/calls/claims';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fileLink, request, requestFile } from '@/lib/api-client';
import { claimsQueryKey } from './get-member-claims';

// spec 3 §7 GET /Claims/GetPaymentLetters?caseNo: a paid claim's payment letter, downloaded as
// one of the member's documents (GET /PDF/DownloadMemberDocument?fileId).
export function paymentLettersQueryOptions(caseNo: string) {
  return queryOptions({
    queryKey: [...claimsQueryKey, 'letters', caseNo] as const,
    queryFn: ({ signal }) => request(getPaymentLetters, { query: { caseNo }, signal }),
    select: (data) => data.paymentLetters,
  });
}

export function usePaymentLetters(caseNo: string, isEnabled: boolean) {
  return useQuery({ ...paymentLettersQueryOptions(caseNo), enabled: isEnabled });
}

/** One of the member's documents (a payment letter, an uploaded supporting document). */
export function fetchMemberDocument(fileId: string): Promise<Blob> {
  return requestFile(downloadMemberDocument, { query: { fileId } });
}

export function memberDocumentLink(fileId: string): string {
  return fileLink(downloadMemberDocument, { query: { fileId } });
}
