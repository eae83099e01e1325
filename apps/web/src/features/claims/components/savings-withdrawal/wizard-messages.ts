// The savings withdrawal wizard's texts (the claims issue; spec 3 §5 messages are quoted exactly).
export const wizardText = {
  steps: [
    'Confirm your identity',
    'Withdrawal amount',
    'Tax number',
    'Bank details',
    'Supporting documents',
    'Review and submit',
  ],
  loadError: 'Something went wrong fetching your claim. Please try again later.',
  unknownFundTitle: 'We could not find this fund',
  unknownFund: {
    claims:
      'None of your funds has this number. Start a savings withdrawal from the Claims page, where each of your funds with a savings pot is listed.',
    product:
      'None of your products has this number. Start a savings withdrawal from your product’s page, or from the savings pot on My portfolio.',
  },
  backTo: { claims: 'Back to your claims', product: 'Back to your product' },
  noSavingsPot: 'This fund has no savings pot you can withdraw from.',
  saveError: 'Your answers could not be saved. Please try again.',
  kbaIntro:
    'To protect your savings, we ask four questions about records the fund holds about you. Answer at least three correctly to continue.',
  kbaStart: 'Start the questions',
  kbaSubmit: 'Submit answers',
  kbaUnanswered: 'Please answer every question.',
  idIntro:
    'Enter your South African ID number. We check it with the Department of Home Affairs before your claim is paid.',
  idVerify: 'Verify my ID number',
  idVerified: 'Your ID number has been verified.',
  kbaMissing: 'To continue, answer the security questions above.',
  idMissing: 'To continue, verify your ID number above.',
  amountSaving: 'Your answers are being saved. You can continue in a moment.',
  bankMissing: 'To continue, verify your bank account above.',
  documentsMissing: (names: readonly string[]) => {
    const items = names.map((name) => name.charAt(0).toLowerCase() + name.slice(1));
    const list =
      items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}` : items[0];
    return `To continue, upload ${list ?? 'the required documents'}.`;
  },
  amountIntro:
    'Choose how much to withdraw from your savings pot. The fee is taken from the amount, and the rest is taxed at your marginal rate.',
  estimateTitle: 'Your estimate',
  estimateWaiting: 'Enter an amount and your annual taxable income to see your estimate.',
  cashNowTitle: 'Paid to you now',
  costTitle: 'What it costs at retirement',
  taxIntro:
    'SARS needs your income tax number to issue the tax directive for your withdrawal. You can find it on any letter from SARS or on eFiling.',
  taxNumberHeld:
    'This is the income tax number we hold for you. If it has changed, enter the new one for this claim, and call the contact centre to update our records.',
  bankIntro:
    'The withdrawal is paid into your own South African bank account. We check the account with your bank before you continue.',
  bankVerify: 'Verify bank account',
  documentsIntro:
    'Upload a PDF, JPEG or PNG file of at most 5 MB for each required document. You can remove a document and upload another until you submit.',
  uploadFailedTitle: 'Upload failed!',
  uploadFailed: 'One of your documents failed to upload.',
  reviewIntro: 'Check your claim before you submit it. You can go back to change any answer.',
  declaration:
    'I declare that the information I have given is true and complete, that the bank account is my own, and I understand that SARS decides the final tax on this withdrawal.',
  declarationRequired: 'Please confirm the declaration before you submit.',
  submit: 'Submit claim',
  submitted: 'Claim submitted',
  submittedMessage: (caseNo: string) =>
    `Your savings withdrawal claim ${caseNo} has been submitted. You can follow it on the Claims page.`,
  submittedOnProductMessage: (caseNo: string) =>
    `Your savings withdrawal claim ${caseNo} has been submitted. You can follow it on your product’s page.`,
  submitError: 'Your claim could not be submitted. Please try again.',
} as const;

/** The income step's sentence when the income is the salary the fund holds for the member. */
export function heldSalaryText(salary: string, fundName: string): string {
  return `Filled in from the annual pensionable salary of ${salary} that ${fundName} holds for you. Change it if your taxable income for this tax year is different, for example with a bonus or other income.`;
}
