import type { NobCover } from '@portal/contract/policies';
import { centsFromRand } from '@portal/domain/money';
import type { MoneyFormat } from '@/components/ui/money';

// The covers' headers in GET /Policies/GetInternalPolicies (spec 1 §2.6) and the life cover's
// amount as a member reads it: shared by the dashboard's card and the cover pages.

export const LIFE_COVER_HEADER = 'Unapproved Life Cover';
export const FUNERAL_COVER_HEADER = 'Unapproved Funeral Cover';

/**
 * A life cover amount in rand, 2 decimals (spec 1 §2.6), or hidden by the privacy switch; null
 * when there is none.
 */
export function lifeCoverAmountText(
  cover: NobCover | undefined,
  money: MoneyFormat,
): string | null {
  if (!cover || typeof cover.amount !== 'number') return null;
  return money.cents(centsFromRand(cover.amount));
}
