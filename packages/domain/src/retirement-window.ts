import { addYears, isBefore } from './dates';

// When a member's options at retirement are shown (issue 49 point 5; Regulation 39): from five
// years before the normal retirement date. Apart from retirement-options.ts, so that a page that
// only asks whether to show the way there (the fund's page) does not carry the projection.

/** How many years before the normal retirement date the options are shown. */
export const RETIREMENT_OPTIONS_YEARS = 5;

/** Whether `today` is within five years of the retirement date (or past it, not yet retired). */
export function isNearRetirement(input: { today: string; retirementDate: string }): boolean {
  return !isBefore(input.today, addYears(input.retirementDate, -RETIREMENT_OPTIONS_YEARS));
}

/** The first day of the five years before the retirement date. */
export function retirementOptionsFrom(retirementDate: string): string {
  return addYears(retirementDate, -RETIREMENT_OPTIONS_YEARS);
}

/** The retail products that pay no retirement benefit (apps/api product-class.ts's headings). */
const NOT_RETIREMENT_FUNDS = new Set([
  'post retirement',
  'tax free savings account',
  'discretionary saving',
]);

/**
 * Whether a product is a retirement fund a member retires from: an employer's fund, or a retail
 * retirement annuity or preservation fund; not a living annuity (already retired from), a
 * tax-free savings account or a discretionary investment.
 */
export function paysRetirementBenefit(product: {
  productTypeCategory: string;
  heading: string;
}): boolean {
  if (product.productTypeCategory !== 'Retail') return true;
  return !NOT_RETIREMENT_FUNDS.has(product.heading.trim().toLowerCase());
}
