import { savePdf } from '../utils/save-pdf';
import { generateNominationPdf } from './generate-nomination-pdf';
import type { NominationPdfTarget } from './generate-nomination-pdf';

/** Asks for the nomination's report and saves it as BeneficiaryReport.pdf (spec 1 §4). */
export async function downloadNominationPdf(target: NominationPdfTarget): Promise<void> {
  savePdf(await generateNominationPdf(target));
}
