import { downloadTemplate, NOMINATION_FORM_TEMPLATE } from '@portal/contract/calls/pdf';
import { requestFile } from '@/lib/api-client';

// spec 2 §2, §7 "Beneficiary form download": the blank Nomination of Beneficiaries form through
// spec 3 §7 GET /PDF/DownloadTemplate?filename, pre-filled for the fund's membership.
export function downloadNominationForm(schemeNumber: string): Promise<Blob> {
  return requestFile(downloadTemplate, {
    query: { filename: NOMINATION_FORM_TEMPLATE, schemeNumber },
  });
}
