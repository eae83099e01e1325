import type { Beneficiary } from '@portal/contract/nomination';
import { basisPointsFromPercent, formatPercent } from '@portal/domain/money';
import { compareNomineeIdentifiers, NominationTypeId } from '@portal/domain/nomination';

// spec 1 §2.6, §2.7 display rules: missing names, relationship and type show empty text; the ID
// shown is the identity number, else the passport number (the contract's idNumber); share with
// 2 decimals and a percent sign; rows ascending by nomineeIdentifier.

export function sortedBeneficiaries(beneficiaries: readonly Beneficiary[]): Beneficiary[] {
  return [...beneficiaries].sort((a, b) =>
    compareNomineeIdentifiers(a.nomineeIdentifier, b.nomineeIdentifier),
  );
}

export function shareText(allocation: number): string {
  return formatPercent(basisPointsFromPercent(allocation));
}

export const BENEFICIARIES_ERROR_TITLE = 'Something went wrong';
export const BENEFICIARIES_ERROR_MESSAGE =
  'Something went wrong fetching your beneficiaries. Please try logging in later.';

/** The empty state's title: the member has nominated no one (docs/decisions/spec-readings.md). */
export const EMPTY_TITLE = 'No beneficiaries nominated yet';
export const RETIREMENT_EMPTY_MESSAGE =
  "When you pass away, the trustees of the fund will use this list to decide how your death benefits will be distributed. To make sure that your loved ones are taken care of when you're not around, please capture your information and your beneficiary details accurately and update it regularly.";
export const COVER_EMPTY_MESSAGE =
  'If no beneficiary is appointed, the benefit will be paid to your estate as required by law.';

/** spec 1 §2.7: the empty message of a product's nomination. */
export function emptyMessage(nominationTypeId: number): string {
  return nominationTypeId === NominationTypeId.Retirement
    ? RETIREMENT_EMPTY_MESSAGE
    : COVER_EMPTY_MESSAGE;
}

/** spec 1 §2.7: a cycle of 4 colour pairs for the product dots (never the only signal). */
export const DOT_COLOURS = [
  { fill: '#0b5cad', ring: '#cfe3f7' },
  { fill: '#c2410c', ring: '#fde4d3' },
  { fill: '#0f766e', ring: '#ccf1ec' },
  { fill: '#7e22ce', ring: '#eddcfb' },
] as const;

export function dotColour(index: number) {
  return DOT_COLOURS[index % DOT_COLOURS.length] ?? DOT_COLOURS[0];
}
