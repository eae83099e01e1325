import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_DRAWDOWN_BP,
  MIN_DRAWDOWN_BP,
  annuityPayments,
  annuityYearOf,
  drawdownRateError,
  irp5YearTotals,
  isValidDrawdownRate,
  mayStartLivingAnnuity,
  monthlyIncomeCents,
  monthlyPaye,
  type DrawdownElection,
} from './living-annuity';
import { toCents } from './money';
import { incomeTax, taxTableFor } from './sa-income-tax';

const R = (rand: number) => toCents(Math.round(rand * 100));

describe('drawdown rate', () => {
  it.each([
    [249, false],
    [250, true],
    [500, true],
    [1750, true],
    [1751, false],
    [512.5, false],
    [0, false],
  ])('%s basis points may be chosen: %s', (rate, ok) => {
    expect(isValidDrawdownRate(rate)).toBe(ok);
    expect(drawdownRateError(rate) === null).toBe(ok);
  });

  it('says the range in the member’s words', () => {
    expect(drawdownRateError(2_000)).toBe(
      'Choose an income of 2.50% to 17.50% of your investment a year.',
    );
  });
});

describe('mayStartLivingAnnuity', () => {
  it.each([
    ['1971-11-29', '2026-11-29', false, true],
    ['1971-11-30', '2026-11-29', false, false],
    ['1980-01-01', '2026-11-29', true, true],
  ])('born %s, on %s, ill health %s: %s', (dateOfBirth, on, illHealth, ok) => {
    expect(mayStartLivingAnnuity({ dateOfBirth, on, illHealth })).toBe(ok);
  });
});

describe('annuityYearOf', () => {
  it.each([
    ['2025-06-15', '2025-06-15', 0, '2025-06-15', '2026-06-15'],
    ['2025-06-15', '2026-06-14', 0, '2025-06-15', '2026-06-15'],
    ['2025-06-15', '2026-06-15', 1, '2026-06-15', '2027-06-15'],
    ['2025-06-15', '2031-01-01', 5, '2030-06-15', '2031-06-15'],
    // A 29 February start has its anniversary on 28 February in a common year.
    ['2024-02-29', '2025-02-28', 1, '2025-02-28', '2026-02-28'],
  ])('started %s, on %s: year %s from %s to %s', (start, date, index, from, next) => {
    expect(annuityYearOf(start, date)).toEqual({
      index,
      anniversary: from,
      nextAnniversary: next,
    });
  });

  it('refuses a date before the start', () => {
    expect(() => annuityYearOf('2025-06-15', '2025-06-14')).toThrow(RangeError);
  });
});

describe('monthlyIncomeCents', () => {
  it.each([
    // R 5 000 000 × 6 % = R 300 000 a year, R 25 000 a month.
    [5_000_000, 600, 25_000],
    // R 2 000 000 × 5 % = R 100 000 a year: R 8 333.333… → R 8 333.33.
    [2_000_000, 500, 8_333.33],
    // R 1 000 000 × 17.5 % = R 175 000: R 14 583.333… → R 14 583.33.
    [1_000_000, 1_750, 14_583.33],
    // R 1 000 000 × 2.5 % = R 25 000: R 2 083.333… → R 2 083.33.
    [1_000_000, 250, 2_083.33],
    // R 100.02 × 6 % ÷ 12 = 50.01 c → 50 c.
    [100.02, 600, 0.5],
  ])('R%s at %s bp: R%s a month', (valueRand, rate, monthlyRand) => {
    expect(monthlyIncomeCents(R(valueRand), rate)).toBe(R(monthlyRand));
  });

  it('rounds half away from zero: R 1 001 × 6 % ÷ 12 = 500.5 c → 501 c', () => {
    expect(monthlyIncomeCents(100_100, 600)).toBe(501);
  });

  it('refuses a rate outside 2.5 %–17.5 %', () => {
    expect(() => monthlyIncomeCents(R(1_000_000), 2_000)).toThrow(RangeError);
  });

  it('twelve months are the year’s drawdown, within 6 cents (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: MIN_DRAWDOWN_BP, max: MAX_DRAWDOWN_BP }),
        (value, rate) => {
          const yearly = (value * rate) / 10_000;
          expect(Math.abs(monthlyIncomeCents(value, rate) * 12 - yearly)).toBeLessThanOrEqual(6);
        },
      ),
    );
  });
});

const elections: DrawdownElection[] = [
  { anniversary: '2025-06-01', valueCents: R(5_000_000), rateBp: 600 },
  { anniversary: '2026-06-01', valueCents: R(4_800_000), rateBp: 750 },
];

describe('annuityPayments', () => {
  it('pays the year’s fixed income monthly, changing on the anniversary', () => {
    const payments = annuityPayments({
      startDate: '2025-06-01',
      elections,
      from: '2026-04-01',
      to: '2026-07-31',
    });
    expect(payments).toEqual([
      { paidOn: '2026-04-01', annuityYear: 0, grossCents: R(25_000) },
      { paidOn: '2026-05-01', annuityYear: 0, grossCents: R(25_000) },
      // R 4 800 000 × 7.5 % ÷ 12 = R 30 000.
      { paidOn: '2026-06-01', annuityYear: 1, grossCents: R(30_000) },
      { paidOn: '2026-07-01', annuityYear: 1, grossCents: R(30_000) },
    ]);
  });

  it('pays on the month’s last day when the start day is later in the month', () => {
    const payments = annuityPayments({
      startDate: '2026-01-31',
      elections: [{ anniversary: '2026-01-31', valueCents: R(1_200_000), rateBp: 1_000 }],
      from: '2026-01-01',
      to: '2026-04-30',
    });
    expect(payments.map((p) => p.paidOn)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
  });

  it('refuses a year without a chosen drawdown', () => {
    expect(() =>
      annuityPayments({
        startDate: '2025-06-01',
        elections: elections.slice(0, 1),
        from: '2026-05-01',
        to: '2026-06-30',
      }),
    ).toThrow(/2026-06-01/);
  });
});

describe('monthlyPaye', () => {
  it.each([
    // 2026/27: R 25 000 × 12 = R 300 000 → 44 118 + 26 % × 54 900 = 58 392; under 65 less 17 820
    // = 40 572; ÷ 12 = 3 381.
    [25_000, '1966-05-01', '2026-08-01', 40_572, 3_381],
    // Aged 66 by 28 Feb 2027: less 9 765 more = 30 807; ÷ 12 = 2 567.25 → R 2 567.
    [25_000, '1960-07-01', '2026-08-01', 30_807, 2_567],
    // Aged 76: less 3 249 more = 27 558; ÷ 12 = 2 296.50 → R 2 296 (cents disregarded).
    [25_000, '1950-07-01', '2026-08-01', 27_558, 2_296],
    // 2025/26 table: 42 678 + 26 % × 62 900 = 59 032 − 17 235 = 41 797; ÷ 12 = 3 483.08 → 3 483.
    [25_000, '1966-05-01', '2025-08-01', 41_797, 3_483],
    // Under the threshold: nothing (R 8 000 × 12 = 96 000 × 18 % = 17 280 < 17 820).
    [8_000, '1966-05-01', '2026-08-01', 0, 0],
  ])(
    'R%s a month, born %s, paid %s: R%s a year, R%s a month',
    (monthly, dob, paidOn, annualTax, paye) => {
      const result = monthlyPaye({ monthlyIncomeCents: R(monthly), dateOfBirth: dob, paidOn });
      expect(result.annualIncomeCents).toBe(R(monthly * 12));
      expect(result.annualTaxCents).toBe(R(annualTax));
      expect(result.payeCents).toBe(R(paye));
    },
  );

  it('uses the rebates for the age on the last day of the tax year', () => {
    // Turns 65 on 28 Feb 2027, the last day of 2026/27: the secondary rebate all year.
    const result = monthlyPaye({
      monthlyIncomeCents: R(25_000),
      dateOfBirth: '1962-02-28',
      paidOn: '2026-03-01',
    });
    expect(result.ageForRebates).toBe(65);
    expect(result.payeCents).toBe(R(2_567));
  });

  it('flags a payment in a tax year with no table yet', () => {
    const result = monthlyPaye({
      monthlyIncomeCents: R(25_000),
      dateOfBirth: '1966-05-01',
      paidOn: '2027-04-01',
    });
    expect(result).toMatchObject({
      usedTaxYear: '2026/27',
      taxYearOfDate: '2027/28',
      isLatestAvailable: true,
    });
  });

  it('is whole rand, a twelfth of the annual tax less under R 1, and non-decreasing in income (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 1930, max: 1975 }),
        (monthly, extra, birthYear) => {
          const dateOfBirth = `${birthYear}-06-15`;
          const paidOn = '2026-09-01';
          const paye = monthlyPaye({ monthlyIncomeCents: monthly, dateOfBirth, paidOn });
          expect(paye.payeCents % 100).toBe(0);
          const twelfth = paye.annualTaxCents / 12;
          expect(paye.payeCents).toBeLessThanOrEqual(twelfth);
          expect(twelfth - paye.payeCents).toBeLessThan(100);
          const table = taxTableFor(paidOn).table;
          expect(paye.annualTaxCents).toBe(incomeTax(monthly * 12, table, paye.ageForRebates));
          const more = monthlyPaye({ monthlyIncomeCents: monthly + extra, dateOfBirth, paidOn });
          expect(more.payeCents).toBeGreaterThanOrEqual(paye.payeCents);
        },
      ),
    );
  });
});

describe('irp5YearTotals', () => {
  const payments = annuityPayments({
    startDate: '2025-06-01',
    elections,
    from: '2025-06-01',
    to: '2027-05-31',
  });

  it('2026/27: three months at R 25 000 and nine at R 30 000, with their PAYE', () => {
    const totals = irp5YearTotals({ payments, dateOfBirth: '1960-07-01', taxYear: '2026/27' });
    // Age 66 on 28 Feb 2027. R 25 000: R 2 567 (above). R 30 000 → R 360 000: 44 118 + 26 % ×
    // 114 900 = 73 992 − 17 820 − 9 765 = 46 407; ÷ 12 = 3 867.25 → R 3 867.
    expect(totals.lines).toHaveLength(12);
    expect(totals.lines[0]?.paidOn).toBe('2026-03-01');
    expect(totals.lines[11]?.paidOn).toBe('2027-02-01');
    expect(totals.grossCents).toBe(R(3 * 25_000 + 9 * 30_000));
    expect(totals.payeCents).toBe(R(3 * 2_567 + 9 * 3_867));
    expect(totals).toMatchObject({
      taxYear: '2026/27',
      grossCents: R(345_000),
      payeCents: R(42_504),
      netCents: R(302_496),
    });
  });

  it('2025/26: the nine payments from June, aged 65 on 28 Feb 2026', () => {
    const totals = irp5YearTotals({ payments, dateOfBirth: '1960-07-01', taxYear: '2025/26' });
    // R 300 000 on the 2025/26 table: 59 032 − 17 235 − 9 444 = 32 353; ÷ 12 = 2 696.08 → 2 696.
    expect(totals.lines).toHaveLength(9);
    expect(totals.grossCents).toBe(R(225_000));
    expect(totals.payeCents).toBe(R(9 * 2_696));
    expect(totals.netCents).toBe(R(225_000 - 9 * 2_696));
  });

  it('a year without payments is all nothing', () => {
    const totals = irp5YearTotals({ payments, dateOfBirth: '1960-07-01', taxYear: '2024/25' });
    expect(totals).toEqual({
      taxYear: '2024/25',
      grossCents: 0,
      payeCents: 0,
      netCents: 0,
      lines: [],
    });
  });

  it('each line’s net is its gross less its PAYE, and the totals are their sums (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000_000 }),
        fc.integer({ min: MIN_DRAWDOWN_BP, max: MAX_DRAWDOWN_BP }),
        (value, rate) => {
          const list = annuityPayments({
            startDate: '2026-03-10',
            elections: [{ anniversary: '2026-03-10', valueCents: value, rateBp: rate }],
            from: '2026-03-01',
            to: '2027-02-28',
          });
          const totals = irp5YearTotals({
            payments: list,
            dateOfBirth: '1958-01-01',
            taxYear: '2026/27',
          });
          expect(totals.lines).toHaveLength(12);
          for (const line of totals.lines)
            expect(line.netCents).toBe(line.grossCents - line.payeCents);
          expect(totals.netCents).toBe(totals.grossCents - totals.payeCents);
          expect(totals.grossCents).toBe(12 * monthlyIncomeCents(value, rate));
        },
      ),
    );
  });
});
