import type { z } from 'zod';
import type { DeceasedMemberAlertSchema } from '@portal/contract/savings-claim';
import { deceasedAlertSchema } from '@portal/domain/deceased-alert';
import { inTransaction, type Db } from '../../db/client';
import { parseOrBadRequest } from '../../lib/validation';
import type { MemberContext } from '../../plugins/member-auth';
import { insertProfileAudit } from '../profile/profile.repository';
import { insertDeceasedAlert } from './notifications.repository';

// spec 3 §7 SendDeceasedMemberAlert ('Report a death'): the report is checked with the form's own
// schema (domain deceased-alert.ts), then stored with an audit row in ONE transaction, so a
// refused report or a failure on the way leaves nothing behind.

/** The audit row's source (profile_audit.source). */
export const DECEASED_ALERT_AUDIT_SOURCE = 'SendDeceasedMemberAlert';

export async function sendDeceasedMemberAlert(
  db: Db,
  member: MemberContext,
  body: z.infer<typeof DeceasedMemberAlertSchema>,
  options: { today: string; now: Date },
): Promise<{ reference: string }> {
  const alert = parseOrBadRequest(deceasedAlertSchema(options.today), body);
  return inTransaction(db, async (tx) => {
    const stored = await insertDeceasedAlert(tx, {
      reportedByMemberId: member.memberId,
      deceasedFirstName: alert.deceasedFirstName,
      deceasedLastName: alert.deceasedLastName,
      deceasedIdNumber: alert.deceasedIdNumber,
      dateOfDeath: alert.dateOfDeath,
      relationship: alert.relationship,
      reporterName: alert.reporterName,
      reporterPhone: alert.reporterPhone,
      reporterEmail: alert.reporterEmail,
      message: alert.message === '' ? null : alert.message,
      createdAt: options.now,
    });
    // What was reported and under which reference; the ID number stays in the alert's own row.
    await insertProfileAudit(tx, {
      memberId: member.memberId,
      actor: member.afGroupId,
      source: DECEASED_ALERT_AUDIT_SOURCE,
      fields: Object.keys(body).filter((field) => field !== 'message' || alert.message !== ''),
      before: {},
      after: {
        reference: stored.reference,
        deceased: `${alert.deceasedFirstName} ${alert.deceasedLastName}`,
        dateOfDeath: alert.dateOfDeath,
        relationship: alert.relationship,
      },
      at: options.now,
    });
    return { reference: stored.reference };
  });
}
