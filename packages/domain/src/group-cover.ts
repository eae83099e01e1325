// An employer fund's group cover (docs/decisions/037-group-cover-stated.md): the death,
// disability and funeral benefits its rules give every contributing member, as multiples or
// shares of the member's annual pensionable salary, and the premium rate (basis points of salary
// a year) that pays for each. The premiums are charged monthly from the fund as "Group risk
// benefit premium" rows; together they are the fund's risk premium rate. Cover runs while
// contributions run: a paid-up member's cover and premiums stop on the date contributions stop.

/** The disability benefit: an income (a share of salary a year, paid monthly, to an age) or a lump sum. */
export type DisabilityBenefit =
  | { kind: 'income'; salaryShareBp: number; toAge: number }
  | { kind: 'lumpSum'; salaryMultipleBp: number };

export type GroupCoverTerms = {
  /** The death benefit as a multiple of annual salary in basis points (30 000 = 3 ×). */
  deathMultipleBp: number;
  deathPremiumBp: number;
  disability: DisabilityBenefit | null;
  disabilityPremiumBp: number;
  /** The funeral benefit in cents, or null when the fund has none. */
  funeralCents: number | null;
  funeralPremiumBp: number;
};

/** The days after leaving service in which a member may continue life cover individually. */
export const CONTINUATION_OPTION_DAYS = 30;

/** The fund's continuation option, as a member reads it. */
export const CONTINUATION_OPTION = `The fund's continuation option: within ${CONTINUATION_OPTION_DAYS} days of leaving your employer's service you may apply to the fund's insurer to continue your life cover on an individual policy, without medical evidence. The individual policy's premiums are yours to pay.`;

/** What a fund without group cover says. */
export const NO_GROUP_COVER =
  'This fund has no group cover: no death, disability or funeral benefit is insured through it, and no risk premium is charged. Your employer may insure its staff outside the fund.';

/** The risk premium rate of the fund: the benefits' premium rates together. */
export function riskPremiumBpOf(terms: GroupCoverTerms): number {
  return terms.deathPremiumBp + terms.disabilityPremiumBp + terms.funeralPremiumBp;
}

/** A month's premium in cents at a rate a year of an annual salary, rounded to the cent. */
export function monthlyPremiumCents(annualSalaryCents: number, rateBp: number): number {
  return Math.round((annualSalaryCents * rateBp) / 120_000);
}

export type CoverBenefit = {
  benefit: 'death' | 'disability' | 'funeral';
  label: string;
  /** How the fund's rules give it, e.g. '3 × annual salary'. */
  basis: string;
  amountCents: number;
  /** A lump sum, or an income paid monthly. */
  paid: 'lumpSum' | 'monthly';
  premiumRateBp: number;
  monthlyPremiumCents: number;
};

function multiple(bp: number): string {
  const times = bp / 10_000;
  return `${Number.isInteger(times) ? times : times.toFixed(1)} × annual salary`;
}

/**
 * The benefits on an annual salary, with each one's premium a month. The month's total premium is
 * the fund's rate of the salary rounded once (as charged); each benefit's premium is its rate of
 * the salary, and the last benefit with a premium takes the cent the rounding leaves, so the
 * benefits' premiums add up to the total charged.
 */
export function coverBenefits(annualSalaryCents: number, terms: GroupCoverTerms): CoverBenefit[] {
  const benefits: CoverBenefit[] = [
    {
      benefit: 'death',
      label: 'Death benefit',
      basis: multiple(terms.deathMultipleBp),
      amountCents: Math.round((annualSalaryCents * terms.deathMultipleBp) / 10_000),
      paid: 'lumpSum',
      premiumRateBp: terms.deathPremiumBp,
      monthlyPremiumCents: monthlyPremiumCents(annualSalaryCents, terms.deathPremiumBp),
    },
  ];
  const disability = terms.disability;
  if (disability?.kind === 'income')
    benefits.push({
      benefit: 'disability',
      label: 'Disability income benefit',
      basis: `${disability.salaryShareBp / 100}% of salary, paid monthly to age ${disability.toAge}`,
      amountCents: Math.round((annualSalaryCents * disability.salaryShareBp) / 120_000),
      paid: 'monthly',
      premiumRateBp: terms.disabilityPremiumBp,
      monthlyPremiumCents: monthlyPremiumCents(annualSalaryCents, terms.disabilityPremiumBp),
    });
  else if (disability?.kind === 'lumpSum')
    benefits.push({
      benefit: 'disability',
      label: 'Disability lump sum benefit',
      basis: multiple(disability.salaryMultipleBp),
      amountCents: Math.round((annualSalaryCents * disability.salaryMultipleBp) / 10_000),
      paid: 'lumpSum',
      premiumRateBp: terms.disabilityPremiumBp,
      monthlyPremiumCents: monthlyPremiumCents(annualSalaryCents, terms.disabilityPremiumBp),
    });
  if (terms.funeralCents !== null)
    benefits.push({
      benefit: 'funeral',
      label: 'Funeral benefit',
      basis: "A fixed amount on the member's death",
      amountCents: terms.funeralCents,
      paid: 'lumpSum',
      premiumRateBp: terms.funeralPremiumBp,
      monthlyPremiumCents: monthlyPremiumCents(annualSalaryCents, terms.funeralPremiumBp),
    });
  const total = monthlyPremiumCents(annualSalaryCents, riskPremiumBpOf(terms));
  const last = [...benefits].reverse().find((b) => b.premiumRateBp > 0);
  if (last) {
    const others = benefits
      .filter((b) => b !== last)
      .reduce((sum, b) => sum + b.monthlyPremiumCents, 0);
    last.monthlyPremiumCents = total - others;
  }
  return benefits;
}

/** The date contributions stopped on a paid-up membership (its status's effective date), else null. */
export function contributionsStoppedOn(membership: {
  accountStatus: string | null;
  accountStatusEffectiveDate: string | null;
}): string | null {
  return membership.accountStatus === 'Paid-up' ? membership.accountStatusEffectiveDate : null;
}
