import { portalToday } from '@portal/domain/dates';
import type { AppConfig } from '../config';

// The portal's one clock (DESIGN §1a "One clock"): PORTAL_TODAY fixes "today", unset it is the
// real date in Africa/Johannesburg. It fixes the date only: durations (idle time, lock-outs, token
// lifetimes) still run on real elapsed time.

/** Today for the server, by its configuration. */
export function todayOf(config: Pick<AppConfig, 'today'>): string {
  return portalToday(config.today, new Date());
}

/** Today for the command-line tools and tests, by this process's environment. */
export function environmentToday(): string {
  return portalToday(process.env.PORTAL_TODAY, new Date());
}
