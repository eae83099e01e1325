import type { LeavingServiceOptions, TransferRequest } from '@portal/contract/leaving-service';

// A paid-up membership's options and transfers as the API answers them (leaving-service tests).

export function aLeavingOptions(overrides: Partial<LeavingServiceOptions> = {}): {
  success: true;
  options: LeavingServiceOptions;
} {
  return {
    success: true,
    options: {
      schemeNumber: 'S1',
      fundName: 'AF Umbrella Pension Fund',
      productName: 'AF Umbrella Pension Fund',
      valueDate: '2026-11-30',
      retirementDate: '2046-06-30',
      today: {
        savingsComponent: 20_000,
        vestedComponent: 150_000,
        retirementComponent: 30_000,
        totalValue: 200_000,
      },
      preserve: { valueAtRetirement: 321_654.32, monthlyIncome: 1_987.65 },
      transfer: { valueTransferred: 200_000, taxAmount: 0 },
      cash: {
        retirementComponentPreserved: 30_000,
        vested: {
          grossAmount: 150_000,
          taxAmount: 22_050,
          netAmount: 127_950,
          taxYear: '2026/27',
          earlierLumpSums: 0,
        },
        savings: {
          grossAmount: 20_000,
          feeAmount: 300,
          taxAmount: 4_728,
          netAmount: 14_972,
          taxYear: '2026/27',
          otherTaxableIncome: 240_000,
        },
        grossAmount: 170_000,
        feeAmount: 300,
        taxAmount: 26_778,
        netAmount: 142_922,
        monthlyIncomeGivenUp: 1_689.5,
        valueGivenUp: 273_406.17,
        afterCash: { valueAtRetirement: 48_248.15, monthlyIncome: 298.15 },
      },
      counselling: { materialVersion: '2026-12-01', acknowledgedOn: null },
      paidUpCertificate: {
        id: 'cert-1',
        fileName: 'PaidUpMembershipCertificate_M1.pdf',
        title: 'Paid-up membership certificate – AF Umbrella Pension Fund',
      },
      ...overrides,
    },
  };
}

export function aTransfer(overrides: Partial<TransferRequest> = {}): TransferRequest {
  return {
    reference: 'TRF-7K2P9QXA',
    schemeNumber: 'S1',
    receivingFundName: 'Allan Gray Preservation Pension Fund',
    receivingFundRegistration: '12/8/35478',
    receivingFundType: 'PreservationFund',
    status: 'Submitted',
    requestedOn: '2026-12-01',
    statusChangedAt: '2026-12-01T08:00:00.000Z',
    ...overrides,
  };
}
