import type * as routes from '../privacy';
import type { RouteCall } from '../route-call';

// The calls of privacy.ts for the web app, without their schemas (route-call.ts), and the words
// and bounds the form and the server share (issue 49 point 3: corrections of personal information
// under section 24 of POPIA, the objection to direct marketing and the record of consents).

/**
 * The details a member cannot change on the profile page (its identity fields, spec 1 §2.8) and
 * may ask the fund to correct. Names are changed on the profile page itself.
 */
export const CORRECTION_DETAILS = ['idNumber', 'passportNumber', 'dateOfBirth'] as const;
export type CorrectionDetail = (typeof CORRECTION_DETAILS)[number];

export const CORRECTION_DETAIL_LABELS: Record<CorrectionDetail, string> = {
  idNumber: 'ID number',
  passportNumber: 'Passport number',
  dateOfBirth: 'Date of birth',
};

/** Each detail as a sentence names it ("your ID number"). */
export const CORRECTION_DETAIL_WORDS: Record<CorrectionDetail, string> = {
  idNumber: 'ID number',
  passportNumber: 'passport number',
  dateOfBirth: 'date of birth',
};

/** The administration's decision on a correction request. */
export const CORRECTION_OUTCOMES = ['Accepted', 'Declined'] as const;
export type CorrectionOutcome = (typeof CORRECTION_OUTCOMES)[number];

export const CORRECTION_OUTCOME_LABELS: Record<CorrectionOutcome, string> = {
  Accepted: 'Corrected',
  Declined: 'Not corrected',
};

/** Where a request stands: waiting within its 30 days, past them, or answered. */
export const CORRECTION_STAGES = ['WaitingForFund', 'Overdue', 'Answered'] as const;
export type CorrectionStage = (typeof CORRECTION_STAGES)[number];

export const CORRECTION_STAGE_LABELS: Record<CorrectionStage, string> = {
  WaitingForFund: 'Waiting for the fund’s answer',
  Overdue: 'Not answered in time',
  Answered: 'Answered',
};

/** The corrected value at its longest (a passport number is the longest detail). */
export const CORRECTION_VALUE_MAX = 20;
/** Why the detail is wrong, at its longest. */
export const CORRECTION_REASON_MAX = 1000;
/** A correction request's reference: COR- and eight letters and digits that cannot be mistaken. */
export const CORRECTION_REFERENCE_PATTERN = /^COR-[0-9A-HJKMNP-TV-Z]{8}$/;

/** What the member may object to: the referral (coffee) and adviser leads (spec 3 §2.9). */
export const CONSENT_KINDS = ['direct-marketing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** The words of a refused request, the form's and the server's alike. */
export const CORRECTION_FIELD_MESSAGES = {
  detail: 'Please choose the detail to correct.',
  value: 'Please type the correct value.',
  reason: 'Please say why the detail is wrong.',
  document: 'Please attach one document that shows the correct detail.',
  oneDocument: 'Please attach only one document.',
  notHeld: 'The fund holds no such detail for you: choose another.',
  sameValue: 'This is the value the fund already holds.',
  objected:
    'You objected to direct marketing, so the portal does not pass your details to an adviser. You can withdraw your objection on the “Your information” page.',
} as const;

export const getCorrections: RouteCall<typeof routes.getCorrections> = {
  method: 'GET',
  path: '/api/Privacy/GetCorrections',
};

export const getCorrection: RouteCall<typeof routes.getCorrection> = {
  method: 'GET',
  path: '/api/Privacy/GetCorrection',
};

export const requestCorrection: RouteCall<typeof routes.requestCorrection> = {
  method: 'POST',
  path: '/api/Privacy/RequestCorrection',
};

export const getConsents: RouteCall<typeof routes.getConsents> = {
  method: 'GET',
  path: '/api/Privacy/GetConsents',
};

export const setMarketingObjection: RouteCall<typeof routes.setMarketingObjection> = {
  method: 'POST',
  path: '/api/Privacy/SetMarketingObjection',
};
