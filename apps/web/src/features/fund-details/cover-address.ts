import { paths } from '@/config/paths';

/** The Cover section's id on fund details: `/fund-details/<scheme>#cover` opens it. */
export const COVER_ID = 'cover';

/** The address of a fund's Cover section. */
export function fundCoverHref(schemeNumber: string): string {
  return `${paths.fundDetails.getHref(schemeNumber)}#${COVER_ID}`;
}

/** The Contributions section's id on fund details (an employer fund's; issue 48). */
export const CONTRIBUTIONS_ID = 'contributions';

/** The address of a fund's Contributions section (the arrears notices link it). */
export function fundContributionsHref(schemeNumber: string): string {
  return `${paths.fundDetails.getHref(schemeNumber)}#${CONTRIBUTIONS_ID}`;
}
