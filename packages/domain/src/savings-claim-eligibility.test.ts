import { describe, expect, it } from 'vitest';
import { ClaimType } from './claims';
import { toCents } from './money';
import {
  nextSavingsWithdrawalFrom,
  savingsClaimEligibility,
  type OpenClaim,
} from './savings-claim-eligibility';

const R = (rand: number) => toCents(Math.round(rand * 100));

describe('savingsClaimEligibility', () => {
  const open = {
    savingsPotCents: R(10_000),
    withdrawalsThisTaxYear: [] as string[],
    openClaims: [] as OpenClaim[],
    isBlocked: false,
  };
  const withdrawn = (next: string, start: string, end: string) =>
    `You have already made a savings withdrawal from this fund in this tax year (${start} to ${end}). Only one savings withdrawal is allowed per tax year, so you can make your next one from ${next}.`;

  it.each([
    ['nothing withdrawn', '2026-03-01', [], null],
    // Both sides of 1 March: a withdrawal on the last day of a tax year does not count in the next.
    ['withdrawn on 28 Feb, asked on 1 Mar', '2026-03-01', ['2026-02-28'], null],
    [
      'withdrawn on 1 Mar, asked on 28 Feb',
      '2026-02-28',
      ['2025-03-01'],
      withdrawn('1 Mar 2026', '1 Mar 2025', '28 Feb 2026'),
    ],
    [
      'withdrawn on 1 Mar, asked the same day',
      '2026-03-01',
      ['2026-03-01'],
      withdrawn('1 Mar 2027', '1 Mar 2026', '28 Feb 2027'),
    ],
    ['withdrawn on 28 Feb a year before', '2026-02-28', ['2025-02-28'], null],
    [
      'a leap year: withdrawn 1 Mar 2027, asked 29 Feb 2028',
      '2028-02-29',
      ['2026-06-01', '2027-03-01'],
      withdrawn('1 Mar 2028', '1 Mar 2027', '29 Feb 2028'),
    ],
  ])('%s', (_name, today, withdrawals, reason) => {
    const result = savingsClaimEligibility({ ...open, withdrawalsThisTaxYear: withdrawals, today });
    expect(result).toEqual(
      reason === null
        ? { isAllowed: true }
        : { isAllowed: false, code: 'already-withdrawn-this-tax-year', reason },
    );
  });

  it.each([
    [R(2_000), true],
    [R(1_999.99), false],
    [0, false],
  ])('a pot of %s cents: allowed %s', (savingsPotCents, isAllowed) => {
    const result = savingsClaimEligibility({ ...open, savingsPotCents, today: '2026-03-05' });
    expect(result.isAllowed).toBe(isAllowed);
  });

  it('explains a small pot with both amounts', () => {
    expect(
      savingsClaimEligibility({ ...open, savingsPotCents: R(1_500), today: '2026-03-05' }),
    ).toEqual({
      isAllowed: false,
      code: 'pot-below-minimum',
      reason:
        'Your savings pot balance of R\u00a01\u00a0500.00 is less than the minimum withdrawal of R\u00a02\u00a0000.00, so you cannot make a savings withdrawal yet.',
    });
  });

  const retirement: OpenClaim = { caseNo: 'CLM00000042', claimType: ClaimType.Retirement };
  const savings: OpenClaim = { caseNo: 'CLM00000077', claimType: ClaimType.Savings };

  it.each([
    [
      'a block comes first',
      { isBlocked: true, openClaims: [savings], savingsPotCents: 0 },
      'blocked',
      'There is a hold on your membership, such as a court order or a deduction the fund must make under section 37D of the Pension Funds Act, so you cannot make a savings withdrawal online. Please contact your fund administrator for help.',
      undefined,
    ],
    [
      'then a retirement claim in progress, named by its type and case number',
      { openClaims: [savings, retirement], withdrawalsThisTaxYear: ['2026-03-02'] },
      'exit-claim-in-progress',
      'Your retirement claim CLM00000042 on this fund is in progress. It pays out your whole benefit in the fund, your savings pot included, so you cannot make a separate savings withdrawal from this fund.',
      'CLM00000042',
    ],
    [
      'a withdrawal or death claim the same way',
      { openClaims: [{ caseNo: 'CLM00000050', claimType: ClaimType.Withdrawal }] },
      'exit-claim-in-progress',
      'Your withdrawal claim CLM00000050 on this fund is in progress. It pays out your whole benefit in the fund, your savings pot included, so you cannot make a separate savings withdrawal from this fund.',
      'CLM00000050',
    ],
    [
      'then a savings withdrawal claim in progress, with its case number',
      { openClaims: [savings], withdrawalsThisTaxYear: ['2026-03-02'] },
      'claim-in-progress',
      'You already have a savings withdrawal claim in progress for this fund (CLM00000077). You can make a new claim once that claim has been paid or cancelled.',
      'CLM00000077',
    ],
    [
      'a retail savings withdrawal claim too',
      { openClaims: [{ caseNo: 'CLM00000078', claimType: ClaimType.RetailSavings }] },
      'claim-in-progress',
      'You already have a savings withdrawal claim in progress for this fund (CLM00000078). You can make a new claim once that claim has been paid or cancelled.',
      'CLM00000078',
    ],
  ])('%s', (_name, change, code, reason, blockingCaseNo) => {
    expect(savingsClaimEligibility({ ...open, ...change, today: '2026-03-05' })).toEqual({
      isAllowed: false,
      code,
      reason,
      ...(blockingCaseNo === undefined ? {} : { blockingCaseNo }),
    });
  });

  it('is not held up by claims that have ended: the tax year and the pot decide', () => {
    // Only claims in progress are passed in; a paid savings claim counts by its payment date.
    expect(
      savingsClaimEligibility({
        ...open,
        withdrawalsThisTaxYear: ['2025-06-01'],
        today: '2026-03-05',
      }),
    ).toEqual({ isAllowed: true });
  });
});

describe('nextSavingsWithdrawalFrom', () => {
  it('is the first day of the next tax year (1 March), once a tax year', () => {
    expect(nextSavingsWithdrawalFrom('2025-03-01')).toBe('2026-03-01');
    expect(nextSavingsWithdrawalFrom('2025-10-14')).toBe('2026-03-01');
    expect(nextSavingsWithdrawalFrom('2026-02-28')).toBe('2026-03-01');
    // A leap year's February ends on the 29th.
    expect(nextSavingsWithdrawalFrom('2028-02-29')).toBe('2028-03-01');
  });

  it('is the day the refusal names for a second withdrawal in the same tax year', () => {
    const answer = savingsClaimEligibility({
      savingsPotCents: toCents(1_000_000),
      withdrawalsThisTaxYear: ['2025-10-14'],
      openClaims: [],
      isBlocked: false,
      today: '2025-12-01',
    });
    expect(answer.isAllowed).toBe(false);
    if (!answer.isAllowed) expect(answer.reason).toContain('next one from 1 Mar 2026');
  });
});
