import type { z } from 'zod';
import type { IdVerificationResultSchema } from '@portal/contract/savings-claim';
import { parseSaId, type SaIdInvalidReason } from '@portal/domain/sa-id';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { fieldError } from '../../lib/validation';
import {
  IdentityAnswer,
  validSaIdNumber,
  type IdentityAnswer as IdentityAnswerValue,
} from '../../partners/identity/identity-service';
import type { Partners } from '../../partners/partners';
import { reservePartnerCall, type PartnerCallBudget } from '../partner-calls/partner-call-budget';
import { memberSavingsClaim, requireDraft } from '../savings-claim/savings-claim.service';
import { identityMemberOf, insertIdentityVerification } from './kba.repository';

// spec 3 §7 IdVerification (the claims issue, step 1): the member types their ID number; it must
// be a valid SA ID (date and Luhn check digit) and the one the fund holds for them; then the
// identity service is asked with the member's surname on file. Each real answer is kept
// (identity_verifications); a failure to reach the service is not an answer and is not kept.
// Each call to the service is paid: it is counted first against the member's budget
// (partner-call-budget.ts), per draft claim when the wizard names one and per member a day; the
// checks above, which ask nothing, are not counted.

type IdVerificationResult = z.infer<typeof IdVerificationResultSchema>;

/** The ID number checks' words, as the two-pot IdNumberValidation says them. */
export const ID_NUMBER_MESSAGES: Readonly<Record<SaIdInvalidReason | 'required', string>> = {
  required: 'ID number is required',
  'not-13-digits': 'ID number must be 13 digits long',
  'invalid-date': 'The ID number does not start with a valid date of birth',
  'invalid-citizenship': 'Please enter a valid ID number',
  'invalid-check-digit': 'Please enter a valid ID number',
};

export const idVerificationMessages = {
  notOwn:
    'This is not the ID number we hold for you. Please enter your own South African ID number.',
  noSaId: (phone: string) =>
    `We can only verify a South African ID number, and we do not hold one for you. Please call us on ${phone} to make your claim.`,
} as const;

/** The contract's result and what the member is told, per answer of the identity service. */
function answerFor(
  answer: IdentityAnswerValue,
  phone: string,
): { result: IdVerificationResult; message: string | null } {
  switch (answer) {
    case IdentityAnswer.Verified:
      return { result: 'Verified', message: null };
    case IdentityAnswer.NotIssued:
      return {
        result: 'NotIssued',
        message: `Home Affairs has no record of this ID number being issued. Please check your ID document, or call us on ${phone} so that we can correct the number we hold.`,
      };
    case IdentityAnswer.Mismatch:
      return {
        result: 'Mismatch',
        message: `Your ID number and the surname we hold for you do not match Home Affairs' records. If your surname has changed, update it on your profile or call us on ${phone}, then try again.`,
      };
    case IdentityAnswer.Deceased:
      return {
        result: 'Deceased',
        message: `Home Affairs records the person with this ID number as deceased, so we cannot pay a claim. Please call us on ${phone}.`,
      };
    case IdentityAnswer.NotYetVerified:
      return {
        result: 'NotVerified',
        message: `Home Affairs has not confirmed this ID number yet. Please try again in a few days, or call us on ${phone}.`,
      };
    case IdentityAnswer.TechnicalError:
      return {
        result: 'TechnicalError',
        message:
          'We could not reach the identity verification service. Please try again in a few minutes.',
      };
  }
}

export type IdVerificationAnswer = {
  isVerified: boolean;
  result: IdVerificationResult;
  message: string | null;
};

export async function verifyMemberId(
  db: Db,
  partners: Pick<Partners, 'identity'>,
  memberId: number,
  typed: string,
  options: {
    now: Date;
    callCentrePhone: string;
    /** The calls to the identity service allowed (config partnerCallBudgets.idVerification). */
    budget: PartnerCallBudget;
    /** The draft claim the check is made for, if the wizard has one. */
    webTransactionNo?: string | undefined;
  },
): Promise<IdVerificationAnswer> {
  // The draft named, first: another member's is not found, whatever the number typed.
  let claimId: number | null = null;
  if (options.webTransactionNo !== undefined) {
    const claim = await memberSavingsClaim(db, memberId, options.webTransactionNo);
    requireDraft(claim);
    claimId = claim.id;
  }
  const idNumber = typed.replace(/\s/g, '');
  if (idNumber === '') throw fieldError('idNumber', ID_NUMBER_MESSAGES.required);
  const parsed = parseSaId(idNumber);
  if (!parsed.valid) throw fieldError('idNumber', ID_NUMBER_MESSAGES[parsed.reason]);
  const member = await identityMemberOf(db, memberId);
  if (!member) throw notFound();
  if (member.identifierType !== 'ID' || !member.idNumber)
    throw fieldError('idNumber', idVerificationMessages.noSaId(options.callCentrePhone));
  const valid = validSaIdNumber(idNumber);
  if (valid === null || idNumber !== member.idNumber)
    throw fieldError('idNumber', idVerificationMessages.notOwn);
  await reservePartnerCall(db, {
    memberId,
    partner: 'id-verification',
    claimId,
    budget: options.budget,
    now: options.now,
    callCentrePhone: options.callCentrePhone,
  });
  const answer = await partners.identity.verify({ idNumber: valid, surname: member.lastName });
  if (answer !== IdentityAnswer.TechnicalError) {
    await insertIdentityVerification(db, {
      memberId,
      idNumber,
      surname: member.lastName,
      result: answer,
      at: options.now,
    });
  }
  const { result, message } = answerFor(answer, options.callCentrePhone);
  return { isVerified: result === 'Verified', result, message };
}
