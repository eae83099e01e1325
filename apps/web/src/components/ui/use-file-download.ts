import { useMutation } from '@tanstack/react-query';
import { ToastType, showToast } from '@/components/ui/toast';
import { saveFile } from '@/lib/save-file';

// spec 1 §8: a download that fails shows 'Download failed!' / 'Please try again later.'; one that
// succeeds shows 'Download successful!' (its message is not quoted: ours names the file).
export const DOWNLOAD_SUCCESS_TITLE = 'Download successful!';
export const DOWNLOAD_FAILED_TITLE = 'Download failed!';
export const DOWNLOAD_FAILED_MESSAGE = 'Please try again later.';

export type FileDownload = {
  /** Asks the server for the file. */
  fetchFile: () => Promise<Blob>;
  fileName: string;
};

/** spec 1 §4 "Download PDF": Loading, then Success or Error, with the toasts. */
export function useFileDownload() {
  return useMutation({
    mutationFn: async ({ fetchFile, fileName }: FileDownload) => {
      saveFile(await fetchFile(), fileName);
      return fileName;
    },
    onSuccess: (fileName) => {
      showToast({
        type: ToastType.Success,
        title: DOWNLOAD_SUCCESS_TITLE,
        message: `Your document was saved as ${fileName}.`,
      });
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
