import type { PartnerCallKind } from '../../db/schema';
import { inTransaction, type Db } from '../../db/client';
import { AppError, tooManyRequests } from '../../lib/app-error';
import { timeInWords } from '../kba/kba.service';
import {
  insertPartnerCall,
  lockMemberForPartnerCalls,
  partnerCallsForClaim,
  partnerCallTimesSince,
} from './partner-calls.repository';

// Paid calls to partners: each bank account verification (AVS) and each ID
// verification costs the fund, so a member may make only a few per draft claim and a few in any
// 24 hours (config partnerCallBudgets). A call is counted before it is made, in a transaction that
// holds the member's row while it counts the calls already made and writes this one, so calls in
// parallel cannot pass the budget between them. Every call that reaches the partner counts,
// whatever it answers (a technical error too: the partner may still bill it). Past the budget the
// member is asked to call the contact centre: per draft with 429 and no Retry-After (waiting does
// not help that claim), per day with 429 and Retry-After (when the oldest call of the 24 hours
// leaves them).

/** The window of the per-member budget: any 24 hours (not a calendar day). */
export const PARTNER_CALL_WINDOW_MS = 24 * 60 * 60_000;

export type PartnerCallBudget = { perDraft: number; perDay: number };

const WHAT: Readonly<Record<PartnerCallKind, string>> = {
  'bank-verification': 'verify a bank account',
  'id-verification': 'verify your ID number',
};

const CONTACT_HOURS = 'Monday to Friday 08:00 to 17:00';

export const partnerCallMessages = {
  perDraft: (partner: PartnerCallKind, phone: string) =>
    `You have tried to ${WHAT[partner]} for this claim as many times as we allow online. Please call our contact centre on ${phone}, ${CONTACT_HOURS}, and we will help you with your claim.`,
  perDay: (partner: PartnerCallKind, phone: string, until: string) =>
    `You have tried to ${WHAT[partner]} as many times as we allow online in a day. Please call our contact centre on ${phone}, ${CONTACT_HOURS}, or try again after ${timeInWords(until)}.`,
} as const;

/**
 * Counts one call to `partner` for the member (and the draft claim, if any) before it is made;
 * throws 429 in the error model when the member's budget is used up, and then nothing is written.
 */
export async function reservePartnerCall(
  db: Db,
  input: {
    memberId: number;
    partner: PartnerCallKind;
    /** The draft claim the call is for; null when there is none yet (counted per day only). */
    claimId: number | null;
    budget: PartnerCallBudget;
    now: Date;
    callCentrePhone: string;
  },
): Promise<void> {
  const { memberId, partner, claimId, budget, now, callCentrePhone } = input;
  await inTransaction(db, async (tx) => {
    await lockMemberForPartnerCalls(tx, memberId);
    if (claimId !== null) {
      const forClaim = await partnerCallsForClaim(tx, partner, claimId);
      if (forClaim >= budget.perDraft)
        throw new AppError('RATE_LIMITED', partnerCallMessages.perDraft(partner, callCentrePhone));
    }
    const times = await partnerCallTimesSince(
      tx,
      memberId,
      partner,
      new Date(now.getTime() - PARTNER_CALL_WINDOW_MS),
    );
    if (times.length >= budget.perDay) {
      // A call is free again when enough of the oldest have left the window.
      const freeing = times[times.length - budget.perDay] ?? times[0] ?? now;
      const until = new Date(freeing.getTime() + PARTNER_CALL_WINDOW_MS);
      throw tooManyRequests(
        partnerCallMessages.perDay(partner, callCentrePhone, until.toISOString()),
        (until.getTime() - now.getTime()) / 1000,
      );
    }
    await insertPartnerCall(tx, { memberId, partner, claimId, at: now });
  });
}
