import { describe, expect, it } from 'vitest';
import {
  ESTIMATED_TAX_LABELS,
  estimatedClaimTax,
  lumpSumKindOfClaim,
  type ClaimForTaxEstimate,
} from './claim-tax-estimate';
import { ClaimType } from './claims';
import { toCents } from './money';

const R = (rand: number) => toCents(Math.round(rand * 100));

function claim(overrides: Partial<ClaimForTaxEstimate> = {}): ClaimForTaxEstimate {
  return {
    caseNo: 'CLM00000001',
    claimType: ClaimType.Retirement,
    status: 'DirectiveRequested',
    grossCents: R(1_000_000),
    feeCents: null,
    taxCents: null,
    paidOn: null,
    ...overrides,
  };
}

describe('lumpSumKindOfClaim', () => {
  it.each([
    [ClaimType.Retirement, 'retirement'],
    [ClaimType.Withdrawal, 'withdrawal'],
    [ClaimType.Death, 'death'],
    [ClaimType.Savings, 'savings'],
    [ClaimType.RetailSavings, 'savings'],
    [99, null],
  ])('claim type %s pays a %s lump sum', (type, kind) => {
    expect(lumpSumKindOfClaim(type)).toBe(kind);
  });
});

describe('estimatedClaimTax', () => {
  it('a retirement claim of R 1 000 000 with nothing before: R 101 700 on the retirement table', () => {
    expect(estimatedClaimTax(claim(), '2026-11-29', [])).toEqual({
      taxCents: R(101_700),
      label: ESTIMATED_TAX_LABELS.retirement,
    });
  });

  it('counts the member’s earlier paid withdrawal claim, not a savings claim or an unpaid one', () => {
    const others = [
      claim({
        caseNo: 'CLM00000002',
        claimType: ClaimType.Withdrawal,
        status: 'Paid',
        grossCents: R(200_000),
        taxCents: R(31_050),
        paidOn: '2019-05-31',
      }),
      claim({
        caseNo: 'CLM00000003',
        claimType: ClaimType.Savings,
        status: 'Paid',
        grossCents: R(30_000),
        feeCents: R(250),
        taxCents: R(5_000),
        paidOn: '2025-03-31',
      }),
      claim({ caseNo: 'CLM00000004', claimType: ClaimType.Withdrawal, status: 'Cancelled' }),
      // The claim itself in the list is not an earlier lump sum.
      claim(),
    ];
    // table(1 200 000) − table(200 000) = 159 750 − 0.
    expect(estimatedClaimTax(claim(), '2026-11-29', others)?.taxCents).toBe(R(159_750));
  });

  it('a withdrawal claim goes on the withdrawal table, after any fee', () => {
    const estimate = estimatedClaimTax(
      claim({ claimType: ClaimType.Withdrawal, grossCents: R(500_250), feeCents: R(250) }),
      '2026-11-29',
      [],
    );
    // 18 % × (500 000 − 27 500) = 85 050.
    expect(estimate).toEqual({ taxCents: R(85_050), label: ESTIMATED_TAX_LABELS.withdrawal });
  });

  it('a death claim goes on the retirement table', () => {
    const estimate = estimatedClaimTax(
      claim({ claimType: ClaimType.Death, grossCents: R(600_000) }),
      '2026-11-29',
      [],
    );
    expect(estimate).toEqual({ taxCents: R(9_000), label: ESTIMATED_TAX_LABELS.death });
  });

  it('is null once the tax is known, for a claim that ended, and for a savings claim', () => {
    expect(estimatedClaimTax(claim({ taxCents: R(101_700) }), '2026-11-29', [])).toBeNull();
    expect(estimatedClaimTax(claim({ status: 'Declined' }), '2026-11-29', [])).toBeNull();
    expect(estimatedClaimTax(claim({ status: 'Cancelled' }), '2026-11-29', [])).toBeNull();
    expect(estimatedClaimTax(claim({ claimType: ClaimType.Savings }), '2026-11-29', [])).toBeNull();
  });

  it('is given for a draft and a submitted claim too', () => {
    for (const status of ['Draft', 'Submitted', 'DirectiveIssued'] as const)
      expect(estimatedClaimTax(claim({ status }), '2026-11-29', [])?.taxCents).toBe(R(101_700));
  });
});
