import pino from 'pino';
import { openDatabase } from '../src/db/client';
import { createContributionArrearsWatch } from '../src/modules/contributions/contribution-arrears';
import {
  scheduleOfMembership,
  unpaidScheduleMonths,
} from '../src/modules/contributions/contributions.repository';
import { createContributionScheduleService } from '../src/partners/contribution-schedule/contribution-schedule-service';

// The look for contributions missing and arrived (decision 047) on a loaded database: its first
// look tells every month missing and every payment of the last 35 days (on a fund's first day, or
// after a month-end's payroll), a second tells nothing new and only reads. The bench's route
// servers run with the look off (CONTRIBUTION_LOOK_MINUTES=0) so that it does not load them.

export type LookTimes = { firstMs: number; told: number; secondMs: number; againTold: number };

export async function timeContributionLook(databaseUrl: string, today: string): Promise<LookTimes> {
  const database = await openDatabase({ databaseUrl });
  try {
    const db = database.db;
    const watch = createContributionArrearsWatch({
      db,
      schedule: createContributionScheduleService({
        scheduleOf: (membershipId) => scheduleOfMembership(db, membershipId),
        unpaidMonths: (window) => unpaidScheduleMonths(db, window),
      }),
      portalName: 'AF Connect',
      portalUrl: 'http://127.0.0.1',
      today: () => today,
      log: pino({ level: 'warn' }),
    });
    let started = performance.now();
    const told = await watch.lookOnce();
    const firstMs = performance.now() - started;
    started = performance.now();
    const againTold = await watch.lookOnce();
    const secondMs = performance.now() - started;
    await watch.close();
    return { firstMs, told, secondMs, againTold };
  } finally {
    await database.close();
  }
}
