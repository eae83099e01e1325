import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGGREGATED_SINCE,
  LUMP_SUM_TABLES,
  countsInAggregate,
  lumpSumTableFor,
  lumpSumTableKindOf,
  lumpSumTableTax,
  lumpSumTax,
  taxFreeLumpSumLeft,
  type EarlierLumpSum,
  type LumpSumKind,
  type LumpSumTable,
} from './lump-sum-tax';
import { toCents } from './money';
import { taxYearLabel } from './sa-income-tax';

const R = (rand: number) => toCents(Math.round(rand * 100));

function first(kind: 'retirement' | 'withdrawal'): LumpSumTable {
  const table = LUMP_SUM_TABLES[kind][0];
  if (table === undefined) throw new Error(`no ${kind} table`);
  return table;
}
const retirementTable = first('retirement');
const withdrawalTable = first('withdrawal');

describe('the tables as data', () => {
  const all = [...LUMP_SUM_TABLES.retirement, ...LUMP_SUM_TABLES.withdrawal];

  it.each(all.map((t) => [`${t.kind} ${t.fromTaxYear}`, t] as const))(
    '%s: each bracket base is the tax at its start under the previous bracket',
    (_name, t) => {
      t.brackets.slice(1).forEach((current, index) => {
        const previous = t.brackets[index];
        if (previous === undefined) throw new Error('no previous bracket');
        const span = current.aboveCents - previous.aboveCents;
        expect(previous.baseCents + (span * previous.rateBp) / 10_000).toBe(current.baseCents);
      });
    },
  );

  it('each table starts on a 1 March, names its tax year and its source, and is held in order', () => {
    for (const tables of Object.values(LUMP_SUM_TABLES)) {
      tables.forEach((t, index) => {
        expect(t.from.endsWith('-03-01')).toBe(true);
        expect(taxYearLabel(t.from)).toBe(t.fromTaxYear);
        expect(t.source).toContain('SARS');
        expect(t.brackets[0]?.aboveCents).toBe(0);
        const previous = tables[index - 1];
        if (previous) expect(previous.from < t.from).toBe(true);
      });
    }
  });
});

describe('lumpSumTableFor', () => {
  it.each([
    ['retirement', '2023-03-01', '2023/24', false],
    ['retirement', '2026-11-29', '2026/27', false],
    ['withdrawal', '2031-05-01', '2031/32', false],
    // Before the first table held: the first stands in, flagged.
    ['withdrawal', '2023-02-28', '2022/23', true],
    ['retirement', '2015-06-30', '2015/16', true],
  ] as const)('%s on %s (tax year %s), earliest stand-in %s', (kind, date, year, earliest) => {
    const choice = lumpSumTableFor(kind, date);
    expect(choice.table.kind).toBe(kind);
    expect(choice.taxYearOfDate).toBe(year);
    expect(choice.isEarliestAvailable).toBe(earliest);
  });

  it('takes the latest table in force, so that a new year is one more entry', () => {
    const raised: LumpSumTable = {
      ...retirementTable,
      fromTaxYear: '2027/28',
      from: '2027-03-01',
      brackets: [
        { aboveCents: R(0), baseCents: R(0), rateBp: 0 as never },
        { aboveCents: R(600_000), baseCents: R(0), rateBp: 1800 as never },
      ],
    };
    const tables = [retirementTable, raised];
    expect(lumpSumTableFor('retirement', '2027-02-28', tables).table).toBe(retirementTable);
    expect(lumpSumTableFor('retirement', '2027-03-01', tables).table).toBe(raised);
    // R 700 000 on the raised table: 18 % × 100 000 = 18 000.
    expect(
      lumpSumTax({ kind: 'retirement', amountCents: R(700_000), accruedOn: '2027-06-01', tables })
        .taxCents,
    ).toBe(R(18_000));
  });

  it('refuses an empty list of tables', () => {
    expect(() => lumpSumTableFor('retirement', '2026-03-01', [])).toThrow(RangeError);
  });
});

describe('lumpSumTableTax', () => {
  it.each([
    // Retirement table.
    [retirementTable, 0, 0],
    [retirementTable, 550_000, 0],
    // 18 % × 50 000 = 9 000.
    [retirementTable, 600_000, 9_000],
    // 18 % × 220 000 = 39 600, the next base.
    [retirementTable, 770_000, 39_600],
    // 39 600 + 27 % × 230 000 = 39 600 + 62 100 = 101 700.
    [retirementTable, 1_000_000, 101_700],
    [retirementTable, 1_155_000, 143_550],
    // 143 550 + 36 % × 45 000 = 143 550 + 16 200 = 159 750.
    [retirementTable, 1_200_000, 159_750],
    // Withdrawal table.
    [withdrawalTable, 27_500, 0],
    // 18 % × 472 500 = 85 050.
    [withdrawalTable, 500_000, 85_050],
    [withdrawalTable, 726_000, 125_730],
    // 125 730 + 27 % × 74 000 = 125 730 + 19 980 = 145 710.
    [withdrawalTable, 800_000, 145_710],
    [withdrawalTable, 1_089_000, 223_740],
    // 223 740 + 36 % × 411 000 = 223 740 + 147 960 = 371 700.
    [withdrawalTable, 1_500_000, 371_700],
    // Nothing, or a negative figure, is taxed nothing.
    [withdrawalTable, -10, 0],
  ])('%#: R%s on the %s table → R%s', (table, aggregateRand, taxRand) => {
    expect(lumpSumTableTax(R(aggregateRand), table)).toBe(R(taxRand));
  });

  it('rounds once, half away from zero, to the cent', () => {
    // 18 % × 25 c above R 550 000 = 4.5 c → 5 c; 18 % × 2 c = 0.36 c → 0 c; 18 % × 3 c → 1 c.
    expect(lumpSumTableTax(55_000_025, retirementTable)).toBe(5);
    expect(lumpSumTableTax(55_000_002, retirementTable)).toBe(0);
    expect(lumpSumTableTax(55_000_003, retirementTable)).toBe(1);
  });
});

describe('lumpSumTax', () => {
  it('R 1 000 000 at retirement after a R 200 000 withdrawal lump sum in 2015: R 159 750', () => {
    const result = lumpSumTax({
      kind: 'retirement',
      amountCents: R(1_000_000),
      accruedOn: '2026-11-29',
      earlier: [{ kind: 'withdrawal', accruedOn: '2015-04-30', amountCents: R(200_000) }],
    });
    // table(1 200 000) = 159 750; table(200 000) = 0 on the retirement table.
    expect(result).toMatchObject({
      taxCents: R(159_750),
      netCents: R(840_250),
      tableKind: 'retirement',
      earlierCents: R(200_000),
      taxOnEarlierCents: 0,
      taxOnAggregateCents: R(159_750),
      taxYearOfDate: '2026/27',
      isEarliestAvailable: false,
    });
    // Without the earlier withdrawal it would be 101 700: the withdrawal used up R 200 000 of the
    // tax-free R 550 000.
    expect(
      lumpSumTax({ kind: 'retirement', amountCents: R(1_000_000), accruedOn: '2026-11-29' })
        .taxCents,
    ).toBe(R(101_700));
  });

  it('a death lump sum and a severance benefit go on the retirement table', () => {
    for (const kind of ['death', 'severance'] as const) {
      const result = lumpSumTax({ kind, amountCents: R(600_000), accruedOn: '2025-08-01' });
      expect(result.tableKind).toBe('retirement');
      expect(result.taxCents).toBe(R(9_000));
    }
  });

  it('a withdrawal after an earlier retirement lump sum: R 18 000 on R 100 000', () => {
    // Withdrawal table: table(700 000) = 18 % × 672 500 = 121 050; table(600 000) = 18 % ×
    // 572 500 = 103 050; the difference is 18 000 (18 % of 100 000).
    const result = lumpSumTax({
      kind: 'withdrawal',
      amountCents: R(100_000),
      accruedOn: '2024-05-01',
      earlier: [{ kind: 'retirement', accruedOn: '2010-01-15', amountCents: R(600_000) }],
    });
    expect(result.taxOnAggregateCents).toBe(R(121_050));
    expect(result.taxOnEarlierCents).toBe(R(103_050));
    expect(result.taxCents).toBe(R(18_000));
  });

  it('a withdrawal of R 500 000 with nothing before: R 85 050', () => {
    expect(
      lumpSumTax({ kind: 'withdrawal', amountCents: R(500_000), accruedOn: '2026-03-01' }).taxCents,
    ).toBe(R(85_050));
  });

  it('counts each earlier kind only from its date, and never a savings withdrawal', () => {
    const earlier: EarlierLumpSum[] = [
      // Counted: on the first day of each kind's period.
      { kind: 'retirement', accruedOn: '2007-10-01', amountCents: R(100_000) },
      { kind: 'withdrawal', accruedOn: '2009-03-01', amountCents: R(100_000) },
      { kind: 'severance', accruedOn: '2011-03-01', amountCents: R(100_000) },
      // Not counted: the day before each, a savings withdrawal, one after this lump sum.
      { kind: 'retirement', accruedOn: '2007-09-30', amountCents: R(1_000_000) },
      { kind: 'withdrawal', accruedOn: '2009-02-28', amountCents: R(1_000_000) },
      { kind: 'severance', accruedOn: '2011-02-28', amountCents: R(1_000_000) },
      { kind: 'savings', accruedOn: '2025-04-01', amountCents: R(30_000) },
      { kind: 'withdrawal', accruedOn: '2026-12-01', amountCents: R(1_000_000) },
    ];
    const result = lumpSumTax({
      kind: 'retirement',
      amountCents: R(500_000),
      accruedOn: '2026-11-29',
      earlier,
    });
    expect(result.counted).toHaveLength(3);
    expect(result.earlierCents).toBe(R(300_000));
    // table(800 000) − table(300 000) = 39 600 + 27 % × 30 000 − 0 = 47 700.
    expect(result.taxCents).toBe(R(47_700));
  });

  it('flags a lump sum before the first table held', () => {
    const result = lumpSumTax({
      kind: 'retirement',
      amountCents: R(600_000),
      accruedOn: '2022-06-01',
    });
    expect(result.isEarliestAvailable).toBe(true);
    expect(result.taxYearOfDate).toBe('2022/23');
  });

  it('refuses a savings withdrawal, which is taxed at the marginal rate', () => {
    expect(() =>
      lumpSumTax({
        kind: 'savings' as never,
        amountCents: R(10_000),
        accruedOn: '2025-04-01',
      }),
    ).toThrow(RangeError);
    expect(lumpSumTableKindOf('savings')).toBeNull();
    expect(AGGREGATED_SINCE.savings).toBeNull();
  });

  const kinds = fc.constantFrom<Exclude<LumpSumKind, 'savings'>>(
    'retirement',
    'death',
    'withdrawal',
    'severance',
  );
  const cents = fc.integer({ min: 0, max: 1_000_000_000 });

  it('successive lump sums of one table add up to the table on their total (property)', () => {
    fc.assert(
      fc.property(kinds, fc.array(cents, { minLength: 1, maxLength: 6 }), (kind, amounts) => {
        const earlier: EarlierLumpSum[] = [];
        let total = 0;
        for (const [index, amount] of amounts.entries()) {
          const accruedOn = `2025-0${index + 1}-15`;
          total += lumpSumTax({ kind, amountCents: amount, accruedOn, earlier }).taxCents;
          earlier.push({ kind, accruedOn, amountCents: amount });
        }
        const table = lumpSumTableFor(lumpSumTableKindOf(kind) ?? 'retirement', '2025-06-15');
        const sum = amounts.reduce((a, b) => a + b, 0);
        expect(total).toBe(lumpSumTableTax(sum, table.table));
      }),
    );
  });

  it('is between nothing and 36 % of the lump sum, and more earlier lump sums never lower it by more than the cent of rounding (property)', () => {
    fc.assert(
      fc.property(kinds, cents, cents, cents, (kind, amount, earlierA, extra) => {
        const tax = (earlierCents: number) =>
          lumpSumTax({
            kind,
            amountCents: amount,
            accruedOn: '2026-06-01',
            earlier: [{ kind: 'withdrawal', accruedOn: '2020-01-01', amountCents: earlierCents }],
          }).taxCents;
        const base = tax(earlierA);
        expect(base).toBeGreaterThanOrEqual(0);
        expect(base).toBeLessThanOrEqual(Math.ceil(amount * 0.36) + 1);
        // Each table value is rounded to the cent, so the difference may move by a cent.
        expect(tax(earlierA + extra)).toBeGreaterThanOrEqual(base - 1);
      }),
    );
  });

  it('is non-decreasing in the lump sum, and the withdrawal table never taxes less than the retirement table (property)', () => {
    fc.assert(
      fc.property(cents, cents, cents, (amount, extra, earlierCents) => {
        const on = (kind: 'retirement' | 'withdrawal', value: number) =>
          lumpSumTax({
            kind,
            amountCents: value,
            accruedOn: '2026-06-01',
            earlier: [{ kind: 'retirement', accruedOn: '2019-01-01', amountCents: earlierCents }],
          }).taxCents;
        expect(on('retirement', amount + extra)).toBeGreaterThanOrEqual(on('retirement', amount));
        expect(on('withdrawal', amount + extra)).toBeGreaterThanOrEqual(on('withdrawal', amount));
        // Tables compared on the aggregate: the withdrawal table is at least the retirement one.
        expect(lumpSumTableTax(amount, withdrawalTable)).toBeGreaterThanOrEqual(
          lumpSumTableTax(amount, retirementTable),
        );
      }),
    );
  });
});

describe('countsInAggregate', () => {
  it('counts a lump sum on the same day as the one being taxed', () => {
    expect(
      countsInAggregate(
        { kind: 'withdrawal', accruedOn: '2026-01-10', amountCents: 1 },
        '2026-01-10',
      ),
    ).toBe(true);
  });
});

describe('taxFreeLumpSumLeft', () => {
  it.each([
    // Nothing before: the whole first bracket.
    ['retirement', [], 550_000],
    ['withdrawal', [], 27_500],
    // R 200 000 earlier leaves R 350 000 on the retirement table and nothing on the withdrawal one.
    ['retirement', [200_000], 350_000],
    ['withdrawal', [200_000], 0],
  ] as const)('%s after %j: R%s', (kind, earlierRand, leftRand) => {
    const earlier = earlierRand.map((amount) => ({
      kind: 'withdrawal' as const,
      accruedOn: '2016-01-01',
      amountCents: R(amount),
    }));
    expect(taxFreeLumpSumLeft({ kind, on: '2026-11-29', earlier })).toBe(R(leftRand));
  });
});
