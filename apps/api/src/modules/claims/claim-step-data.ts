import { z } from 'zod';
import { formatRand } from '@portal/domain/money';
import { taxYearLabel } from '@portal/domain/sa-income-tax';
import type { DirectiveRequest, IssuedDirective } from '../../partners/sars/sars-directive-service';
import type { ProcessableClaim } from './claim-processing.repository';

// What a submitted savings claim's steps read from its claim data and send to the partners, and
// the words its history keeps of SARS's directive (claim-processing.ts moves the claim on).

/** The part of the claim data (savings-claim-data.ts) the processing needs, checked. */
export const ClaimDataSchema = z.object({
  webTransactionNo: z.string().min(1),
  taxNumber: z.string().regex(/^\d{10}$/),
  idNumber: z.string().regex(/^\d{13}$/),
  annualTaxableIncomeCents: z.number().int().min(0),
  banking: z.object({
    bankName: z.string().min(1),
    branchCode: z.string().min(1),
    accountType: z.number().int(),
    accountNumber: z.string().regex(/^\d+$/),
  }),
});
export type ClaimData = z.infer<typeof ClaimDataSchema>;

/** The initials the bank compares with the account holder's ('Thandiwe Grace' → 'TG'). */
export function initialsOf(firstName: string): string {
  return firstName
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => name.charAt(0).toUpperCase())
    .join('');
}

/**
 * The tax directive asked for the claim: the amount after the fee, in the tax year of submission,
 * with the claim's case number as the reference (asking again gets the same directive).
 */
export function directiveRequestOf(
  claim: ProcessableClaim,
  data: ClaimData,
  today: string,
): DirectiveRequest {
  return {
    reference: claim.caseNo,
    taxNumber: data.taxNumber,
    idNumber: data.idNumber,
    grossCents: (claim.grossCents - (claim.feeCents ?? 0)) as DirectiveRequest['grossCents'],
    declaredIncomeCents: data.annualTaxableIncomeCents as DirectiveRequest['declaredIncomeCents'],
    taxYear: taxYearLabel(claim.submittedOn ?? today),
    requestedAt: new Date().toISOString(),
  };
}

/** The claim history's line for an issued directive. */
export function directiveNote(answer: IssuedDirective): string {
  const debt =
    answer.taxDebtCents > 0
      ? ` and tax debt of ${formatRand(answer.taxDebtCents)} that SARS asked us to deduct`
      : '';
  return `SARS issued tax directive ${answer.directiveNumber}: tax of ${formatRand(answer.taxCents)}${debt}.`;
}
