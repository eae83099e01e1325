import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from './money';
import {
  DEFAULT_SAVINGS_WITHDRAWAL_FEE_CENTS,
  SAVINGS_WITHDRAWAL_MINIMUM_CENTS,
  maxWithdrawalMessage,
  savingsWithdrawalAmountProblem,
  savingsWithdrawalCostAtRetirement,
  savingsWithdrawalCostBasis,
  savingsWithdrawalCostText,
  savingsWithdrawalEstimate,
} from './savings-withdrawal';
import {
  savingsWithdrawalAmountSchema,
  savingsWithdrawalFormSchema,
} from './savings-withdrawal-form';
import type { ProjectionInputs } from './projection';

const R = (rand: number) => toCents(Math.round(rand * 100));

function messagesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('constants', () => {
  it('minimum R2 000, default fee R250', () => {
    expect(SAVINGS_WITHDRAWAL_MINIMUM_CENTS).toBe(200_000);
    expect(DEFAULT_SAVINGS_WITHDRAWAL_FEE_CENTS).toBe(25_000);
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
  };

  it('2025/26: R20 000 less R250 on R300 000 of income', () => {
    // Taxable 19 750. 2025/26: tax(300 000) = 42 678 + 26 % × 62 900 − 17 235 = 41 797;
    // tax(319 750) = 42 678 + 26 % × 82 650 − 17 235 = 46 932; marginal 5 135 (26 % × 19 750).
    // Net 19 750 − 5 135 = 14 615.
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

describe('savingsWithdrawalCostAtRetirement', () => {
  // Born 25 Nov 1986, retiring at 65 on 25 Nov 2051: 300 months from 25 Nov 2026. No
  // contributions, 3 % a year above inflation: each pot grows by 1.03^25 = 2.0937779.
  const inputs: ProjectionInputs = {
    today: '2026-11-25',
    dateOfBirth: '1986-11-25',
    retirementDate: '2051-11-25',
    kind: 'retirement',
    isTwoPot: true,
    pots: { savingsCents: R(30_000), vestedCents: R(100_000), retirementCents: R(200_000) },
    monthlyContributionCents: 0,
    contributionsGrow: false,
    contributionRoomCents: null,
    annualSalaryCents: null,
    expectedRealReturnBp: 300,
    cash: 'none',
    income: { kind: 'lifeAnnuity' },
  };

  it('is the one projection with and without the amount, in today’s money', () => {
    // Savings pot at retirement: R30 000 → R62 813.34; with R20 000 taken, R10 000 → R20 937.78:
    // R41 875.56 given up. All R690 946.72 buys R4 191.74 a month at 65's 7.28 % annuity rate;
    // R649 071.16 buys R3 937.70: R254.04 a month given up. In the money of 2051 at 6 % a year:
    // R41 875.56 × 1.06^25 = R179 724.49.
    expect(savingsWithdrawalCostAtRetirement(inputs, R(20_000))).toEqual({
      monthlyIncomeGivenUpCents: R(254.04),
      valueGivenUpCents: R(41_875.56),
      valueGivenUpThenCents: R(179_724.49),
      retirementDate: '2051-11-25',
      monthsToRetirement: 300,
      expectedRealReturnBp: 300,
      inflationPercent: 6,
    });
  });

  it('gives up no income for a savings product, only value', () => {
    const cost = savingsWithdrawalCostAtRetirement({ ...inputs, kind: 'savings' }, R(20_000));
    expect(cost.monthlyIncomeGivenUpCents).toBeNull();
    expect(cost.valueGivenUpCents).toBe(R(41_875.56));
  });

  it('costs more the more is taken, and nothing beyond the pot (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: R(30_000) }),
        fc.integer({ min: 1, max: R(10_000) }),
        (amount, more) => {
          const cost = savingsWithdrawalCostAtRetirement(inputs, amount);
          const larger = savingsWithdrawalCostAtRetirement(inputs, amount + more);
          expect(larger.valueGivenUpCents).toBeGreaterThanOrEqual(cost.valueGivenUpCents);
          expect(larger.monthlyIncomeGivenUpCents ?? 0).toBeGreaterThanOrEqual(
            cost.monthlyIncomeGivenUpCents ?? 0,
          );
          expect(larger.valueGivenUpCents).toBeLessThanOrEqual(R(62_813.34));
        },
      ),
    );
  });

  it('says what it costs in words, amounts as they are given', () => {
    expect(
      savingsWithdrawalCostText({ monthlyIncomeGivenUp: 'R 254.04', valueGivenUp: 'R 41 875.56' }),
    ).toBe(
      "This withdrawal lowers your retirement income by about R 254.04 a month in today's money (expected returns), and your savings at retirement by R 41 875.56.",
    );
    expect(savingsWithdrawalCostText({ monthlyIncomeGivenUp: null, valueGivenUp: 'R •••••' })).toBe(
      "This withdrawal lowers your savings at retirement by about R ••••• in today's money (expected returns).",
    );
  });

  it('says how it is worked out', () => {
    expect(savingsWithdrawalCostBasis(savingsWithdrawalCostAtRetirement(inputs, R(20_000)))).toBe(
      "Worked out with the same projection as your retirement income: the amount left in your savings pot growing by 3% a year above inflation after charges (expected returns) until you retire on 25 Nov 2051. Today's money allows for prices rising by 6% a year. This is an estimate, not a guarantee: actual returns and inflation may be higher or lower.",
    );
    const late = savingsWithdrawalCostAtRetirement({ ...inputs, today: '2051-12-01' }, R(20_000));
    expect(late.valueGivenUpCents).toBe(R(20_000));
    expect(savingsWithdrawalCostBasis(late)).toBe(
      'Your retirement date (25 Nov 2051) is not after today, so the amount would not grow before you retire. This is an estimate, not a guarantee.',
    );
  });
});
