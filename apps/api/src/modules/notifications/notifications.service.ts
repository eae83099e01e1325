import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { DeceasedMemberAlertSchema } from '@portal/contract/savings-claim';
import {
  DECEASED_ALERT_REFERENCE_LENGTH,
  deceasedAlertMessages,
  deceasedAlertReference,
  deceasedAlertSchema,
} from '@portal/domain/deceased-alert';
import { inTransaction, type Db } from '../../db/client';
import { tellMember } from '../inbox/tell-member';
import { fieldError, parseOrBadRequest } from '../../lib/validation';
import type { MemberContext } from '../../plugins/member-auth';
import { insertProfileAudit } from '../profile/profile.repository';
import { useDailyQuota } from '../quotas/daily-quota';
import {
  DECEASED_ALERT_REFERENCE_INDEX,
  findDeceasedAlert,
  insertDeceasedAlert,
  memberIdNumberOf,
} from './notifications.repository';
import { isUniqueViolation } from '../../db/unique-violation';

// spec 3 §7 SendDeceasedMemberAlert ('Report a death'): the report is checked with the form's own
// schema (domain deceased-alert.ts), then stored with an audit row in ONE transaction, so a
// refused report or a failure on the way leaves nothing behind. The abuse-proofing issue adds:
//   - one report per reporter and deceased ID number (a unique index): a repeat, however often
//     and however parallel, answers the first report's reference and stores nothing;
//   - a random reference ('DMA' and eight base32 characters), which says nothing of how many
//     reports exist;
//   - the reporter's own ID number is refused as the deceased's;
//   - at most DEATH_REPORTS_PER_MEMBER_PER_DAY new reports a day per reporter (429 past it,
//     with Retry-After until midnight in Johannesburg); repeats do not count.

/** The audit row's source (profile_audit.source). */
export const DECEASED_ALERT_AUDIT_SOURCE = 'SendDeceasedMemberAlert';

export const deceasedAlertLimitMessage = (perDay: number, phone: string) =>
  `You have reported ${perDay === 1 ? 'a death' : `${perDay} deaths`} today, the most that can be reported online in a day. Please try again tomorrow, or call us on ${phone}.`;

/** Draws of a reference before giving up (two alike in 10^12 is already unlikely). */
const REFERENCE_DRAWS = 3;

export type DeceasedAlertOptions = {
  today: string;
  now: Date;
  /** New reports a reporter may make a day (AppConfig.deathReportsPerDay). */
  perDay: number;
  /** The number the limit's message gives (GET /api/Config callCentrePhone). */
  callCentrePhone: string;
  /** The portal's name, for the notice telling the reporter of the report. */
  portalName: string;
};

export async function sendDeceasedMemberAlert(
  db: Db,
  member: MemberContext,
  body: z.infer<typeof DeceasedMemberAlertSchema>,
  options: DeceasedAlertOptions,
): Promise<{ reference: string }> {
  const alert = parseOrBadRequest(deceasedAlertSchema(options.today), body);
  const ownIdNumber = await memberIdNumberOf(db, member.memberId);
  if (ownIdNumber !== null && ownIdNumber.replace(/\s/g, '') === alert.deceasedIdNumber)
    throw fieldError('deceasedIdNumber', deceasedAlertMessages.ownIdNumber);

  for (let draw = 1; ; draw += 1) {
    try {
      return await inTransaction(db, async (tx) => {
        const stored = await insertDeceasedAlert(tx, {
          reference: deceasedAlertReference(randomBytes(DECEASED_ALERT_REFERENCE_LENGTH)),
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
        // Reported before by this reporter: that report's reference, nothing written or counted.
        if (!stored) {
          const earlier = await findDeceasedAlert(tx, member.memberId, alert.deceasedIdNumber);
          if (!earlier) throw new Error('the earlier report was not found');
          return { reference: earlier.reference };
        }
        await useDailyQuota(
          tx,
          {
            memberId: member.memberId,
            kind: 'death-report',
            day: options.today,
            bytes: 0,
            maxCount: options.perDay,
            maxBytes: 0,
          },
          () => deceasedAlertLimitMessage(options.perDay, options.callCentrePhone),
          options.now,
        );
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
        await tellMember(
          tx,
          member.memberId,
          {
            kind: 'death-reported',
            at: options.now,
            reference: stored.reference,
            deceasedName: `${alert.deceasedFirstName} ${alert.deceasedLastName}`,
          },
          { portalName: options.portalName },
        );
        return { reference: stored.reference };
      });
    } catch (error) {
      if (draw < REFERENCE_DRAWS && isUniqueViolation(error, DECEASED_ALERT_REFERENCE_INDEX))
        continue;
      throw error;
    }
  }
}
