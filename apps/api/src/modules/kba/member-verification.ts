import type { Db } from '../../db/client';

// What the savings claim needs to know of the member's identity checks (the claims issue, step 1):
// whether the knowledge-based questions are passed now (a pass is valid for 30 minutes) and whether
// the member's ID number has been verified by the identity service.

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
  _db: Db,
  _memberId: number,
  _now: Date,
): Promise<MemberVerification> {
  throw new Error('not implemented yet');
}
