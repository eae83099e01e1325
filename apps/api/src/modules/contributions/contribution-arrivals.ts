import { addDays } from '@portal/domain/dates';
import type { FastifyBaseLogger } from 'fastify';
import { inTransaction, type Db } from '../../db/client';
import type { ContributionScheduleService } from '../../partners/contribution-schedule/contribution-schedule-service';
import { tellMember } from '../inbox/tell-member';
import { arrivalsNotTold, contributingMembership } from './contributions.repository';
import { statusOfMembership } from './contribution-status.service';

// Telling members of each employer payment that reaches their fund (issue 48 point 1, "contribution
// received"), as the arrears look tells of one that does not: each day's contributions to an
// employer-fund membership, with the months they pay (what arrives pays the oldest month owed
// first), told once under the event key 'contribution-received:<membership>:<date>'.

/** How far back a look reaches: the latest monthly payment is always within it. */
export const ARRIVALS_LOOK_BACK_DAYS = 35;
/** The arrivals read at a time. */
const PAGE = 500;

export async function tellArrivals(options: {
  db: Db;
  schedule: ContributionScheduleService;
  portalName: string;
  portalUrl?: string;
  today: string;
  log: FastifyBaseLogger;
}): Promise<number> {
  const { db, today } = options;
  const window = { from: addDays(today, -ARRIVALS_LOOK_BACK_DAYS), to: today };
  let told = 0;
  let after: { date: string; membershipId: number } | null = null;
  for (;;) {
    const arrivals = await arrivalsNotTold(db, window, after, PAGE);
    for (const arrival of arrivals) {
      try {
        const membership = await contributingMembership(db, arrival);
        const months = membership
          ? await statusOfMembership(db, options.schedule, membership, today)
          : undefined;
        // The months this day's money completed; a part payment is told when the month is paid.
        const paid = (months ?? []).filter((month) => month.paidOn === arrival.date);
        if (!membership || paid.length === 0) continue;
        await inTransaction(db, (tx) =>
          tellMember(
            tx,
            arrival.memberId,
            {
              kind: 'contribution-received',
              fundName: membership.fundName,
              schemeNumber: membership.schemeNumber,
              receivedOn: arrival.date,
              receivedCents: arrival.cents,
              months: paid.map((month) => month.month),
              isLate: paid.some((month) => month.status === 'late'),
              portalUrl: options.portalUrl ?? '',
            },
            {
              portalName: options.portalName,
              eventKey: `contribution-received:${arrival.membershipId}:${arrival.date}`,
            },
          ),
        );
        told += 1;
      } catch (err) {
        options.log.error({ err, membershipId: arrival.membershipId }, 'contribution not told');
      }
    }
    const last = arrivals.at(-1);
    if (!last || arrivals.length < PAGE) return told;
    after = { date: last.date, membershipId: last.membershipId };
  }
}
