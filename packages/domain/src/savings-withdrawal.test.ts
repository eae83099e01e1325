import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from './money';
import {
  DEFAULT_SAVINGS_WITHDRAWAL_FEE_CENTS,
  SAVINGS_GROWTH_ASSUMPTION_BP,
  SAVINGS_WITHDRAWAL_MINIMUM_CENTS,
  compoundMonthly,
  maxWithdrawalMessage,
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
    [R(1_999.99), 'Withdrawal amount must be at least R2\u00a0000'],
    [0, 'Withdrawal amount must be at least R2\u00a0000'],
    [R(15_000.01), 'Please enter a number less than or equal to R15\u00a0000'],
  ])('%s cents against a R15 000 pot: %s', (amount, message) => {
    expect(savingsWithdrawalAmountProblem(amount, pot)).toBe(message);
  });

  it.each([
    [R(1_234_567), 'Please enter a number less than or equal to R1\u00a0234\u00a0567'],
    [R(12_345.5), 'Please enter a number less than or equal to R12\u00a0345.50'],
    [R(12_345.67), 'Please enter a number less than or equal to R12\u00a0345.67'],
    [R(12_345.05), 'Please enter a number less than or equal to R12\u00a0345.05'],
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
    ['1999', 'Withdrawal amount must be at least R2\u00a0000'],
    ['-5000', 'Withdrawal amount must be at least R2\u00a0000'],
    ['15000.01', 'Please enter a number less than or equal to R15\u00a0000'],
    ['1e30', 'Please enter a valid number'],
    ['2e3', 'Please enter a valid number'],
    ['+2000', 'Please enter a valid number'],
    ['00002000', 'Please enter a valid number'],
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
    expect(
      schema.parse({ amount: 5000, annualTaxableIncome: '100 000 000' }).annualTaxableIncome,
    ).toBe(R(100_000_000));
  });

  it.each([
    ['blank', '', 'Please ensure that the taxable income field is populated.'],
    ['missing', undefined, 'Please ensure that the taxable income field is populated.'],
    ['not a number', '12x', 'Please enter a valid number'],
    ['negative', '-1', 'Please enter a positive number. Example: R100 000'],
    ['three decimals', '1.001', 'up to 2 decimal places'],
    [
      'over R100 million',
      '100000000.01',
      'Please enter a number less than or equal to R100\u00a0000\u00a0000',
    ],
    ['huge', 1e19, 'Please enter a number less than or equal to R100\u00a0000\u00a0000'],
    ['exponent', '1e19', 'Please enter a valid number'],
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
      // In today's money at the portal's 6 % a year: R239 146.02 ÷ 1.06^(299/12) = R55 991.92.
      inflationPercent: 6,
      growthInTodaysMoneyCents: 5_599_192,
      assumptionText:
        "If left invested, the amount is assumed to grow by 10% a year before inflation, compounded monthly, from 15 Jun 2025 until your normal retirement date of 31 May 2050. The amount in today's money allows for prices rising by 6% a year over the same time. This is an estimate, not a guarantee: actual returns and inflation may be higher or lower.",
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

  it.each([
    // [amount, claim date, growth bp, inflation %, months, grown, in today's money]
    // R20 000 × (1 + 10 %/12)^299 = R239 146.02; ÷ 1.06^(299/12) = R55 991.92.
    [20_000, '2025-06-15', undefined, undefined, 299, 239_146.02, 55_991.92],
    // The same at 4.5 % inflation: ÷ 1.045^(299/12) = R79 863.61.
    [20_000, '2025-06-15', undefined, 4.5, 299, 239_146.02, 79_863.61],
    // R19 500 over 240 months at 7.5 %: R86 985.93; ÷ 1.06^20 = R27 122.62.
    [19_500, '2030-05-31', 750, undefined, 240, 86_985.93, 27_122.62],
    // Growth equal to inflation (6 % a year compounded monthly is a little more than 6 % a year).
    [10_000, '2049-05-31', 600, 6, 12, 10_616.78, 10_015.83],
    // No months left: nothing grows and nothing is taken off.
    [20_000, '2050-06-01', undefined, undefined, 0, 20_000, 20_000],
  ])(
    "R%s claimed %s (growth %s bp, inflation %s %%): %s months, R%s, R%s in today's money",
    (amount, claimDate, growthRateBp, inflationPercent, months, grown, today) => {
      const estimate = savingsWithdrawalEstimate({
        ...base,
        amountCents: R(amount),
        claimDate,
        ...(growthRateBp === undefined ? {} : { growthRateBp }),
        ...(inflationPercent === undefined ? {} : { inflationPercent }),
      });
      expect(estimate).toMatchObject({
        monthsToRetirement: months,
        growthIfLeftInvestedCents: R(grown),
        inflationPercent: inflationPercent ?? 6,
        growthInTodaysMoneyCents: R(today),
      });
    },
  );

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
