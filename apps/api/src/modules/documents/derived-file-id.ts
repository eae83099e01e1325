import { createHash } from 'node:crypto';

/**
 * The file id of a document the member has before it is made (a paid claim's payment letter and
 * lump sum certificate are listed from the claim and rendered on their first download): a one-way
 * hash of whose it is and what it is (its dedupe key), written as a UUID (RFC 9562 version 8). It
 * reveals no database id and is the same on every request, restart and replica; the document is
 * stored under it when it is made, so the id a member was shown keeps working. It is only ever
 * looked up among the signed-in member's own documents: another member's id finds nothing (404).
 */
export function derivedFileId(memberId: number, dedupeKey: string): string {
  const hex = createHash('sha256').update(`member-document|${memberId}|${dedupeKey}`).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}
