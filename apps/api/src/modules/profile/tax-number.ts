import { validateTaxNumber } from '@portal/domain/tax-number';
import type { Db } from '../../db/client';
import {
  claimTaxNumbersOf,
  setTaxNumberWhereNone,
  storedTaxNumberOf,
} from './tax-number.repository';

export { storedTaxNumberOf } from './tax-number.repository';

// The member's income tax reference number (issue 45). The fund holds one on the member
// (members.income_tax_number: from its records, or from the first claim the member gave one with);
// the member changes it through the contact centre, never in the portal. Every document that
// prints the member's tax number (payment letters, tax certificates, statements) asks
// `memberTaxNumberOf`, so they all print the same number.

/** The profile audit's source when a claim records the tax number on the member. */
export const TAX_NUMBER_FROM_CLAIM_SOURCE = 'SubmitSavingsClaim';

/** The number given with a claim (its draft's `taxNumber`) when it is a valid one; else null. */
export function claimTaxNumberOf(claim: { draft: unknown }): string | null {
  const taxNumber = (claim.draft as { taxNumber?: unknown } | null)?.taxNumber;
  return typeof taxNumber === 'string' && validateTaxNumber(taxNumber).isValid ? taxNumber : null;
}

/** The stored number when valid, else the first valid one given with a claim (latest first). */
export function taxNumberForDocuments(
  stored: string | null,
  givenWithClaims: readonly (string | null)[],
): string | null {
  if (stored !== null && validateTaxNumber(stored).isValid) return stored;
  return (
    givenWithClaims.find(
      (number): number is string => number !== null && validateTaxNumber(number).isValid,
    ) ?? null
  );
}

/**
 * The member's income tax number as documents print it: the one the fund holds, else the latest
 * the member gave with a claim (a submitted claim, not a draft, not one declined), else null
 * (documents then say "Not known to the fund").
 */
export async function memberTaxNumberOf(db: Db, memberId: number): Promise<string | null> {
  const stored = await storedTaxNumberOf(db, memberId);
  if (stored !== null && validateTaxNumber(stored).isValid) return stored;
  return taxNumberForDocuments(stored, await claimTaxNumbersOf(db, memberId));
}

/**
 * Inside a claim's submission: records the number the member gave on the member when the fund
 * holds none (with a profile audit entry), and answers whether it did. A number already held is
 * never overwritten: when the two differ, the held one stays and the claim keeps the one given.
 */
export async function recordGivenTaxNumber(
  tx: Db,
  memberId: number,
  taxNumber: string | null,
  at: Date,
): Promise<boolean> {
  if (taxNumber === null) return false;
  const check = validateTaxNumber(taxNumber);
  if (!check.isValid) return false;
  return setTaxNumberWhereNone(tx, memberId, check.taxNumber, TAX_NUMBER_FROM_CLAIM_SOURCE, at);
}
