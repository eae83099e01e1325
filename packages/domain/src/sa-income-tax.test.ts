import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from './money';
import {
  TAX_TABLES,
  incomeTax,
  marginalTaxOnLumpSum,
  rebatesFor,
  taxTableFor,
  taxThresholdFor,
  taxYearLabel,
  type TaxTable,
} from './sa-income-tax';

const R = (rand: number) => toCents(Math.round(rand * 100));

function table(taxYear: string): TaxTable {
  const found = TAX_TABLES.find((candidate) => candidate.taxYear === taxYear);
  if (found === undefined) throw new Error(`no table ${taxYear}`);
  return found;
}
const y2025 = table('2025/26');
const y2026 = table('2026/27');

describe('taxTableFor', () => {
  it.each([
    ['2025-03-01', '2025/26', '2025/26', false, false],
    ['2026-02-28', '2025/26', '2025/26', false, false],
    ['2026-03-01', '2026/27', '2026/27', false, false],
    ['2027-02-28', '2026/27', '2026/27', false, false],
    // A later year without a table yet: the latest table, flagged.
    ['2027-03-01', '2026/27', '2027/28', true, false],
    ['2030-06-15', '2026/27', '2030/31', true, false],
    // Before the first table: the first table, flagged.
    ['2025-02-28', '2025/26', '2024/25', false, true],
    ['2020-01-01', '2025/26', '2019/20', false, true],
  ])('%s uses %s (date in %s)', (date, used, ofDate, isLatest, isEarliest) => {
    const choice = taxTableFor(date);
    expect(choice.usedTaxYear).toBe(used);
    expect(choice.table.taxYear).toBe(used);
    expect(choice.taxYearOfDate).toBe(ofDate);
    expect(choice.isLatestAvailable).toBe(isLatest);
    expect(choice.isEarliestAvailable).toBe(isEarliest);
  });

  it('answers 2028-02-29 (a leap day) with the latest table', () => {
    expect(taxTableFor('2028-02-29')).toMatchObject({
      usedTaxYear: '2026/27',
      taxYearOfDate: '2027/28',
      isLatestAvailable: true,
    });
  });

  it('refuses an empty list of tables', () => {
    expect(() => taxTableFor('2026-03-01', [])).toThrow(RangeError);
  });
});

describe('taxYearLabel', () => {
  it.each([
    ['2025-02-28', '2024/25'],
    ['2025-03-01', '2025/26'],
    ['2099-12-31', '2099/00'],
  ])('%s is %s', (date, label) => expect(taxYearLabel(date)).toBe(label));
});

describe('the tables as data', () => {
  it.each(TAX_TABLES.map((t) => [t.taxYear, t] as const))(
    '%s: each bracket base is the tax at its start under the previous bracket',
    (_year, t) => {
      t.brackets.slice(1).forEach((current, index) => {
        const previous = t.brackets[index];
        if (previous === undefined) throw new Error('no previous bracket');
        const span = current.aboveCents - previous.aboveCents;
        expect(previous.baseCents + (span * previous.rateBp) / 10_000).toBe(current.baseCents);
      });
    },
  );

  it.each(TAX_TABLES.map((t) => [t.taxYear, t] as const))(
    '%s: the thresholds are the rebates over 18 %, rounded up to the rand, and tax there is 0',
    (_year, t) => {
      for (const age of [40, 65, 75]) {
        const threshold = taxThresholdFor(t, age);
        // rebate ÷ 18 % in rand = rebate in cents ÷ 18.
        expect(threshold).toBe(Math.ceil(rebatesFor(t, age) / 18) * 100);
        expect(incomeTax(threshold - 100, t, age)).toBe(0);
      }
    },
  );

  it('every table names its source and covers a whole tax year', () => {
    for (const t of TAX_TABLES) {
      expect(t.source).toContain('SARS');
      expect(taxYearLabel(t.from)).toBe(t.taxYear);
      expect(taxYearLabel(t.to)).toBe(t.taxYear);
    }
  });
});

describe('incomeTax', () => {
  it.each([
    // 2025/26, under 65: 18 % × 100 000 = 18 000 − 17 235 = 765.
    [y2025, 100_000, 40, 765],
    // 2025/26: 42 678 + 26 % × (300 000 − 237 100 = 62 900) = 42 678 + 16 354 = 59 032 − 17 235 = 41 797.
    [y2025, 300_000, 40, 41_797],
    // 2025/26: 42 678 + 26 % × 82 900 = 42 678 + 21 554 = 64 232 − 17 235 = 46 997.
    [y2025, 320_000, 40, 46_997],
    // 2025/26 at the threshold: 18 % × 95 750 = 17 235 − 17 235 = 0.
    [y2025, 95_750, 40, 0],
    // 2025/26, 65: 18 % × 150 000 = 27 000 − 17 235 − 9 444 = 321.
    [y2025, 150_000, 65, 321],
    // 2025/26, 75: 27 000 − 17 235 − 9 444 − 3 145 = −2 824 → 0.
    [y2025, 150_000, 75, 0],
    // 2025/26 top bracket: 644 489 + 45 % × 183 000 = 644 489 + 82 350 = 726 839 − 17 235 = 709 604.
    [y2025, 2_000_000, 40, 709_604],
    // 2026/27: 44 118 + 26 % × (300 000 − 245 100 = 54 900) = 44 118 + 14 274 = 58 392 − 17 820 = 40 572.
    [y2026, 300_000, 40, 40_572],
    // 2026/27: 44 118 + 26 % × 74 900 = 44 118 + 19 474 = 63 592 − 17 820 = 45 772.
    [y2026, 320_000, 40, 45_772],
    // 2026/27 top: 666 339 + 45 % × 121 400 = 666 339 + 54 630 = 720 969 − 17 820 = 703 149.
    [y2026, 2_000_000, 40, 703_149],
    // 2026/27, 70: 18 % × 160 000 = 28 800 − 17 820 − 9 765 = 1 215.
    [y2026, 160_000, 70, 1_215],
    // Nothing earned, nothing owed; a negative figure is treated as nothing.
    [y2026, 0, 40, 0],
    [y2026, -5_000, 40, 0],
  ])('%#: %s on R%s at age %s is R%s', (t, incomeRand, age, taxRand) => {
    expect(incomeTax(R(incomeRand), t, age)).toBe(R(taxRand));
  });

  it('rounds once, half away from zero, to the cent', () => {
    // R100 000.25: 18 % × 10 000 025 c = 1 800 004.5 c − 1 723 500 c = 76 504.5 c → 76 505 c.
    expect(incomeTax(10_000_025, y2025, 40)).toBe(76_505);
    // R100 000.03: 18 % × 10 000 003 c = 1 800 000.54 c − 1 723 500 c = 76 500.54 c → 76 501 c.
    expect(incomeTax(10_000_003, y2025, 40)).toBe(76_501);
    // R100 000.02: 1 800 000.36 c → 76 500.36 c → 76 500 c.
    expect(incomeTax(10_000_002, y2025, 40)).toBe(76_500);
  });

  it('is non-decreasing in income (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TAX_TABLES),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 18, max: 100 }),
        (t, income, extra, age) => {
          expect(incomeTax(income + extra, t, age)).toBeGreaterThanOrEqual(
            incomeTax(income, t, age),
          );
        },
      ),
    );
  });

  it('is never negative and never more than 45 % of income (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TAX_TABLES),
        fc.integer({ min: -1_000_000, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (t, income, age) => {
          const tax = incomeTax(income, t, age);
          expect(tax).toBeGreaterThanOrEqual(0);
          expect(tax).toBeLessThanOrEqual(Math.max(0, income) * 0.45);
        },
      ),
    );
  });
});

describe('marginalTaxOnLumpSum', () => {
  it.each([
    // 2025/26, R300 000 + R20 000, both in the 26 % bracket: 46 997 − 41 797 = 5 200 (26 % × 20 000).
    [y2025, 300_000, 20_000, 40, 5_200],
    // 2026/27, the same: 45 772 − 40 572 = 5 200.
    [y2026, 300_000, 20_000, 40, 5_200],
    // 2025/26 across a bracket: 360 000 → 42 678 + 26 % × 122 900 = 74 632; 380 000 → 77 362 +
    // 31 % × 9 500 = 80 307; 80 307 − 74 632 = 5 675 (26 % × 10 500 + 31 % × 9 500).
    [y2025, 360_000, 20_000, 40, 5_675],
    // Under the threshold throughout: 18 % × 70 000 = 12 600 < 17 235, so 0 − 0.
    [y2025, 50_000, 20_000, 40, 0],
    // Crossing the threshold: 0 on 90 000; 18 % × 110 000 = 19 800 − 17 235 = 2 565.
    [y2025, 90_000, 20_000, 40, 2_565],
    // 2026/27 crossing: 0 on 90 000; 19 800 − 17 820 = 1 980.
    [y2026, 90_000, 20_000, 40, 1_980],
    // Top bracket: 45 % × 100 000 = 45 000 in both years (754 604 − 709 604; 748 149 − 703 149).
    [y2025, 2_000_000, 100_000, 40, 45_000],
    [y2026, 2_000_000, 100_000, 40, 45_000],
    // Nothing withdrawn, nothing owed.
    [y2026, 300_000, 0, 40, 0],
  ])('%#: income R%s + R%s at %s → R%s', (t, incomeRand, amountRand, age, taxRand) => {
    expect(marginalTaxOnLumpSum(R(incomeRand), R(amountRand), t, age)).toBe(R(taxRand));
  });

  it('lies between 18 % and 45 % of the amount once income is above the threshold (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TAX_TABLES),
        fc.integer({ min: 0, max: 500_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 18, max: 100 }),
        (t, aboveThreshold, amount, age) => {
          const income = taxThresholdFor(t, age) + aboveThreshold;
          const tax = marginalTaxOnLumpSum(income, amount, t, age);
          // Each of the two taxes is rounded once, so the difference may be off by a cent.
          expect(tax).toBeGreaterThanOrEqual(amount * 0.18 - 1);
          expect(tax).toBeLessThanOrEqual(amount * 0.45 + 1);
        },
      ),
    );
  });

  it('is never negative and never more than 45 % of the amount, at any income (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TAX_TABLES),
        fc.integer({ min: -1_000_000, max: 500_000_000 }),
        fc.integer({ min: -1_000_000, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (t, income, amount, age) => {
          const tax = marginalTaxOnLumpSum(income, amount, t, age);
          expect(tax).toBeGreaterThanOrEqual(0);
          expect(tax).toBeLessThanOrEqual(Math.max(0, amount) * 0.45 + 1);
        },
      ),
    );
  });
});
