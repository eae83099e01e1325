// The words of the leaving-service page (issue 49 point 4; Regulation 38), in one place so that
// the page, its tests and the journey say the same.

export const leavingText = {
  title: 'Your options on leaving service',
  intro:
    'Your contributions to this fund have stopped, so you are a paid-up member. Your money stays invested in the fund unless you choose otherwise. Here are your three options side by side, worked out from your own figures.',
  optionsHeading: 'Your three options',
  loading: 'Loading your options',
  error: 'Your options could not be loaded. Please try again later.',
  notFound: 'This fund is not one of yours.',
  preserveHeading: 'Stay preserved in the fund',
  preserveBadge: 'The default',
  preserveWhat:
    'You do nothing. Your money stays invested in this fund and keeps growing until you retire. You may still transfer it or take it later.',
  transferHeading: 'Transfer to another fund',
  transferWhat:
    'Move the whole value, free of tax, to a preservation fund, a retirement annuity or your new employer’s fund (section 14 of the Pension Funds Act). Each component keeps its character in the new fund.',
  cashHeading: 'Take the benefit in cash',
  cashWhat:
    'Under the two-pot rules the retirement component must stay preserved until you retire. You may take the vested component in cash, taxed on the withdrawal lump-sum table, and the savings component as a savings withdrawal, taxed at your marginal rate.',
  todayValue: 'Value today',
  componentsToday: 'Today’s value by component',
  savingsComponent: 'Savings component',
  vestedComponent: 'Vested component',
  retirementComponent: 'Retirement component',
  valueAtRetirement: 'Value at retirement, in today’s money',
  monthlyIncome: 'Income a month at retirement, before tax, in today’s money',
  noIncome: 'None',
  valueTransferred: 'Value transferred today',
  transferTax: 'Tax on the transfer',
  retirementStays: 'Retirement component that stays preserved',
  vestedGross: 'Vested component in cash, before tax',
  vestedTax: 'Tax on the withdrawal lump-sum table',
  vestedNet: 'Vested component after tax',
  savingsGross: 'Savings component, before the fee and tax',
  savingsFee: 'Savings withdrawal fee',
  savingsTax: 'Tax at your marginal rate',
  savingsNet: 'Savings component after the fee and tax',
  cashNet: 'Cash paid to you today, after tax',
  incomeGivenUp: 'Income a month at retirement given up, in today’s money',
  valueGivenUp: 'Value at retirement given up, in today’s money',
  incomeAfterCash: 'Income a month at retirement left, in today’s money',
  retireOn: (date: string) => `Projected to your retirement date, ${date}, with expected returns.`,
  valuesOn: (date: string) => `Values today are of ${date}.`,
  vestedTaxNote: (taxYear: string) =>
    `The vested component’s tax uses the ${taxYear} withdrawal lump-sum table, added to any earlier withdrawal, retirement or severance lump sums (the portal knows of none from other funds: tell SARS’s directive about any you had).`,
  savingsTaxNote: (taxYear: string, income: string) =>
    `The savings withdrawal’s tax uses the ${taxYear} income tax table, on top of other taxable income of ${income} a year (your last salary on record). SARS decides the final tax in its directive.`,
  projectionLink: 'See how the projection is worked out',
  certificateHeading: 'Your paid-up membership certificate',
  certificateText:
    'Keep it: a new employer’s fund will ask for it within four months of your joining.',
  counsellingHeading: 'Before you choose',
  counsellingFirst:
    'If you do nothing, your money stays preserved in this fund: that is the default, and it keeps your retirement savings growing.',
  counsellingTransfer:
    'A transfer to another approved fund is free of tax. Compare the new fund’s charges and investments with this one’s before you move.',
  counsellingCash:
    'Taking cash now costs you retirement income: the money taken does not grow until you retire, and it is taxed today. The figures above show by how much.',
  counsellingTax:
    'The vested component is taxed on the withdrawal lump-sum table, which is stricter than the retirement table: only the first R 27 500 of all your withdrawal lump sums together is tax-free. The savings component is added to your taxable income for the year.',
  counsellingAdvice:
    'You may ask the fund for retirement benefits counselling, free of charge, and you may get independent advice from a financial adviser registered with the FSCA. The Financial Sector Conduct Authority’s site, www.fsca.co.za, lets you check an adviser’s registration.',
  acknowledgeLabel: 'I have read this information about my options',
  acknowledge: 'Confirm',
  acknowledgeRequired: 'Please tick the box to confirm you have read the information.',
  acknowledgedOn: (date: string) => `You confirmed reading this information on ${date}.`,
  transferHeading2: 'Ask for a transfer',
  transferAfterCounselling:
    'Please confirm that you have read the information above before you ask for a transfer.',
  receivingFundName: 'Name of the fund the money goes to',
  receivingFundRegistration: 'Its FSCA registration number',
  receivingFundRegistrationHint: 'For example 12/8/35478: it is on the fund’s documents.',
  receivingFundType: 'Kind of fund',
  choose: 'Choose…',
  submitTransfer: 'Ask for the transfer',
  transferFailed: 'The transfer was not asked for',
  tryAgainLater: 'Something went wrong. Please try again later.',
  transfersHeading: 'Your transfer requests',
  noTransfers: 'You have not asked for a transfer of this fund.',
  transfersLoading: 'Loading your transfer requests',
  transfersError: 'Your transfer requests could not be loaded.',
  transferRequestedOn: (date: string) => `Asked for on ${date}`,
  transferSent: (reference: string) =>
    `Your transfer request ${reference} was sent. We will tell you as it moves on.`,
} as const;

export const RECEIVING_FUND_TYPE_LABELS = {
  PreservationFund: 'A preservation fund',
  RetirementAnnuity: 'A retirement annuity fund',
  NewEmployerFund: 'Your new employer’s fund',
} as const;

export const TRANSFER_STATUS_LABELS = {
  Submitted: 'Submitted',
  WithAdministrator: 'With the administrator',
  Completed: 'Completed',
} as const;
