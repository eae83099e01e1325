import type { DetailsConfirmation } from '@portal/contract/details-confirmation';

// The answer of GET /api/Profile/GetDetailsConfirmation (issue 49 point 6): a member asked to
// confirm, who last confirmed a year and some days ago, with a nomination of two beneficiaries
// and one of none.

export function aConfirmation(overrides: Partial<DetailsConfirmation> = {}): DetailsConfirmation {
  return {
    isDue: true,
    lastConfirmedOn: '2025-11-20',
    nextDueOn: '2026-11-20',
    contact: {
      mobile: '0821234567',
      email: 'thandi@example.co.za',
      postalAddress: '12 Long Street, Cape Town, 8001, South Africa',
    },
    nominations: [
      {
        key: 'n1',
        productName: 'AF Umbrella Pension Fund',
        nominationType: 'Retirement',
        beneficiaries: [
          { name: 'Sipho Nkosi', relationship: 'Spouse', allocation: 60 },
          { name: 'Lerato Nkosi', relationship: 'Child', allocation: 40 },
        ],
      },
      { key: 'n2', productName: 'AF Funeral Plan', nominationType: 'Funeral', beneficiaries: [] },
    ],
    digest: 'a'.repeat(64),
    ...overrides,
  };
}
