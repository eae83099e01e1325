import { randomBytes } from 'node:crypto';
import { ClaimType } from '@portal/domain/claims';
import { findMemberIdByAfGroupId } from '../../auth/sessions.repository';
import { inTransaction, type Db } from '../../db/client';
import { membershipsOf } from '../fund/fund.repository';
import { deleteDraft, insertDraftClaim } from './savings-claim.repository';

// For tests that need a member to hold a savings claim draft whatever their fund allows today (the
// isolation matrix): written through the module's repository, and removed afterwards.

export type TestDraft = { webTransactionNo: string; remove: () => Promise<void> };

/** An empty draft of the member `afGroupId` on their fund `schemeNumber`. */
export async function openTestDraft(
  db: Db,
  afGroupId: string,
  schemeNumber: string,
): Promise<TestDraft> {
  const memberId = await findMemberIdByAfGroupId(db, afGroupId);
  if (memberId === undefined) throw new Error(`no member ${afGroupId}`);
  const membership = (await membershipsOf(db, memberId)).find(
    (m) => m.product.schemeNumber === schemeNumber,
  );
  if (!membership) throw new Error(`member ${afGroupId} holds no fund ${schemeNumber}`);
  const webTransactionNo = `WT${randomBytes(8).toString('hex').toUpperCase()}`;
  await inTransaction(db, (tx) =>
    insertDraftClaim(tx, {
      memberId,
      membershipId: membership.membership.id,
      claimType: ClaimType.Savings,
      data: {
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
      },
    }),
  );
  return { webTransactionNo, remove: () => deleteDraft(db, memberId, webTransactionNo) };
}
