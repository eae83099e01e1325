import type { LogoutReturnTo } from '@portal/contract/auth';
import { logout } from '@portal/contract/calls/auth';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { broadcastSignedOut } from '@/lib/session-channel';
import { clearStoredUserType } from '@/lib/user-type';
import { keepSignedOutNote } from '../utils/signed-out-note';
import type { SignedOutNote } from '../utils/signed-out-note';

export type { LogoutReturnTo };

/** Revokes the tokens server-side; the answer names the provider's end-session page. */
export function postLogout(returnTo: LogoutReturnTo) {
  return request(logout, { body: { returnTo } });
}

type UseSignOutOptions = {
  returnTo: LogoutReturnTo;
  /** The loading page's error link also clears local storage (spec 1 §2.4). */
  clearLocalStorage?: boolean;
};

/**
 * One sign-out's own destination, instead of the hook's: the idle sign-out goes to the page that
 * says why (/signed-out), with the note it reads.
 */
export type SignOutVariables = { returnTo: LogoutReturnTo; note?: SignedOutNote } | void;

/**
 * Signs out (spec 1 §7): revoke tokens, clear session storage, then a full-page navigation to the
 * provider's logout, which comes back to the site. If the call fails the member still leaves. A
 * note (why, and the page left) is kept after the storage is cleared: the same tab comes back.
 */
export function useSignOut({ returnTo, clearLocalStorage = false }: UseSignOutOptions) {
  function leave(url: string, note: SignedOutNote | undefined) {
    // Every other tab of the portal signs out with this one (spec 1 §4, DESIGN §2).
    broadcastSignedOut(note?.reason);
    window.sessionStorage.clear();
    clearStoredUserType();
    if (clearLocalStorage) window.localStorage.clear();
    if (note) keepSignedOutNote(note);
    window.location.assign(url);
  }

  return useMutation({
    mutationFn: (variables: SignOutVariables) => postLogout(variables?.returnTo ?? returnTo),
    onSuccess: ({ redirectUrl }, variables) => leave(redirectUrl, variables?.note),
    onError: (_error, variables) =>
      leave(variables?.returnTo ?? returnTo, variables ? variables.note : undefined),
  });
}
