import type { Db } from '../../db/client';
import { IdentityAnswer } from '../../partners/identity/identity-service';
import { identityMemberOf, latestIdentityVerification } from './kba.repository';
import { kbaStateOf } from './kba.service';

// What the savings claim needs to know of the member's identity checks (the claims issue, step 1):
// whether the knowledge-based questions are passed now (a pass is valid for 30 minutes) and whether
// the member's ID number has been verified by the identity service.

/**
 * How long a verified ID number counts (our reading, docs/decisions/spec-readings.md): a day, so
 * the answer serves the claim being made now, and a new claim asks the identity service again.
 */
export const ID_VERIFICATION_VALID_MS = 24 * 60 * 60_000;

export type MemberVerification = {
  /** A pass of the questions still valid at `now`. */
  kbaPassed: boolean;
  /** When the pass runs out (ISO 8601), or null. */
  kbaValidUntil: string | null;
  /** Claims are locked after three failed attempts (24 hours). */
  kbaLocked: boolean;
  /** The identity service verified the member's ID number (and surname). */
  idVerified: boolean;
};

export async function memberVerification(
  db: Db,
  memberId: number,
  now: Date,
): Promise<MemberVerification> {
  const [state, member, latest] = await Promise.all([
    kbaStateOf(db, memberId, now),
    identityMemberOf(db, memberId),
    latestIdentityVerification(db, memberId),
  ]);
  // The latest answer, for the ID number on file now, given within the validity and not later
  // than `now`.
  const age = latest === undefined ? Number.NaN : now.getTime() - latest.at.getTime();
  const idVerified =
    latest !== undefined &&
    member?.identifierType === 'ID' &&
    latest.idNumber === member.idNumber &&
    latest.result === IdentityAnswer.Verified &&
    age >= 0 &&
    age < ID_VERIFICATION_VALID_MS;
  return {
    kbaPassed: state.status === 'passed',
    kbaValidUntil: state.status === 'passed' ? state.validUntil : null,
    kbaLocked: state.status === 'locked',
    idVerified,
  };
}
