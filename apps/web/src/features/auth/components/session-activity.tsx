import { safeReturnPath } from '@portal/domain/return-path';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect, useRef } from 'react';
import { Deferred } from '@/components/ui/deferred';
import { paths } from '@/config/paths';
import { onSignedOutElsewhere } from '@/lib/session-channel';
import { clearStoredUserType } from '@/lib/user-type';
import { sendKeepAlive } from '../api/keep-alive';
import { useSignOut } from '../api/logout';
import { keepSignedOutNote } from '../utils/signed-out-note';
import type { SignedOutNote } from '../utils/signed-out-note';
import { useIdleSession } from '../hooks/use-idle-session';
import { useKeepAlive } from '../hooks/use-keep-alive';
import { useSessionCheck } from '../hooks/use-session-check';

// The warning's modal loads when it is first needed, not with every page.
const IdleWarningModal = lazy(() =>
  import('./idle-warning-modal').then(({ IdleWarningModal }) => ({ default: IdleWarningModal })),
);

type SessionActivityProps = {
  /** From GET /api/Config `constants` (spec 1 §9: 15 and 5). */
  idleMinutes: number;
  warningMinutes: number;
  /** False until the configuration has answered. */
  isReady: boolean;
};

/**
 * A signed-in member's session in this tab: activity keeps the server session alive, inactivity
 * opens the idle warning and then signs out (to /signed-out, which says why and signs in again to
 * the page the member was on, issue 46), a sign-out in another tab signs this one out too, and a
 * session ended on the server is noticed (use-session-check.ts).
 */
export function SessionActivity({ idleMinutes, warningMinutes, isReady }: SessionActivityProps) {
  const queryClient = useQueryClient();
  const signOut = useSignOut({ returnTo: '/' });
  useKeepAlive(true);
  // The countdown was showing when the session was found ended: the member was away, and leaves
  // as the countdown's end would have sent them, to the page that says why.
  const isWarningRef = useRef(false);
  useSessionCheck(true, () => {
    if (!isWarningRef.current) return false;
    signOutIdle();
    return true;
  });
  const { mutate: startSignOut, isPending: isSigningOut } = signOut;
  // This tab leaves once: when its own countdown and another tab's sign-out end together, a
  // second navigation would cut off the first, and the member would land on neither.
  const leaving = useRef(false);
  function signOutNow() {
    if (leaving.current) return;
    leaving.current = true;
    startSignOut();
  }
  /** Why an idle sign-out happened, and the page this tab was on. */
  function idleNote(): SignedOutNote {
    const { pathname, search, hash } = window.location;
    const next = safeReturnPath(`${pathname}${search}${hash}`);
    return { reason: 'idle', minutes: idleMinutes + warningMinutes, ...(next ? { next } : {}) };
  }
  /** The countdown ran out: signed out with a note of why and of the page left. */
  function signOutIdle() {
    if (leaving.current) return;
    leaving.current = true;
    startSignOut({ returnTo: paths.signedOut.path, note: idleNote() });
  }

  const idleNoteRef = useRef(idleNote);
  idleNoteRef.current = idleNote;

  const idle = useIdleSession({
    idleMinutes,
    warningMinutes,
    isEnabled: isReady,
    onTimeout: signOutIdle,
  });
  isWarningRef.current = idle.isWarning;

  useEffect(
    () =>
      onSignedOutElsewhere((reason) => {
        if (leaving.current) return;
        leaving.current = true;
        // The other tab has ended the server session: leave the member pages for the start page,
        // or, when the countdown ended it, for the page that says why (with this tab's page).
        const note = reason === 'idle' ? idleNoteRef.current() : undefined;
        window.sessionStorage.clear();
        clearStoredUserType();
        queryClient.clear();
        if (note) keepSignedOutNote(note);
        window.location.assign(note ? paths.signedOut.getHref() : '/');
      }),
    [queryClient],
  );

  function handleContinue() {
    idle.resume();
    void sendKeepAlive(queryClient);
  }

  return (
    <Deferred when={idle.isWarning}>
      <IdleWarningModal
        opened={idle.isWarning}
        secondsLeft={idle.secondsLeft}
        onContinue={handleContinue}
        onLogout={() => signOutNow()}
        isLoggingOut={isSigningOut}
      />
    </Deferred>
  );
}
