import type { InternalPolicy, NobCover } from '@portal/contract/policies';
import { formatScaled } from '@portal/domain/decimal';
import { randFromCents } from '@portal/domain/money';
import type { Db } from '../../db/client';
import { coversOfMember, type CoverAmountRow, type CoverRow } from './policies.repository';

// spec 1 §3 "Cover (nobCovers)" for GET /api/Fund/GetInternalPolicies (spec 1 §7).

/**
 * spec 1 §3: the funeral amount "arrives as a comma list of 'label:amount' pairs", e.g.
 * 'Main member:30000.00,Spouse:30000.00,14 to 21:15000.00'; amounts in rand with 2 decimals and
 * no thousands separator, so the domain's parseFuneralCoverAmounts reads every pair back.
 */
export function funeralAmountList(amounts: CoverAmountRow[]): string {
  return amounts.map((a) => `${a.label}:${formatScaled(a.amountCents, 2)}`).join(',');
}

type CoverWithAmounts = { cover: CoverRow; amounts: CoverAmountRow[] };

/** The covers as the spec's nobCovers. */
export function toNobCovers(rows: CoverWithAmounts[]): NobCover[] {
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

/**
 * The covers as policies: life cover's amount is its insured amount; funeral cover's is the main
 * member's (the other labels' amounts are in nobCovers).
 */
export function toPolicies(rows: CoverWithAmounts[]): InternalPolicy[] {
  return rows.map(({ cover, amounts }) => {
    const isFuneral = cover.header === 'Unapproved Funeral Cover';
    return {
      productGuid: cover.productGuid,
      policyType: isFuneral ? 'Funeral cover' : 'Life cover',
      header: cover.header,
      productName: cover.fundName,
      policyNumber: cover.memberNumber,
      caseKey: cover.caseKey,
      caseMemberKey: cover.caseMemberKey,
      sourceSystemName: cover.sourceSystemName,
      coverAmount: randFromCents(
        isFuneral
          ? ((amounts.find((a) => a.label === 'Main member') ?? amounts[0])?.amountCents ?? 0)
          : amounts.reduce((total, a) => total + a.amountCents, 0),
      ),
    };
  });
}

/** GET /Fund/GetInternalPolicies: the member's policies and, in the nominations' shape, covers. */
export async function internalPolicies(
  db: Db,
  memberId: number,
): Promise<{ policies: InternalPolicy[]; nobCovers: NobCover[] }> {
  const rows = await coversOfMember(db, memberId);
  return { policies: toPolicies(rows), nobCovers: toNobCovers(rows) };
}
