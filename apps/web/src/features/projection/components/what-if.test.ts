import { inputsFromWire } from '@portal/contract/calls/projection';
import { NO_BREAK_SPACE as NBSP, formatRand } from '@portal/domain/money';
import { expectedOf, projectRetirement, withWhatIf } from '@portal/domain/projection';
import { describe, expect, it } from 'vitest';
import { aFundProjection, aSavingsProjection } from '../testing/projection-fixtures';
import {
  compare,
  comparisonText,
  initialWhatIfForm,
  retirementAges,
  salaryShareCents,
  unchangedProjection,
  whatIfOf,
} from './what-if';

// The calculator's sums: unchanged it is the answer; each change is withWhatIf's; a figure that
// cannot be used names its field and says why.

const write = (cents: number) => formatRand(cents).replace(/\.00$/, '');

describe('whatIfOf', () => {
  const fund = aFundProjection();
  const form = initialWhatIfForm(fund);

  it('changes nothing as the form starts: the expected income is the answer’s to the cent', () => {
    const result = whatIfOf(fund, form);
    if (!result.ok) throw new Error(result.message);
    expect(expectedOf(result.projection).monthlyIncomeCents).toBe(
      Math.round((fund.scenarios[1].monthlyIncome ?? 0) * 100),
    );
    expect(result.projection).toEqual(unchangedProjection(fund));
  });

  it('adds an extra in rand, or a share of the salary a month', () => {
    const rand = whatIfOf(fund, { ...form, extraMonthly: '750' });
    const share = whatIfOf(fund, { ...form, extraMonthly: '', extraSalaryPercent: 5 });
    if (!rand.ok || !share.ok) throw new Error('refused');
    expect(rand.change.extraMonthlyContributionCents).toBe(75_000);
    // 5 % of R 432 000 a year is R 1 800 a month.
    expect(salaryShareCents(432_000, 5)).toBe(180_000);
    expect(share.change.extraMonthlyContributionCents).toBe(180_000);
    expect(share.projection).toEqual(
      projectRetirement(
        withWhatIf(inputsFromWire(fund.inputs), { extraMonthlyContributionCents: 180_000 }),
      ),
    );
  });

  it('refuses an age outside 55 to 75 and a drawdown outside 2.5% to 17.5%', () => {
    expect(whatIfOf(fund, { ...form, retirementAge: 80 })).toEqual({
      ok: false,
      field: 'retirementAge',
      message: 'Choose an age from 55 to 75.',
    });
    expect(whatIfOf(fund, { ...form, incomeKind: 'livingAnnuity', drawdown: '2' })).toEqual({
      ok: false,
      field: 'drawdown',
      message: 'Choose an income of 2.50% to 17.50% of your investment a year.',
    });
    expect(whatIfOf(fund, { ...form, portfolio: 'NOPE' })).toMatchObject({
      ok: false,
      field: 'portfolio',
    });
  });

  it('offers the ages from 55 (or later than today) to 75', () => {
    const ages = retirementAges(fund);
    expect(ages[0]).toBe(55);
    expect(ages.at(-1)).toBe(75);
    expect(ages).toContain(fund.retirementAge);
  });

  it('sets a savings product’s debit order and leaves its income alone', () => {
    const savings = aSavingsProjection();
    const result = whatIfOf(savings, { ...initialWhatIfForm(savings), debitOrder: '2500' });
    if (!result.ok) throw new Error(result.message);
    expect(result.change).toEqual({ monthlyContributionCents: 250_000 });
    expect(expectedOf(result.projection).valueAtRetirementCents).toBeGreaterThan(
      Math.round(savings.scenarios[1].valueAtRetirement * 100),
    );
  });
});

describe('comparisonText', () => {
  it('gives the income before and after and the gap to the target', () => {
    expect(
      comparisonText(
        {
          kind: 'income',
          differenceCents: 210_000,
          beforeCents: 1_000_000,
          afterCents: 1_210_000,
          gapBeforeCents: 840_000,
          gapAfterCents: 630_000,
        },
        write,
      ),
    ).toBe(
      `R${NBSP}2${NBSP}100 a month more; the gap to your target is R${NBSP}6${NBSP}300 a month, down from R${NBSP}8${NBSP}400.`,
    );
  });

  it('says when the target is reached, and a savings product’s value', () => {
    expect(
      comparisonText(
        {
          kind: 'income',
          differenceCents: 500_000,
          beforeCents: 1_000_000,
          afterCents: 1_500_000,
          gapBeforeCents: 200_000,
          gapAfterCents: 0,
        },
        write,
      ),
    ).toBe(
      `R${NBSP}5${NBSP}000 a month more; you reach your target, which was R${NBSP}2${NBSP}000 a month away.`,
    );
    const savings = aSavingsProjection();
    const before = unchangedProjection(savings);
    const after = projectRetirement(
      withWhatIf(inputsFromWire(savings.inputs), { monthlyContributionCents: 0 }),
    );
    const comparison = compare(before, after);
    expect(comparison.kind).toBe('value');
    expect(comparisonText(comparison, write)).toBe(
      `${write(-comparison.differenceCents)} less at retirement, in today's money.`,
    );
  });
});
