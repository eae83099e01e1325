import { safeReturnPath } from '@portal/domain/return-path';

// Why a member was signed out, for the /signed-out page (issue 46): the idle sign-out leaves this
// note in the tab's session storage after it clears the rest, as the provider's logout brings the
// same tab back to this site. It holds only a path of this site and a number of minutes.

const NOTE_KEY = 'portal.signedOutNote';

export type SignedOutNote = {
  reason: 'idle';
  /** How long the member was inactive before the sign-out (the idle time and the warning). */
  minutes?: number;
  /** The page the member was on, to sign in again to (safeReturnPath). */
  next?: string;
};

/** Keeps the note for the signed-out page; nothing when storage is refused. */
export function keepSignedOutNote(note: SignedOutNote): void {
  try {
    window.sessionStorage.setItem(NOTE_KEY, JSON.stringify(note));
  } catch {
    // Storage refused (private mode, full): the page then says only that the member signed out.
  }
}

/** The note the sign-out left in this tab, checked field by field; undefined without one. */
export function readSignedOutNote(): SignedOutNote | undefined {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(NOTE_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { reason, minutes, next } = value as Record<string, unknown>;
  if (reason !== 'idle') return undefined;
  const page = safeReturnPath(next);
  return {
    reason,
    ...(typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0 ? { minutes } : {}),
    ...(page ? { next: page } : {}),
  };
}

/** Forgets the note (read once: a later visit to the page is not told an old reason). */
export function forgetSignedOutNote(): void {
  try {
    window.sessionStorage.removeItem(NOTE_KEY);
  } catch {
    // Nothing kept.
  }
}

/** "20 minutes", "1 minute", or seconds for less than a minute (short test settings). */
export function durationText(minutes: number): string {
  if (minutes < 1) {
    const seconds = Math.max(1, Math.round(minutes * 60));
    return seconds === 1 ? '1 second' : `${seconds} seconds`;
  }
  const whole = Math.round(minutes);
  return whole === 1 ? '1 minute' : `${whole} minutes`;
}

/** The page's sentence for why the member was signed out. */
export function signedOutReasonText(note: SignedOutNote): string {
  return note.minutes === undefined
    ? 'You were signed out because there was no activity for a while, to keep your information safe.'
    : `You were signed out because there was no activity for ${durationText(note.minutes)}, to keep your information safe.`;
}
