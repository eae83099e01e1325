import { useMutation } from '@tanstack/react-query';
import { ToastType, showToast } from '@/components/ui/toast';
import {
  DOWNLOAD_FAILED_MESSAGE,
  DOWNLOAD_FAILED_TITLE,
  DOWNLOAD_SUCCESS_TITLE,
} from '@/components/ui/use-file-download';
import type { NominationPdfTarget } from '../api/generate-nomination-pdf';

/**
 * spec 1 §4 "Download PDF": Loading, then Success ('Download successful!') or Error ('Download
 * failed!' with 'Please try again later.'). The success toast's message is not quoted; ours names
 * the file. The report's request and saving load with the first download, not with the page.
 */
export function usePdfDownload({ onDownloaded }: { onDownloaded?: () => void } = {}) {
  return useMutation({
    mutationFn: async (target: NominationPdfTarget) => {
      const { downloadNominationPdf } = await import('../api/download-nomination-pdf');
      await downloadNominationPdf(target);
    },
    onSuccess: () => {
      showToast({
        type: ToastType.Success,
        title: DOWNLOAD_SUCCESS_TITLE,
        message: 'Your beneficiary report was saved as BeneficiaryReport.pdf.',
      });
      onDownloaded?.();
    },
    onError: () => {
      showToast({
        type: ToastType.Error,
        title: DOWNLOAD_FAILED_TITLE,
        message: DOWNLOAD_FAILED_MESSAGE,
      });
    },
  });
}
