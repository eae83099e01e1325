import { createHash } from 'node:crypto';
import {
  DETAILS_CHANGED_MESSAGE,
  type ConfirmedContact,
  type ConfirmedNomination,
  type DetailsConfirmation,
} from '@portal/contract/details-confirmation';
import { isConfirmationDue, nextConfirmationDueOn } from '@portal/domain/traceability';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { beneficiariesDetails } from '../nomination/nomination.service';
import { phoneForDisplay } from '../pdf/staff-withdrawal-form.service';
import { getProfile } from '../profile/profile.service';
import { insertConfirmation, lastConfirmedOn } from './details-confirmation.repository';

// Staying traceable (issue 49 point 6): what the member is asked to confirm once a year (the
// contact details the fund holds and every nomination's beneficiaries), and the record of each
// confirmation with its day and what was shown.

type Shown = { contact: ConfirmedContact; nominations: ConfirmedNomination[] };

async function shownTo(db: Db, memberId: number): Promise<Shown> {
  const profile = await getProfile(db, memberId);
  const nominations = await beneficiariesDetails(db, memberId);
  const { address, suburb, city, postalCode, country } = profile.address;
  const addressParts = [address, suburb, city, postalCode, country]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '');
  return {
    contact: {
      mobile: profile.primaryContactNumber ? phoneForDisplay(profile.primaryContactNumber) : null,
      email: profile.primaryEmailAddress || null,
      postalAddress: addressParts.length > 0 ? addressParts.join(', ') : null,
    },
    nominations: nominations.map((nomination) => ({
      key: nomination.key,
      productName: nomination.productName,
      nominationType: nomination.nominationType,
      beneficiaries: nomination.beneficiaries.map((beneficiary) => ({
        name: `${beneficiary.name} ${beneficiary.surname}`.trim(),
        relationship: beneficiary.relationship,
        allocation: beneficiary.allocation,
      })),
    })),
  };
}

function digestOf(shown: Shown): string {
  return createHash('sha256').update(JSON.stringify(shown)).digest('hex');
}

function confirmationOf(shown: Shown, last: string | null, today: string): DetailsConfirmation {
  return {
    isDue: isConfirmationDue(last, today),
    lastConfirmedOn: last,
    nextDueOn: nextConfirmationDueOn(last),
    ...shown,
    digest: digestOf(shown),
  };
}

/** What the member is asked to confirm, and whether they are asked today. */
export async function detailsConfirmation(
  db: Db,
  memberId: number,
  today: string,
): Promise<DetailsConfirmation> {
  const shown = await shownTo(db, memberId);
  return confirmationOf(shown, await lastConfirmedOn(db, memberId), today);
}

/**
 * Records that the member confirmed what they were shown (named by its digest). Details changed
 * since are a 409 and nothing is recorded: the member is shown them again.
 */
export async function confirmDetails(
  db: Db,
  memberId: number,
  digest: string,
  today: string,
): Promise<DetailsConfirmation> {
  const shown = await shownTo(db, memberId);
  if (digestOf(shown) !== digest) throw new AppError('CONFLICT', DETAILS_CHANGED_MESSAGE);
  await insertConfirmation(db, {
    memberId,
    confirmedOn: today,
    contact: shown.contact,
    nominations: shown.nominations,
    digest,
  });
  return confirmationOf(shown, today, today);
}
