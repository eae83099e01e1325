import type { GroupCover } from '@portal/contract/fund-details';
import type { FundGroupCover } from '@portal/contract/group-cover';
import {
  CONTINUATION_OPTION,
  contributionsStoppedOn,
  coverBenefits,
  NO_GROUP_COVER,
  type GroupCoverTerms,
} from '@portal/domain/group-cover';
import {
  centsFromRand,
  formatRand,
  percentFromBasisPoints,
  randFromCents,
} from '@portal/domain/money';
import { formatDisplayDate } from '@portal/domain/dates';
import type { Db } from '../../db/client';
import type { MembershipRow } from './fund-details.repository';
import {
  groupCoversOfMember,
  groupCoverOfMembershipId,
  groupCoverOfProduct,
  type GroupCoverRow,
} from './group-cover.repository';

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

/** The group cover of a membership by its id (documents); null for a product without one. */
export async function groupCoverOfMembershipById(
  db: Db,
  membershipId: number,
): Promise<GroupCover | null> {
  const found = await groupCoverOfMembershipId(db, membershipId);
  return found ? groupCoverFrom(found.row, found.membership) : null;
}

const rate = (percent: number) => `${percent.toFixed(2)}% of salary a year`;
const rand = (value: number) => formatRand(centsFromRand(value));

/**
 * The group cover as a document prints it: a row per benefit (its amount), a row per benefit's
 * premium and the month's premium, and the sentences that go with them (the cover's end and the
 * continuation option, or that the fund has none).
 */
export function groupCoverLines(cover: GroupCover): {
  rows: [string, string][];
  notes: string[];
} {
  if (cover.status === 'none') return { rows: [], notes: [cover.note ?? ''] };
  const isEnded = cover.status === 'ended';
  const rows: [string, string][] = [
    [
      isEnded ? 'Last annual salary' : 'Annual salary the cover follows',
      cover.salary === null ? '—' : rand(cover.salary),
    ],
    ...cover.benefits.map((b): [string, string] => [
      `${b.label}${isEnded ? ' before the cover ended' : ''} (${b.basis})`,
      `${rand(b.amount)}${b.paid === 'monthly' ? ' a month' : ''}`,
    ]),
    ...cover.benefits.map((b): [string, string] => [
      `${b.label} premium${isEnded ? ' before the cover ended' : ''} (${rate(b.premiumRate)})`,
      `${rand(b.monthlyPremium)} a month`,
    ]),
    [
      `Group risk premium${isEnded ? ' now' : ''} (${rate(cover.premiumRate)})`,
      `${rand(cover.monthlyPremium)} a month`,
    ],
  ];
  const notes =
    isEnded && cover.endedOn
      ? [
          `The group cover and its premiums stopped on ${formatDisplayDate(cover.endedOn)}, when the membership became paid-up (no contributions are paid from then); the benefits shown are what the cover was on the last salary.`,
          cover.note ?? '',
        ]
      : [
          'The premiums are paid from the fund each month (Group risk benefit premium). Cover amounts follow the pensionable salary; the insurer pays a claim under the policy’s terms.',
        ];
  return { rows, notes };
}

/**
 * The member's group cover in force, as My portfolio lists cover (name, kind, amount): a line per
 * benefit of each fund whose cover runs; a cover that ended or a fund without one adds none.
 */
export async function groupCoverLinesOfMember(
  db: Db,
  memberId: number,
): Promise<{ name: string; kind: string; amount: number }[]> {
  const lines: { name: string; kind: string; amount: number }[] = [];
  for (const { fundName, row, membership } of await groupCoversOfMember(db, memberId)) {
    const cover = groupCoverFrom(row, membership);
    if (cover?.status !== 'covered') continue;
    for (const benefit of cover.benefits)
      lines.push({
        name: fundName,
        kind: `Group cover: ${benefit.label.toLowerCase()}${benefit.paid === 'monthly' ? ', a month' : ''}`,
        amount: benefit.amount,
      });
  }
  return lines;
}

/** Each of the member's employer funds with its group cover, in membership order (the fund list). */
export async function groupCoversOfFunds(db: Db, memberId: number): Promise<FundGroupCover[]> {
  const covers: FundGroupCover[] = [];
  for (const { schemeNumber, fundName, row, membership } of await groupCoversOfMember(
    db,
    memberId,
  )) {
    const cover = groupCoverFrom(row, membership);
    if (cover) covers.push({ schemeNumber, fundName, cover });
  }
  return covers;
}
