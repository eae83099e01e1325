import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from './money';
import {
  DEFAULT_SAVINGS_WITHDRAWAL_FEE_CENTS,
  SAVINGS_GROWTH_ASSUMPTION_BP,
  SAVINGS_WITHDRAWAL_MINIMUM_CENTS,
  compoundMonthly,
  maxWithdrawalMessage,
  savingsClaimEligibility,
  savingsWithdrawalAmountProblem,
  savingsWithdrawalAmountSchema,
  savingsWithdrawalEstimate,
  savingsWithdrawalFormSchema,
} from './savings-withdrawal';

const R = (rand: number) => toCents(Math.round(rand * 100));

function messagesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('constants', () => {
  it('minimum R2 000, default fee R250, growth 10 % a year', () => {
    expect(SAVINGS_WITHDRAWAL_MINIMUM_CENTS).toBe(200_000);
    expect(DEFAULT_SAVINGS_WITHDRAWAL_FEE_CENTS).toBe(25_000);
    expect(SAVINGS_GROWTH_ASSUMPTION_BP).toBe(1_000);
  });
});

describe('the withdrawal amount', () => {
  const pot = R(15_000);

  it.each([
    [R(2_000), null],
    [R(15_000), null],
    [R(1_999.99), 'Withdrawal amount must be at least R2 000'],
    [0, 'Withdrawal amount must be at least R2 000'],
    [R(15_000.01), 'Please enter a number less than or equal to R15 000'],
  ])('%s cents against a R15 000 pot: %s', (amount, message) => {
    expect(savingsWithdrawalAmountProblem(amount, pot)).toBe(message);
  });

  it.each([
    [R(1_234_567), 'Please enter a number less than or equal to R1 234 567'],
    [R(12_345.5), 'Please enter a number less than or equal to R12 345.50'],
    [R(12_345.67), 'Please enter a number less than or equal to R12 345.67'],
    [R(12_345.05), 'Please enter a number less than or equal to R12 345.05'],
  ])('names the pot balance %s', (balance, message) => {
    expect(maxWithdrawalMessage(balance)).toBe(message);
  });

  it.each([
    ['2000', R(2_000)],
    [2000, R(2_000)],
    ['R 12 000.50', R(12_000.5)],
    ['15000.00', R(15_000)],
  ])('reads %j as %s cents', (typed, cents) => {
    expect(savingsWithdrawalAmountSchema(pot).parse(typed)).toBe(cents);
  });

  it.each([
    ['', 'Withdrawal amount is required'],
    [undefined, 'Withdrawal amount is required'],
    ['abc', 'Please enter a valid number'],
    ['2000.005', 'up to 2 decimal places'],
    ['1999', 'Withdrawal amount must be at least R2 000'],
    ['-5000', 'Withdrawal amount must be at least R2 000'],
    ['15000.01', 'Please enter a number less than or equal to R15 000'],
    ['1e30', 'Please enter a number less than or equal to R15 000'],
  ])('refuses %j: %s', (typed, message) => {
    expect(messagesOf(savingsWithdrawalAmountSchema(pot).safeParse(typed))).toEqual([
      ['', message],
    ]);
  });
});

describe('savingsWithdrawalFormSchema', () => {
  const schema = savingsWithdrawalFormSchema(R(30_000));

  it('gives both amounts in cents; an income of 0 is allowed', () => {
    expect(schema.parse({ amount: '20000', annualTaxableIncome: 'R 300 000' })).toEqual({
      amount: R(20_000),
      annualTaxableIncome: R(300_000),
    });
    expect(schema.parse({ amount: 5000, annualTaxableIncome: 0 }).annualTaxableIncome).toBe(0);
  });

  it.each([
    ['blank', '', 'Please ensure that the taxable income field is populated.'],
    ['missing', undefined, 'Please ensure that the taxable income field is populated.'],
    ['not a number', '12x', 'Please enter a valid number'],
    ['negative', '-1', 'Please enter a positive number. Example: R100 000'],
    ['three decimals', '1.001', 'up to 2 decimal places'],
  ])('refuses a %s income', (_name, income, message) => {
    expect(messagesOf(schema.safeParse({ amount: 5000, annualTaxableIncome: income }))).toEqual([
      ['annualTaxableIncome', message],
    ]);
  });
});

describe('savingsWithdrawalEstimate', () => {
  const base = {
    amountCents: R(20_000),
    feeCents: DEFAULT_SAVINGS_WITHDRAWAL_FEE_CENTS,
    annualTaxableIncomeCents: R(300_000),
    dateOfBirth: '1985-05-10',
    normalRetirementDate: '2050-05-31',
  };

  it('2025/26: R20 000 less R250 on R300 000 of income', () => {
    // Taxable 19 750. 2025/26: tax(300 000) = 42 678 + 26 % × 62 900 − 17 235 = 41 797;
    // tax(319 750) = 42 678 + 26 % × 82 650 − 17 235 = 46 932; marginal 5 135 (26 % × 19 750).
    // Net 19 750 − 5 135 = 14 615. Growth: 299 whole months from 15 Jun 2025 to 31 May 2050;
    // R20 000 × (1 + 10 %/12)^299 = R239 146.017 → R239 146.02.
    expect(savingsWithdrawalEstimate({ ...base, claimDate: '2025-06-15' })).toEqual({
      amountCents: R(20_000),
      feeCents: R(250),
      taxableAmountCents: R(19_750),
      taxCents: R(5_135),
      netCents: R(14_615),
      taxTableUsed: '2025/26',
      taxYearOfClaim: '2025/26',
      isLatestTableFallback: false,
      ageForRebates: 40,
      growthRateBp: 1_000,
      monthsToRetirement: 299,
      growthIfLeftInvestedCents: 23_914_602,
      assumptionText:
        'If left invested, the amount is assumed to grow by 10% a year before inflation, compounded monthly, from 15 Jun 2025 until your normal retirement date of 31 May 2050. This is an estimate, not a guarantee: actual returns may be higher or lower.',
    });
  });

  it.each([
    // 2026/27: tax(300 000) = 44 118 + 26 % × 54 900 − 17 820 = 40 572; tax(319 750) = 44 118 +
    // 26 % × 74 650 − 17 820 = 45 707; marginal 5 135.
    ['2026-02-28', '2025/26', '2025/26', false, 5_135],
    ['2026-03-01', '2026/27', '2026/27', false, 5_135],
    // No 2027/28 table yet: the 2026/27 table, flagged.
    ['2027-03-01', '2026/27', '2027/28', true, 5_135],
  ])(
    'claimed %s: table %s (tax year %s, fallback %s), tax R%s',
    (date, used, year, isFallback, tax) => {
      const estimate = savingsWithdrawalEstimate({ ...base, claimDate: date });
      expect(estimate).toMatchObject({
        taxTableUsed: used,
        taxYearOfClaim: year,
        isLatestTableFallback: isFallback,
        taxCents: R(tax),
        netCents: R(19_750 - tax),
      });
    },
  );

  it.each([
    // 65 on 28 Feb 2026 (the last day of 2025/26): rebates 17 235 + 9 444 = 26 679;
    // 18 % × 119 750 = 21 555 < 26 679, so no tax on either side.
    ['1961-02-28', 65, 0],
    // 64 on that day: tax(100 000) = 765; tax(119 750) = 21 555 − 17 235 = 4 320; marginal 3 555.
    ['1961-03-01', 64, 3_555],
  ])('born %s (age %s for rebates): tax R%s', (dateOfBirth, age, tax) => {
    const estimate = savingsWithdrawalEstimate({
      ...base,
      annualTaxableIncomeCents: R(100_000),
      dateOfBirth,
      claimDate: '2025-06-01',
    });
    expect(estimate.ageForRebates).toBe(age);
    expect(estimate.taxCents).toBe(R(tax));
  });

  it('takes the fee it is given, and never more than the amount', () => {
    expect(
      savingsWithdrawalEstimate({ ...base, feeCents: R(350), claimDate: '2025-06-15' }),
    ).toMatchObject({ feeCents: R(350), taxableAmountCents: R(19_650) });
    expect(
      savingsWithdrawalEstimate({ ...base, amountCents: R(100), claimDate: '2025-06-15' }),
    ).toMatchObject({ feeCents: R(100), taxableAmountCents: 0, taxCents: 0, netCents: 0 });
  });

  it('shows no growth once the retirement date is not after the claim', () => {
    const estimate = savingsWithdrawalEstimate({
      ...base,
      claimDate: '2050-06-01',
      normalRetirementDate: '2050-05-31',
    });
    expect(estimate.monthsToRetirement).toBe(0);
    expect(estimate.growthIfLeftInvestedCents).toBe(R(20_000));
    expect(estimate.assumptionText).toBe(
      'Your normal retirement date (31 May 2050) is not after the claim date, so no growth is shown. The estimate is not a guarantee.',
    );
  });

  it('uses a growth rate it is given', () => {
    // R19 500 × (1 + 7.5 %/12)^120 = R41 185.26.
    const estimate = savingsWithdrawalEstimate({
      ...base,
      amountCents: R(19_500),
      claimDate: '2030-05-31',
      growthRateBp: 750,
    });
    expect(estimate.monthsToRetirement).toBe(240);
    expect(compoundMonthly(R(19_500), 750, 120)).toBe(R(41_185.26));
    expect(estimate.assumptionText).toContain('7.5% a year');
  });

  it('refuses a negative amount or fee', () => {
    expect(() =>
      savingsWithdrawalEstimate({ ...base, amountCents: -1, claimDate: '2025-06-15' }),
    ).toThrow(RangeError);
    expect(() =>
      savingsWithdrawalEstimate({ ...base, feeCents: -1, claimDate: '2025-06-15' }),
    ).toThrow(RangeError);
  });

  it('nets amount − fee − tax, never below 0, with tax within 45 % of the taxable amount (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200_000, max: 100_000_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 500_000_000 }),
        fc.constantFrom('2025-03-01', '2026-02-28', '2026-03-01', '2027-06-30'),
        (amountCents, feeCents, annualTaxableIncomeCents, claimDate) => {
          const estimate = savingsWithdrawalEstimate({
            ...base,
            amountCents,
            feeCents,
            annualTaxableIncomeCents,
            claimDate,
          });
          expect(estimate.netCents).toBe(amountCents - estimate.feeCents - estimate.taxCents);
          expect(estimate.netCents).toBeGreaterThanOrEqual(0);
          expect(estimate.taxCents).toBeLessThanOrEqual(estimate.taxableAmountCents * 0.45 + 1);
        },
      ),
    );
  });
});

describe('compoundMonthly', () => {
  it.each([
    // R1 000 × (1 + 10 %/12)^12 = R1 104.7131 → R1 104.71.
    [R(1_000), 1_000, 12, R(1_104.71)],
    [R(1_000), 1_000, 0, R(1_000)],
    [R(1_000), 0, 600, R(1_000)],
    // R1 000 × (1 + 12 %/12)^1 = R1 010.
    [R(1_000), 1_200, 1, R(1_010)],
  ])('%s cents at %s bp for %s months is %s', (amount, rate, months, expected) => {
    expect(compoundMonthly(amount, rate, months)).toBe(expected);
  });

  it('agrees with floating point within a cent and grows with time (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 480 }),
        (amount, rate, months) => {
          const grown = compoundMonthly(amount, rate, months);
          expect(Math.abs(grown - amount * (1 + rate / 120_000) ** months)).toBeLessThanOrEqual(1);
          expect(compoundMonthly(amount, rate, months + 1)).toBeGreaterThanOrEqual(grown);
          expect(grown).toBeGreaterThanOrEqual(amount);
        },
      ),
    );
  });

  it('refuses a fraction of a month', () => {
    expect(() => compoundMonthly(100, 1_000, 1.5)).toThrow(RangeError);
  });
});

describe('savingsClaimEligibility', () => {
  const open = {
    savingsPotCents: R(10_000),
    withdrawalsThisTaxYear: [] as string[],
    hasClaimInProgress: false,
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
        'Your savings pot balance of R 1 500.00 is less than the minimum withdrawal of R 2 000.00, so you cannot make a savings withdrawal yet.',
    });
  });

  it.each([
    [
      'a block comes first',
      { isBlocked: true, hasClaimInProgress: true, savingsPotCents: 0 },
      'blocked',
      'There is a hold on your membership, such as a court order or a deduction the fund must make under section 37D of the Pension Funds Act, so you cannot make a savings withdrawal online. Please contact your fund administrator for help.',
    ],
    [
      'then a claim in progress',
      { hasClaimInProgress: true, withdrawalsThisTaxYear: ['2026-03-02'] },
      'claim-in-progress',
      'You already have a savings withdrawal claim in progress for this fund. You can make a new claim once that claim has been paid or cancelled.',
    ],
  ])('%s', (_name, change, code, reason) => {
    expect(savingsClaimEligibility({ ...open, ...change, today: '2026-03-05' })).toEqual({
      isAllowed: false,
      code,
      reason,
    });
  });
});
