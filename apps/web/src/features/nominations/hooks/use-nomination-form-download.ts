import { useMutation } from '@tanstack/react-query';
import { ToastType, showToast } from '@/components/ui/toast';
import { downloadNominationForm } from '../api/download-nomination-form';
import { saveFile } from '@/lib/save-file';
import {
  DOWNLOAD_FAILED_MESSAGE,
  DOWNLOAD_FAILED_TITLE,
  DOWNLOAD_SUCCESS_TITLE,
} from '@/components/ui/use-file-download';

/** spec 2 §7: the form is saved as "Beneficiary form". */
export const NOMINATION_FORM_FILE_NAME = 'Beneficiary form.pdf';

/**
 * spec 2 §4 "Downloads: loading, success, error, per form"; spec 2 §8: the shared download
 * notifications (the titles of spec 1 §8).
 */
export function useNominationFormDownload() {
  return useMutation({
    mutationFn: async (schemeNumber: string) => {
      saveFile(await downloadNominationForm(schemeNumber), NOMINATION_FORM_FILE_NAME);
    },
    onSuccess: () => {
      showToast({
        type: ToastType.Success,
        title: DOWNLOAD_SUCCESS_TITLE,
        message: `The Nomination of Beneficiaries form was saved as ${NOMINATION_FORM_FILE_NAME}.`,
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
