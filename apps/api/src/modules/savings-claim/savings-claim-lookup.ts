import type { ClaimAllowed } from '@portal/contract/claims';
import type { ClaimDraft } from '@portal/contract/savings-claim';
import { ClaimType } from '@portal/domain/claims';
import { addDays } from '@portal/domain/dates';
import type { ProjectionInputs } from '@portal/domain/projection';
import { toCents } from '@portal/domain/money';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { todayOf } from '../../lib/clock';
import { claimsAllowed } from '../claims/claim-allowed.service';
import { membershipsOf } from '../fund/fund.repository';
import { memberVerification } from '../kba/member-verification';
import { projectionInputsFor } from '../projection/projection.service';
import {
  findClaimByWebTransactionNo,
  findMemberIdentity,
  lastContributionDate,
  type SavingsClaimRow,
} from './savings-claim.repository';
import { claimDraftOf, uploadedDocumentsOf, type ViewFacts } from './savings-claim-view';

// The savings withdrawal wizard's look-ups (savings-claim.service.ts saves and submits; the bank,
// ID and document steps read the same): the member's own fund and claim or a 404, whether the
// claim may still change, and the claim as the wizard shows it.

export type SavingsClaimDeps = {
  db: Db;
  config: Pick<AppConfig, 'today' | 'savingsClaims' | 'portalName' | 'publicUrl'>;
};

export const NO_SAVINGS_POT_MESSAGE =
  'This fund has no savings pot, so a savings withdrawal cannot be claimed from it.';
export const CLAIM_NOT_DRAFT_MESSAGE =
  'This claim has already been submitted, so it can no longer be changed.';
export const CLAIM_CANCELLED_MESSAGE =
  'This claim was cancelled, so it can no longer be changed or submitted. Please start a new claim.';
export const SUBMIT_NEEDS_DRAFT_MESSAGE =
  'Please save your claim before you submit it: the submission must name the claim (webTransactionNo).';

export function potCentsOf(allowed: ClaimAllowed): number {
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
export async function membershipOf(
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

/**
 * The member's projection inputs for the claim's fund (DESIGN §1e: the withdrawal's cost at
 * retirement is the one projection's): a draft's as the fund stands now; a submitted claim's as
 * it stood the day before it was submitted, before its payment left the savings pot. Null when
 * the fund is not projected.
 */
async function projectionInputsOfClaim(
  db: Db,
  memberId: number,
  claim: Pick<SavingsClaimRow, 'schemeNumber' | 'submittedOn'>,
  today: string,
): Promise<ProjectionInputs | null> {
  const on = claim.submittedOn === null ? undefined : addDays(claim.submittedOn, -1);
  // As GET /api/Projection/{schemeNumber} asks for them (the portal's today for a fund that
  // holds nothing yet), so the cost here is the one its inputs give.
  const found = await projectionInputsFor(db, memberId, claim.schemeNumber, on, { today });
  return found.projected ? found.inputs : null;
}

/** Everything the answer needs besides the claim row. */
export async function viewFactsOf(
  deps: SavingsClaimDeps,
  memberId: number,
  claim: Pick<SavingsClaimRow, 'membershipId' | 'schemeNumber' | 'submittedOn'>,
  savingsPotCents?: number,
): Promise<ViewFacts> {
  const { db, config } = deps;
  const today = todayOf(config);
  const [identity, verification, dateLastContrib, potCents, projectionInputs] = await Promise.all([
    findMemberIdentity(db, memberId),
    memberVerification(db, memberId, new Date()),
    lastContributionDate(db, claim.membershipId),
    savingsPotCents === undefined
      ? claimsAllowed(db, memberId, today, claim.schemeNumber).then(({ memberships }) =>
          memberships[0] ? potCentsOf(memberships[0]) : 0,
        )
      : Promise.resolve(savingsPotCents),
    projectionInputsOfClaim(db, memberId, claim, today),
  ]);
  return {
    today,
    feeCents: config.savingsClaims.feeCents,
    dateOfBirth: identity.dateOfBirth,
    savingsPotCents: potCents,
    kbaPassed: verification.kbaPassed,
    idVerified: verification.idVerified,
    dateLastContrib,
    projectionInputs,
    heldTaxNumber: identity.incomeTaxNumber,
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
