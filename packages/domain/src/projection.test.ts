import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lumpSumTax } from './lump-sum-tax';
import {
  annuityRateBp,
  cashAtRetirementCents,
  chargesBpOf,
  memberReturn,
  mixRealReturnBp,
  monthlyRate,
  projectRetirement,
  saveMoreWorkLonger,
  savingsWithdrawalCost,
  totalOf,
  withWhatIf,
  type ProjectionInputs,
} from './projection';
import {
  ANNUITY_PRICING,
  ANNUITY_RATE_BP,
  REAL_RETURN_BP,
  REAL_SALARY_GROWTH_BP,
  SCENARIO_SPREAD_BP,
} from './projection-assumptions';

const R = (rand: number) => Math.round(rand * 100);

/** The worked member of docs/decisions/039-one-projection.md. */
const worked: ProjectionInputs = {
  today: '2026-12-01',
  dateOfBirth: '1991-12-01',
  retirementDate: '2056-12-01',
  kind: 'retirement',
  isTwoPot: true,
  pots: { savingsCents: R(20_000), vestedCents: R(150_000), retirementCents: R(30_000) },
  monthlyContributionCents: R(4_000),
  contributionsGrow: true,
  contributionRoomCents: null,
  annualSalaryCents: R(300_000),
  expectedRealReturnBp: 235,
  cash: 'none',
  income: { kind: 'lifeAnnuity' },
};

const BALANCED = {
  saEquity: 4_200,
  property: 500,
  bonds: 2_000,
  cash: 500,
  globalEquity: 2_300,
  globalBonds: 500,
};

describe('the member’s return', () => {
  it('is the mix’s real return less the TER, the TC and the fund’s charges, each to the basis point', () => {
    // 0.42 × 4.7 + 0.05 × 3.8 + 0.20 × 3.3 + 0.05 × 0.9 + 0.23 × 5.0 + 0.05 × 0.6 = 4.049 %
    expect(mixRealReturnBp(BALANCED)).toBe(405);
    expect(memberReturn([{ weight: 1, mix: BALANCED, terBp: 110, tcBp: 0 }], 60)).toEqual({
      grossRealReturnBp: 405,
      terBp: 110,
      tcBp: 0,
      chargesBp: 60,
      netRealReturnBp: 235,
    });
    // The unit prices deduct the transaction costs as well as the TER: 405 − 110 − 14 − 60.
    expect(memberReturn([{ weight: 1, mix: BALANCED, terBp: 110, tcBp: 14 }], 60)).toEqual({
      grossRealReturnBp: 405,
      terBp: 110,
      tcBp: 14,
      chargesBp: 60,
      netRealReturnBp: 221,
    });
  });

  it('weights the holdings by value', () => {
    const result = memberReturn(
      [
        { weight: R(300_000), mix: { saEquity: 10_000 }, terBp: 125, tcBp: 20 },
        { weight: R(100_000), mix: { cash: 10_000 }, terBp: 35, tcBp: 0 },
      ],
      50,
    );
    // (3 × 470 + 90) / 4 = 375; (3 × 125 + 35) / 4 = 102.5 → 103; (3 × 20 + 0) / 4 = 15
    expect(result).toEqual({
      grossRealReturnBp: 375,
      terBp: 103,
      tcBp: 15,
      chargesBp: 50,
      netRealReturnBp: 207,
    });
  });

  it('measures the fund’s charges as last year’s fees over the value', () => {
    expect(chargesBpOf(R(1_800), R(300_000))).toBe(60);
    expect(chargesBpOf(R(1_800), 0)).toBe(0);
  });
});

describe('projectRetirement: figures a reader can check by hand', () => {
  const simple: ProjectionInputs = {
    ...worked,
    today: '2026-01-01',
    dateOfBirth: '1962-01-01',
    retirementDate: '2027-01-01',
    isTwoPot: false,
    pots: { savingsCents: 0, vestedCents: R(100_000), retirementCents: 0 },
    monthlyContributionCents: 0,
    annualSalaryCents: R(240_000),
    expectedRealReturnBp: 500,
  };

  it('grows a value by the yearly rate over twelve months', () => {
    const projection = projectRetirement(simple);
    expect(projection.months).toBe(12);
    expect(projection.retirementAge).toBe(65);
    expect(projection.scenarios.map((s) => s.valueAtRetirementCents)).toEqual([
      R(103_000),
      R(105_000),
      R(107_000),
    ]);
    // R 105 000 buys a CPI-linked annuity of 7.28 % a year at 65: R 7 644 a year, R 637 a month.
    expect(projection.incomeRateBp).toBe(728);
    expect(projection.scenarios[1].monthlyIncomeCents).toBe(R(637));
    // The salary grows 1 % a year, so 11 months on it is R 240 000 × 1.01^(11/12).
    expect(projection.finalAnnualSalaryCents).toBe(Math.round(R(240_000) * 1.01 ** (11 / 12)));
    // 75 % of it a month.
    expect(projection.targetMonthlyIncomeCents).toBe(
      Math.round((projection.finalAnnualSalaryCents! * 0.75) / 12),
    );
  });

  it('adds level contributions with no growth month by month', () => {
    const projection = projectRetirement({
      ...simple,
      pots: { savingsCents: 0, vestedCents: 0, retirementCents: 0 },
      monthlyContributionCents: R(1_000),
      contributionsGrow: false,
      expectedRealReturnBp: SCENARIO_SPREAD_BP.value,
    });
    // The lower scenario earns nothing: twelve contributions of R 1 000.
    expect(projection.scenarios[0].realReturnBp).toBe(0);
    expect(projection.scenarios[0].valueAtRetirementCents).toBe(R(12_000));
    expect(projection.scenarios[0].path).toEqual([
      { month: 0, valueCents: 0 },
      { month: 12, valueCents: R(12_000) },
    ]);
  });

  it('splits a two-pot product’s contributions one third to savings, two thirds to retirement', () => {
    const projection = projectRetirement({
      ...simple,
      isTwoPot: true,
      pots: { savingsCents: 0, vestedCents: 0, retirementCents: 0 },
      monthlyContributionCents: R(3_000),
      contributionsGrow: false,
      expectedRealReturnBp: SCENARIO_SPREAD_BP.value,
    });
    expect(projection.scenarios[0].pots).toEqual({
      savingsCents: R(12_000),
      vestedCents: 0,
      retirementCents: R(24_000),
    });
  });

  it('stops contributions when the room is used up', () => {
    const projection = projectRetirement({
      ...simple,
      kind: 'savings',
      pots: { savingsCents: 0, vestedCents: 0, retirementCents: 0 },
      monthlyContributionCents: R(1_000),
      contributionsGrow: false,
      contributionRoomCents: R(4_500),
      expectedRealReturnBp: SCENARIO_SPREAD_BP.value,
    });
    expect(projection.scenarios[0].valueAtRetirementCents).toBe(R(4_500));
    expect(projection.scenarios[0].monthlyIncomeCents).toBeNull();
    expect(projection.incomeRateBp).toBeNull();
  });

  it('takes the cash a member chooses, taxed on the retirement table, and the rest buys the income', () => {
    const projection = projectRetirement({
      ...simple,
      isTwoPot: true,
      pots: { savingsCents: R(300_000), vestedCents: R(900_000), retirementCents: R(600_000) },
      expectedRealReturnBp: SCENARIO_SPREAD_BP.value,
      cash: 'maximum',
    });
    const lower = projection.scenarios[0];
    // No growth in the lower scenario: the savings pot and a third of the vested pot in cash.
    expect(lower.cashCents).toBe(R(300_000 + 300_000));
    // R 600 000 on the retirement table: 18 % of the R 50 000 above R 550 000 is R 9 000.
    expect(lower.cashTaxCents).toBe(R(9_000));
    expect(lower.annuityCents).toBe(R(1_200_000));
    expect(lower.monthlyIncomeCents).toBe(R((1_200_000 * 0.0728) / 12));
  });

  it('pays a living annuity at the chosen drawdown', () => {
    const projection = projectRetirement({
      ...simple,
      income: { kind: 'livingAnnuity', drawdownBp: 400 },
    });
    expect(projection.incomeRateBp).toBe(400);
    expect(projection.scenarios[1].monthlyIncomeCents).toBe(R(350));
  });
});

describe('the worked member of the decision record', () => {
  const projection = projectRetirement(worked);
  const [lower, expected, higher] = projection.scenarios;

  it('answers the figures the record works out', () => {
    expect(projection.months).toBe(360);
    expect(projection.retirementAge).toBe(65);
    expect(projection.finalAnnualSalaryCents).toBe(40_401_953);
    expect(projection.targetMonthlyIncomeCents).toBe(2_525_122);
    expect(expected.pots).toEqual({
      savingsCents: 83_383_023,
      vestedCents: 30_111_103,
      retirementCents: 164_758_640,
    });
    expect(expected.valueAtRetirementCents).toBe(278_252_766);
    expect(expected.monthlyIncomeCents).toBe(1_688_067);
    expect(expected.replacementBp).toBe(5_014);
    expect(lower.monthlyIncomeCents).toBe(1_204_607);
    expect(higher.monthlyIncomeCents).toBe(2_429_485);
  });

  it('equals the closed form of the formula', () => {
    for (const scenario of projection.scenarios) {
      const r = (1 + scenario.realReturnBp / 10_000) ** (1 / 12) - 1;
      const g = (1 + REAL_SALARY_GROWTH_BP.value / 10_000) ** (1 / 12) - 1;
      const n = 360;
      const growth = (1 + r) ** n;
      const contributions = (R(4_000) * (growth - (1 + g) ** n)) / (r - g);
      expect(scenario.pots.vestedCents).toBe(Math.round(R(150_000) * growth));
      expect(
        Math.abs(scenario.pots.savingsCents - (R(20_000) * growth + contributions / 3)),
      ).toBeLessThan(1);
      expect(
        Math.abs(scenario.pots.retirementCents - (R(30_000) * growth + (2 * contributions) / 3)),
      ).toBeLessThan(1);
    }
  });
});

describe('what-ifs', () => {
  it('saving more or working longer raises the income', () => {
    const table = saveMoreWorkLonger(worked, [0, R(1_000)], [0, 2, 5]);
    const incomes = table.map((row) => row.map((cell) => cell.monthlyIncomeCents));
    expect(incomes[0]![0]).toBe(projectRetirement(worked).scenarios[1].monthlyIncomeCents);
    expect(incomes[0]![1]!).toBeGreaterThan(incomes[0]![0]!);
    expect(incomes[0]![2]!).toBeGreaterThan(incomes[0]![1]!);
    expect(incomes[1]![0]!).toBeGreaterThan(incomes[0]![0]!);
  });

  it('a later retirement age moves the date and the annuity rate', () => {
    const later = projectRetirement(withWhatIf(worked, { retirementAge: 67 }));
    expect(later.inputs.retirementDate).toBe('2058-12-01');
    expect(later.incomeRateBp).toBe(annuityRateBp(67));
  });

  it('a savings withdrawal gives up its growth to retirement and the income it would buy', () => {
    const cost = savingsWithdrawalCost(worked, R(10_000));
    const growth = (1 + worked.expectedRealReturnBp / 10_000) ** 30;
    expect(Math.abs(cost.valueGivenUpCents - R(10_000) * growth)).toBeLessThanOrEqual(1);
    expect(cost.monthlyIncomeGivenUpCents).toBe(
      (cost.before.monthlyIncomeCents ?? 0) - (cost.after.monthlyIncomeCents ?? 0),
    );
    // About R 20 071 at retirement buys about R 122 a month.
    expect(Math.abs((cost.monthlyIncomeGivenUpCents ?? 0) - R(121.76))).toBeLessThanOrEqual(2);
  });
});

describe('properties', () => {
  const inputs = fc.record({
    years: fc.integer({ min: 0, max: 40 }),
    age: fc.integer({ min: 20, max: 64 }),
    savings: fc.integer({ min: 0, max: R(500_000) }),
    vested: fc.integer({ min: 0, max: R(3_000_000) }),
    retirement: fc.integer({ min: 0, max: R(1_000_000) }),
    contribution: fc.integer({ min: 0, max: R(30_000) }),
    returnBp: fc.integer({ min: -100, max: 700 }),
    cash: fc.constantFrom('none' as const, 'savings' as const, 'maximum' as const),
  });
  type Drawn = typeof inputs extends fc.Arbitrary<infer T> ? T : never;
  const build = (v: Drawn): ProjectionInputs => ({
    ...worked,
    today: '2026-06-15',
    dateOfBirth: `${2026 - v.age}-03-10`,
    retirementDate: `${2026 - v.age + 65}-03-10`,
    pots: { savingsCents: v.savings, vestedCents: v.vested, retirementCents: v.retirement },
    monthlyContributionCents: v.contribution,
    expectedRealReturnBp: v.returnBp,
    cash: v.cash,
  });

  it('the pots add up, the scenarios are ordered, and cash plus annuity is the value', () => {
    fc.assert(
      fc.property(inputs, (v) => {
        const projection = projectRetirement(build(v));
        const [lower, expected, higher] = projection.scenarios;
        for (const s of projection.scenarios) {
          expect(s.valueAtRetirementCents).toBe(
            s.pots.savingsCents + s.pots.vestedCents + s.pots.retirementCents,
          );
          expect(s.cashCents + s.annuityCents).toBe(s.valueAtRetirementCents);
          expect(s.cashCents).toBe(cashAtRetirementCents(s.pots, v.cash));
          expect(s.path.at(-1)?.valueCents).toBe(s.valueAtRetirementCents);
        }
        expect(lower.valueAtRetirementCents).toBeLessThanOrEqual(expected.valueAtRetirementCents);
        expect(expected.valueAtRetirementCents).toBeLessThanOrEqual(higher.valueAtRetirementCents);
      }),
      { numRuns: 200 },
    );
  });

  it('the cash never passes the savings pot and a third of the rest (unless de minimis)', () => {
    fc.assert(
      fc.property(inputs, (v) => {
        const { scenarios } = projectRetirement({ ...build(v), cash: 'maximum' });
        for (const s of scenarios) {
          const rest = s.pots.vestedCents + s.pots.retirementCents;
          const deMinimis = 3 * s.pots.retirementCents + 2 * s.pots.vestedCents <= 3 * R(165_000);
          if (!deMinimis)
            expect(s.cashCents).toBeLessThanOrEqual(s.pots.savingsCents + Math.floor(rest / 3));
          expect(s.cashTaxCents).toBe(
            lumpSumTax({ kind: 'retirement', amountCents: s.cashCents, accruedOn: '2026-06-15' })
              .taxCents,
          );
        }
      }),
      { numRuns: 100 },
    );
  });

  it('the total over funds is the sum of their figures', () => {
    fc.assert(
      fc.property(inputs, inputs, (a, b) => {
        const first = projectRetirement(build(a));
        const second = projectRetirement(build(b));
        const total = totalOf([first, second]);
        total.scenarios.forEach((scenario, index) => {
          expect(scenario.valueAtRetirementCents).toBe(
            first.scenarios[index]!.valueAtRetirementCents +
              second.scenarios[index]!.valueAtRetirementCents,
          );
          expect(scenario.monthlyIncomeCents).toBe(
            (first.scenarios[index]!.monthlyIncomeCents ?? 0) +
              (second.scenarios[index]!.monthlyIncomeCents ?? 0),
          );
        });
      }),
      { numRuns: 50 },
    );
  });
});

describe('the assumptions', () => {
  it('the annuity table is the pricing formula’s, age by age', () => {
    const { realInterestBp, modalAge, dispersion } = ANNUITY_PRICING;
    for (let age = 55; age <= 75; age += 1) {
      const survival = (t: number) =>
        Math.exp(-Math.exp((age - modalAge) / dispersion) * (Math.exp(t / dispersion) - 1));
      let factor = 0;
      for (let m = 1; m <= 12 * (120 - age); m += 1)
        factor += (survival(m / 12) * (1 + realInterestBp / 10_000) ** (-m / 12)) / 12;
      expect(ANNUITY_RATE_BP.value[age], `age ${age}`).toBe(Math.round(10_000 / factor));
    }
  });

  it('the annuity rate holds the table’s ends outside it', () => {
    expect(annuityRateBp(50)).toBe(ANNUITY_RATE_BP.value[55]);
    expect(annuityRateBp(80)).toBe(ANNUITY_RATE_BP.value[75]);
  });

  it('a monthly rate compounds to the yearly one', () => {
    expect((1 + monthlyRate(500)) ** 12).toBeCloseTo(1.05, 12);
    expect(Object.keys(REAL_RETURN_BP.value)).toHaveLength(6);
  });
});
