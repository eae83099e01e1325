import {
  SECURITY_ALWAYS_EMAILED_MESSAGE,
  SMS_NEEDS_MOBILE_MESSAGE,
  type NoticePreference,
} from '@portal/contract/inbox';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/validation';
import type { MemberContext } from '../../plugins/member-auth';
import { insertProfileAudit } from '../profile/profile.repository';
import {
  hasEmailAddress,
  mobileNumberOf,
  preferencesOf,
  savePreferences,
} from './notice-channels.repository';

// The member's choice of how each category of notice reaches them besides the inbox (email, SMS).
// A refused choice changes nothing; a saved one is audited with the profile's changes.

export async function noticePreferencesOf(db: Db, memberId: number) {
  const mobile = await mobileNumberOf(db, memberId);
  return {
    success: true,
    preferences: await preferencesOf(db, memberId),
    mobileEnding: mobile ? mobile.slice(-3) : null,
    hasEmail: await hasEmailAddress(db, memberId),
  };
}

/** A choice as the audit keeps it: 'email on, SMS off'. */
function channelsText(choice: { email: boolean; sms: boolean }): string {
  return `email ${choice.email ? 'on' : 'off'}, SMS ${choice.sms ? 'on' : 'off'}`;
}

/** Checks and saves the member's choice for every category, in the caller's transaction. */
export async function saveMemberPreferences(
  tx: Db,
  member: MemberContext,
  preferences: readonly NoticePreference[],
  at: Date,
): Promise<void> {
  const index = preferences.findIndex((p) => p.category === 'security' && !p.email);
  if (index >= 0) throw fieldError(`preferences.${index}.email`, SECURITY_ALWAYS_EMAILED_MESSAGE);
  const smsIndex = preferences.findIndex((p) => p.sms);
  if (smsIndex >= 0 && (await mobileNumberOf(tx, member.memberId)) === null)
    throw fieldError(`preferences.${smsIndex}.sms`, SMS_NEEDS_MOBILE_MESSAGE);
  const before = await preferencesOf(tx, member.memberId);
  await savePreferences(tx, member.memberId, preferences, at);
  const changed = preferences.filter((p) => {
    const was = before.find((b) => b.category === p.category);
    return was?.email !== p.email || was.sms !== p.sms;
  });
  if (changed.length === 0) return;
  await insertProfileAudit(tx, {
    memberId: member.memberId,
    actor: member.afGroupId,
    source: 'SaveNoticePreferences',
    fields: changed.map((p) => `notices.${p.category}`),
    before: Object.fromEntries(
      changed.map((p) => {
        const was = before.find((b) => b.category === p.category);
        return [p.category, channelsText(was ?? p)];
      }),
    ),
    after: Object.fromEntries(changed.map((p) => [p.category, channelsText(p)])),
    at,
  });
}
