// What a savings withdrawal claim keeps in `claims.draft` (jsonb) from the wizard's first save to
// its payment: the wizard (modules/savings-claim) writes it; the claim's processing
// (claim-processing.ts) reads it. Money in cents. The full bank account number is kept here only
// (the claim's columns keep its last four digits), because the payment needs it; answers to the
// member show it masked.

export type SavingsClaimBanking = {
  bankName: string;
  branchCode: string;
  /** spec 3 §3: Cheque 1, Savings 2. */
  accountType: number;
  accountNumber: string;
  accountHolderName: string;
  /** spec 3 §3 bank verification result, e.g. 'MATCH'; null before it was checked. */
  verificationResult:
    'MATCH' | 'INFORMATION MISMATCH' | 'NON-PARTICIPATING BANK' | 'TECHNICAL ERROR' | null;
  verifiedAt: string | null;
};

export type SavingsClaimData = {
  /** spec 3 §3 webTransactionNo: the draft's number the wizard resumes by. */
  webTransactionNo: string;
  amountCents: number | null;
  annualTaxableIncomeCents: number | null;
  taxNumber: string | null;
  banking: SavingsClaimBanking | null;
  /** The member's ID number as verified for this claim (the identity service's answer). */
  idNumber: string | null;
  idVerifiedAt: string | null;
  kbaPassedAt: string | null;
  /** The fee in force when the claim was submitted. */
  feeCents: number | null;
  /** The estimate shown when the member submitted (the directive decides the final tax). */
  estimatedTaxCents: number | null;
  estimatedNetCents: number | null;
  /** fileIds (member_documents) of the supporting documents uploaded for this claim. */
  documentFileIds: string[];
};
