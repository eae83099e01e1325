import type { GroupCover } from '@portal/contract/fund-details';
import {
  CONTINUATION_OPTION,
  contributionsStoppedOn,
  coverBenefits,
  NO_GROUP_COVER,
  type GroupCoverTerms,
} from '@portal/domain/group-cover';
import { percentFromBasisPoints, randFromCents } from '@portal/domain/money';
import type { Db } from '../../db/client';
import type { MembershipRow } from './fund-details.repository';
import { groupCoverOfProduct, type GroupCoverRow } from './group-cover.repository';

// The group cover section of fund details, the dashboard's cover cards, the annual benefit
// statement and the membership certificate (docs/decisions/037-group-cover-stated.md): the
// fund's benefits on the member's salary, each with its premium, and the cover's state.

/** The fund's terms as the domain reads them; null when the fund has no group cover. */
export function termsOfRow(row: GroupCoverRow): GroupCoverTerms | null {
  if (row.riskPremiumBp === 0 || row.deathMultipleBp === null) return null;
  const disability =
    row.disabilityKind === 'income' && row.disabilityBenefitBp !== null
      ? {
          kind: 'income' as const,
          salaryShareBp: row.disabilityBenefitBp,
          toAge: row.disabilityToAge ?? 65,
        }
      : row.disabilityKind === 'lumpSum' && row.disabilityBenefitBp !== null
        ? { kind: 'lumpSum' as const, salaryMultipleBp: row.disabilityBenefitBp }
        : null;
  return {
    deathMultipleBp: row.deathMultipleBp,
    deathPremiumBp: row.deathPremiumBp,
    disability,
    disabilityPremiumBp: row.disabilityPremiumBp,
    funeralCents: row.funeralCents,
    funeralPremiumBp: row.funeralPremiumBp,
  };
}

type CoverMembership = Pick<
  MembershipRow,
  'accountStatus' | 'accountStatusEffectiveDate' | 'annualPensionableSalaryCents'
>;

/** The member's group cover from the fund's row; null when the product has no group cover row. */
export function groupCoverFrom(
  row: GroupCoverRow | undefined,
  membership: CoverMembership,
): GroupCover | null {
  if (!row) return null;
  const terms = termsOfRow(row);
  const salaryCents = membership.annualPensionableSalaryCents;
  if (!terms)
    return {
      status: 'none',
      endedOn: null,
      salary: null,
      premiumRate: 0,
      monthlyPremium: 0,
      benefits: [],
      note: NO_GROUP_COVER,
    };
  const endedOn = contributionsStoppedOn(membership);
  const benefits = coverBenefits(salaryCents ?? 0, terms);
  const monthly = benefits.reduce((sum, b) => sum + b.monthlyPremiumCents, 0);
  return {
    status: endedOn ? 'ended' : 'covered',
    endedOn,
    salary: salaryCents === null ? null : randFromCents(salaryCents),
    premiumRate: percentFromBasisPoints(row.riskPremiumBp),
    monthlyPremium: endedOn ? 0 : randFromCents(monthly),
    benefits: benefits.map((b) => ({
      benefit: b.benefit,
      label: b.label,
      basis: b.basis,
      amount: randFromCents(b.amountCents),
      paid: b.paid,
      premiumRate: percentFromBasisPoints(b.premiumRateBp),
      monthlyPremium: randFromCents(b.monthlyPremiumCents),
    })),
    note: endedOn ? CONTINUATION_OPTION : null,
  };
}

/** The membership's group cover, read from its product. */
export async function groupCoverOfMembership(
  db: Db,
  membership: CoverMembership & Pick<MembershipRow, 'productId'>,
): Promise<GroupCover | null> {
  return groupCoverFrom(await groupCoverOfProduct(db, membership.productId), membership);
}
