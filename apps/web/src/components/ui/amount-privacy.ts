import { useSyncExternalStore } from 'react';

// The privacy switch (issue 17): the member may hide every rand amount while sharing the screen
// with an adviser. The choice is kept in this browser (local storage) and shared by every tab:
// the `storage` event tells the other tabs. Where storage is refused (private windows in some
// browsers), the choice lasts for this page only.

export const AMOUNT_PRIVACY_STORAGE_KEY = 'portal.hideAmounts';

let unstoredChoice = false;
const listeners = new Set<() => void>();

function readStoredChoice(): boolean {
  try {
    return window.localStorage.getItem(AMOUNT_PRIVACY_STORAGE_KEY) === 'true';
  } catch {
    return unstoredChoice;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Whether rand amounts are hidden in this browser now. */
export function areAmountsHidden(): boolean {
  return readStoredChoice();
}

/** Hides or shows every rand amount, in this tab and the browser's other tabs. */
export function setAmountsHidden(isHidden: boolean): void {
  unstoredChoice = isHidden;
  try {
    if (isHidden) window.localStorage.setItem(AMOUNT_PRIVACY_STORAGE_KEY, 'true');
    else window.localStorage.removeItem(AMOUNT_PRIVACY_STORAGE_KEY);
  } catch {
    // Storage refused: the choice is kept in memory (unstoredChoice) for this page.
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

/** Whether rand amounts are hidden; the component re-renders when the member switches. */
export function useAmountsHidden(): boolean {
  return useSyncExternalStore(subscribe, readStoredChoice, () => false);
}
