import { downloadPortfolioDocument } from '@portal/contract/calls/fund-details';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { savePdf } from '@/lib/save-file';

export function fetchPortfolioDocument(id: string) {
  return request(downloadPortfolioDocument, { params: { id } });
}

/** spec 2 §4: downloads are tracked per portfolio id (loading, success, error). */
export function useDownloadPortfolioDocument() {
  return useMutation({
    mutationFn: async (id: string) => {
      const document = await fetchPortfolioDocument(id);
      savePdf(document.fileStream, document.fileName);
      return document.fileName;
    },
  });
}
