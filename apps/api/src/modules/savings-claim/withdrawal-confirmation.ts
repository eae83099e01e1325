import { formatRand } from '@portal/domain/money';
import { maskAccountNumber } from '@portal/domain/savings-claim-draft';
import type { ConfirmationDetails } from '../../auth/step-up-confirmation';

// What the member confirms at the step-up before money moves (auth/step-up-confirmation.ts): the
// fund, the gross amount and the account, masked on the page, whole in what the confirmation
// holds for, so that a change of any of them after confirming is asked again.

type Account = {
  bankName: string;
  branchCode: string;
  accountType: number;
  accountNumber: string;
  accountHolderName: string;
};

type Claim = { webTransactionNo: string; schemeNumber: string; fundName: string };

/** 'Capitec account •••• 7890', the mask and its digits kept on one line. */
const accountLine = (account: Account) =>
  `${account.bankName} account ${maskAccountNumber(account.accountNumber).replace(' ', '\u00a0')}`;

function boundAccount(account: Account) {
  return {
    bankName: account.bankName,
    branchCode: account.branchCode,
    accountType: account.accountType,
    accountNumber: account.accountNumber,
    accountHolderName: account.accountHolderName,
  };
}

/** Before a savings withdrawal is submitted: the fund, the gross amount and where it is paid. */
export function submissionToConfirm(
  claim: Claim,
  amountCents: number,
  account: Account,
): ConfirmationDetails {
  return {
    purpose: 'savings-withdrawal',
    summary: [
      ['You are submitting', 'A savings withdrawal'],
      ['From', claim.fundName],
      ['Gross amount', formatRand(amountCents)],
      ['Paid into', accountLine(account)],
    ],
    bound: {
      webTransactionNo: claim.webTransactionNo,
      schemeNumber: claim.schemeNumber,
      amountCents,
      ...boundAccount(account),
    },
  };
}

/** Before the bank account a savings withdrawal is paid into is verified (or changed). */
export function bankAccountToConfirm(
  claim: Claim,
  amountCents: number | null,
  account: Account,
): ConfirmationDetails {
  return {
    purpose: 'bank-account',
    summary: [
      ['You are adding', 'The bank account for your savings withdrawal'],
      ['From', claim.fundName],
      ['Gross amount', amountCents === null ? 'Not entered yet' : formatRand(amountCents)],
      ['Paid into', accountLine(account)],
      ['Account holder', account.accountHolderName],
    ],
    bound: {
      webTransactionNo: claim.webTransactionNo,
      schemeNumber: claim.schemeNumber,
      amountCents,
      ...boundAccount(account),
    },
  };
}
