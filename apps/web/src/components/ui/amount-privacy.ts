import { AMOUNT_PRIVACY_STORAGE_KEY } from '@portal/domain/member';
import { useSyncExternalStore } from 'react';
import { readCookie, writeCookie } from '@/lib/cookies';

// The privacy switch (issue 17): the member may hide every rand amount while sharing the screen
// with an adviser. The choice is kept in this browser in a cookie, so that the server draws the
// page with the amounts already hidden (DESIGN §1c: no amount in the page's HTML), and shared by
// every tab: a change is also written to local storage, whose `storage` event tells the others.

/** A year: the choice outlasts the session, like the local storage it replaced. */
const KEPT_FOR_SECONDS = 365 * 24 * 60 * 60;

const listeners = new Set<() => void>();

function readChoice(): boolean {
  return readCookie(AMOUNT_PRIVACY_STORAGE_KEY) === 'true';
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Whether rand amounts are hidden in this browser now. */
export function areAmountsHidden(): boolean {
  return readChoice();
}

/** Hides or shows every rand amount, in this tab and the browser's other tabs. */
export function setAmountsHidden(isHidden: boolean): void {
  writeCookie(AMOUNT_PRIVACY_STORAGE_KEY, isHidden ? 'true' : undefined, {
    maxAge: KEPT_FOR_SECONDS,
  });
  try {
    if (isHidden) window.localStorage.setItem(AMOUNT_PRIVACY_STORAGE_KEY, 'true');
    else window.localStorage.removeItem(AMOUNT_PRIVACY_STORAGE_KEY);
  } catch {
    // Storage refused: the other tabs see the change when they next draw an amount.
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const handleStorage = (event: StorageEvent) => {
    // `key` is null when another tab clears the whole storage (sign-out's error link).
    if (event.key === AMOUNT_PRIVACY_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', handleStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', handleStorage);
  };
}

/**
 * Whether rand amounts are hidden; the component re-renders when the member switches. The server
 * reads the same cookie from the request, so the page hydrates as it was drawn.
 */
export function useAmountsHidden(): boolean {
  return useSyncExternalStore(subscribe, readChoice, readChoice);
}
