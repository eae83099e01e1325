import type { BankVerificationAnswer } from '../../partners/bank-verification/bank-verification-service';
import { IdentityAnswer } from '../../partners/identity/identity-service';
import type { DirectiveDeclineReason } from '../../partners/sars/sars-directive-service';

// Why the background processing declined a savings claim (claim-processing.ts), in words for the
// member: what happened, that nothing was paid, and what to do next. The identity service's,
// the bank's and SARS's answers are the partners' (decision 016; reference sa-tax-banking.md
// "Identity verification", "Banks", "Two-pot rules").

/** Why a claim was declined, in words for the member: what happened and what to do. */
export const CLAIM_DECLINE_REASONS = {
  incomplete:
    'We could not process this claim because some of its details were missing. Nothing was paid. Please submit a new savings withdrawal claim.',
  identityMismatch:
    'We could not confirm your identity: the ID number on your claim and your surname do not match the records of the Department of Home Affairs. Nothing was paid. Please check that the ID number and surname on your profile are correct (your HR department or adviser can correct them), then submit a new claim.',
  identityNotIssued:
    'We could not confirm your identity: the Department of Home Affairs has no record of the ID number on your claim. Nothing was paid. Please check the ID number on your profile (your HR department or adviser can correct it), then submit a new claim.',
  identityNotYetVerified:
    'We could not confirm your identity: the Department of Home Affairs has not yet verified the ID number on your claim. Nothing was paid. Please ask Home Affairs to verify your identity, then submit a new claim.',
  identityDeceased:
    'We could not pay this claim: the records of the Department of Home Affairs show the person with this ID number as deceased. Nothing was paid. If this is a mistake, please contact Home Affairs and call our call centre.',
  bankForeign:
    'We could not pay this claim into a foreign bank account: a savings withdrawal is paid into a South African cheque or savings account in your own name. Nothing was paid. Please submit a new claim with such an account.',
  bankNonParticipating:
    'We could not verify the bank account on your claim: your bank does not take part in the bank account verification service. Nothing was paid. Please submit a new claim with an account in your own name at a participating bank, or call our call centre.',
  potShort:
    'We could not pay this claim: your savings pot is now worth less than the amount you asked for, because unit prices fell after you claimed. Nothing was paid. Please submit a new claim for a lower amount.',
} as const;

/** A bank account mismatch: what the bank said, then what to do. */
export function bankMismatchReason(answer: BankVerificationAnswer): string {
  const { fields } = answer;
  const problem =
    fields.accountFound === 'N'
      ? 'your bank has no account with this number'
      : fields.accountOpen === 'N' || fields.acceptsCredits === 'N'
        ? 'the account is closed or cannot receive payments'
        : fields.accountTypeMatches === 'N'
          ? 'the account type is not the one on your claim'
          : fields.idNumberMatches === 'N'
            ? 'the account holder’s ID number is not yours'
            : fields.nameMatches === 'N' || fields.initialsMatch === 'N'
              ? 'the account holder’s name is not yours'
              : 'the account details do not match the bank’s records';
  return `Your bank could not confirm the bank account on your claim: ${problem}. Nothing was paid. Please check the account number, account type and bank, make sure the account is open and in your own name, then submit a new claim with the correct details.`;
}

/** SARS's refusals of a tax directive (reference "Two-pot rules": declines), for the member. */
export const DIRECTIVE_DECLINE_REASONS: Record<DirectiveDeclineReason, string> = {
  'invalid-tax-number':
    'SARS could not issue a tax directive: the income tax reference number on your claim is not a valid tax number of an individual. Nothing was paid. Please check your tax number (it is on your IRP5 and on SARS eFiling), then submit a new claim.',
  'not-registered':
    'SARS could not issue a tax directive: you are not registered for income tax. Nothing was paid. Please register with SARS (on eFiling or at a SARS branch), then submit a new claim.',
  'outstanding-returns':
    'SARS could not issue a tax directive because you have income tax returns outstanding. Nothing was paid. Please submit your outstanding returns to SARS, then submit a new claim.',
  'court-or-maintenance-order':
    'SARS could not issue a tax directive because of a court or maintenance order against you. Nothing was paid. Please contact SARS or our call centre to find out what must be settled before you claim again.',
  'details-mismatch':
    'SARS could not issue a tax directive: the income tax reference number does not match the ID number on your claim. Nothing was paid. Please check your tax number and ID number, then submit a new claim.',
};

export const IDENTITY_DECLINES: Partial<Record<IdentityAnswer, string>> = {
  [IdentityAnswer.Mismatch]: CLAIM_DECLINE_REASONS.identityMismatch,
  [IdentityAnswer.NotIssued]: CLAIM_DECLINE_REASONS.identityNotIssued,
  [IdentityAnswer.NotYetVerified]: CLAIM_DECLINE_REASONS.identityNotYetVerified,
  [IdentityAnswer.Deceased]: CLAIM_DECLINE_REASONS.identityDeceased,
};
