import type { NobCover } from '@portal/contract/policies';
import { centsFromRand } from '@portal/domain/money';
import type { MoneyFormat } from '@/components/ui/money';

// The covers' headers in GET /Policies/GetInternalPolicies (spec 1 §2.6) and the life cover's
// amount as a member reads it: shared by the dashboard's card and the cover pages.

/**
 * The breadcrumbs of the cover pages scroll here (spec 1 §2.6): the dashboard's investments and
 * policies section, named here so that a cover page does not load the section to name it.
 */
export const INVESTMENTS_AND_POLICIES_ID = 'investments-and-policies';

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
