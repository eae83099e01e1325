import type { ProductRow } from '../fund-details/fund-details.repository';
import { LIVING_ANNUITY_HEADING } from '../tax-certificates/annuity-income.repository';

// A product's class as the projection and the costs read it: an employer fund, or which retail
// product (from its type category and heading).

/** How the portal treats a product in the projection. */
export type ProductClass =
  'employer' | 'retirementAnnuity' | 'preservation' | 'taxFree' | 'discretionary' | 'livingAnnuity';

/** A product's class by its category and heading (spec 2 §3 Fund summary). */
export function productClassOf(
  product: Pick<ProductRow, 'productTypeCategory' | 'heading'>,
): ProductClass {
  if (product.productTypeCategory !== 'Retail') return 'employer';
  const heading = product.heading.trim().toLowerCase();
  return RETAIL_CLASSES[heading] ?? 'retirementAnnuity';
}

/** The retail products by heading (spec 2 §3); any other retail product is a retirement annuity's kind. */
const RETAIL_CLASSES: Readonly<Record<string, ProductClass>> = {
  [LIVING_ANNUITY_HEADING.toLowerCase()]: 'livingAnnuity',
  'preservation fund': 'preservation',
  'retirement annuity': 'retirementAnnuity',
  'tax free savings account': 'taxFree',
  'discretionary saving': 'discretionary',
};
