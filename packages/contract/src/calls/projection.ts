import { basisPointsFromPercent, centsFromRand } from '@portal/domain/money';
import type { ProjectionInputs } from '@portal/domain/projection';
import type * as routes from '../projection';
import type { ProjectionInputsWire } from '../projection';
import type { RouteCall } from '../route-call';

// The calls of projection.ts for the web app, without their schemas (route-call.ts), and the
// answer's inputs back as the domain's, so a calculator in the browser recomputes exactly what the
// API did without building the schemas.

export const getProjection: RouteCall<typeof routes.getProjection> = {
  method: 'GET',
  path: '/api/Projection/:schemeNumber',
};

export const getProjections: RouteCall<typeof routes.getProjections> = {
  method: 'GET',
  path: '/api/Projection',
};

/** A rate in percent (possibly negative) as basis points. */
export function basisPointsFromRate(percent: number): number {
  return basisPointsFromPercent(percent);
}

/** The domain's inputs from the answer's (exact: rand to cents, percent to basis points). */
export function inputsFromWire(wire: ProjectionInputsWire): ProjectionInputs {
  return {
    today: wire.today,
    dateOfBirth: wire.dateOfBirth,
    retirementDate: wire.retirementDate,
    kind: wire.kind,
    isTwoPot: wire.isTwoPot,
    pots: {
      savingsCents: centsFromRand(wire.pots.savings),
      vestedCents: centsFromRand(wire.pots.vested),
      retirementCents: centsFromRand(wire.pots.retirement),
    },
    monthlyContributionCents: centsFromRand(wire.monthlyContribution),
    contributionsGrow: wire.contributionsGrow,
    contributionRoomCents:
      wire.contributionRoom === null ? null : centsFromRand(wire.contributionRoom),
    annualSalaryCents: wire.annualSalary === null ? null : centsFromRand(wire.annualSalary),
    expectedRealReturnBp: basisPointsFromRate(wire.expectedRealReturn),
    cash: wire.cash,
    income:
      wire.income.kind === 'lifeAnnuity'
        ? { kind: 'lifeAnnuity' }
        : { kind: 'livingAnnuity', drawdownBp: basisPointsFromRate(wire.income.drawdownRate) },
  };
}
