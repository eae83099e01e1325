import { NOTICE_CATEGORY_LABELS } from '@portal/contract/calls/inbox';
import type { ConsentRecord, MarketingObjection } from '@portal/contract/privacy';
import { inTransaction, type Db } from '../../db/client';
import { consentRows, insertConsent, latestConsent } from './consents.repository';

// The member's consents and their objection to direct marketing (issue 49 point 3; POPIA sections
// 11(3) and 69, the regulations as amended on 17 April 2025). The objection is honoured at once:
// while it stands the referral call answers 403 (referral.service.ts) and the web app shows no
// referral offer. The record lists every consent the member gave, with its date, read-only.

const NOMINATION_TERMS =
  'You agreed to the nomination’s declarations and consented to the processing of the personal information you gave, about yourself and your beneficiaries, for the purpose of administering your benefits.';
const CLAIM_TERMS =
  'You declared that the information you gave was true and complete, that the bank account was your own, and that you understood that SARS decides the final tax on the withdrawal.';
const REFERRAL_TERMS =
  'You asked to be referred to an adviser and agreed that your name, contact details and fund be passed to the adviser to contact you.';

/** When a date without a time happened, as the record gives times (midnight in Johannesburg). */
function dayAt(day: string): string {
  return `${day}T00:00:00+02:00`;
}

/** Whether the member's objection to direct marketing stands, and since when. */
export async function marketingObjection(db: Db, memberId: number): Promise<MarketingObjection> {
  const latest = await latestConsent(db, memberId, 'direct-marketing');
  return {
    objects: latest?.action === 'withdrawn',
    since: latest ? latest.at.toISOString() : null,
  };
}

/** Records the member's objection (objects) or withdraws it; the same choice again keeps nothing. */
export async function setMarketingObjection(
  db: Db,
  memberId: number,
  objects: boolean,
): Promise<MarketingObjection> {
  await inTransaction(db, async (tx) => {
    const latest = await latestConsent(tx, memberId, 'direct-marketing');
    const stands = latest?.action === 'withdrawn';
    if (stands === objects) return;
    await insertConsent(tx, {
      memberId,
      kind: 'direct-marketing',
      action: objects ? 'withdrawn' : 'given',
      at: new Date(),
    });
  });
  return marketingObjection(db, memberId);
}

export async function memberConsentRecord(db: Db, memberId: number) {
  const rows = await consentRows(db, memberId);
  const consents: ConsentRecord[] = [
    ...rows.choices.map((row) => ({
      what:
        row.action === 'withdrawn'
          ? 'Objection to direct marketing'
          : 'Objection to direct marketing withdrawn',
      terms:
        row.action === 'withdrawn'
          ? 'You objected to your details being used for direct marketing: no referral or adviser lead is made from them.'
          : 'You withdrew your objection: the referral offer may be shown to you again.',
      at: row.at.toISOString(),
      channel: 'Portal',
      reference: null,
    })),
    ...rows.nominations.map((row) => ({
      what: 'Beneficiary nomination declaration',
      terms: NOMINATION_TERMS,
      at: row.at.toISOString(),
      channel: 'Portal',
      reference: null,
    })),
    ...rows.submitted.map((row) => ({
      what: 'Claim declaration',
      terms: CLAIM_TERMS,
      at: dayAt(row.submittedOn ?? ''),
      channel: 'Portal',
      reference: row.caseNo,
    })),
    ...rows.referrals.map((row) => ({
      what: 'Referral to an adviser',
      terms: REFERRAL_TERMS,
      at: row.at.toISOString(),
      channel: 'Portal',
      reference: null,
    })),
    ...rows.preferences.map((row) => ({
      what: `How you are told: ${NOTICE_CATEGORY_LABELS[row.category].toLowerCase()}`,
      terms: `You chose to be told by email: ${row.email ? 'yes' : 'no'}; by SMS: ${row.sms ? 'yes' : 'no'}. The inbox keeps every notice either way.`,
      at: row.at.toISOString(),
      channel: 'Portal',
      reference: null,
    })),
  ];
  consents.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return { consents, objection: await marketingObjection(db, memberId) };
}
