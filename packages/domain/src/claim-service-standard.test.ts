import { describe, expect, it } from 'vitest';
import { CLAIM_STEP_STANDARDS, expectedClaimSteps } from './claim-service-standard';

describe('expectedClaimSteps', () => {
  it('dates each step still to come from the one before, in working days', () => {
    // Submitted on Monday 23 Nov 2026, seen the same day.
    expect(
      expectedClaimSteps({
        status: 'Submitted',
        reached: [{ status: 'Submitted', on: '2026-11-23' }],
        today: '2026-11-23',
      }),
    ).toEqual([
      {
        status: 'DirectiveRequested',
        statusDescription: 'Tax directive requested',
        expectedDate: '2026-11-25',
        workingDays: 2,
        standard: '2 working days after the claim is submitted',
        isLate: false,
      },
      {
        status: 'DirectiveIssued',
        statusDescription: 'Tax directive issued',
        expectedDate: '2026-12-02',
        workingDays: 5,
        standard: '5 working days after the tax directive is requested',
        isLate: false,
      },
      {
        status: 'Paid',
        statusDescription: 'Paid',
        expectedDate: '2026-12-07',
        workingDays: 3,
        standard: '3 working days after the tax directive is issued',
        isLate: false,
      },
    ]);
  });

  it('says a step is late once its date has passed, and dates the next from today', () => {
    // The directive was requested on Saturday 31 Oct 2026: SARS's 5 working days end Friday
    // 6 Nov; on Sunday 29 Nov it is late, and payment is expected 3 working days after today.
    const steps = expectedClaimSteps({
      status: 'DirectiveRequested',
      reached: [
        { status: 'Submitted', on: '2026-10-30' },
        { status: 'DirectiveRequested', on: '2026-10-31' },
      ],
      today: '2026-11-29',
    });
    expect(steps.map((step) => [step.status, step.expectedDate, step.isLate])).toEqual([
      ['DirectiveIssued', '2026-11-06', true],
      ['Paid', '2026-12-02', false],
    ]);
  });

  it('skips public holidays: Christmas and the Day of Goodwill', () => {
    const [next] = expectedClaimSteps({
      status: 'DirectiveIssued',
      reached: [{ status: 'DirectiveIssued', on: '2026-12-23' }],
      today: '2026-12-23',
    });
    expect(next?.expectedDate).toBe('2026-12-29');
  });

  it('has nothing to come for a draft or a claim that has ended', () => {
    for (const status of ['Draft', 'Paid', 'Declined', 'Cancelled'] as const)
      expect(
        expectedClaimSteps({
          status,
          reached: [{ status, on: '2026-11-01' }],
          today: '2026-11-29',
        }),
      ).toEqual([]);
  });

  it('adds up to 10 working days from submission to payment', () => {
    expect(
      Object.values(CLAIM_STEP_STANDARDS).reduce((sum, step) => sum + step.workingDays, 0),
    ).toBe(10);
  });
});
