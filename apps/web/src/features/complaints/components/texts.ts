import {
  COMPLAINT_OUTCOME_LABELS,
  type ComplaintOutcome,
  type ComplaintStage,
} from '@portal/contract/calls/complaints';
import { formatReportTimestamp } from '@portal/domain/dates';
import { formatCalendarDate } from '@/lib/format';

// The complaints pages' texts (issue 49 point 1: section 30A of the Pension Funds Act, and the
// route to the Pension Funds Adjudicator or another ombud), and their dates as the portal shows
// dates (DESIGN §1a): a day '1 Dec 2026', a message's time as the portal's notices say it.

export const complaintsText = {
  listHeading: 'Your complaints',
  loading: 'Loading your complaints',
  loadingComplaint: 'Loading your complaint',
  somethingWentWrong: 'Something went wrong',
  listError: 'Something went wrong fetching your complaints. Please try again later.',
  complaintError: 'Something went wrong fetching this complaint. Please try again later.',
  tryAgain: 'Try again',
  noComplaints: 'You have not lodged a complaint.',
  noComplaintsHint:
    'If something went wrong with your fund or product, lodge a complaint below and follow it here.',
  lodgeHeading: 'Lodge a complaint',
  lodgeIntro:
    'Say what went wrong and what you would like the fund to do. Please do not write your ID, bank account or tax number unless the complaint is about them.',
  lodgeNew: 'Lodge a complaint',
  fundLabel: 'Which fund or product is it about?',
  categoryLabel: 'What is your complaint about?',
  choose: 'Choose one',
  bodyLabel: 'Your complaint',
  bodyHint: 'What happened, and when.',
  remedyLabel: 'What would you like the fund to do?',
  submit: 'Lodge complaint',
  lodgeFailed: 'Your complaint was not lodged',
  tryAgainLater: 'Please try again.',
  tooManyFiles: (max: number) => `You can attach at most ${max} files to a complaint.`,
  noFunds:
    'We found no fund or product of yours that a complaint can be about. Please send us a message instead.',
  fundsError: 'The form could not be loaded. Please try again later.',
  received: 'Complaint received',
  acknowledgement: (reference: string, lodgedOn: string, replyDueOn: string) =>
    `Your complaint ${reference} was received on ${day(lodgedOn)}. The fund must answer by ${day(replyDueOn)}.`,
  notFound: 'We could not find this complaint',
  notFoundHint: 'It may belong to another sign-in, or the reference may be mistyped.',
  backToComplaints: 'Back to your complaints',
  reference: 'Reference',
  fund: 'Fund or product',
  category: 'About',
  stage: 'Where it stands',
  lodgedOn: 'Lodged on',
  replyDueOn: 'The fund must answer by',
  daysLeft: 'Days left for the fund',
  answeredOn: 'Answered on',
  outcome: 'The fund’s decision',
  respondedOn: 'You responded on',
  packIssuedOn: 'Escalation pack first downloaded on',
  conversation: 'The conversation',
  you: 'You',
  theFund: 'The fund',
  attachedFiles: 'Attached files',
  remedyHeading: 'What you asked the fund to do',
  fundAnswered: 'The fund answered your complaint.',
  waitingHint: 'We will tell you in your inbox when the fund has answered.',
  respondHeading: 'Does this answer settle your complaint?',
  respondLegend: 'Does this answer settle your complaint?',
  yes: 'Yes, it settles my complaint',
  no: 'No, it does not settle my complaint',
  reasonLabel: 'Why does the answer not settle your complaint?',
  respond: 'Send my response',
  respondFailed: 'Your response was not sent',
  respondedSettled: 'Thank you. You told us the answer settles your complaint.',
  respondedNotSettled:
    'Thank you. You told us the answer does not settle your complaint: you may now take it to the ombud.',
  resolved: (on: string | null) =>
    on
      ? `You told us on ${day(on)} that the fund’s answer settles your complaint.`
      : 'You told us that the fund’s answer settles your complaint.',
  notSatisfied: (on: string | null) =>
    on
      ? `You told us on ${day(on)} that the fund’s answer does not settle your complaint.`
      : 'You told us that the fund’s answer does not settle your complaint.',
  escalateHeading: (ombud: string) => `Take your complaint to the ${ombud}`,
  overdueReason: (days: number) =>
    `The fund did not answer your complaint within ${days} days, so you may take it further.`,
  notSatisfiedReason:
    'You told us the fund’s answer does not settle your complaint, so you may take it further.',
  adjudicatorTerms:
    'The Adjudicator deals with complaints free of charge. Send your complaint within three years of the event you are complaining about.',
  packIntro:
    'Download the escalation pack and send it to the ombud with your complaint: it sets out your complaint, the dates, what you asked for and the fund’s answer, if any.',
  packWhat: (ombud: string) => `the escalation pack for the ${ombud} (PDF)`,
  packIssued: (on: string) => `You first downloaded the pack on ${day(on)}.`,
  telephone: 'Telephone',
  email: 'Email',
  website: 'Website',
  post: 'Post',
  toMessages: 'send us a message',
} as const;

/** A day as the portal shows dates: '1 Dec 2026'. */
export function day(isoDate: string): string {
  return formatCalendarDate(isoDate);
}

/** A message's time, as the portal's notices say it: '5 Mar 2026 14:05 GMT+2'. */
export function messageTime(timestamp: string): string {
  try {
    return formatReportTimestamp(timestamp);
  } catch {
    return timestamp;
  }
}

type Clock = {
  stage: ComplaintStage;
  replyDueOn: string;
  daysLeft: number | null;
  answeredOn: string | null;
  outcome: ComplaintOutcome | null;
};

/**
 * Where the fund's 30 days stand, in words: the days left while the fund has them, that they
 * passed without an answer, or the fund's decision once it answered.
 */
export function clockText(complaint: Clock, answerWithinDays: number): string {
  if (complaint.stage === 'WaitingForFund') {
    const by = day(complaint.replyDueOn);
    const left = complaint.daysLeft ?? 0;
    if (left <= 0) return `Today is the last day for the fund to answer (${by})`;
    return `${left} ${left === 1 ? 'day' : 'days'} left for the fund to answer (by ${by})`;
  }
  if (complaint.stage === 'Overdue') return `Not answered within ${answerWithinDays} days`;
  const answered = complaint.answeredOn ? ` on ${day(complaint.answeredOn)}` : '';
  return complaint.outcome
    ? `Answered${answered}: ${COMPLAINT_OUTCOME_LABELS[complaint.outcome]}`
    : `Answered${answered}`;
}

/** A website as the fund configures it ("www.pfa.org.za") as an address to open. */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** A telephone number as a tel: address: its digits, with a leading + kept. */
export function telHref(telephone: string): string {
  return `tel:${telephone.replace(/[^\d+]/g, '')}`;
}
