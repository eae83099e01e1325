import type { FundInformation } from './types';

/**
 * spec 2 §2, §6: the investment hub link is for Glacier products. The spec names no field; the
 * product's source system is the one that says where it is administered (our reading).
 */
export const GLACIER_SOURCE_SYSTEM = 'GLACIER';

export function isGlacierProduct(fund: Pick<FundInformation, 'sourceSystemName'>): boolean {
  return fund.sourceSystemName.trim().toUpperCase() === GLACIER_SOURCE_SYSTEM;
}
