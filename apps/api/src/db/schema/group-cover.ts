import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { cents } from './columns';
import { products } from './funds';

/**
 * An employer fund's group cover as its rules give it (docs/decisions/037-group-cover-stated.md):
 * the death benefit as a multiple of annual salary, the disability benefit as an income (a share
 * of salary to an age) or a lump sum (a multiple), the funeral benefit where the fund has one, and
 * each benefit's premium rate. Rates and multiples are basis points of annual salary (a multiple
 * of 3 × is 30 000); the premiums add up to the fund's risk premium rate. A fund whose risk
 * premium rate is 0 has no group cover and no benefits.
 */
export const groupCover = pgTable(
  'group_cover',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    riskPremiumBp: integer('risk_premium_bp').notNull(),
    deathMultipleBp: integer('death_multiple_bp'),
    deathPremiumBp: integer('death_premium_bp').notNull().default(0),
    disabilityKind: text('disability_kind', { enum: ['income', 'lumpSum'] }),
    /** An income's share of salary a year, or a lump sum's multiple of annual salary. */
    disabilityBenefitBp: integer('disability_benefit_bp'),
    /** The age an income benefit is paid to. */
    disabilityToAge: integer('disability_to_age'),
    disabilityPremiumBp: integer('disability_premium_bp').notNull().default(0),
    funeralCents: cents('funeral_cents'),
    funeralPremiumBp: integer('funeral_premium_bp').notNull().default(0),
  },
  (t) => [
    check(
      'group_cover_premiums_check',
      sql`${t.deathPremiumBp} + ${t.disabilityPremiumBp} + ${t.funeralPremiumBp} = ${t.riskPremiumBp}`,
    ),
    check(
      'group_cover_none_check',
      sql`${t.riskPremiumBp} > 0 or (${t.deathMultipleBp} is null and ${t.disabilityKind} is null and ${t.funeralCents} is null)`,
    ),
    check(
      'group_cover_disability_check',
      sql`(${t.disabilityKind} is null) = (${t.disabilityBenefitBp} is null) and (${t.disabilityKind} = 'income') = (${t.disabilityToAge} is not null)`,
    ),
  ],
);
