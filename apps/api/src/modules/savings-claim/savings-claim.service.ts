import { randomBytes } from 'node:crypto';
import type { ClaimAllowed } from '@portal/contract/claims';
import type { ClaimDraft } from '@portal/contract/savings-claim';
import { ClaimType } from '@portal/domain/claims';
import { toCents } from '@portal/domain/money';
import {
  applyDraftInput,
  draftMissingFields,
  missingFieldWords,
  notReadyMessage,
  type DraftAnswers,
  type DraftInput,
} from '@portal/domain/savings-claim-draft';
import { savingsWithdrawalEstimate } from '@portal/domain/savings-withdrawal';
import type { AppConfig } from '../../config';
import { inTransaction, type Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { todayOf } from '../../lib/clock';
import { membershipsOf } from '../fund/fund.repository';
import { claimsAllowed } from '../claims/claim-allowed.service';
import type { SavingsClaimData } from '../claims/savings-claim-data';
import { memberVerification } from '../kba/member-verification';
import {
  findClaimByIdempotencyKey,
  findClaimByWebTransactionNo,
  findMemberIdentity,
  findOpenDraft,
  insertDraftClaim,
  lastContributionDate,
  lockMembership,
  submitDraft,
  updateDraft,
  type SavingsClaimRow,
} from './savings-claim.repository';
import {
  claimDraftOf,
  REQUIRED_DOCUMENT_TYPES,
  uploadedDocumentsOf,
  type ViewFacts,
} from './savings-claim-view';

// spec 3 §7 processbymemberclaim / processbymemberclaimv2 and the draft behind the savings
// withdrawal wizard (the claims issue): one open draft per membership, saved field by field,
// submitted once however often the member presses the button or the request is retried.

export type SavingsClaimDeps = { db: Db; config: Pick<AppConfig, 'today' | 'savingsClaims'> };

export const NO_SAVINGS_POT_MESSAGE =
  'This fund has no savings pot, so a savings withdrawal cannot be claimed from it.';
export const CLAIM_NOT_DRAFT_MESSAGE =
  'This claim has already been submitted, so it can no longer be changed.';
export const CLAIM_CANCELLED_MESSAGE =
  'This claim was cancelled, so it can no longer be changed or submitted. Please start a new claim.';
export const SUBMIT_NEEDS_DRAFT_MESSAGE =
  'Please save your claim before you submit it: the submission must name the claim (webTransactionNo).';

export type ProcessInput = {
  webTransactionNo?: string | null | undefined;
  schemeNumber: string;
  claimSubmissionType: 1 | 2;
  idempotencyKey?: string | undefined;
  claim: DraftInput;
};

/** A new draft's number: 'WT' and 16 random hex digits (not guessable, not counted). */
function newWebTransactionNo(): string {
  return `WT${randomBytes(8).toString('hex').toUpperCase()}`;
}

function emptyData(webTransactionNo: string): SavingsClaimData {
  return {
    webTransactionNo,
    amountCents: null,
    annualTaxableIncomeCents: null,
    taxNumber: null,
    banking: null,
    idNumber: null,
    idVerifiedAt: null,
    kbaPassedAt: null,
    feeCents: null,
    estimatedTaxCents: null,
    estimatedNetCents: null,
    documentFileIds: [],
  };
}

function answersOf(data: SavingsClaimData): DraftAnswers {
  return {
    amountCents: data.amountCents,
    annualTaxableIncomeCents: data.annualTaxableIncomeCents,
    taxNumber: data.taxNumber,
  };
}

/** A submission whose fields are refused: 400 with each field's messages; nothing was kept. */
function refusedSubmission(fieldErrors: Record<string, string[]>): AppError {
  return new AppError('BAD_REQUEST', Object.values(fieldErrors).flat().join(' '), fieldErrors);
}

function potCentsOf(allowed: ClaimAllowed): number {
  return toCents(Math.round(allowed.savingsPot * 100));
}

/** The membership's CheckClaimAllowed answer; another member's fund is a 404. */
export async function allowedOn(
  db: Db,
  memberId: number,
  today: string,
  schemeNumber: string,
): Promise<ClaimAllowed> {
  const { memberships } = await claimsAllowed(db, memberId, today, schemeNumber);
  const allowed = memberships[0];
  if (!allowed) throw new AppError('CONFLICT', NO_SAVINGS_POT_MESSAGE);
  return allowed;
}

/** The member's membership of a fund, else 404; a retail product's claim is RetailSavings. */
async function membershipOf(
  db: Db,
  memberId: number,
  schemeNumber: string,
): Promise<{ membershipId: number; claimType: number }> {
  const found = (await membershipsOf(db, memberId)).find(
    (m) => m.product.schemeNumber === schemeNumber,
  );
  if (!found) throw notFound();
  return {
    membershipId: found.membership.id,
    claimType:
      found.product.productTypeCategory === 'Retail' ? ClaimType.RetailSavings : ClaimType.Savings,
  };
}

/** The member's own wizard claim by its number, else 404. */
export async function memberSavingsClaim(
  db: Db,
  memberId: number,
  webTransactionNo: string,
  options: { forUpdate?: boolean } = {},
): Promise<SavingsClaimRow> {
  const claim = await findClaimByWebTransactionNo(db, memberId, webTransactionNo, options);
  if (!claim) throw notFound();
  return claim;
}

/** A claim that is still a draft, or why it cannot change. */
export function requireDraft(claim: SavingsClaimRow): void {
  if (claim.status === 'Cancelled') throw new AppError('CONFLICT', CLAIM_CANCELLED_MESSAGE);
  if (claim.status !== 'Draft') throw new AppError('CONFLICT', CLAIM_NOT_DRAFT_MESSAGE);
}

/** Everything the answer needs besides the claim row. */
export async function viewFactsOf(
  deps: SavingsClaimDeps,
  memberId: number,
  claim: Pick<SavingsClaimRow, 'membershipId' | 'schemeNumber'>,
  savingsPotCents?: number,
): Promise<ViewFacts> {
  const { db, config } = deps;
  const today = todayOf(config);
  const [identity, verification, dateLastContrib, potCents] = await Promise.all([
    findMemberIdentity(db, memberId),
    memberVerification(db, memberId, new Date()),
    lastContributionDate(db, claim.membershipId),
    savingsPotCents === undefined
      ? claimsAllowed(db, memberId, today, claim.schemeNumber).then(({ memberships }) =>
          memberships[0] ? potCentsOf(memberships[0]) : 0,
        )
      : Promise.resolve(savingsPotCents),
  ]);
  return {
    today,
    feeCents: config.savingsClaims.feeCents,
    dateOfBirth: identity.dateOfBirth,
    savingsPotCents: potCents,
    kbaPassed: verification.kbaPassed,
    idVerified: verification.idVerified,
    dateLastContrib,
  };
}

export async function draftAnswer(
  deps: SavingsClaimDeps,
  memberId: number,
  claim: SavingsClaimRow,
  changedFields: readonly string[] = [],
  savingsPotCents?: number,
  refusals: Record<string, string[]> = {},
): Promise<ClaimDraft> {
  const [facts, documents] = await Promise.all([
    viewFactsOf(deps, memberId, claim, savingsPotCents),
    uploadedDocumentsOf(deps.db, memberId, claim.data),
  ]);
  return claimDraftOf(claim, facts, documents, changedFields, refusals);
}

/** spec 3 §7 processbymemberclaim(v2): claimSubmissionType 1 saves, 2 submits. */
export async function processMemberClaim(
  deps: SavingsClaimDeps,
  memberId: number,
  input: ProcessInput,
): Promise<{ draft: ClaimDraft; isNewSubmission: boolean }> {
  if (input.claimSubmissionType === 2) return submitClaim(deps, memberId, input);
  return { draft: await saveDraft(deps, memberId, input), isNewSubmission: false };
}

async function saveDraft(
  deps: SavingsClaimDeps,
  memberId: number,
  input: ProcessInput,
): Promise<ClaimDraft> {
  const { db, config } = deps;
  const today = todayOf(config);
  const allowed = await allowedOn(db, memberId, today, input.schemeNumber);
  const potCents = potCentsOf(allowed);

  if (input.webTransactionNo) {
    const webTransactionNo = input.webTransactionNo;
    const outcome = await inTransaction(db, async (tx) => {
      const found = await memberSavingsClaim(tx, memberId, webTransactionNo, { forUpdate: true });
      if (found.schemeNumber !== input.schemeNumber) throw notFound();
      requireDraft(found);
      return applySave(tx, memberId, found, input.claim, potCents);
    });
    return answerOf(deps, memberId, outcome, potCents);
  }

  // The first save: only when CheckClaimAllowed allows; one open draft per membership.
  if (!allowed.isAllowed) throw new AppError('CONFLICT', allowed.reason ?? NO_SAVINGS_POT_MESSAGE);
  const { membershipId, claimType } = await membershipOf(db, memberId, input.schemeNumber);
  const outcome = await inTransaction(db, async (tx): Promise<SaveOutcome> => {
    await lockMembership(tx, membershipId);
    const open = await findOpenDraft(tx, memberId, membershipId);
    if (open) return applySave(tx, memberId, open, input.claim, potCents);
    // The draft is made even when the save's fields are refused: none of them is kept in it.
    const webTransactionNo = newWebTransactionNo();
    await insertDraftClaim(tx, {
      memberId,
      membershipId,
      claimType,
      data: emptyData(webTransactionNo),
    });
    const created = await memberSavingsClaim(tx, memberId, webTransactionNo);
    return applySave(tx, memberId, created, input.claim, potCents);
  });
  return answerOf(deps, memberId, outcome, potCents);
}

function answerOf(
  deps: SavingsClaimDeps,
  memberId: number,
  outcome: SaveOutcome,
  potCents: number,
): Promise<ClaimDraft> {
  return draftAnswer(deps, memberId, outcome.claim, outcome.changed, potCents, outcome.refusals);
}

/** A save's outcome: the claim as it now is, what changed, and what was refused. */
type SaveOutcome = {
  claim: SavingsClaimRow;
  changed: readonly string[];
  refusals: Record<string, string[]>;
};

/**
 * Applies a save to a locked draft (inside the transaction). A refused field refuses the whole
 * save: nothing of it is written, and the refusals are answered with the draft as it was.
 */
async function applySave(
  tx: Db,
  memberId: number,
  claim: SavingsClaimRow,
  input: DraftInput,
  potCents: number,
): Promise<SaveOutcome> {
  const result = applyDraftInput(answersOf(claim.data), input, potCents);
  if (!result.isValid) return { claim, changed: [], refusals: result.fieldErrors };
  if (result.changedFields.length === 0) return { claim, changed: [], refusals: {} };
  const written = await updateDraft(tx, claim, { ...claim.data, ...result.answers });
  if (!written) throw new AppError('CONFLICT', CLAIM_NOT_DRAFT_MESSAGE);
  const updated = await memberSavingsClaim(tx, memberId, claim.data.webTransactionNo);
  return { claim: updated, changed: result.changedFields, refusals: {} };
}

/** PostgreSQL's unique_violation. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

async function submitClaim(
  deps: SavingsClaimDeps,
  memberId: number,
  input: ProcessInput,
): Promise<{ draft: ClaimDraft; isNewSubmission: boolean }> {
  const { db, config } = deps;
  const key = input.idempotencyKey ?? null;
  // A retry of a submission that went through answers the claim it made.
  if (key !== null) {
    const earlier = await findClaimByIdempotencyKey(db, memberId, key);
    if (earlier)
      return { draft: await draftAnswer(deps, memberId, earlier), isNewSubmission: false };
  }
  if (!input.webTransactionNo) throw new AppError('BAD_REQUEST', SUBMIT_NEEDS_DRAFT_MESSAGE);
  const webTransactionNo = input.webTransactionNo;
  const first = await memberSavingsClaim(db, memberId, webTransactionNo);
  if (first.schemeNumber !== input.schemeNumber) throw notFound();
  if (first.status !== 'Draft' && first.status !== 'Cancelled')
    return { draft: await draftAnswer(deps, memberId, first), isNewSubmission: false };
  requireDraft(first);

  const today = todayOf(config);
  const now = new Date();
  const [verification, identity] = await Promise.all([
    memberVerification(db, memberId, now),
    findMemberIdentity(db, memberId),
  ]);
  const feeCents = config.savingsClaims.feeCents;

  try {
    const outcome = await inTransaction(db, async (tx) => {
      await lockMembership(tx, first.membershipId);
      const locked = await memberSavingsClaim(tx, memberId, webTransactionNo, { forUpdate: true });
      // Submitted meanwhile (a second press of the button): the same claim answers.
      if (locked.status !== 'Draft' && locked.status !== 'Cancelled')
        return { claim: locked, isNew: false, potCents: undefined };
      requireDraft(locked);
      // CheckClaimAllowed again, in the same transaction as the submission.
      const allowed = await allowedOn(tx, memberId, today, locked.schemeNumber);
      if (!allowed.isAllowed)
        throw new AppError('CONFLICT', allowed.reason ?? NO_SAVINGS_POT_MESSAGE);
      const potCents = potCentsOf(allowed);
      const saved = applyDraftInput(answersOf(locked.data), input.claim, potCents);
      if (!saved.isValid) throw refusedSubmission(saved.fieldErrors);
      const data: SavingsClaimData = { ...locked.data, ...saved.answers };
      const documents = await uploadedDocumentsOf(tx, memberId, data);
      const missing = draftMissingFields({
        ...saved.answers,
        kbaPassed: verification.kbaPassed,
        idVerified: verification.idVerified,
        bankVerificationResult: data.banking?.verificationResult ?? null,
        savingsPotCents: potCents,
        uploadedDocumentTypeIds: documents.map((d) => d.documentTypeId),
        requiredDocumentTypes: REQUIRED_DOCUMENT_TYPES,
      });
      const { amountCents, annualTaxableIncomeCents } = saved.answers;
      const banking = data.banking;
      if (
        missing.length > 0 ||
        amountCents === null ||
        annualTaxableIncomeCents === null ||
        banking === null
      ) {
        throw new AppError(
          'BAD_REQUEST',
          notReadyMessage(missing, REQUIRED_DOCUMENT_TYPES),
          Object.fromEntries(
            missing.map((field) => [field, [missingFieldWords(field, REQUIRED_DOCUMENT_TYPES)]]),
          ),
        );
      }
      const estimate = savingsWithdrawalEstimate({
        amountCents,
        feeCents,
        annualTaxableIncomeCents,
        claimDate: today,
        dateOfBirth: identity.dateOfBirth,
        normalRetirementDate: locked.normalRetirementDate ?? today,
      });
      const at = now.toISOString();
      await submitDraft(tx, locked, {
        submittedOn: today,
        grossCents: amountCents,
        feeCents: estimate.feeCents,
        bankName: banking.bankName,
        bankBranchCode: banking.branchCode,
        bankAccountType: banking.accountType,
        bankAccountLast4: banking.accountNumber.slice(-4),
        idempotencyKey: key,
        data: {
          ...data,
          idNumber: identity.idNumber,
          idVerifiedAt: at,
          kbaPassedAt: at,
          feeCents: estimate.feeCents,
          estimatedTaxCents: estimate.taxCents,
          estimatedNetCents: estimate.netCents,
        },
      });
      const submitted = await memberSavingsClaim(tx, memberId, webTransactionNo);
      return { claim: submitted, isNew: true, potCents };
    });
    return {
      draft: await draftAnswer(deps, memberId, outcome.claim, [], outcome.potCents),
      isNewSubmission: outcome.isNew,
    };
  } catch (error) {
    // The same key was taken meanwhile by a submission of another draft: that claim answers.
    if (key !== null && isUniqueViolation(error)) {
      const earlier = await findClaimByIdempotencyKey(db, memberId, key);
      if (earlier)
        return { draft: await draftAnswer(deps, memberId, earlier), isNewSubmission: false };
    }
    throw error;
  }
}

/** The member's open draft on a fund, to resume the wizard; null when there is none. */
export async function claimDraftOnFund(
  deps: SavingsClaimDeps,
  memberId: number,
  schemeNumber: string,
): Promise<ClaimDraft | null> {
  const { membershipId } = await membershipOf(deps.db, memberId, schemeNumber);
  const open = await findOpenDraft(deps.db, memberId, membershipId);
  return open ? draftAnswer(deps, memberId, open) : null;
}
