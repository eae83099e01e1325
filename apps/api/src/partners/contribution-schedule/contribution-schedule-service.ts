import type { ScheduledMonth } from '@portal/domain/contribution-status';
import { z } from 'zod';
import { partnerEndpoint, postToPartner, type PartnerLog } from '../partner-http';

// The administration's schedule of contributions (DESIGN §1b, "Added 29 Nov"): for each month an
// employer fund's member was in contributing service, what the member and the employer owed (the
// fund's rates of that month's pensionable salary) and the day it was due at the fund. The
// administration's system keeps it; the portal asks for a membership's. The embedded default is a
// simulator that answers the demo's schedule (the table contribution_schedule the seed writes);
// a configured address (CONTRIBUTION_SCHEDULE_URL) selects the administration's real service.
//
// The simulator's rules: a membership with no schedule (a retail product, a fund that takes no
// contributions) answers no months; it never fails.

export type ScheduleQuery = {
  /** The portal's own key of the membership (the simulator's). */
  membershipId: number;
  /** The administration's keys of the membership (the real service's). */
  membershipNumber: string;
  schemeNumber: string;
};

export type ScheduleAnswer =
  { ok: true; months: ScheduledMonth[] } | { ok: false; isTimeout: boolean };

/** A month of a membership's schedule whose contributions had not arrived in full. */
export type UnpaidMonth = ScheduleQuery & { month: string };

export type ContributionScheduleService = {
  scheduleOf(query: ScheduleQuery): Promise<ScheduleAnswer>;
  /**
   * The months due from `dueFrom` to `dueTo` whose contributions had not all arrived by `today`
   * (the administration's arrears list); a failure answers none, and the next look asks again.
   */
  unpaidMonths(window: { dueFrom: string; dueTo: string; today: string }): Promise<UnpaidMonth[]>;
};

export type ContributionScheduleConfig = {
  /** The administration's service address; unset → the simulator. */
  url?: string | undefined;
  timeoutMs?: number;
  log?: PartnerLog | undefined;
  /** The simulator's schedule of a membership (the demo's table), oldest month first. */
  scheduleOf?: (membershipId: number) => Promise<ScheduledMonth[]>;
  /** The simulator's arrears list (the demo's schedule against its contribution rows). */
  unpaidMonths?: ContributionScheduleService['unpaidMonths'];
};

export function createContributionScheduleService(
  config: ContributionScheduleConfig = {},
): ContributionScheduleService {
  if (config.url) return createScheduleHttpClient({ ...config, url: config.url });
  const lookup = config.scheduleOf ?? (async () => []);
  return {
    async scheduleOf(query) {
      return { ok: true, months: await lookup(query.membershipId) };
    },
    unpaidMonths: config.unpaidMonths ?? (async () => []),
  };
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const cents = z.number().int().nonnegative();
const ScheduleAnswerSchema = z.object({
  months: z.array(
    z.object({
      month: isoDate,
      dueDate: isoDate,
      memberDueCents: cents,
      employerDueCents: cents,
    }),
  ),
});

const ArrearsAnswerSchema = z.object({
  months: z.array(
    z.object({ membershipNumber: z.string(), schemeNumber: z.string(), month: isoDate }),
  ),
});

function createScheduleHttpClient(
  config: ContributionScheduleConfig & { url: string },
): ContributionScheduleService {
  return {
    async scheduleOf(query) {
      const answer = await postToPartner({
        partner: 'contribution schedule',
        endpoint: partnerEndpoint(config.url, 'schedule'),
        body: { membershipNumber: query.membershipNumber, schemeNumber: query.schemeNumber },
        schema: ScheduleAnswerSchema,
        timeoutMs: config.timeoutMs ?? 10_000,
        log: config.log,
      });
      return answer.ok
        ? { ok: true, months: answer.value.months }
        : { ok: false, isTimeout: answer.isTimeout };
    },
    async unpaidMonths(window) {
      const answer = await postToPartner({
        partner: 'contribution schedule',
        endpoint: partnerEndpoint(config.url, 'arrears'),
        body: window,
        schema: ArrearsAnswerSchema,
        timeoutMs: config.timeoutMs ?? 30_000,
        log: config.log,
      });
      // The portal knows the administration's memberships by their numbers (resolved later).
      return answer.ok ? answer.value.months.map((month) => ({ membershipId: 0, ...month })) : [];
    },
  };
}
