import { addDays } from '@portal/domain/dates';
import type { StatementData } from './statement-data';

// One annual statement with fixed figures, for the tests that read a statement back line by line
// and for the bench's render timing: Ms Naledi Dube's year to 28 Feb 2026 in the AF Balanced Fund.
// `transactions` rows follow the pattern of a month: the member's contribution, then the fee.

/** The sample statement with `transactions` rows (two to a month from 25 Mar 2025). */
export function sampleStatement(transactions: number): StatementData {
  const rows = Array.from({ length: transactions }, (_, index) => {
    const date = addDays('2025-03-25', 30 * Math.floor(index / 2));
    return index % 2 === 0
      ? {
          date,
          name: 'Member contribution',
          portfolio: 'AF Balanced Fund',
          type: 'contribution',
          amountCents: 5_000_00,
        }
      : {
          date,
          name: 'Administration fee',
          portfolio: 'AF Balanced Fund',
          type: 'fee',
          amountCents: -600_00,
        };
  });
  // The statement builder reads these fields only; the membership row and reconciliation types
  // carry more, which a rendering has no use for.
  return {
    name: 'Annual benefit statement 1 Mar 2025 – 28 Feb 2026',
    period: { type: 'Annual', start: '2025-03-01', end: '2026-02-28' },
    member: { fullName: 'Ms Naledi Dube', idNumberLastFour: '4089', dateOfBirth: '1985-06-14' },
    fund: {
      membershipNumber: '01000042',
      dateJoined: '2019-01-09',
      fullProductName: 'AF Umbrella Pension Fund',
      schemeName: 'Dube Holdings Pension Scheme',
      fundName: 'AF Umbrella Pension Fund',
      schemeNumber: '100042',
      employerName: 'Dube Holdings',
      productTypeCategory: 'Institutional',
      isTwoPot: true,
      isLivingAnnuity: false,
      normalRetirementDate: '2050-06-30',
      annualPensionableSalaryCents: 240_000_00,
      memberContributionRateBp: 750,
      employerContributionRateBp: 1000,
      isUmbrellaFund: true,
    },
    reconciliation: {
      openingValue: 100_000_00,
      contributions: 12_000_00,
      transfersIn: 0,
      switchesIn: 0,
      withdrawals: 0,
      fees: 600_00,
      switchesOut: 0,
      investmentReturn: -1_400_00,
      closingValue: 110_000_00,
      memberContributions: 5_000_00,
      employerContributions: 7_000_00,
      summary: {
        openingBalance: 100_000_00,
        contributionsAndSwitches: 12_000_00,
        withdrawalsFeesAndExpenses: 600_00,
        investmentReturn: -1_400_00,
        closingBalance: 110_000_00,
        switched: 0,
      },
      memberReturn: { annualisedPct: -1.86, periodPct: -1.86 },
    },
    pots: {
      available: 60_000_00,
      notAvailable: 20_000_00,
      savings: 10_000_00,
      retirement: 20_000_00,
    },
    portfolios: [
      {
        name: 'AF Balanced Fund',
        units: 2000,
        unitPrice: 55,
        priceDate: '2026-02-27',
        fundCredit: 110_000,
      },
    ],
    transactions: rows,
    covers: { fundBeneficiaryCount: 2, lifeCover: null },
    charges: {
      lines: [{ label: 'Administration fees', cents: 600_00, pct: 0.57 }],
      total: 600_00,
      totalPct: 0.57,
      averageValue: 105_000_00,
    },
    beneficiaries: {
      fund: [
        { name: 'Thabo Dube', relationship: 'Spouse', sharePct: 60 },
        { name: 'Lerato Dube', relationship: 'Child', sharePct: 40 },
      ],
      lifeCover: null,
    },
    savingsWithdrawalFeeCents: 250_00,
  } as unknown as StatementData;
}
