import type { IncomeIllustration, RetirementOptions } from '@portal/contract/retirement-options';

// A membership's options at retirement as the API answers them (retirement page tests): a member
// of 62 retiring at 65, R 2 400 000 at retirement, R 600 000 the most cash (R 9 000 tax).

const illustration = (overrides: Partial<IncomeIllustration>): IncomeIllustration => ({
  annuity: 'lifeAnnuity',
  cash: 'none',
  cashAmount: 0,
  cashTax: 0,
  annuityValue: 2_400_000,
  incomeRate: 7.28,
  monthlyIncome: 14_560,
  monthlyTax: 2_001.5,
  monthlyNet: 12_558.5,
  ...overrides,
});

export function aRetirementOptions(overrides: Partial<RetirementOptions> = {}): {
  success: true;
  options: RetirementOptions;
} {
  return {
    success: true,
    options: {
      schemeNumber: 'S1',
      fundName: 'AF Umbrella Pension Fund',
      productName: 'AF Umbrella Pension Fund',
      valueDate: '2026-11-30',
      retirementDate: '2029-12-01',
      retirementAge: 65,
      optionsFrom: '2024-12-01',
      earliestClaimDate: '2019-12-01',
      mayStartClaim: true,
      today: {
        savingsComponent: 250_000,
        vestedComponent: 800_000,
        retirementComponent: 1_000_000,
        totalValue: 2_050_000,
      },
      atRetirement: {
        savingsComponent: 300_000,
        vestedComponent: 900_000,
        retirementComponent: 1_200_000,
        totalValue: 2_400_000,
      },
      cash: {
        maxCash: 600_000,
        taxAmount: 9_000,
        netAmount: 591_000,
        taxYear: '2026/27',
        isDeMinimis: false,
      },
      drawdownRate: 5,
      illustrations: [
        illustration({}),
        illustration({
          cash: 'maximum',
          cashAmount: 600_000,
          cashTax: 9_000,
          annuityValue: 1_800_000,
          monthlyIncome: 10_920,
          monthlyTax: 1_165.75,
          monthlyNet: 9_754.25,
        }),
        illustration({
          annuity: 'livingAnnuity',
          incomeRate: 5,
          monthlyIncome: 10_000,
          monthlyTax: 1_050.25,
          monthlyNet: 8_949.75,
        }),
        illustration({
          annuity: 'livingAnnuity',
          cash: 'maximum',
          cashAmount: 600_000,
          cashTax: 9_000,
          annuityValue: 1_800_000,
          incomeRate: 5,
          monthlyIncome: 7_500,
          monthlyTax: 600.5,
          monthlyNet: 6_899.5,
        }),
      ],
      annuityStrategy: {
        adoptedOn: '2024-09-01',
        summary: 'The trustees offer two annuities to members who retire from the fund.',
        annuities: [
          { name: 'The fund’s living annuity', description: 'Your money stays invested.' },
          { name: 'An inflation-linked life annuity', description: 'An income for life.' },
        ],
      },
      counselling: { materialVersion: 'retirement/2026-12-01', acknowledgedOn: null },
      retirementClaim: null,
      ...overrides,
    },
  };
}
