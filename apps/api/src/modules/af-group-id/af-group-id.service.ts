import type { SchemeAndSourceQuery, SvopRecord } from '@portal/contract/af-group-id';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { internalFunds } from '../fund/fund.service';
import { findMembershipBySchemeNumber } from '../fund-details/fund-details.repository';
import { findMember } from '../nomination/nomination.repository';
import { toPerson } from '../nomination/nomination.service';
import { coversOfMember } from '../policies/policies.repository';
import { toPolicies } from '../policies/policies.service';

// spec 1 §7 AFGroupID service: GetAFGroupID, GetSVOPRecord and ClearSVOPRecordCache, each by a
// scheme the member holds and its source system.

/**
 * Refuses (404) a scheme the member does not hold, or holds under another source system: the
 * same answer as for another member's scheme, so that neither can be told apart.
 */
export async function requireHeldScheme(
  db: Db,
  memberId: number,
  { schemeNumber, sourceSystemName }: SchemeAndSourceQuery,
): Promise<void> {
  const held = await findMembershipBySchemeNumber(db, memberId, schemeNumber);
  const wanted = sourceSystemName.trim().toUpperCase();
  if (!held || held.product.sourceSystemName.trim().toUpperCase() !== wanted) throw notFound();
}

/** The single view of the member: the person, every product held with us and every policy. */
export async function svopRecord(db: Db, memberId: number): Promise<SvopRecord> {
  const [member, products, covers] = await Promise.all([
    findMember(db, memberId),
    internalFunds(db, memberId),
    coversOfMember(db, memberId),
  ]);
  if (!member) throw notFound();
  return {
    afGroupId: member.afGroupId,
    person: toPerson(member),
    products,
    policies: toPolicies(covers),
  };
}
