import type { GroupCoverTerms } from '@portal/domain/group-cover';
import { riskPremiumBpOf } from '@portal/domain/group-cover';
import { EMPLOYER_TERMS, STAFF_TERMS, type EmployerTerms } from './catalogue';
import type { DemoData } from './rows';

// Each employer fund's group cover as its rules give it (docs/decisions/037-group-cover-stated.md):
// the benefits its risk premium (EmployerTerms.riskPremiumBp) buys, with the premium split per
// benefit. The rates are in line with South African group life and disability rates for an
// employer fund (death about 0.2–0.3 % of salary a year per multiple of salary; a disability
// income of 75 % of salary about 0.6–0.9 %); the funeral benefit costs a few basis points.

const income = (salaryShareBp: number) => ({ kind: 'income', salaryShareBp, toAge: 65 }) as const;
const lumpSum = (salaryMultipleBp: number) => ({ kind: 'lumpSum', salaryMultipleBp }) as const;

/** By employer index, as EMPLOYER_TERMS; null where the employer's risk premium is 0. */
export const EMPLOYER_GROUP_COVER: readonly (GroupCoverTerms | null)[] = [
  {
    deathMultipleBp: 30_000,
    deathPremiumBp: 70,
    disability: income(7_500),
    disabilityPremiumBp: 70,
    funeralCents: 3_000_000,
    funeralPremiumBp: 10,
  },
  null,
  {
    deathMultipleBp: 20_000,
    deathPremiumBp: 60,
    disability: lumpSum(20_000),
    disabilityPremiumBp: 60,
    funeralCents: null,
    funeralPremiumBp: 0,
  },
  {
    deathMultipleBp: 40_000,
    deathPremiumBp: 100,
    disability: income(7_500),
    disabilityPremiumBp: 85,
    funeralCents: 5_000_000,
    funeralPremiumBp: 15,
  },
  null,
  {
    deathMultipleBp: 40_000,
    deathPremiumBp: 95,
    disability: income(7_500),
    disabilityPremiumBp: 80,
    funeralCents: null,
    funeralPremiumBp: 0,
  },
  {
    deathMultipleBp: 20_000,
    deathPremiumBp: 55,
    disability: lumpSum(10_000),
    disabilityPremiumBp: 45,
    funeralCents: null,
    funeralPremiumBp: 0,
  },
  null,
  {
    deathMultipleBp: 30_000,
    deathPremiumBp: 75,
    disability: income(7_500),
    disabilityPremiumBp: 65,
    funeralCents: 2_000_000,
    funeralPremiumBp: 10,
  },
  {
    deathMultipleBp: 30_000,
    deathPremiumBp: 70,
    disability: lumpSum(20_000),
    disabilityPremiumBp: 55,
    funeralCents: null,
    funeralPremiumBp: 0,
  },
];

export const STAFF_GROUP_COVER: GroupCoverTerms = {
  deathMultipleBp: 40_000,
  deathPremiumBp: 80,
  disability: income(7_500),
  disabilityPremiumBp: 60,
  funeralCents: 3_000_000,
  funeralPremiumBp: 10,
};

/** The group cover of an employer's fund (undefined: the staff fund), checked against its terms. */
export function groupCoverOf(employer: number | undefined): GroupCoverTerms | null {
  const terms: EmployerTerms | undefined =
    employer === undefined ? STAFF_TERMS : EMPLOYER_TERMS[employer];
  const cover =
    employer === undefined ? STAFF_GROUP_COVER : (EMPLOYER_GROUP_COVER[employer] ?? null);
  const premium = cover ? riskPremiumBpOf(cover) : 0;
  if (!terms || premium !== terms.riskPremiumBp)
    throw new Error(`group cover of employer ${employer} does not add up to its risk premium`);
  return cover;
}

/** The group cover row of a product of an employer fund. */
export function addGroupCover(
  data: DemoData,
  productId: number,
  employer: number | undefined,
): void {
  const cover = groupCoverOf(employer);
  const disability = cover?.disability ?? null;
  data.groupCover.push({
    productId,
    riskPremiumBp: cover ? riskPremiumBpOf(cover) : 0,
    deathMultipleBp: cover?.deathMultipleBp ?? null,
    deathPremiumBp: cover?.deathPremiumBp ?? 0,
    disabilityKind: disability?.kind ?? null,
    disabilityBenefitBp:
      disability === null
        ? null
        : disability.kind === 'income'
          ? disability.salaryShareBp
          : disability.salaryMultipleBp,
    disabilityToAge: disability?.kind === 'income' ? disability.toAge : null,
    disabilityPremiumBp: cover?.disabilityPremiumBp ?? 0,
    funeralCents: cover?.funeralCents ?? null,
    funeralPremiumBp: cover?.funeralPremiumBp ?? 0,
  });
}
