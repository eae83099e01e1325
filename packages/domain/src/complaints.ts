import { addDays, daysBetween, isAfter } from './dates';

// A complaint's clock (issue 49 point 1). Section 30A(3) of the Pension Funds Act: the fund
// answers a written complaint in writing within 30 days of receiving it; when it does not, or the
// answer does not settle it, the member may take it to the Pension Funds Adjudicator, free of
// charge, within three years of the event complained of (sa-disclosure-and-rights.md "Members'
// rights"). Days are calendar days on the portal's today (Africa/Johannesburg).

/** The fund's days to answer a written complaint (section 30A(3)). */
export const COMPLAINT_REPLY_DAYS = 30;
/** The years within which a complaint may go to the Adjudicator (section 30I). */
export const ADJUDICATOR_YEARS = 3;

/** The last day of the fund's days to answer, for a complaint received on `lodgedOn`. */
export function replyDueOn(lodgedOn: string, days: number = COMPLAINT_REPLY_DAYS): string {
  return addDays(lodgedOn, days);
}

export type ComplaintFacts = {
  replyDueOn: string;
  answeredOn: string | null;
  satisfied: boolean | null;
};

export type ComplaintStage =
  'WaitingForFund' | 'Overdue' | 'Answered' | 'Resolved' | 'NotSatisfied';

/** Where the complaint stands on `today`. */
export function complaintStage(facts: ComplaintFacts, today: string): ComplaintStage {
  if (facts.answeredOn === null)
    return isAfter(today, facts.replyDueOn) ? 'Overdue' : 'WaitingForFund';
  if (facts.satisfied === null) return 'Answered';
  return facts.satisfied ? 'Resolved' : 'NotSatisfied';
}

/** The days left for the fund to answer (0 on the last day); null once answered or overdue. */
export function daysLeftToAnswer(facts: ComplaintFacts, today: string): number | null {
  if (complaintStage(facts, today) !== 'WaitingForFund') return null;
  return daysBetween(today, facts.replyDueOn);
}

/** The member may take the complaint to the ombud: no answer in time, or one that did not settle it. */
export function mayEscalate(facts: ComplaintFacts, today: string): boolean {
  const stage = complaintStage(facts, today);
  return stage === 'Overdue' || stage === 'NotSatisfied';
}
