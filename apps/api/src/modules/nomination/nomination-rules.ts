import { allocationBanner, hasZeroAllocation, isFullyAllocated } from '@portal/domain/allocation';
import { fieldLabels, messages } from '@portal/domain/messages';
import { AppError } from '../../lib/app-error';
import type { NewBeneficiaryRow } from './nomination.repository';

// The list-level rules of a save (spec 1 §4 "Submit is enabled only when ... total allocation
// equals 100, ... no allocation is zero, and the consent box is ticked"), as field errors in the
// spec's words. The rules themselves are the domain's; this file only words and places them.

/** The consent box (spec 1 §2.5); the spec quotes no message, so this one is ours. */
export const CONSENT_MESSAGE = 'Please tick the consent box to confirm the declarations.';

export function badRequest(fieldErrors: Record<string, string[]>): AppError {
  return new AppError(
    'BAD_REQUEST',
    'Please check the beneficiary details and try again.',
    fieldErrors,
  );
}

/**
 * Errors of the resulting list's shares, or null when it is complete: a zero share is reported on
 * the row the member sent; a total other than 100 % on `beneficiaries` with the allocation
 * panel's banner ('You have assigned 90% of the available 100%. Please increase ...').
 */
export function allocationErrors(
  shares: { bp: number; requestIndex?: number | undefined }[],
): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  const bps = shares.map((share) => share.bp);
  if (hasZeroAllocation(bps)) {
    for (const share of shares)
      if (share.bp === 0)
        errors[
          share.requestIndex === undefined
            ? 'beneficiaries'
            : `beneficiaries.${share.requestIndex}.allocation`
        ] = [messages.length(fieldLabels.allocation, 'be more than 0')];
  }
  const banner = allocationBanner(bps);
  if (!isFullyAllocated(banner.total)) {
    (errors.beneficiaries ??= []).push(
      banner.hint === null ? banner.text : `${banner.text}. ${banner.hint}`,
    );
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** A row as the audit keeps it: every stored field, no database ids. */
export function snapshot(row: NewBeneficiaryRow & { id?: number }): Record<string, unknown> {
  const { id: _id, nominationId: _nominationId, ...rest } = row;
  return {
    ...rest,
    dateCreated: row.dateCreated instanceof Date ? row.dateCreated.toISOString() : row.dateCreated,
    dateModified:
      row.dateModified instanceof Date ? row.dateModified.toISOString() : row.dateModified,
  };
}
