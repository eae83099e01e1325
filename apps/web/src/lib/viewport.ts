import { useSyncExternalStore } from 'react';
import { serverScope } from './server-scope';

// A layout that depends on the screen's width (a media query read in script) must be drawn the
// same on the server, which cannot see the screen, as in the browser's first render (DESIGN §1c).
// The server guesses from the request whether it is drawing for a phone; the browser hydrates with
// that guess, then redraws at once if its screen says otherwise. A page the browser draws itself
// reads the screen from the first render.

let drawnForPhone = false;

/** The server's guess for the page being hydrated (from its state: app/hydration.ts). */
export function setDrawnForPhone(isPhone: boolean): void {
  drawnForPhone = isPhone;
}

function guessed(): boolean {
  return serverScope()?.isPhone ?? drawnForPhone;
}

/** Whether the screen matches `query` (e.g. '(max-width: 47.99em)', a phone's width). */
export function useMediaMatch(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    guessed,
  );
}
