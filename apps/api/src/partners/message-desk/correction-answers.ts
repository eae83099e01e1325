import type { CorrectionDetail, CorrectionOutcome } from '@portal/contract/calls/privacy';
import { CORRECTION_DETAIL_WORDS } from '@portal/contract/calls/privacy';
import type { CorrectionProblem } from '@portal/domain/corrections';

// The simulated administration's written answers to requests to correct personal information
// (issue 49 point 3; POPIA section 24). Its rule is fixed, so the demo and the tests can follow
// every route: a request with its supporting document and a well-formed value (the domain's
// corrections.ts: an ID number passes its check digit and agrees with the date of birth held; a
// date of birth is a real past date that agrees with the ID number) is accepted and the record
// corrected; any other is declined with the reason. No answer repeats the value the member typed.

export type CorrectionAnswer = { outcome: CorrectionOutcome; body: string };

const NEXT_STEP =
  'This is the fund’s answer to your request under section 24 of the Protection of Personal Information Act. If you do not agree with it, you may ask again with another document, or complain to the Information Regulator (www.inforegulator.org.za), free of charge.';

const DECLINED_BECAUSE: Record<CorrectionProblem | 'no-document', string> = {
  'no-document': 'no document that shows the correct detail came with the request',
  'not-held': 'the fund holds no such detail for you',
  'same-value': 'the value asked for is the one the fund already holds',
  'id-not-valid': 'the ID number asked for is not a valid South African ID number',
  'id-disagrees-with-birth-date':
    'the ID number asked for does not agree with the date of birth the fund holds for you (ask for the date of birth to be corrected first)',
  'date-not-valid': 'the date of birth asked for is not a date',
  'date-in-future': 'the date of birth asked for is in the future',
  'birth-date-disagrees-with-id':
    'the date of birth asked for does not agree with the ID number the fund holds for you',
  'passport-not-valid': 'the passport number asked for is not 6 to 20 letters and digits',
};

/** The administration's answer to a request to correct the detail. */
export function correctionAnswer(question: {
  detail: CorrectionDetail;
  problem: CorrectionProblem | null;
  hasDocument: boolean;
}): CorrectionAnswer {
  const words = CORRECTION_DETAIL_WORDS[question.detail];
  const problem = question.hasDocument ? question.problem : 'no-document';
  if (problem === null)
    return {
      outcome: 'Accepted',
      body: `We checked your request against the document you sent. We accept it: your ${words} is corrected in the fund’s records from today, and your profile shows it. Documents the fund issues from now on carry the corrected detail.\n\n${NEXT_STEP}`,
    };
  return {
    outcome: 'Declined',
    body: `We checked your request against the document you sent. We cannot correct your ${words}: ${DECLINED_BECAUSE[problem]}. Your record stays as it was.\n\n${NEXT_STEP}`,
  };
}
