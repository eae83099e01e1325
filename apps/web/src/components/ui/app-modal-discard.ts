import { useCallback, useState } from 'react';

// A modal holding the member's work asks before losing it: closed by Escape, its close button or
// a click outside, it first asks "Discard your changes?" (Keep editing / Discard). A modal the
// member has not changed closes at once. Closing it from the page (after a save, say) never asks.

export const DISCARD_TITLE = 'Discard your changes?';
export const DISCARD_KEEP = 'Keep editing';
export const DISCARD_CONFIRM = 'Discard';

/** The question's text, naming the modal when its title is plain text. */
export function discardMessage(title: unknown): string {
  const where = typeof title === 'string' && title !== '' ? ` in ${title}` : ' here';
  return `You have entered details${where} that have not been used or saved yet. If you close it now, what you entered will be lost.`;
}

type DiscardGuardOptions = {
  opened: boolean;
  /** Ask before closing once the member has changed something. */
  isEnabled: boolean;
  /** What the modal's form knows of its own changes; left out, typing and choices are noticed. */
  hasChanges: boolean | undefined;
  onClose: () => void;
};

export function useDiscardGuard({ opened, isEnabled, hasChanges, onClose }: DiscardGuardOptions) {
  const [hasNoticedChange, setHasNoticedChange] = useState(false);
  const [isAsking, setIsAsking] = useState(false);
  const [wasOpened, setWasOpened] = useState(opened);
  // Each opening starts untouched.
  if (opened !== wasOpened) {
    setWasOpened(opened);
    setHasNoticedChange(false);
    setIsAsking(false);
  }

  const noteChange = useCallback(() => setHasNoticedChange(true), []);
  const holdsChanges = hasChanges ?? hasNoticedChange;

  function requestClose(): void {
    if (isEnabled && holdsChanges) setIsAsking(true);
    else onClose();
  }

  return {
    isAsking,
    noteChange,
    requestClose,
    keepEditing: () => setIsAsking(false),
    discard: () => {
      setIsAsking(false);
      onClose();
    },
  };
}
