import { useSyncExternalStore } from 'react';

// Step-up (DESIGN §1d): a money or identity change the server answers with STEP_UP_REQUIRED is
// held while the member confirms who they are in a window of the provider's; the call is then
// sent again, so nothing the member entered is lost. The API client asks here; the dialog
// (components/ui/step-up-dialog.tsx, loaded when first needed) answers.

type Pending = {
  promise: Promise<boolean>;
  resolve: (isConfirmed: boolean) => void;
  /** What the member confirms when money moves (the server's id of the details shown). */
  confirmation: string | undefined;
};

let pending: Pending | undefined;
let hostCount = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Whether a dialog can ask (the app is mounted): without one a call fails as it is. */
export function canConfirmIdentity(): boolean {
  return hostCount > 0;
}

/**
 * Asks the member to confirm who they are (and, with `confirmation`, the details of a money move
 * the server named); resolves true once they have, false if they cancel.
 */
export function confirmIdentity(confirmation?: string): Promise<boolean> {
  if (!pending) {
    let resolve: (isConfirmed: boolean) => void = () => undefined;
    const promise = new Promise<boolean>((done) => {
      resolve = done;
    });
    pending = { promise, resolve, confirmation };
    notify();
  }
  return pending.promise;
}

/** The address of the step-up window: with the details to confirm when a money move named them. */
export function stepUpAddress(): string {
  const confirmation = pending?.confirmation;
  return confirmation
    ? `/auth/step-up?confirmation=${encodeURIComponent(confirmation)}`
    : '/auth/step-up';
}

/** The dialog's answer: every call waiting on it goes on (or fails) together. */
export function finishIdentityCheck(isConfirmed: boolean): void {
  const current = pending;
  pending = undefined;
  notify();
  current?.resolve(isConfirmed);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a call is waiting for the member to confirm who they are. */
export function isIdentityCheckPending(): boolean {
  return pending !== undefined;
}

/** Whether the dialog is wanted now. */
export function useIdentityCheckOpen(): boolean {
  return useSyncExternalStore(subscribe, isIdentityCheckPending, () => false);
}

/** Marks the app as able to show the dialog while the returned function has not been called. */
export function registerIdentityCheckHost(): () => void {
  hostCount += 1;
  return () => {
    hostCount -= 1;
  };
}
