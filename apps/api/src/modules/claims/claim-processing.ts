import type { FastifyBaseLogger } from 'fastify';
import { createBackgroundWork, type BackgroundWork } from '../../lib/background-work';
import { tellMember } from '../inbox/tell-member';
import { claimMailPlace } from '../mail/mail-places.repository';
import type { ClaimStatus } from '@portal/domain/claims';
import { formatRand } from '@portal/domain/money';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import {
  avsAccountTypeOf,
  BankVerificationResult,
} from '../../partners/bank-verification/bank-verification-service';
import { IdentityAnswer, validSaIdNumber } from '../../partners/identity/identity-service';
import type { Partners } from '../../partners/partners';
import { portalConfigOf } from '../config/config.routes';
import type { PdfRenderer } from '../pdf/pdf-renderer';
import {
  insertSavingsSales,
  lockClaim,
  lockClaimUnlessTaken,
  recordFailedAttempt,
  savingsHoldingsOf,
  setClaimDataKey,
  setDeclineReason,
  setDirectiveFigures,
  setPaidOn,
  setProcessingState,
  takeDueClaim,
  type ProcessableClaim,
  type ProcessingState,
} from './claim-processing.repository';
import {
  bankMismatchReason,
  CLAIM_DECLINE_REASONS,
  DIRECTIVE_DECLINE_REASONS,
  IDENTITY_DECLINES,
} from './claim-decline-reasons';
import { documentsOfClaim, issueClaimDocument } from './claim-documents.service';
import {
  ClaimDataSchema,
  directiveNote,
  directiveRequestOf,
  initialsOf,
  type ClaimData,
} from './claim-step-data';
import { findMemberClaim, isPaidClaim, setClaimStatus } from './claims.repository';
import { planSavingsSales } from './savings-pot-sales';

// A submitted savings withdrawal claim moves on in the background as the administrator would move
// it (the claims issue; DESIGN §1b): each step once the claim has been in its status for a step
// (CLAIM_STEP_SECONDS):
//   Submitted → DirectiveRequested: the identity (Home Affairs) and the bank account (AVS) are
//     checked again; a mismatch declines the claim. Then the tax directive is asked of SARS.
//   DirectiveRequested → DirectiveIssued: SARS's directive (asked again with the claim's case
//     number as reference: SARS answers the same directive) gives the tax, on the higher of the
//     declared and the known income, and any tax debt; or SARS's refusal declines the claim.
//   DirectiveIssued → Paid: in one transaction the withdrawal and the fee leave the savings pot
//     (units sold at the latest prices, positions kept by the database) and the claim is Paid.
//     Then the payment letter and the lump sum tax certificate are drawn and kept (the member has
//     both from that moment: they are listed from the paid claim, drawn at the latest on download).
// Each step is its own transaction on the locked claim row, re-reading its status, so a claim
// the member cancelled is never moved on and a claim is never paid twice. Only the database holds
// the state: several servers share the work (`for update skip locked`), and a restarted server
// continues where the last one stopped. A partner that cannot be reached leaves the step to be
// tried again later (with a growing pause), CLAIM_MAX_ATTEMPTS times, after which the claim waits
// for an administrator. The seed's declared claims carry no claim data and are left as they are.

declare module 'fastify' {
  interface FastifyInstance {
    /** Submitted savings claims' background processing (the wizard wakes it; tests await it). */
    claimProcessing: ClaimProcessing;
  }
}

export type ClaimProcessing = BackgroundWork;

/** Technical failures of one step before the claim is left for an administrator. */
export const CLAIM_MAX_ATTEMPTS = 10;
/** How long a server keeps a claim it took before another may take it (a stopped server's). */
const LEASE_SECONDS = 300;
/** The longest pause before a step is tried again after a technical failure. */
const MAX_RETRY_SECONDS = 6 * 3600;

const WITHDRAWAL_ROW_NAME = 'Savings pot withdrawal';
const FEE_ROW_NAME = 'Savings withdrawal fee';

export function createClaimProcessing(options: {
  db: Db;
  config: AppConfig;
  partners: Partners;
  /** The PDF pool's background view (claim processing waits its turn, never refused). */
  renderer: Pick<PdfRenderer, 'render'>;
  today: () => string;
  log: FastifyBaseLogger;
  /** Tells the mail outbox of a message queued (the paid claim's email). */
  wakeMail?: () => void;
}): ClaimProcessing {
  const { db, config, partners, renderer, log } = options;
  const stepSeconds = config.savingsClaims.stepMs / 1000;
  const pollMs = Math.min(Math.max(config.savingsClaims.stepMs / 2, 50), 5_000);

  /**
   * Moves the claim from `from` to `to` in one transaction on its locked row, with `apply`'s
   * changes; nothing happens when the claim has meanwhile left `from` (cancelled, or moved on by
   * another server). Answers whether it moved.
   */
  async function advance(
    claim: ProcessableClaim,
    from: ClaimStatus,
    to: ClaimStatus,
    note: string,
    apply?: (tx: Db) => Promise<void>,
    after: ProcessingState = {},
  ): Promise<boolean> {
    const moved = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const locked = await lockClaim(tx, claim.id);
      if (!locked || locked.status !== from) return false;
      await apply?.(tx);
      await setClaimStatus(tx, locked, to, note);
      await setProcessingState(tx, claim.id, after);
      if (to === 'DirectiveRequested' || to === 'DirectiveIssued' || to === 'Declined')
        await tellMember(
          tx,
          claim.memberId,
          {
            kind: 'withdrawal-step',
            caseNo: claim.caseNo,
            step: to,
            note,
            place: await claimMailPlace(tx, claim.id, config.publicUrl),
          },
          { portalName: config.portalName },
        );
      return true;
    });
    if (moved) options.wakeMail?.();
    return moved;
  }

  async function decline(claim: ProcessableClaim, reason: string): Promise<void> {
    const from = claim.status;
    const moved = await advance(claim, from, 'Declined', reason, (tx) =>
      setDeclineReason(tx, claim.id, reason),
    );
    if (moved) log.info({ caseNo: claim.caseNo, from }, 'savings claim declined');
  }

  /** A technical failure: the step is tried again after a pause that doubles each time. */
  async function retryLater(claim: ProcessableClaim, what: string): Promise<void> {
    const attempts = Number((claim.draft.processing as ProcessingState | undefined)?.attempts ?? 0);
    const pause = Math.min(stepSeconds * 2 ** attempts, MAX_RETRY_SECONDS);
    const made = await recordFailedAttempt(db, claim.id, pause);
    if (made >= CLAIM_MAX_ATTEMPTS)
      log.error(
        { caseNo: claim.caseNo, status: claim.status, attempts: made },
        `${what}; the claim is left for an administrator`,
      );
    else log.warn({ caseNo: claim.caseNo, status: claim.status, attempts: made }, what);
  }

  /** Submitted → DirectiveRequested, after the identity and bank account checks. */
  async function checkAndRequestDirective(claim: ProcessableClaim, data: ClaimData) {
    const idNumber = validSaIdNumber(data.idNumber);
    if (!idNumber) return decline(claim, CLAIM_DECLINE_REASONS.incomplete);
    const identity = await partners.identity.verify({ idNumber, surname: claim.member.lastName });
    if (identity === IdentityAnswer.TechnicalError)
      return retryLater(claim, 'identity service unavailable');
    const identityDecline = IDENTITY_DECLINES[identity];
    if (identityDecline) return decline(claim, identityDecline);
    const accountType = avsAccountTypeOf(data.banking.accountType);
    if (!accountType) return decline(claim, CLAIM_DECLINE_REASONS.bankForeign);
    const bank = await partners.bankVerification.verify({
      accountNumber: data.banking.accountNumber,
      accountType,
      branchCode: data.banking.branchCode,
      idNumber,
      initials: initialsOf(claim.member.firstName),
      surname: claim.member.lastName,
    });
    if (bank.result === BankVerificationResult.TechnicalError)
      return retryLater(claim, 'bank account verification unavailable');
    if (bank.result === BankVerificationResult.NonParticipatingBank)
      return decline(claim, CLAIM_DECLINE_REASONS.bankNonParticipating);
    if (bank.result !== BankVerificationResult.Match)
      return decline(claim, bankMismatchReason(bank));
    const moved = await advance(
      claim,
      'Submitted',
      'DirectiveRequested',
      'Your identity and bank account were verified. We asked SARS for a tax directive.',
    );
    if (!moved) return;
    // A directive cannot be reversed: it is asked for only once the claim can no longer be
    // cancelled. Its answer is read at the next step, asking again with the same reference.
    try {
      await partners.sars.requestDirective(directiveRequestOf(claim, data, options.today()));
    } catch (err) {
      log.warn({ err, caseNo: claim.caseNo }, 'tax directive request not sent; asked again later');
    }
  }

  /** DirectiveRequested → DirectiveIssued with SARS's figures, or Declined with its reason. */
  async function recordDirective(claim: ProcessableClaim, data: ClaimData) {
    const answer = await partners.sars.requestDirective(
      directiveRequestOf(claim, data, options.today()),
    );
    if (answer.status === 'technical-error') return retryLater(claim, 'SARS unavailable');
    if (answer.status === 'declined')
      return decline(claim, DIRECTIVE_DECLINE_REASONS[answer.reason]);
    await advance(
      claim,
      'DirectiveRequested',
      'DirectiveIssued',
      directiveNote(answer),
      async (tx) => {
        // The tax column holds everything SARS takes (tax and any tax debt), so that the fee, the
        // tax and the net amount add up to the amount claimed; the claim data keeps them apart.
        await setDirectiveFigures(tx, claim.id, {
          directiveNumber: answer.directiveNumber,
          taxCents: answer.taxCents + answer.taxDebtCents,
          netCents: answer.netCents,
        });
        await setClaimDataKey(tx, claim.id, 'directive', {
          directiveNumber: answer.directiveNumber,
          taxYear: answer.taxYear,
          issuedAt: answer.issuedAt,
          declaredIncomeCents: answer.declaredIncomeCents,
          knownIncomeCents: answer.knownIncomeCents,
          taxableIncomeUsedCents: answer.taxableIncomeUsedCents,
          taxCents: answer.taxCents,
          taxDebtCents: answer.taxDebtCents,
        });
      },
    );
  }

  /** DirectiveIssued → Paid: the rows from the savings pot and the claim's payment, at once. */
  async function pay(claim: ProcessableClaim, data: ClaimData): Promise<void> {
    const today = options.today();
    const outcome = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const locked = await lockClaimUnlessTaken(tx, claim.id);
      if (!locked || locked.status !== 'DirectiveIssued') return 'skipped' as const;
      const feeCents = locked.feeCents ?? 0;
      const plan = planSavingsSales(
        await savingsHoldingsOf(tx, locked.membershipId, today),
        [
          {
            type: 'withdrawal',
            name: WITHDRAWAL_ROW_NAME,
            amountCents: locked.grossCents - feeCents,
          },
          { type: 'fee', name: FEE_ROW_NAME, amountCents: feeCents },
        ],
        today,
      );
      if (!plan.isEnough) {
        await setDeclineReason(tx, claim.id, CLAIM_DECLINE_REASONS.potShort);
        await setClaimStatus(tx, locked, 'Declined', CLAIM_DECLINE_REASONS.potShort);
        await setProcessingState(tx, claim.id, {});
        await tellMember(
          tx,
          claim.memberId,
          {
            kind: 'withdrawal-step',
            caseNo: claim.caseNo,
            step: 'Declined',
            note: CLAIM_DECLINE_REASONS.potShort,
            place: await claimMailPlace(tx, claim.id, config.publicUrl),
          },
          { portalName: config.portalName },
        );
        return 'declined' as const;
      }
      await insertSavingsSales(tx, locked.membershipId, plan.sales);
      await setPaidOn(tx, claim.id, today);
      const last4 = data.banking.accountNumber.slice(-4);
      await setClaimStatus(
        tx,
        locked,
        'Paid',
        `${formatRand(locked.netCents ?? 0)} was paid into your ${data.banking.bankName} account ending ${last4}.`,
      );
      await tellMember(
        tx,
        claim.memberId,
        {
          kind: 'withdrawal-paid',
          caseNo: claim.caseNo,
          netCents: locked.netCents ?? 0,
          place: await claimMailPlace(tx, claim.id, config.publicUrl),
        },
        { portalName: config.portalName },
      );
      // This server issues the documents next; another takes them up only after the lease.
      await setProcessingState(tx, claim.id, {
        documents: 'pending',
        notBefore: new Date(Date.now() + LEASE_SECONDS * 1000).toISOString(),
      });
      return 'paid' as const;
    });
    if (outcome === 'skipped') return;
    options.wakeMail?.();
    log.info(
      { caseNo: claim.caseNo },
      outcome === 'paid' ? 'savings claim paid' : 'savings claim declined',
    );
    if (outcome === 'paid') await issueDocuments(claim);
  }

  /**
   * A paid claim's payment letter and lump sum tax certificate, each drawn and kept once (they are
   * listed from the claim from the moment it is paid, under the file ids they are kept under).
   */
  async function issueDocuments(claim: ProcessableClaim): Promise<void> {
    const row = await findMemberClaim(db, claim.memberId, claim.caseNo);
    if (!row || !isPaidClaim(row)) return;
    const context = {
      renderer,
      portalName: config.portalName,
      callCentrePhone: portalConfigOf(config).constants.callCentrePhone,
    };
    for (const document of documentsOfClaim(row)) await issueClaimDocument(db, context, document);
    await setProcessingState(db, claim.id, { documents: 'issued' });
  }

  async function processOne(claim: ProcessableClaim): Promise<void> {
    if (claim.status === 'Paid') return issueDocuments(claim);
    const parsed = ClaimDataSchema.safeParse(claim.draft);
    if (!parsed.success) return decline(claim, CLAIM_DECLINE_REASONS.incomplete);
    const data = parsed.data;
    if (claim.grossCents - (claim.feeCents ?? 0) <= 0)
      return decline(claim, CLAIM_DECLINE_REASONS.incomplete);
    switch (claim.status) {
      case 'Submitted':
        return checkAndRequestDirective(claim, data);
      case 'DirectiveRequested':
        return recordDirective(claim, data);
      case 'DirectiveIssued':
        return pay(claim, data);
      default:
        return;
    }
  }

  return createBackgroundWork({
    take: () =>
      takeDueClaim(db, {
        stepSeconds,
        leaseSeconds: LEASE_SECONDS,
        maxAttempts: CLAIM_MAX_ATTEMPTS,
      }),
    work: processOne,
    failed: async (claim, err) => {
      log.error({ err, caseNo: claim.caseNo, status: claim.status }, 'savings claim step failed');
      await retryLater(claim, 'savings claim step failed');
    },
    name: 'savings claim',
    log,
    pollMs,
  });
}
