import { complaintStage, daysLeftToAnswer, replyDueOn } from './complaints';
import { isAfter, isValidIsoDate } from './dates';
import { idMatchesDateOfBirth, parseSaId } from './sa-id';

// A request to correct personal information (issue 49 point 3; POPIA section 24 and regulation 3
// as amended on 17 April 2025): the responsible party answers within 30 calendar days of
// receiving it. The clock is the complaints' clock (complaints.ts) without the member's word on
// the answer. Whether a value asked for is well-formed is checked here: an ID number must pass
// the check digit and agree with the date of birth held, a date of birth must be a real past date
// (and agree with the ID number held), a passport number is 6 to 20 letters and digits.

/** The fund's days to answer a correction request. */
export const CORRECTION_ANSWER_DAYS = 30;

export type CorrectionFacts = { answerDueOn: string; answeredOn: string | null };
export type CorrectionStage = 'WaitingForFund' | 'Overdue' | 'Answered';

/** The last day of the fund's days to answer, for a request received on `lodgedOn`. */
export function correctionDueOn(lodgedOn: string): string {
  return replyDueOn(lodgedOn, CORRECTION_ANSWER_DAYS);
}

function asComplaint(facts: CorrectionFacts) {
  return { replyDueOn: facts.answerDueOn, answeredOn: facts.answeredOn, satisfied: null };
}

/** Where the request stands on `today`. */
export function correctionStage(facts: CorrectionFacts, today: string): CorrectionStage {
  const stage = complaintStage(asComplaint(facts), today);
  return stage === 'WaitingForFund' || stage === 'Overdue' ? stage : 'Answered';
}

/** Days left for the fund to answer (0 on the last day); null once answered or overdue. */
export function correctionDaysLeft(facts: CorrectionFacts, today: string): number | null {
  return daysLeftToAnswer(asComplaint(facts), today);
}

export type CorrectableDetail = 'idNumber' | 'passportNumber' | 'dateOfBirth';

/** The identity details the fund holds for the member. */
export type HeldIdentity = {
  identifierType: 'ID' | 'Passport';
  idNumber: string | null;
  passportNumber: string | null;
  dateOfBirth: string;
};

export type CorrectionProblem =
  | 'not-held'
  | 'same-value'
  | 'id-not-valid'
  | 'id-disagrees-with-birth-date'
  | 'date-not-valid'
  | 'date-in-future'
  | 'birth-date-disagrees-with-id'
  | 'passport-not-valid';

const PASSPORT_PATTERN = /^[A-Z0-9]{6,20}$/;

/** The details a member with this identity may ask to correct (an ID member has no passport). */
export function correctableDetails(held: HeldIdentity): CorrectableDetail[] {
  return held.identifierType === 'ID'
    ? ['idNumber', 'dateOfBirth']
    : ['passportNumber', 'dateOfBirth'];
}

/** Why the value asked for cannot be the member's detail; null when it is well-formed. */
export function correctionProblem(
  detail: CorrectableDetail,
  value: string,
  held: HeldIdentity,
  today: string,
): CorrectionProblem | null {
  if (!correctableDetails(held).includes(detail)) return 'not-held';
  if (held[detail] === value) return 'same-value';
  switch (detail) {
    case 'idNumber':
      if (!parseSaId(value).valid) return 'id-not-valid';
      return idMatchesDateOfBirth(value, held.dateOfBirth) ? null : 'id-disagrees-with-birth-date';
    case 'dateOfBirth':
      if (!isValidIsoDate(value)) return 'date-not-valid';
      if (isAfter(value, today)) return 'date-in-future';
      if (held.identifierType === 'ID' && held.idNumber !== null)
        return idMatchesDateOfBirth(held.idNumber, value) ? null : 'birth-date-disagrees-with-id';
      return null;
    case 'passportNumber':
      return PASSPORT_PATTERN.test(value) ? null : 'passport-not-valid';
  }
}
