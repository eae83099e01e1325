import {
  FundDetailsResponseSchema,
  FundPortfolioSchema,
  FundTransactionSchema,
  TransactionDetailsResponseSchema,
} from '@portal/contract/fund-details';
import type {
  FundDetailsResponse,
  FundPortfolio,
  FundTransaction,
  TransactionDetailsResponse,
} from '@portal/contract/fund-details';

// Response bodies for component tests, checked by the contract's own schemas.

export function aTransaction(overrides: Partial<FundTransaction> = {}): FundTransaction {
  return FundTransactionSchema.parse({
    date: '2025-05-20',
    name: 'Member contribution',
    units: 12.3456,
    unitPrice: 45.123456,
    amount: 557.08,
    portfolio: 'AF Balanced Fund',
    pot: 'retirement',
    ...overrides,
  });
}

/** Groups transactions the way the server does (year, then 'May 2025'), for the wire shape. */
export function transactionsResponse(
  transactions: FundTransaction[],
  window = { startDate: '2025-02-20', endDate: '2025-05-20' },
): TransactionDetailsResponse {
  const months = new Map<string, FundTransaction[]>();
  for (const t of transactions)
    months.set(t.date.slice(0, 7), [...(months.get(t.date.slice(0, 7)) ?? []), t]);
  const years = new Map<number, { monthYear: string; transactions: FundTransaction[] }[]>();
  for (const [key, list] of months) {
    const year = Number(key.slice(0, 4));
    years.set(year, [...(years.get(year) ?? []), { monthYear: key, transactions: list }]);
  }
  return TransactionDetailsResponseSchema.parse({
    success: true,
    ...window,
    transactionDetailsByYear: [...years].map(([year, monthYears]) => ({ year, monthYears })),
  });
}

export function aPortfolio(overrides: Partial<FundPortfolio> = {}): FundPortfolio {
  return FundPortfolioSchema.parse({
    name: 'AF Balanced Fund',
    currency: 'ZAR',
    effectiveDate: '2024-03-01',
    contributionAllocation: 60,
    fundCredit: 150000.5,
    available: 20000,
    notAvailable: 10000.5,
    savings: 20000,
    retirement: 100000,
    units: 3321.1234,
    unitPrice: 45.123456,
    priceDate: '2025-05-30',
    exchangeRate: 1,
    udwID: 'UDW-1',
    ...overrides,
  });
}

export function aFundDetails(
  overrides: {
    overview?: Partial<FundDetailsResponse['overview']>;
    member?: Partial<FundDetailsResponse['information']['member']>;
    fund?: Partial<FundDetailsResponse['information']['fund']>;
    portfolios?: FundPortfolio[];
    portfolioSuccess?: boolean;
    cover?: FundDetailsResponse['cover'];
  } = {},
): FundDetailsResponse {
  return FundDetailsResponseSchema.parse({
    success: true,
    portfolioSuccess: overrides.portfolioSuccess ?? true,
    overview: {
      name: 'AF Umbrella Pension Fund',
      totalValue: 250000,
      available: 40000,
      notAvailable: 10000,
      savings: 50000,
      retirement: 150000,
      calculationDate: '2025-05-30',
      nobIndicator: 'Y',
      isCustomView: false,
      ...overrides.overview,
    },
    information: {
      member: {
        accountStatus: 'Active',
        masterMemberStatus: 'Active',
        memberNumber: 'M-100200',
        schemeNumber: 'S1',
        category: 'Staff',
        dateJoined: '2015-02-01',
        dateJoinedScheme: '2015-02-01',
        dateOfTransfer: null,
        pensionableServiceDate: '2015-02-01',
        accountStatusEffectiveDate: '2015-02-01',
        normalRetirementDate: '2045-06-30',
        annualPensionableSalary: 480000,
        memberContributionRate: 7.5,
        employerContributionRate: 10,
        lastContributionRate: 7.5,
        contributionsStoppedOn: null,
        refNum1: null,
        billGroup: null,
        payrollRef: null,
        ...overrides.member,
      },
      fund: {
        fundName: 'AF Umbrella Pension Fund',
        schemeName: 'AF Umbrella',
        schemeNumber: 'S1',
        schemeNumberRef: null,
        fullProductName: 'AF Umbrella Pension Fund',
        heading: 'Pension Fund',
        employerName: 'Karoo Logistics',
        caseKey: 'C1',
        caseMemberKey: 'CM1',
        productTypeCategory: 'Institutional',
        isRetail: false,
        isRestricted: false,
        twoPotIndicator: 'N',
        nobIndicator: 'Y',
        pensionServiceCommencementDate: null,
        isGlobalProduct: false,
        sourceSystemName: 'UMBRELLA',
        ...overrides.fund,
      },
    },
    portfolios: overrides.portfolios ?? [aPortfolio()],
    cover: overrides.cover ?? null,
  });
}
