import { paths } from '@/config/paths';

/** The Cover section's id on fund details: `/fund-details/<scheme>#cover` opens it. */
export const COVER_ID = 'cover';

/** The address of a fund's Cover section. */
export function fundCoverHref(schemeNumber: string): string {
  return `${paths.fundDetails.getHref(schemeNumber)}#${COVER_ID}`;
}
