import { addDays, todayInJohannesburg } from '@portal/domain/dates';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../lib/app-error';
import { countDailyUse, dailyUseOf, type DailyUse } from './daily-quota.repository';

// What one member may do in a day (the abuse-proofing issue): uploads (count and bytes) and
// reports of a death. A use is counted in the transaction that stores it, so parallel requests
// cannot pass the bound and a refused request stores nothing. Past a bound the answer is 429 with
// Retry-After: the seconds until the next day begins in Africa/Johannesburg.

/** Seconds from `now` until midnight in Johannesburg (UTC+2 all year: no daylight saving). */
export function secondsUntilJohannesburgTomorrow(now: Date): number {
  const tomorrow = addDays(todayInJohannesburg(now), 1);
  return Math.max(1, Math.ceil((Date.parse(`${tomorrow}T00:00:00+02:00`) - now.getTime()) / 1000));
}

/**
 * Counts one use of the member's daily quota, or throws 429 with `refusal`'s message (given which
 * bound the use would pass) and nothing counted. Call it inside the transaction that stores what
 * it counts, so that the transaction's failure takes the count back with it.
 */
export async function useDailyQuota(
  tx: Db,
  use: DailyUse,
  refusal: (bound: 'count' | 'bytes') => string,
  now: Date = new Date(),
): Promise<void> {
  if (await countDailyUse(tx, use)) return;
  const today = await dailyUseOf(tx, use.memberId, use.kind, use.day);
  const bound = today.count + 1 > use.maxCount ? 'count' : 'bytes';
  throw tooManyRequests(refusal(bound), secondsUntilJohannesburgTomorrow(now));
}
