import {
  generateRetirementSavingsNobPdf,
  generateUnapprovedFuneralNobPdf,
  generateUnapprovedLumpSumNobPdf,
} from '@portal/contract/calls/pdf';
import { NominationTypeId } from '@portal/domain/nomination';
import { request } from '@/lib/api-client';

// spec 1 §4, §7: the report of a nomination; the endpoint follows its type (report kind empty
// for retirement, Funeral for funeral, Lumpsum for life cover).
const ROUTE_BY_TYPE = {
  [NominationTypeId.Retirement]: generateRetirementSavingsNobPdf,
  [NominationTypeId.Funeral]: generateUnapprovedFuneralNobPdf,
  [NominationTypeId.LifeCover]: generateUnapprovedLumpSumNobPdf,
} as const;

export type NominationPdfTarget = { caseMbrKey: string; nominationTypeId: NominationTypeId };

export async function generateNominationPdf({ caseMbrKey, nominationTypeId }: NominationPdfTarget) {
  const response = await request(ROUTE_BY_TYPE[nominationTypeId], {
    body: { caseMbrKey, nominationTypeId },
  });
  return response.value.pdfData;
}
