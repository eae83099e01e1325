import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EAC_DISCLOSED_STEP_BP,
  EAC_TERM_YEARS,
  eacOf,
  eacTable,
  eacTerms,
  flatFeeYield,
  hasEac,
  projectValueCents,
  showsOther,
  weightedTicBp,
  type EacInputs,
} from './eac';

const R = (rand: number) => Math.round(rand * 100);

/** The worked example of docs/decisions/040-effective-annual-cost.md. */
const worked: EacInputs = {
  valueCents: R(100_000),
  monthlyContributionCents: R(1_000),
  holdings: [{ weight: R(100_000), terBp: 100, tcBp: 25 }],
  adminFeeCents: R(60),
  adminFeeCapBp: 120,
  assetFeeBp: 50,
  adviceFeeBp: 0,
  terminationChargeCents: 0,
};

const months = EAC_TERM_YEARS.map((years) => years * 12);

describe('the worked example', () => {
  it('projects the value with and without the R 60 fee to the cent', () => {
    const steps = months.map((term) => flatFeeYield(worked, term));
    expect(steps.map((s) => [s.withoutFeeCents, s.withFeeCents, s.feesCents])).toEqual([
      [11_838_652, 11_764_334, 72_000],
      [15_853_535, 15_616_935, 216_000],
      [20_364_660, 19_945_714, 360_000],
      [34_234_911, 33_255_320, 720_000],
    ]);
    expect(steps.map((s) => s.yieldWithoutFee.toFixed(4))).toEqual([
      '6.0000',
      '6.0000',
      '6.0000',
      '6.0000',
    ]);
    expect(steps.map((s) => s.yieldWithFee.toFixed(4))).toEqual([
      '5.3015',
      '5.3995',
      '5.4759',
      '5.6087',
    ]);
    expect(steps.map((s) => s.reductionBp)).toEqual([70, 60, 52, 39]);
  });

  it('gives the table of the decision record', () => {
    const rows = eacTable(
      worked,
      eacTerms({ isRetirementAnnuity: false, dateOfBirth: null, today: '2026-11-29' }),
    );
    expect(rows.map((row) => [row.term.label, row.figures])).toEqual([
      [
        '1 year',
        { investmentManagement: 130, advice: 0, administration: 120, other: 0, totalBp: 250 },
      ],
      [
        '3 years',
        { investmentManagement: 130, advice: 0, administration: 110, other: 0, totalBp: 240 },
      ],
      [
        '5 years',
        { investmentManagement: 130, advice: 0, administration: 100, other: 0, totalBp: 230 },
      ],
      [
        '10 years',
        { investmentManagement: 130, advice: 0, administration: 90, other: 0, totalBp: 220 },
      ],
    ]);
    expect(showsOther(rows)).toBe(false);
  });

  it('caps the flat fee on a small value at the cap a year', () => {
    const small = { ...worked, valueCents: R(3_000), monthlyContributionCents: 0 };
    // R 3 000 × 1.2 % ÷ 12 = R 3.00 the first month, not R 60.
    expect(projectValueCents(small, 1, 6).feesCents).toBe(300);
    // A fee of 0.1 % a month of the value taken before the month's growth: 1.06 × 0.999¹² = 1.04735.
    expect(flatFeeYield(small, 12).reductionBp).toBe(126);
  });
});

describe('terms', () => {
  it('adds the term to age 55 for a retirement annuity member younger than 55', () => {
    const terms = eacTerms({
      isRetirementAnnuity: true,
      dateOfBirth: '1980-03-15',
      today: '2026-11-29',
    });
    expect(terms.map((t) => [t.label, t.months])).toEqual([
      ['1 year', 12],
      ['3 years', 36],
      ['5 years', 60],
      ['10 years', 120],
      ['To age 55 (8 years 3 months)', 99],
    ]);
  });

  it('has no term to age 55 at 55 or for another kind of fund', () => {
    expect(
      eacTerms({ isRetirementAnnuity: true, dateOfBirth: '1971-11-29', today: '2026-11-29' }),
    ).toHaveLength(4);
    expect(
      eacTerms({ isRetirementAnnuity: false, dateOfBirth: '1990-01-01', today: '2026-11-29' }),
    ).toHaveLength(4);
  });
});

describe('the components', () => {
  it('weights the TIC by value', () => {
    expect(
      weightedTicBp([
        { weight: 300, terBp: 100, tcBp: 20 },
        { weight: 100, terBp: 200, tcBp: 40 },
      ]),
    ).toBe(150);
    expect(weightedTicBp([])).toBe(0);
  });

  it('counts a termination charge as other', () => {
    const figures = eacOf({ ...worked, terminationChargeCents: R(500) }, 12);
    expect(figures.other).toBeGreaterThan(0);
    expect(figures.administration).toBe(120);
  });

  it('has nothing to cost without money or a holding', () => {
    expect(hasEac({ ...worked, valueCents: 0, monthlyContributionCents: 0 })).toBe(false);
    expect(hasEac({ ...worked, holdings: [] })).toBe(false);
    expect(hasEac(worked)).toBe(true);
  });
});

const inputsArb = fc.record({
  valueCents: fc.integer({ min: R(1_000), max: R(20_000_000) }),
  monthlyContributionCents: fc.integer({ min: 0, max: R(50_000) }),
  holdings: fc.array(
    fc.record({
      weight: fc.integer({ min: 1, max: 1_000_000 }),
      terBp: fc.integer({ min: 0, max: 300 }),
      tcBp: fc.integer({ min: 0, max: 100 }),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  adminFeeCents: fc.integer({ min: 0, max: R(500) }),
  adminFeeCapBp: fc.option(fc.integer({ min: 10, max: 300 }), { nil: null }),
  assetFeeBp: fc.integer({ min: 0, max: 200 }),
  adviceFeeBp: fc.integer({ min: 0, max: 100 }),
  terminationChargeCents: fc.integer({ min: 0, max: R(1_000) }),
});

describe('properties', () => {
  it('the total is the sum of the components', () => {
    fc.assert(
      fc.property(inputsArb, fc.constantFrom(...months), (inputs, term) => {
        const f = eacOf(inputs, term);
        expect(f.totalBp).toBe(f.investmentManagement + f.advice + f.administration + f.other);
      }),
      { numRuns: 40 },
    );
  });

  it('charges of only percentages give the same EAC for every term', () => {
    fc.assert(
      fc.property(inputsArb, (inputs) => {
        const percentOnly = { ...inputs, adminFeeCents: 0, terminationChargeCents: 0 };
        const totals = months.map((term) => eacOf(percentOnly, term));
        for (const figures of totals) expect(figures).toEqual(totals[0]);
      }),
      { numRuns: 40 },
    );
  });

  it('a flat fee weighs less on a larger value', () => {
    fc.assert(
      fc.property(
        inputsArb,
        fc.integer({ min: 2, max: 10 }),
        fc.constantFrom(...months),
        (inputs, times, term) => {
          const flat = { ...inputs, adminFeeCents: Math.max(1, inputs.adminFeeCents) };
          const small = eacOf(flat, term).administration;
          const large = eacOf(
            { ...flat, valueCents: flat.valueCents * times },
            term,
          ).administration;
          // Where the cap binds at both values the fee is the same share of each: the cents'
          // rounding may then put the two on either side of a disclosed step (each figure is
          // disclosed to one decimal of a percent, 10 bp), never further apart.
          expect(large).toBeLessThanOrEqual(small + EAC_DISCLOSED_STEP_BP);
        },
      ),
      { numRuns: 40 },
    );
  });
});
