import type * as routes from '../complaints';
import type { RouteCall } from '../route-call';

// The calls of complaints.ts for the web app, without their schemas (route-call.ts), and the
// words and bounds the form and the server share (issue 49 point 1: complaints under section 30A
// of the Pension Funds Act, and the route to the Pension Funds Adjudicator).

/** What a complaint is about, in the order the form offers them. */
export const COMPLAINT_CATEGORIES = [
  'contributions',
  'benefit-payment',
  'benefit-amount',
  'charges',
  'investments',
  'death-benefit',
  'service',
  'other',
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

export const COMPLAINT_CATEGORY_LABELS: Record<ComplaintCategory, string> = {
  contributions: 'Contributions not paid or paid late',
  'benefit-payment': 'A benefit paid late or not paid',
  'benefit-amount': 'The amount of a benefit',
  charges: 'Fees and charges',
  investments: 'Investments and returns',
  'death-benefit': 'A death benefit',
  service: 'Service or communication',
  other: 'Something else',
};

/** The fund's decision on a complaint, as its answer states it. */
export const COMPLAINT_OUTCOMES = ['Upheld', 'PartlyUpheld', 'NotUpheld'] as const;
export type ComplaintOutcome = (typeof COMPLAINT_OUTCOMES)[number];

export const COMPLAINT_OUTCOME_LABELS: Record<ComplaintOutcome, string> = {
  Upheld: 'Upheld',
  PartlyUpheld: 'Partly upheld',
  NotUpheld: 'Not upheld',
};

/**
 * Where a complaint stands: the fund has its days to answer; they passed without an answer; the
 * fund answered and the member has not said whether it settles it; the member is satisfied; the
 * member is not (the last two after the answer). Overdue and NotSatisfied open the ombud's route.
 */
export const COMPLAINT_STAGES = [
  'WaitingForFund',
  'Overdue',
  'Answered',
  'Resolved',
  'NotSatisfied',
] as const;
export type ComplaintStage = (typeof COMPLAINT_STAGES)[number];

export const COMPLAINT_STAGE_LABELS: Record<ComplaintStage, string> = {
  WaitingForFund: 'Waiting for the fund’s answer',
  Overdue: 'Not answered in time',
  Answered: 'Answered',
  Resolved: 'Resolved',
  NotSatisfied: 'Not resolved',
};

/** A complaint's text at its longest (the first message of its conversation). */
export const COMPLAINT_TEXT_MAX = 2000;
/** "What would settle it" at its longest. */
export const COMPLAINT_REMEDY_MAX = 500;
/** Why the fund's answer does not settle it, at its longest. */
export const COMPLAINT_REASON_MAX = 1000;
/** A complaint's reference: CMP- and eight letters and digits that cannot be mistaken. */
export const COMPLAINT_REFERENCE_PATTERN = /^CMP-[0-9A-HJKMNP-TV-Z]{8}$/;

/** The words of a refused complaint or answer, the form's and the server's alike. */
export const COMPLAINT_FIELD_MESSAGES = {
  schemeNumber: 'Please choose the fund or product your complaint is about.',
  category: 'Please choose what your complaint is about.',
  body: 'Please describe your complaint.',
  remedy: 'Please say what you would like the fund to do.',
  reason: 'Please say why the answer does not settle your complaint.',
  satisfied: 'Please say whether the answer settles your complaint.',
  notAnswered: 'The fund has not answered this complaint yet, so there is nothing to respond to.',
  alreadyResponded: 'You have already told us whether the answer settles this complaint.',
  notEscalable:
    'This complaint cannot go to the ombud yet: the fund has its days to answer it first, or you told us its answer settles it.',
} as const;

export const getComplaints: RouteCall<typeof routes.getComplaints> = {
  method: 'GET',
  path: '/api/Complaints/GetComplaints',
};

export const getComplaint: RouteCall<typeof routes.getComplaint> = {
  method: 'GET',
  path: '/api/Complaints/GetComplaint',
};

export const lodgeComplaint: RouteCall<typeof routes.lodgeComplaint> = {
  method: 'POST',
  path: '/api/Complaints/Lodge',
};

export const respondToComplaintAnswer: RouteCall<typeof routes.respondToComplaintAnswer> = {
  method: 'POST',
  path: '/api/Complaints/RespondToAnswer',
};

export const downloadEscalationPack: RouteCall<typeof routes.downloadEscalationPack> = {
  method: 'GET',
  path: '/api/Complaints/DownloadEscalationPack',
  fileType: 'application/pdf',
};
