import { describe, expect, it } from 'vitest';
import {
  isFscaRegistrationNumber,
  leavingServiceOptions,
  nextTransferStatus,
} from './leaving-service';
import { expectedOf, projectRetirement, type ProjectionInputs } from './projection';
import { savingsWithdrawalEstimate } from './savings-withdrawal';

const R = (rand: number) => Math.round(rand * 100);

/** A paid-up member: no contributions, three components. */
const paidUp: ProjectionInputs = {
  today: '2026-12-01',
  dateOfBirth: '1981-06-15',
  retirementDate: '2046-06-15',
  kind: 'retirement',
  isTwoPot: true,
  pots: { savingsCents: R(20_000), vestedCents: R(150_000), retirementCents: R(30_000) },
  monthlyContributionCents: 0,
  contributionsGrow: false,
  contributionRoomCents: null,
  annualSalaryCents: null,
  expectedRealReturnBp: 235,
  cash: 'none',
  income: { kind: 'lifeAnnuity' },
};

const input = {
  inputs: paidUp,
  on: '2026-12-01',
  savingsFeeCents: R(300),
  annualTaxableIncomeCents: R(240_000),
};

describe('the options on leaving service', () => {
  it('staying preserved shows the retirement projection’s expected figures to the cent', () => {
    const options = leavingServiceOptions(input);
    const expected = expectedOf(projectRetirement(paidUp));
    expect(options.preserve.valueAtRetirementCents).toBe(expected.valueAtRetirementCents);
    expect(options.preserve.monthlyIncomeCents).toBe(expected.monthlyIncomeCents);
    expect(options.today.totalCents).toBe(R(200_000));
    expect(options.retirementDate).toBe('2046-06-15');
  });

  it('a transfer moves the whole value free of tax', () => {
    const options = leavingServiceOptions(input);
    expect(options.transfer).toEqual({ valueTransferredCents: R(200_000), taxCents: 0 });
  });

  it('in cash, the vested component is taxed on the withdrawal table (worked by hand)', () => {
    // R150 000 on the withdrawal table: 18 % of (150 000 − 27 500) = R22 050.
    const { vested } = leavingServiceOptions(input).cash;
    expect(vested.grossCents).toBe(R(150_000));
    expect(vested.taxCents).toBe(R(22_050));
    expect(vested.netCents).toBe(R(127_950));
  });

  it('counts earlier withdrawal lump sums in the aggregate', () => {
    // R20 000 taken before: the table on R170 000 less the table on R20 000 = 18 % × 142 500.
    const { vested } = leavingServiceOptions({
      ...input,
      earlier: [{ kind: 'withdrawal', accruedOn: '2020-05-01', amountCents: R(20_000) }],
    }).cash;
    expect(vested.earlierCents).toBe(R(20_000));
    expect(vested.taxCents).toBe(R(25_650));
  });

  it('the savings component only as a savings withdrawal, at the marginal rate after the fee', () => {
    const { savings } = leavingServiceOptions(input).cash;
    const estimate = savingsWithdrawalEstimate({
      amountCents: R(20_000),
      feeCents: R(300),
      annualTaxableIncomeCents: R(240_000),
      claimDate: '2026-12-01',
      dateOfBirth: paidUp.dateOfBirth,
    });
    expect(savings.grossCents).toBe(R(20_000));
    expect(savings.feeCents).toBe(R(300));
    expect(savings.taxCents).toBe(estimate.taxCents);
    expect(savings.netCents).toBe(estimate.netCents);
  });

  it('keeps the retirement component preserved and adds up gross, fee, tax and net', () => {
    const { cash } = leavingServiceOptions(input);
    expect(cash.retirementPreservedCents).toBe(R(30_000));
    expect(cash.grossCents).toBe(R(170_000));
    expect(cash.netCents).toBe(cash.grossCents - cash.feeCents - cash.taxCents);
    expect(cash.netCents).toBe(cash.vested.netCents + cash.savings.netCents);
  });

  it('the income given up is the projection with and without the cash taken', () => {
    const options = leavingServiceOptions(input);
    const after = expectedOf(
      projectRetirement({
        ...paidUp,
        pots: { savingsCents: 0, vestedCents: 0, retirementCents: R(30_000) },
      }),
    );
    expect(options.cash.afterCash.monthlyIncomeCents).toBe(after.monthlyIncomeCents);
    expect(options.cash.monthlyIncomeGivenUpCents).toBe(
      (options.preserve.monthlyIncomeCents ?? 0) - (after.monthlyIncomeCents ?? 0),
    );
    expect(options.cash.monthlyIncomeGivenUpCents).toBeGreaterThan(0);
    expect(options.cash.valueGivenUpCents).toBe(
      options.preserve.valueAtRetirementCents - after.valueAtRetirementCents,
    );
  });

  it('with nothing in the savings component, takes no fee', () => {
    const { cash } = leavingServiceOptions({
      ...input,
      inputs: { ...paidUp, pots: { ...paidUp.pots, savingsCents: 0 } },
    });
    expect(cash.savings).toMatchObject({ grossCents: 0, feeCents: 0, taxCents: 0, netCents: 0 });
  });
});

describe('a transfer request', () => {
  it('checks the receiving fund’s FSCA registration number', () => {
    expect(isFscaRegistrationNumber('12/8/35478')).toBe(true);
    expect(isFscaRegistrationNumber(' 12/8/1234/2 ')).toBe(true);
    expect(isFscaRegistrationNumber('12/8/')).toBe(false);
    expect(isFscaRegistrationNumber('35478')).toBe(false);
    expect(isFscaRegistrationNumber('12/8/35478; drop')).toBe(false);
  });

  it('moves Submitted → With the administrator → Completed', () => {
    expect(nextTransferStatus('Submitted')).toBe('WithAdministrator');
    expect(nextTransferStatus('WithAdministrator')).toBe('Completed');
    expect(nextTransferStatus('Completed')).toBeNull();
  });
});
