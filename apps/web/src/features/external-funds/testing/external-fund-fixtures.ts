import type { ExternalFund } from '@portal/contract/portfolio';
import { EXTERNAL_PRODUCT_TYPES, EXTERNAL_PROVIDERS } from '@portal/domain/external-fund';

// Test data for the external funds calls, shaped by the contract.

export function anExternalFund(overrides: Partial<ExternalFund> = {}): ExternalFund {
  return {
    fundId: 'ext-1',
    providerId: 2,
    providerName: 'Coronation',
    productTypeId: 7,
    productTypeName: 'Unit trust',
    category: 'Discretionary',
    productName: 'Coronation Balanced Plus',
    value: 250000.5,
    valueDate: '2025-03-31',
    monthlyContribution: 1500,
    notes: null,
    updatedAt: '2025-04-01T08:00:00.000Z',
    ...overrides,
  };
}

export const externalFundTypesResponse = {
  success: true,
  externalInvestmentAndProductTypes: {
    providers: [...EXTERNAL_PROVIDERS],
    productTypes: [...EXTERNAL_PRODUCT_TYPES],
  },
};
