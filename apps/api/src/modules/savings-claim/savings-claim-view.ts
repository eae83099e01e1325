import type { ClaimDraft, SavingsEstimate, UploadedDocument } from '@portal/contract/savings-claim';
import { CLAIM_TYPE_NAMES, isClaimType } from '@portal/domain/claims';
import { percentFromBasisPoints, randFromCents, toCents } from '@portal/domain/money';
import {
  draftMissingFields,
  marginalRatePercent,
  maskAccountNumber,
  SAVINGS_ESTIMATE_DISCLAIMER,
  taxTableNote,
} from '@portal/domain/savings-claim-draft';
import type { ProjectionInputs } from '@portal/domain/projection';
import { CPI_BP } from '@portal/domain/projection-assumptions';
import {
  savingsWithdrawalAmountProblem,
  savingsWithdrawalCostAtRetirement,
  savingsWithdrawalCostBasis,
  savingsWithdrawalEstimate,
} from '@portal/domain/savings-withdrawal';
import { validateTaxNumber } from '@portal/domain/tax-number';
import type { Db } from '../../db/client';
import { listMemberDocuments } from '../documents/documents.repository';
import { SAVINGS_CLAIM_DOCUMENT_TYPES } from '../two-pot/two-pot.routes';
import type { SavingsClaimData } from '../claims/savings-claim-data';
import type { SavingsClaimRow } from './savings-claim.repository';

// How a savings claim (a draft or a submitted claim) is answered to the member (spec 3 §3 claim
// draft): the answers so far (the bank account masked), the estimate, what was verified and what
// is still missing.

/** spec 3 §3 codes of a savings withdrawal claim made online (the claims issue). */
export const SAVINGS_CLAIM_CODES = {
  exitType: 11,
  source: 3,
  target: 8,
  paymentOptionCode: 'SC',
} as const;

/** spec 3 §3 claimStatus: 1 a saved draft, 2 submitted. */
const CLAIM_STATUS_SAVED = 1;
const CLAIM_STATUS_SUBMITTED = 2;

export const REQUIRED_DOCUMENT_TYPES = SAVINGS_CLAIM_DOCUMENT_TYPES.filter((t) => t.isRequired).map(
  (t) => ({ id: t.id, name: t.name }),
);

const DOCUMENT_TYPE_NAMES = new Map<number, string>(
  SAVINGS_CLAIM_DOCUMENT_TYPES.map((t) => [t.id, t.name]),
);

export function documentTypeName(documentTypeId: number): string {
  return DOCUMENT_TYPE_NAMES.get(documentTypeId) ?? 'Document';
}

/** What the view needs beyond the claim row, read once per answer. */
export type ViewFacts = {
  today: string;
  feeCents: number;
  dateOfBirth: string;
  savingsPotCents: number;
  kbaPassed: boolean;
  idVerified: boolean;
  dateLastContrib: string | null;
  /**
   * The member's projection inputs for the fund, with the savings pot before this claim is paid;
   * null when the fund is not projected (or, for a submitted claim, no longer asked).
   */
  projectionInputs: ProjectionInputs | null;
  /** The income tax number the fund holds for the member (issue 45); null: none. */
  heldTaxNumber: string | null;
};

/** The uploaded documents of a claim, in the order they were uploaded. */
export async function uploadedDocumentsOf(
  db: Db,
  memberId: number,
  data: SavingsClaimData,
): Promise<UploadedDocument[]> {
  if (data.documentFileIds.length === 0) return [];
  const wanted = new Set(data.documentFileIds);
  const uploads = await listMemberDocuments(db, memberId, { kinds: ['upload'] });
  return uploads
    .filter((document) => wanted.has(document.fileId))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
    .map((document) => {
      const documentTypeId = Number(document.request.documentTypeId);
      return {
        fileId: document.fileId,
        fileName: document.fileName,
        documentTypeId,
        documentTypeName: documentTypeName(documentTypeId),
        contentType: document.contentType,
        sizeBytes: Number(document.request.sizeBytes ?? 0),
        uploadedAt: document.createdAt.toISOString(),
      };
    });
}

/** No projection of the fund: the cost at retirement cannot be said. */
export const NO_COST_AT_RETIREMENT =
  'What this withdrawal costs at retirement cannot be worked out for this fund.';

function estimateOf(
  data: SavingsClaimData,
  claimDate: string,
  facts: ViewFacts,
): SavingsEstimate | null {
  if (data.amountCents === null || data.annualTaxableIncomeCents === null) return null;
  const feeCents = data.feeCents ?? facts.feeCents;
  const estimate = savingsWithdrawalEstimate({
    amountCents: data.amountCents,
    feeCents,
    annualTaxableIncomeCents: data.annualTaxableIncomeCents,
    claimDate,
    dateOfBirth: facts.dateOfBirth,
  });
  // DESIGN §1e: the cost at retirement is the one projection's, with the member's own inputs.
  const cost =
    facts.projectionInputs === null
      ? null
      : savingsWithdrawalCostAtRetirement(facts.projectionInputs, estimate.amountCents);
  return {
    grossAmount: randFromCents(estimate.amountCents),
    feeAmount: randFromCents(estimate.feeCents),
    taxAmount: randFromCents(estimate.taxCents),
    netAmount: randFromCents(estimate.netCents),
    marginalRatePct: marginalRatePercent(
      data.annualTaxableIncomeCents,
      estimate.taxableAmountCents,
      estimate.taxCents,
      claimDate,
    ),
    taxTableYear: estimate.taxTableUsed,
    taxTableNote: taxTableNote(estimate),
    costAtRetirement:
      cost === null
        ? null
        : {
            monthlyIncomeGivenUp:
              cost.monthlyIncomeGivenUpCents === null
                ? null
                : randFromCents(cost.monthlyIncomeGivenUpCents),
            valueGivenUp: randFromCents(cost.valueGivenUpCents),
            retirementDate: cost.retirementDate,
            expectedRealReturn: percentFromBasisPoints(cost.expectedRealReturnBp),
          },
    projectedValueAtRetirement: cost === null ? null : randFromCents(cost.valueGivenUpThenCents),
    projectedValueInTodaysMoney: cost === null ? null : randFromCents(cost.valueGivenUpCents),
    inflationPercent: CPI_BP.value / 100,
    growthAssumption: cost === null ? NO_COST_AT_RETIREMENT : savingsWithdrawalCostBasis(cost),
    disclaimer: SAVINGS_ESTIMATE_DISCLAIMER,
  };
}

/** The claim as the wizard shows it. */
export function claimDraftOf(
  claim: SavingsClaimRow,
  facts: ViewFacts,
  documents: UploadedDocument[],
  changedFields: readonly string[] = [],
  refusals: Record<string, string[]> = {},
): ClaimDraft {
  const { data } = claim;
  const isDraft = claim.status === 'Draft';
  // What this save refused, and a saved amount the pot no longer holds (prices fell since).
  const fieldErrors: Record<string, string[]> = { ...refusals };
  const amountProblem =
    isDraft && data.amountCents !== null
      ? savingsWithdrawalAmountProblem(data.amountCents, facts.savingsPotCents)
      : null;
  if (amountProblem !== null) fieldErrors.amount ??= [amountProblem];
  const claimDate = claim.submittedOn ?? facts.today;
  const banking = data.banking;
  const missingFields = isDraft
    ? draftMissingFields({
        amountCents: data.amountCents,
        annualTaxableIncomeCents: data.annualTaxableIncomeCents,
        taxNumber: data.taxNumber,
        kbaPassed: facts.kbaPassed,
        idVerified: facts.idVerified,
        bankVerificationResult: banking?.verificationResult ?? null,
        savingsPotCents: facts.savingsPotCents,
        uploadedDocumentTypeIds: documents.map((d) => d.documentTypeId),
        requiredDocumentTypes: REQUIRED_DOCUMENT_TYPES,
      })
    : [];
  return {
    webTransactionNo: data.webTransactionNo,
    caseNo: isDraft ? null : claim.caseNo,
    isReadyForSubmission: isDraft && missingFields.length === 0,
    claimStatus: isDraft ? CLAIM_STATUS_SAVED : CLAIM_STATUS_SUBMITTED,
    claimType: claim.claimType,
    claimTypeDescription: isClaimType(claim.claimType)
      ? CLAIM_TYPE_NAMES[claim.claimType]
      : 'Claim',
    ...SAVINGS_CLAIM_CODES,
    claimReceiptDate: claim.submittedOn,
    dateLastContrib: facts.dateLastContrib,
    membershipDetails: {
      schemeNumber: claim.schemeNumber,
      fundName: claim.fundName,
      membershipNumber: claim.membershipNumber,
      savingsPot: randFromCents(toCents(facts.savingsPotCents)),
      normalRetirementDate: claim.normalRetirementDate,
    },
    amount: data.amountCents === null ? null : randFromCents(data.amountCents),
    annualTaxableIncome:
      data.annualTaxableIncomeCents === null ? null : randFromCents(data.annualTaxableIncomeCents),
    taxNumber: data.taxNumber,
    // A draft's tax number step starts with the number the fund holds (issue 45).
    heldTaxNumber: isDraft ? facts.heldTaxNumber : null,
    // The income step starts with the salary the fund holds, which the member may change.
    heldAnnualSalary:
      isDraft && claim.annualSalaryCents !== null ? randFromCents(claim.annualSalaryCents) : null,
    banking: banking
      ? {
          bankName: banking.bankName,
          branchCode: banking.branchCode,
          accountType: banking.accountType,
          accountNumberMasked: maskAccountNumber(banking.accountNumber),
          accountHolderName: banking.accountHolderName,
        }
      : null,
    documents,
    estimate: estimateOf(data, claimDate, facts),
    validations: {
      kbaPassed: isDraft ? facts.kbaPassed : data.kbaPassedAt !== null,
      idVerified: isDraft ? facts.idVerified : data.idVerifiedAt !== null,
      taxNumberValid: data.taxNumber !== null && validateTaxNumber(data.taxNumber).isValid,
      bankVerified: banking?.verificationResult === 'MATCH',
      bankVerificationResult: banking?.verificationResult ?? null,
    },
    missingFields,
    changedFields: [...changedFields],
    fieldErrors,
  };
}
