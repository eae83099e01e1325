import {
  CONTRIBUTION_STRIP_MONTHS,
  CONTRIBUTIONS_UNAVAILABLE_MESSAGE,
} from '@portal/contract/contributions';
import type { ContributionArrears, FundContributions } from '@portal/contract/contributions';
import {
  contributionMonths,
  lastMonths,
  type ContributionMonth,
} from '@portal/domain/contribution-status';
import { randFromCents } from '@portal/domain/money';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { ContributionScheduleService } from '../../partners/contribution-schedule/contribution-schedule-service';
import { findMembershipBySchemeNumber } from '../fund-details/fund-details.repository';
import {
  contributingMembershipsOf,
  contributionReceipts,
  type ContributingMembership,
} from './contributions.repository';

// A member's contribution status (issue 48 point 3): the administration's schedule, through its
// partner interface, against what arrived at the fund, each month paid, paid late, missing or not
// yet due (packages/domain contribution-status.ts).

/** The months of a membership's schedule with their status, or undefined when it cannot be read. */
export async function statusOfMembership(
  db: Db,
  schedule: ContributionScheduleService,
  membership: Pick<ContributingMembership, 'membershipId' | 'membershipNumber' | 'schemeNumber'>,
  today: string,
): Promise<ContributionMonth[] | undefined> {
  const answer = await schedule.scheduleOf(membership);
  if (!answer.ok) return undefined;
  return contributionMonths(
    answer.months,
    await contributionReceipts(db, membership.membershipId),
    today,
  );
}

function outstandingOf(months: readonly ContributionMonth[]): number {
  return months.reduce((sum, month) => sum + month.dueCents - month.receivedCents, 0);
}

/** GET .../Contributions: the strip of a fund of the member's; null for one without contributions. */
export async function fundContributions(
  db: Db,
  schedule: ContributionScheduleService,
  memberId: number,
  schemeNumber: string,
  today: string,
): Promise<FundContributions | null> {
  const held = await findMembershipBySchemeNumber(db, memberId, schemeNumber);
  if (!held) throw notFound();
  if (held.membership.employerContributionRateBp === null) return null;
  const months = await statusOfMembership(
    db,
    schedule,
    {
      membershipId: held.membership.id,
      membershipNumber: held.membership.membershipNumber,
      schemeNumber: held.product.schemeNumber,
    },
    today,
  );
  if (!months) throw new AppError('UNAVAILABLE', CONTRIBUTIONS_UNAVAILABLE_MESSAGE);
  const missing = months.filter((month) => month.status === 'missing');
  if (months.length === 0) return null;
  return {
    months: lastMonths(months, CONTRIBUTION_STRIP_MONTHS).map((month) => ({
      month: month.month,
      dueDate: month.dueDate,
      status: month.status,
      memberDue: randFromCents(month.memberDueCents),
      employerDue: randFromCents(month.employerDueCents),
      due: randFromCents(month.dueCents),
      received: randFromCents(month.receivedCents),
      paidOn: month.paidOn,
    })),
    missingMonths: missing.length,
    outstanding: randFromCents(outstandingOf(missing)),
  };
}

/** GET /api/Contributions/GetArrears: the member's funds with months missing (the dashboard's). */
export async function contributionArrears(
  db: Db,
  schedule: ContributionScheduleService,
  memberId: number,
  today: string,
): Promise<ContributionArrears[]> {
  const arrears: ContributionArrears[] = [];
  for (const membership of await contributingMembershipsOf(db, memberId)) {
    // A schedule that cannot be read now shows nothing here; the fund's page says why.
    const months = await statusOfMembership(db, schedule, membership, today);
    const missing = (months ?? []).filter((month) => month.status === 'missing');
    if (missing.length === 0) continue;
    arrears.push({
      schemeNumber: membership.schemeNumber,
      fundName: membership.fundName,
      missingMonths: missing.map((month) => ({
        month: month.month,
        dueDate: month.dueDate,
        outstanding: randFromCents(month.dueCents - month.receivedCents),
      })),
      outstanding: randFromCents(outstandingOf(missing)),
    });
  }
  return arrears;
}
