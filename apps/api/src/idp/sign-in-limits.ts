// How the provider answers repeated failures of a password: at the sign-in page and where a
// signed-in member confirms the current password (the account pages).

/** How long a sign-in for a username already failing from elsewhere waits: grows, capped at 5 s. */
export function slowDownMs(failuresPastLimit: number): number {
  return failuresPastLimit <= 0 ? 0 : Math.min(250 * 2 ** (failuresPastLimit - 1), 5000);
}
/** The refusal after too many failed sign-ins, naming the wait (SIGN_IN_LOCK_MINUTES). */
export function tooManyAttempts(lockMinutes: number): string {
  return `Too many failed sign-in attempts. Please wait ${lockMinutes} minute${lockMinutes === 1 ? '' : 's'} and try again.`;
}
