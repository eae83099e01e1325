import { randomBytes } from 'node:crypto';
import type { ClaimDraft } from '@portal/contract/savings-claim';
import {
  applyDraftInput,
  draftMissingFields,
  missingFieldWords,
  notReadyMessage,
  type DraftAnswers,
  type DraftInput,
} from '@portal/domain/savings-claim-draft';
import { savingsWithdrawalEstimate } from '@portal/domain/savings-withdrawal';
import type { ConfirmationDetails } from '../../auth/step-up-confirmation';
import { inTransaction, type Db } from '../../db/client';
import { tellMember } from '../inbox/tell-member';
import { withdrawalPages } from '../mail/claim-mail';
import { claimMailPlace } from '../mail/mail-places.repository';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, notFound } from '../../lib/app-error';
import { todayOf } from '../../lib/clock';
import type { SavingsClaimData } from '../claims/savings-claim-data';
import { memberVerification } from '../kba/member-verification';
import { recordGivenTaxNumber } from '../profile/tax-number';
import {
  findClaimByIdempotencyKey,
  findMemberIdentity,
  findOpenDraft,
  insertDraftClaim,
  lockMembership,
  submitDraft,
  updateDraft,
  type SavingsClaimRow,
} from './savings-claim.repository';
import { REQUIRED_DOCUMENT_TYPES, uploadedDocumentsOf } from './savings-claim-view';
import { submissionToConfirm } from './withdrawal-confirmation';
import {
  allowedOn,
  CLAIM_NOT_DRAFT_MESSAGE,
  draftAnswer,
  memberSavingsClaim,
  membershipOf,
  NO_SAVINGS_POT_MESSAGE,
  potCentsOf,
  requireDraft,
  SUBMIT_NEEDS_DRAFT_MESSAGE,
  type SavingsClaimDeps,
} from './savings-claim-lookup';

export {
  CLAIM_CANCELLED_MESSAGE,
  CLAIM_NOT_DRAFT_MESSAGE,
  memberSavingsClaim,
  NO_SAVINGS_POT_MESSAGE,
  requireDraft,
  SUBMIT_NEEDS_DRAFT_MESSAGE,
  type SavingsClaimDeps,
} from './savings-claim-lookup';

// spec 3 §7 processbymemberclaim / processbymemberclaimv2 and the draft behind the savings
// withdrawal wizard (the claims issue): one open draft per membership, saved field by field,
// submitted once however often the member presses the button or the request is retried.

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

/** spec 3 §7 processbymemberclaim(v2): claimSubmissionType 1 saves, 2 submits. */
/**
 * Inside a submission's transaction, with what the member is submitting: throws unless the member
 * has confirmed exactly that (auth/step-up-confirmation.ts).
 */
export type ConfirmSubmission = (tx: Db, details: ConfirmationDetails) => Promise<void>;

export async function processMemberClaim(
  deps: SavingsClaimDeps,
  memberId: number,
  input: ProcessInput,
  confirm: ConfirmSubmission,
): Promise<{ draft: ClaimDraft; isNewSubmission: boolean }> {
  if (input.claimSubmissionType === 2) return submitClaim(deps, memberId, input, confirm);
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

async function submitClaim(
  deps: SavingsClaimDeps,
  memberId: number,
  input: ProcessInput,
  confirm: ConfirmSubmission,
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
      // Money moves: the member has confirmed this fund, amount and account, and no other.
      await confirm(
        tx,
        submissionToConfirm(
          { webTransactionNo, schemeNumber: locked.schemeNumber, fundName: locked.fundName },
          amountCents,
          banking,
        ),
      );
      const estimate = savingsWithdrawalEstimate({
        amountCents,
        feeCents,
        annualTaxableIncomeCents,
        claimDate: today,
        dateOfBirth: identity.dateOfBirth,
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
      // The number given is recorded on the member when the fund holds none (issue 45); one held
      // is kept, and the claim keeps the number as given.
      await recordGivenTaxNumber(tx, memberId, data.taxNumber, now);
      const submitted = await memberSavingsClaim(tx, memberId, webTransactionNo);
      const place = await claimMailPlace(tx, submitted.id, config.publicUrl);
      const tell = { portalName: config.portalName };
      const caseNo = submitted.caseNo;
      await tellMember(
        tx,
        memberId,
        { kind: 'withdrawal-submitted', caseNo, grossCents: amountCents, place },
        tell,
      );
      // Where the money goes is a security notice of its own, always mailed.
      await tellMember(
        tx,
        memberId,
        {
          kind: 'bank-details-given',
          at: now,
          caseNo,
          bankName: banking.bankName,
          accountLast4: banking.accountNumber.slice(-4),
          page: withdrawalPages(place, caseNo).claim,
          portalUrl: config.publicUrl,
        },
        tell,
      );
      return { claim: submitted, isNew: true, potCents };
    });
    return {
      draft: await draftAnswer(deps, memberId, outcome.claim, [], outcome.potCents),
      isNewSubmission: outcome.isNew,
    };
  } catch (error) {
    // The same key was taken meanwhile by a submission of another draft: that claim answers.
    if (key !== null && isUniqueViolation(error, 'claims_idempotency_key')) {
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
