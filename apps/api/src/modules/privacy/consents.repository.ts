import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { ConsentKind } from '@portal/contract/calls/privacy';
import type { Db } from '../../db/client';
import {
  claims,
  memberConsents,
  members,
  nominationAudit,
  noticePreferences,
  referralLeads,
} from '../../db/schema';

// The member's consents (issue 49 point 3): the rows of member_consents, and the places the portal
// captured a consent before it had them (a nomination's declarations, a claim's declaration, a
// referral, the notification choices). Every read is scoped by member_id.

/** The most rows of each kind the record shows (the latest first). */
const RECORD_MAX = 100;

/** Where the member's consent of the kind stands: the latest row, if any. */
export async function latestConsent(db: Db, memberId: number, kind: ConsentKind) {
  const [row] = await db
    .select({ action: memberConsents.action, at: memberConsents.at })
    .from(memberConsents)
    .where(and(eq(memberConsents.memberId, memberId), eq(memberConsents.kind, kind)))
    .orderBy(desc(memberConsents.at), desc(memberConsents.id))
    .limit(1);
  return row;
}

/**
 * Keeps the member's choice, and moves the member's data version (the members row's trigger,
 * migration 0017) so that the answers that read it are computed again.
 */
export async function insertConsent(
  tx: Db,
  consent: { memberId: number; kind: ConsentKind; action: 'given' | 'withdrawn'; at: Date },
): Promise<void> {
  await tx.insert(memberConsents).values({ ...consent, channel: 'portal' });
  await tx.update(members).set({ updatedAt: consent.at }).where(eq(members.id, consent.memberId));
}

export async function consentRows(db: Db, memberId: number) {
  const [choices, nominations, submitted, referrals, preferences] = await Promise.all([
    db
      .select()
      .from(memberConsents)
      .where(eq(memberConsents.memberId, memberId))
      .orderBy(desc(memberConsents.at))
      .limit(RECORD_MAX),
    db
      .select({ at: nominationAudit.at, action: nominationAudit.action })
      .from(nominationAudit)
      .where(eq(nominationAudit.memberId, memberId))
      .orderBy(desc(nominationAudit.at))
      .limit(RECORD_MAX),
    db
      .select({ caseNo: claims.caseNo, submittedOn: claims.submittedOn })
      .from(claims)
      .where(and(eq(claims.memberId, memberId), isNotNull(claims.submittedOn)))
      .orderBy(desc(claims.submittedOn))
      .limit(RECORD_MAX),
    db
      .select({ at: referralLeads.createdAt })
      .from(referralLeads)
      .where(eq(referralLeads.memberId, memberId))
      .limit(RECORD_MAX),
    db
      .select({
        category: noticePreferences.category,
        email: noticePreferences.email,
        sms: noticePreferences.sms,
        at: noticePreferences.updatedAt,
      })
      .from(noticePreferences)
      .where(eq(noticePreferences.memberId, memberId)),
  ]);
  return { choices, nominations, submitted, referrals, preferences };
}
