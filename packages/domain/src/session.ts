// Session timing of spec 1 §4 and §9 (and spec 3 §9). The server keeps the same idle limit
// (DESIGN §1: sessions expire server-side after 15 idle minutes).

export const IDLE_TIMEOUT_MS = 15 * 60 * 1000;
export const IDLE_WARNING_COUNTDOWN_MS = 5 * 60 * 1000;
export const TOKEN_RENEW_BEFORE_EXPIRY_MS = 60 * 1000;
export const ID_TOKEN_ISSUED_AT_TOLERANCE_S = 600;
export const TOKEN_RECHECK_INTERVAL_MS = 5 * 1000;
export const ACTIVITY_DEBOUNCE_MS = 250;

export type IdleState =
  { kind: 'active' } | { kind: 'warning'; secondsLeft: number } | { kind: 'expired' };

/**
 * spec 1 §4: after 15 minutes without activity the idle modal shows a 5-minute countdown in
 * seconds; when it ends the member is logged out. `idleMs` is the time since the last activity.
 */
export function idleStateAfter(idleMs: number): IdleState {
  if (idleMs < IDLE_TIMEOUT_MS) return { kind: 'active' };
  const leftMs = IDLE_TIMEOUT_MS + IDLE_WARNING_COUNTDOWN_MS - idleMs;
  if (leftMs <= 0) return { kind: 'expired' };
  return { kind: 'warning', secondsLeft: Math.ceil(leftMs / 1000) };
}

/** DESIGN §1: tokens are renewed 60 s before they expire. */
export function shouldRenewToken(expiresAtMs: number, nowMs: number): boolean {
  return expiresAtMs - nowMs <= TOKEN_RENEW_BEFORE_EXPIRY_MS;
}
