import { addDays } from '@portal/domain/dates';
import { ARREARS_NOTICE_AFTER_DAYS, monthsToTellMissing } from '@portal/domain/contribution-status';
import type { FastifyBaseLogger } from 'fastify';
import { inTransaction, type Db } from '../../db/client';
import type { ContributionScheduleService } from '../../partners/contribution-schedule/contribution-schedule-service';
import { tellMember } from '../inbox/tell-member';
import { tellArrivals } from './contribution-arrivals';
import { contributingMembership, toldEventKeys } from './contributions.repository';
import { statusOfMembership } from './contribution-status.service';

// Telling members of an employer's material non-payment (issue 48 point 3; FSCA Conduct Standard
// 1 of 2022: within 30 days). A look, at start-up and then every `everyMs`, asks the
// administration for the months whose contributions had not all arrived; each month still not
// paid a week after its due date (ARREARS_NOTICE_AFTER_DAYS), by the portal's own reckoning, is
// told to its member once: the notice's event key ('contribution-missing:<membership>:<month>')
// is kept with it, so a second look, or a second server, tells nothing again.

/** How far back a look reaches: a month missed while the portal was stopped is told late, not never. */
export const ARREARS_LOOK_BACK_DAYS = 90;

declare module 'fastify' {
  interface FastifyInstance {
    /** The look for employers' arrears (tests call its lookOnce). */
    contributionArrearsWatch: ContributionArrearsWatch;
  }
}

export type ContributionArrearsWatch = {
  /** Looks once; answers how many months missing (of funds with one not told before) and payments it told of. */
  lookOnce: () => Promise<number>;
  start: () => void;
  close: () => Promise<void>;
};

export function createContributionArrearsWatch(options: {
  db: Db;
  schedule: ContributionScheduleService;
  portalName: string;
  portalUrl?: string;
  today: () => string;
  log: FastifyBaseLogger;
  /** Tells the outboxes of notices queued. */
  wakeNotices?: () => void;
  everyMs?: number;
}): ContributionArrearsWatch {
  const { db, schedule, log } = options;
  const everyMs = options.everyMs ?? 60 * 60 * 1000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;

  async function look(): Promise<number> {
    const today = options.today();
    const unpaid = await schedule.unpaidMonths({
      dueFrom: addDays(today, -ARREARS_LOOK_BACK_DAYS),
      dueTo: addDays(today, -ARREARS_NOTICE_AFTER_DAYS),
      today,
    });
    // A month told before is passed over here, in one read, rather than reckoned again each look.
    const missingKey = (month: { membershipId: number; month: string }) =>
      `contribution-missing:${month.membershipId}:${month.month}`;
    const told = await toldEventKeys(
      db,
      unpaid.map((month) => ({ membershipId: month.membershipId, eventKey: missingKey(month) })),
    );
    const byMembership = new Map<string, (typeof unpaid)[number]>();
    for (const month of unpaid.filter((m) => m.membershipId <= 0 || !told.has(missingKey(m))))
      byMembership.set(
        `${month.membershipId}|${month.membershipNumber}|${month.schemeNumber}`,
        month,
      );
    let toldNow = 0;
    for (const key of byMembership.values()) {
      try {
        const membership = await contributingMembership(db, key);
        if (!membership) continue;
        const months = await statusOfMembership(db, schedule, membership, today);
        for (const month of monthsToTellMissing(months ?? [], today)) {
          await inTransaction(db, (tx) =>
            tellMember(
              tx,
              membership.memberId,
              {
                kind: 'contribution-missing',
                fundName: membership.fundName,
                schemeNumber: membership.schemeNumber,
                month: month.month,
                dueDate: month.dueDate,
                outstandingCents: month.dueCents - month.receivedCents,
                portalUrl: options.portalUrl ?? '',
              },
              {
                portalName: options.portalName,
                eventKey: `contribution-missing:${membership.membershipId}:${month.month}`,
              },
            ),
          );
          toldNow += 1;
        }
      } catch (err) {
        log.error({ err, membership: key.membershipNumber }, 'contribution arrears not told');
      }
    }
    // And each payment that arrived, with the months it paid.
    toldNow += await tellArrivals({ ...options, today });
    if (toldNow > 0) options.wakeNotices?.();
    return toldNow;
  }

  function lookOnce(): Promise<number> {
    running ??= look().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    lookOnce,
    start() {
      const run = () =>
        void lookOnce().catch((err: unknown) =>
          log.error({ err }, 'contribution arrears look failed'),
        );
      run();
      timer = setInterval(run, everyMs);
      timer.unref();
    },
    async close() {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
