import type {
  PortfolioHistory,
  PortfolioReturn,
  PortfolioSummary,
} from '@portal/contract/portfolio';

// Test data for the My portfolio calls, shaped by the contract. The figures add up: the total is
// the internal and external values together, and each breakdown's slices add to it.

export function aReturn(overrides: Partial<PortfolioReturn> = {}): PortfolioReturn {
  return {
    status: 'ok',
    irrPct: 8.41,
    from: '2024-06-01',
    to: '2025-05-31',
    message: null,
    ...overrides,
  };
}

export function aPortfolioSummary(overrides: Partial<PortfolioSummary> = {}): PortfolioSummary {
  return {
    asOf: '2025-05-31',
    totals: { total: 1484567.89, internal: 1234567.89, external: 250000 },
    internalFunds: [
      {
        schemeNumber: 'S1001',
        name: 'Anchor Retirement Fund',
        productTypeCategory: 'Institutional',
        category: 'Retirement',
        value: 1234567.89,
        calculationDate: '2025-05-31',
        savingsPot: 30000,
        canClaimSavings: true,
        irr12Months: aReturn(),
      },
    ],
    externalFunds: [
      {
        fundId: 'ext-1',
        providerId: 2,
        providerName: 'Coronation',
        productTypeId: 7,
        productTypeName: 'Unit trust',
        category: 'Discretionary',
        productName: 'Coronation Balanced Plus',
        value: 250000,
        valueDate: '2025-02-28',
        monthlyContribution: null,
        notes: null,
        updatedAt: '2025-03-01T08:00:00.000Z',
        valueAgeDays: 92,
      },
    ],
    covers: [{ name: 'Group life cover', kind: 'Life cover', amount: 2000000 }],
    allocation: {
      byProduct: [
        { label: 'Anchor Retirement Fund', value: 1234567.89, percentage: 83.16 },
        { label: 'Coronation Balanced Plus', value: 250000, percentage: 16.84 },
      ],
      byProductType: [
        { label: 'Retirement', value: 1234567.89, percentage: 83.16 },
        { label: 'Discretionary', value: 250000, percentage: 16.84 },
      ],
      byPortfolio: [
        { label: 'Balanced Growth', value: 1000000, percentage: 81 },
        { label: 'Money Market', value: 234567.89, percentage: 19 },
      ],
    },
    savingsPot: { total: 30000, claimableSchemeNumbers: ['S1001'] },
    ...overrides,
  };
}

export function aPortfolioHistory(overrides: Partial<PortfolioHistory> = {}): PortfolioHistory {
  return {
    years: 1,
    from: '2024-06-01',
    to: '2025-05-31',
    // As the API gives them: the window's start, each month end, and today.
    points: [
      {
        date: '2024-06-01',
        value: 1090000,
        netContributions: 0,
        growth: 0,
        funds: { S1001: 1090000 },
      },
      {
        date: '2024-06-30',
        value: 1100000,
        netContributions: 5000,
        growth: 5000,
        funds: { S1001: 1100000 },
      },
      {
        date: '2025-05-31',
        value: 1234567.89,
        netContributions: 60000,
        growth: 84567.89,
        funds: { S1001: 1234567.89 },
      },
    ],
    funds: [
      {
        schemeNumber: 'S1001',
        name: 'Anchor Retirement Fund',
        periodReturn: aReturn({ irrPct: 7.25 }),
      },
    ],
    combinedReturn: aReturn({ irrPct: 7.25 }),
    ...overrides,
  };
}
