import type { ClaimDetails, ClaimSummary } from '@portal/contract/claims';
import { BANK_ACCOUNT_TYPES } from '@portal/domain/banks';
import { estimatedClaimTax, lumpSumKindOfClaim } from '@portal/domain/claim-tax-estimate';
import {
  canCancelClaim,
  CLAIM_STATUS_NAMES,
  CLAIM_TYPE_NAMES,
  isClaimType,
} from '@portal/domain/claims';
import { todayInJohannesburg } from '@portal/domain/dates';
import { randFromCents } from '@portal/domain/money';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { expectedStepsOf, retirementSplitOf } from './claim-outlook';
import type { SavingsClaimData } from './savings-claim-data';
import { isSavingsClaimType, savingsWithdrawalTold } from './savings-withdrawal-told';
import {
  claimsOfMember,
  eventsOfClaim,
  findMemberClaim,
  isPaidClaim,
  paidClaimsOfMember,
  uploadedDocumentsOf,
  setClaimStatus,
  type ClaimRow,
} from './claims.repository';

// spec 3 §7: following claims (GetMemberClaims, GetClaimDetails) and cancelClaim.

function typeName(code: number): string {
  return isClaimType(code) ? CLAIM_TYPE_NAMES[code] : 'Claim';
}

function rand(cents: number | null): number | null {
  return cents === null ? null : randFromCents(cents);
}

export function claimSummaryOf(claim: ClaimRow): ClaimSummary {
  return {
    caseNo: claim.caseNo,
    claimType: claim.claimType,
    claimTypeDescription: typeName(claim.claimType),
    status: claim.status,
    statusDescription: CLAIM_STATUS_NAMES[claim.status],
    fundName: claim.fundName,
    schemeNumber: claim.schemeNumber,
    membershipNumber: claim.membershipNumber,
    submittedDate: claim.submittedOn,
    lastUpdated: claim.updatedAt.toISOString(),
    grossAmount: randFromCents(claim.grossCents),
    netAmount: rand(claim.netCents),
    canCancel: canCancelClaim(claim.status),
  };
}

const ACCOUNT_TYPE_NAMES = new Map<number, string>(
  Object.entries(BANK_ACCOUNT_TYPES).map(([name, code]) => [code, name]),
);

/** '•••• 1234': a bank account is only ever shown by its last four digits. */
export function maskedAccount(last4: string): string {
  return `•••• ${last4}`;
}

export async function memberClaims(db: Db, memberId: number) {
  const rows = await claimsOfMember(db, memberId);
  return { success: true, claims: rows.map(claimSummaryOf) };
}

export async function memberClaim(db: Db, memberId: number, caseNo: string): Promise<ClaimRow> {
  const claim = await findMemberClaim(db, memberId, caseNo);
  if (!claim) throw notFound();
  return claim;
}

export async function claimDetails(
  db: Db,
  memberId: number,
  caseNo: string,
  today: string,
): Promise<{ success: true; claim: ClaimDetails }> {
  const claim = await memberClaim(db, memberId, caseNo);
  const events = await eventsOfClaim(db, claim.id);
  const fileIds = (claim.draft as Partial<SavingsClaimData> | null)?.documentFileIds;
  const documents = await uploadedDocumentsOf(
    db,
    memberId,
    Array.isArray(fileIds) ? fileIds.filter((id): id is string => typeof id === 'string') : [],
  );
  const [estimate, withdrawal, retirementSplit] = await Promise.all([
    estimatedTaxOf(db, memberId, claim),
    isPaidClaim(claim) && isSavingsClaimType(claim.claimType)
      ? savingsWithdrawalTold(db, claim)
      : null,
    retirementSplitOf(db, claim),
  ]);
  return {
    success: true,
    claim: {
      ...claimSummaryOf(claim),
      feeAmount: rand(claim.feeCents),
      taxAmount: rand(claim.taxCents),
      estimatedTax: estimate && { amount: randFromCents(estimate.taxCents), label: estimate.label },
      directiveNumber: claim.directiveNumber,
      declineReason: claim.declineReason,
      paidDate: claim.paidOn,
      savingsWithdrawal: withdrawal && {
        savingsPotAfter: randFromCents(withdrawal.savingsPotAfterCents),
        nextWithdrawalFrom: withdrawal.nextWithdrawalFrom,
      },
      retirementSplit,
      expectedSteps: expectedStepsOf(claim, events, today),
      bankAccount:
        claim.bankName && claim.bankAccountLast4
          ? {
              bankName: claim.bankName,
              accountType: ACCOUNT_TYPE_NAMES.get(claim.bankAccountType ?? 0) ?? 'Account',
              accountNumberMasked: maskedAccount(claim.bankAccountLast4),
            }
          : null,
      history: events.map((event) => ({
        status: event.status,
        statusDescription: CLAIM_STATUS_NAMES[event.status],
        at: event.at.toISOString(),
        note: event.note,
      })),
      documents: documents.map((doc) => ({
        fileId: doc.fileId,
        fileName: doc.fileName,
        title: doc.title,
        uploadedAt: doc.createdAt.toISOString(),
      })),
    },
  };
}

/**
 * A retirement, withdrawal or death claim's estimated tax until SARS's directive gives it: the lump
 * sum tables as of the day it was submitted (a draft: the day it was made), with the member's
 * earlier paid claims as earlier lump sums.
 */
async function estimatedTaxOf(db: Db, memberId: number, claim: ClaimRow) {
  const kind = lumpSumKindOfClaim(claim.claimType);
  if (kind === null || kind === 'savings' || claim.taxCents !== null) return null;
  const paid = await paidClaimsOfMember(db, memberId);
  const on = claim.submittedOn ?? todayInJohannesburg(claim.createdAt);
  return estimatedClaimTax(claim, on, paid);
}

export const CANNOT_CANCEL_MESSAGE =
  'This claim can no longer be cancelled: its tax directive has already been requested from SARS.';

/**
 * spec 3 §7 cancelClaim: the member's own claim, while it can be cancelled (before the tax
 * directive is requested); the claim row is locked so that the administrator's next step and the
 * cancellation cannot both happen.
 */
export async function cancelMemberClaim(db: Db, memberId: number, caseNo: string) {
  const claim = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const found = await findMemberClaim(t, memberId, caseNo, { forUpdate: true });
    if (!found) throw notFound();
    if (!canCancelClaim(found.status)) throw new AppError('CONFLICT', CANNOT_CANCEL_MESSAGE);
    await setClaimStatus(t, found, 'Cancelled', 'Cancelled by the member online.');
    const updated = await findMemberClaim(t, memberId, caseNo);
    if (!updated) throw notFound();
    return updated;
  });
  return { success: true, claim: claimSummaryOf(claim) };
}
