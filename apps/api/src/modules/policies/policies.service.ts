import type { NobCover } from '@portal/contract/policies';
import { formatScaled } from '@portal/domain/decimal';
import { randFromCents } from '@portal/domain/money';
import type { Db } from '../../db/client';
import { coversOfMember, type CoverAmountRow } from './policies.repository';

// spec 1 §3 "Cover (nobCovers)" for GET /api/Fund/GetInternalPolicies (spec 1 §7).

/**
 * spec 1 §3: the funeral amount "arrives as a comma list of 'label:amount' pairs", e.g.
 * 'Main member:30000.00,Spouse:30000.00,14 to 21:15000.00'; amounts in rand with 2 decimals and
 * no thousands separator, so the domain's parseFuneralCoverAmounts reads every pair back.
 */
export function funeralAmountList(amounts: CoverAmountRow[]): string {
  return amounts.map((a) => `${a.label}:${formatScaled(a.amountCents, 2)}`).join(',');
}

export async function nobCovers(db: Db, memberId: number): Promise<NobCover[]> {
  const rows = await coversOfMember(db, memberId);
  return rows.map(({ cover, amounts }) => ({
    header: cover.header,
    amount:
      cover.header === 'Unapproved Funeral Cover'
        ? funeralAmountList(amounts)
        : randFromCents(amounts.reduce((total, a) => total + a.amountCents, 0)),
    caseKey: cover.caseKey,
    caseMemberKey: cover.caseMemberKey,
    fundName: cover.fundName,
    memberNumber: cover.memberNumber,
    sourceSystemName: cover.sourceSystemName,
  }));
}
