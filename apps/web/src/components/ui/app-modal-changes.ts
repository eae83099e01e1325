import { createContext, use } from 'react';

// What a modal holds of the member's work (app-modal-frame.tsx asks "Discard your changes?"
// before losing it). Typing is noticed by the frame itself; a choice made without typing (a
// day picked from a calendar, an option from a list) is told by the shared fields through this.

const ModalChangesContext = createContext<() => void>(() => {});

export const ModalChangesProvider = ModalChangesContext.Provider;

/** Tells the modal around the field (if any) that the member changed something in it. */
export function useNoteModalChange(): () => void {
  return use(ModalChangesContext);
}
