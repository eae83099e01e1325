// The words of the retirement options page (issue 49 point 5; Regulation 39), in one place so
// that the page, its tests and the journey say the same.

export const retirementText = {
  title: 'Your options at retirement',
  intro:
    'You are within five years of your normal retirement date. Here is what you may choose when you retire from this fund, worked out from your own figures in today’s money, and what to do before you start your claim.',
  noticeText:
    'You are within five years of your normal retirement date. The fund’s annuity strategy and what you may choose at retirement are set out for you.',
  noticeLink: 'See your options at retirement',
  loading: 'Loading your options at retirement',
  error: 'Your options at retirement could not be loaded. Please try again later.',
  notFound: 'This fund is not one of yours.',
  strategyHeading: 'The fund’s annuity strategy',
  strategyAdopted: (date: string) => `Adopted by the trustees on ${date}.`,
  noStrategy:
    'The fund has not published its annuity strategy here. Ask the contact centre for it before you retire.',
  benefitHeading: 'Your benefit at retirement',
  retireOn: (date: string, age: number) =>
    `Projected to your normal retirement date, ${date} (age ${age}), with expected returns, in today’s money.`,
  valuesOn: (date: string) => `Values today are of ${date}.`,
  todayColumn: 'Today',
  atRetirementColumn: 'At retirement, in today’s money',
  savingsComponent: 'Savings component',
  vestedComponent: 'Vested component',
  retirementComponent: 'Retirement component',
  total: 'Total',
  cashHeading: 'The cash lump sum',
  cashWhat:
    'At retirement you may take all of the savings component and a third of the vested component in cash. The rest must buy an income (an annuity).',
  cashDeMinimis:
    'Your retirement component is small enough (R 165 000 or less, with two-thirds of the vested component) that you may take all of your benefit in cash.',
  maxCash: 'The most you may take in cash, before tax',
  cashTax: 'Tax on the retirement lump-sum table',
  cashNet: 'Cash after tax',
  cashTaxNote: (taxYear: string) =>
    `The tax uses the ${taxYear} retirement lump-sum table: the first R 550 000 of all your retirement lump sums is free of tax, added to any earlier retirement, withdrawal or severance lump sums (the portal knows of none from other funds: tell SARS’s directive about any you had). SARS decides the final tax in its directive.`,
  incomeHeading: 'Your income at retirement',
  incomeWhat: (rate: string) =>
    `What the rest of your benefit would pay you a month, with no cash taken and with the most cash taken. A living annuity is shown at an income of ${rate} of its value a year, the rate the trustees suggest.`,
  lifeAnnuity: 'A life annuity',
  lifeAnnuityWhat:
    'An income for as long as you live, rising each year with inflation, bought from an insurer. It cannot be changed once bought.',
  livingAnnuity: 'A living annuity',
  livingAnnuityWhat:
    'Your money stays invested and you choose an income of 2.5 % to 17.5 % of its value a year. The income is not guaranteed; what is left goes to your beneficiaries.',
  noCash: 'With no cash taken',
  mostCash: 'With the most cash taken',
  buysIncome: 'Buys the income',
  incomeRate: 'Income a year, as a share of what buys it',
  monthlyIncome: 'Income a month, before tax',
  monthlyTax: 'Tax a month',
  monthlyNet: 'Income a month, after tax',
  incomeNote:
    'Tax on the income is worked out on today’s income tax table for your age at retirement, with no other income. The income in later years depends on inflation (a life annuity) or on the investments and the rate you choose (a living annuity).',
  projectionLink: 'Try other choices in the retirement projection',
  counsellingHeading: 'Before you retire',
  counsellingPoints: [
    'Unless you choose otherwise, the fund offers you the annuities of its annuity strategy above. You may instead buy any annuity the law allows from a provider you choose.',
    'A life annuity pays you for as long as you live, however long that is, but it cannot be changed or cashed in once bought, and it stops when you die (or your spouse, with a joint annuity).',
    'A living annuity lets you choose your income each year and leaves what is left to your beneficiaries, but the income is not guaranteed: drawing more than about 5 % a year, or poor returns, can leave you with too little in later life.',
    'Cash taken at retirement is taxed on the retirement lump-sum table and no longer earns you an income: the figures above show by how much your income falls.',
    'The retirement component must buy an annuity, unless it is R 165 000 or less. Whatever you choose, check the charges.',
    'The fund offers you retirement benefits counselling free of charge: call the contact centre on 0860 000 000. You may also ask an independent financial adviser.',
  ],
  acknowledgeLabel: 'I have read the information about retiring and the fund’s annuity strategy',
  acknowledge: 'Confirm',
  acknowledgeRequired: 'Please confirm that you have read the information about retiring.',
  acknowledgedOn: (date: string) => `You confirmed reading this information on ${date}.`,
  tryAgainLater: 'That did not work. Please try again later.',
  claimHeading: 'Start your retirement claim',
  claimAfterCounselling:
    'Read the information above and confirm that you have read it: then you can start your retirement claim here.',
  claimFrom: (date: string) =>
    `You can start a retirement claim from ${date}, your 55th birthday, the earliest retirement age the fund’s rules allow.`,
  claimInProgress: (caseNo: string, status: string, date: string) =>
    `Your retirement claim ${caseNo} was started on ${date}. Its status: ${status}.`,
  followClaim: (caseNo: string) => `Follow claim ${caseNo}`,
  claimWhat:
    'Choose the cash you want and the annuity the rest buys. The administrator then contacts you to confirm your bank account and the annuity provider, and asks SARS for a tax directive. The cash is worked out on your benefit’s value on the day you start the claim.',
  cashChoiceLabel: 'Cash at retirement',
  cashChoices: {
    none: 'No cash: all of it buys an income',
    savings: 'The savings component in cash',
    maximum: 'The most allowed in cash (the savings component and a third of the vested component)',
  },
  annuityChoiceLabel: 'The annuity the rest buys',
  annuityChoices: { lifeAnnuity: 'A life annuity', livingAnnuity: 'A living annuity' },
  startClaim: 'Start my retirement claim',
  started: (caseNo: string) =>
    `Your retirement claim ${caseNo} has been started. We sent you a message with the next steps.`,
} as const;
