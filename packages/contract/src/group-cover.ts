import { z } from 'zod';
import { DateStringSchema, PercentSchema, RandSchema } from './wire';

// An employer fund's group cover (docs/decisions/037-group-cover-stated.md), as fund details and
// the fund list answer it.

/** One benefit of an employer fund's group cover, on the member's current (or last) salary. */
export const GroupCoverBenefitSchema = z.object({
  benefit: z.enum(['death', 'disability', 'funeral']),
  label: z.string(),
  /** How the fund's rules give it, e.g. '3 × annual salary'. */
  basis: z.string(),
  /** The benefit in rand: a lump sum, or a monthly income when `paid` is 'monthly'. */
  amount: RandSchema,
  paid: z.enum(['lumpSum', 'monthly']),
  /** The benefit's premium rate, percent of annual salary a year. */
  premiumRate: PercentSchema,
  monthlyPremium: RandSchema,
});
export type GroupCoverBenefit = z.infer<typeof GroupCoverBenefitSchema>;

/**
 * An employer fund's group cover (docs/decisions/037-group-cover-stated.md). 'covered': the
 * member is insured now, the amounts on `salary`; 'ended': the member is paid up, the cover and
 * its premiums stopped on `endedOn` (the amounts are what it was on the last salary), and
 * `continuationOption` says how to continue life cover; 'none': the fund has no group cover (no
 * benefits, no premium). Retail products carry no group cover (`cover` is null).
 */
export const GroupCoverSchema = z.object({
  status: z.enum(['covered', 'ended', 'none']),
  endedOn: DateStringSchema.nullable(),
  /** The annual pensionable salary the amounts follow. */
  salary: RandSchema.nullable(),
  /** The fund's risk premium rate, percent of annual salary a year: the benefits' rates together. */
  premiumRate: PercentSchema,
  /** The premium a month on `salary` (0 once the cover ended). */
  monthlyPremium: RandSchema,
  benefits: z.array(GroupCoverBenefitSchema),
  /** What the section says beside its figures: no cover, or the continuation option. */
  note: z.string().nullable(),
});
export type GroupCover = z.infer<typeof GroupCoverSchema>;

/** One fund's group cover on the fund list: the dashboard's Group cover card. */
export const FundGroupCoverSchema = z.object({
  schemeNumber: z.string(),
  fundName: z.string(),
  cover: GroupCoverSchema,
});
export type FundGroupCover = z.infer<typeof FundGroupCoverSchema>;
