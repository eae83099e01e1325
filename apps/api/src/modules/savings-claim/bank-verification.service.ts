import type { BankDetailsInput } from '@portal/contract/savings-claim';
import {
  bankVerificationAdvice,
  validateBankAccount,
  type BankVerificationResult,
} from '@portal/domain/banks';
import { messages } from '@portal/domain/messages';
import { cleanName } from '@portal/domain/text-names';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/client';
import { requireConfirmed } from '../../auth/step-up-confirmation';
import { AppError } from '../../lib/app-error';
import {
  avsAccountTypeOf,
  type BankVerificationAnswer as PartnerAnswer,
  type BankVerificationFields,
} from '../../partners/bank-verification/bank-verification-service';
import type { Partners } from '../../partners/partners';
import type { MemberContext } from '../../plugins/member-auth';
import { portalConfigOf } from '../config/config.routes';
import { reservePartnerCall } from '../partner-calls/partner-call-budget';
import { insertProfileAudit } from '../profile/profile.repository';
import { findMemberIdentity, updateDraft } from './savings-claim.repository';
import { memberSavingsClaim, requireDraft } from './savings-claim.service';
import { bankAccountToConfirm } from './withdrawal-confirmation';

// spec 3 §7 verifybankingdetails (the claims issue, step 4): the account's format first, then the
// bank's own answer through the verification partner (AVS, decision 016) with the member's ID
// number, initials and surname. Only MATCH completes the claim's banking step.
//
// Abuse: each call to the bank is paid, so it is counted first against the member's
// budget (partner-call-budget.ts: a few per draft claim and per member a day). And the member is
// told only whether the account was verified: the bank's precise flags (account not found, closed,
// the ID number does not match...) would describe accounts that may be another person's, so they
// go to the audit log for the administrator (profile_audit, source VerifyBankingDetails), never
// into the answer.

/** The audit rows' source (profile_audit.source). */
export const BANK_VERIFICATION_AUDIT_SOURCE = 'VerifyBankingDetails';

export const NO_ID_NUMBER_MESSAGE =
  'Your bank account can only be verified against a South African ID number, and we do not hold one for you. Please contact your fund administrator to claim.';

/** Which of the bank's checks failed, in words, in the order the bank answers them. */
const FIELD_WORDS: readonly [keyof BankVerificationFields, string][] = [
  ['accountFound', 'the account was not found'],
  ['accountOpen', 'the account is closed'],
  ['acceptsCredits', 'the account does not accept payments'],
  ['idNumberMatches', 'the ID number does not match'],
  ['nameMatches', 'the account holder’s name does not match'],
  ['initialsMatch', 'the initials do not match'],
  ['accountTypeMatches', 'the account type does not match'],
];

/** The bank's failed checks in words: for the administrator's audit log only. */
export function mismatchedFieldsOf(fields: BankVerificationFields): string[] {
  return FIELD_WORDS.filter(([field]) => fields[field] === 'N').map(([, words]) => words);
}

/** What the audit keeps of one answer of the bank: the flags, and the account by its last four digits. */
function auditEntryOf(
  answer: PartnerAnswer,
  account: { bankName: string; branchCode: string; accountType: number; accountNumber: string },
  webTransactionNo: string,
): { fields: string[]; after: Record<string, string> } {
  const flags = FIELD_WORDS.map(([field]) => field);
  return {
    fields: flags.filter((field) => answer.fields[field] === 'N'),
    after: {
      webTransactionNo,
      result: answer.result,
      responseCode: answer.responseCode,
      bankName: account.bankName,
      branchCode: account.branchCode,
      accountType: String(account.accountType),
      accountNumberLast4: account.accountNumber.slice(-4),
      ...Object.fromEntries(flags.map((field) => [field, answer.fields[field]])),
      mismatches: mismatchedFieldsOf(answer.fields).join('; '),
    },
  };
}

/** The initials the bank holds: the member's own, else the first letter of each given name. */
function initialsOf(identity: { initials: string | null; firstName: string }): string {
  const initials = identity.initials?.replace(/[^A-Za-z]/g, '');
  if (initials) return initials.toUpperCase();
  return identity.firstName
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => name.charAt(0).toUpperCase())
    .join('');
}

/** What the member is told: verified or not, in words, and what to do; never the bank's flags. */
export type BankVerificationAnswer = {
  success: true;
  result: BankVerificationResult;
  isVerified: boolean;
  message: string;
  advice: string | null;
};

export async function verifyClaimBanking(
  deps: {
    db: Db;
    partners: Pick<Partners, 'bankVerification'>;
    config: AppConfig;
  },
  member: MemberContext,
  input: BankDetailsInput & { webTransactionNo: string },
): Promise<BankVerificationAnswer> {
  const { db, partners, config } = deps;
  const { memberId } = member;
  const claim = await memberSavingsClaim(db, memberId, input.webTransactionNo);
  requireDraft(claim);
  // The holder's name as it reads: without characters that show nothing (UAX #44 default
  // ignorables, bidi controls), so what the claim keeps is what the member saw.
  const accountHolderName = cleanName(input.accountHolderName).trim();
  if (accountHolderName === '') {
    const required = messages.required('Account holder name');
    throw new AppError('BAD_REQUEST', required, { accountHolderName: [required] });
  }
  const checked = validateBankAccount(input);
  if (!checked.isValid) {
    const fieldErrors = Object.fromEntries(
      Object.entries(checked.fieldErrors).map(([field, message]) => [field, [message]]),
    );
    throw new AppError('BAD_REQUEST', Object.values(checked.fieldErrors).join(' '), fieldErrors);
  }
  const { account } = checked;
  const avsType = avsAccountTypeOf(account.accountType);
  if (avsType === null) throw new Error(`account type ${account.accountType} passed the checks`);
  const identity = await findMemberIdentity(db, memberId);
  if (!identity.idNumber) throw new AppError('CONFLICT', NO_ID_NUMBER_MESSAGE);
  // The member has confirmed this account, for this fund and amount, and no other.
  await inTransaction(db, (tx) =>
    requireConfirmed(
      tx,
      config,
      member,
      bankAccountToConfirm(
        {
          webTransactionNo: input.webTransactionNo,
          schemeNumber: claim.schemeNumber,
          fundName: claim.fundName,
        },
        claim.data.amountCents,
        { ...account, accountHolderName },
      ),
    ),
  );

  // Counted before it is made (429 past the budget), then the bank is asked outside any
  // transaction: nothing is held while it answers.
  await reservePartnerCall(db, {
    memberId,
    partner: 'bank-verification',
    claimId: claim.id,
    budget: config.partnerCallBudgets.bankVerification,
    now: new Date(),
    callCentrePhone: portalConfigOf(config).constants.callCentrePhone,
  });
  const answer = await partners.bankVerification.verify({
    accountNumber: account.accountNumber,
    accountType: avsType,
    branchCode: account.branchCode,
    idNumber: identity.idNumber,
    initials: initialsOf(identity),
    surname: identity.lastName,
  });

  // The bank's precise answer, for the administrator only.
  const audit = auditEntryOf(answer, account, input.webTransactionNo);
  await insertProfileAudit(db, {
    memberId,
    actor: member.afGroupId,
    source: BANK_VERIFICATION_AUDIT_SOURCE,
    fields: audit.fields,
    before: {},
    after: audit.after,
    at: new Date(),
  });

  await inTransaction(db, async (tx) => {
    const locked = await memberSavingsClaim(tx, memberId, input.webTransactionNo, {
      forUpdate: true,
    });
    requireDraft(locked);
    const written = await updateDraft(tx, locked, {
      ...locked.data,
      banking: {
        bankName: account.bankName,
        branchCode: account.branchCode,
        accountType: account.accountType,
        accountNumber: account.accountNumber,
        accountHolderName,
        verificationResult: answer.result,
        verifiedAt: new Date().toISOString(),
      },
    });
    if (!written) throw new Error(`claim ${locked.id} changed meanwhile`);
  });

  const advice = bankVerificationAdvice[answer.result];
  return {
    success: true,
    result: answer.result,
    isVerified: answer.result === 'MATCH',
    message: advice.message,
    advice: answer.result === 'MATCH' ? null : advice.whatToDo,
  };
}
