import { todayInJohannesburg } from '@portal/domain/dates';
import type { AppConfig } from '../config';

/**
 * "Today" is the Johannesburg calendar date of the request (DESIGN §1a). The clock comes from the
 * configuration so that tests can fix it against the seeded data.
 */
export function todayOf(config: Pick<AppConfig, 'now'>): string {
  return todayInJohannesburg(config.now ? config.now() : new Date());
}
