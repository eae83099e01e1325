import { logout } from '@portal/contract/calls/auth';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { broadcastSignedOut } from '@/lib/session-channel';
import { clearStoredUserType } from '@/lib/user-type';

export type LogoutReturnTo = '/' | '/login';

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
 * Signs out (spec 1 §7): revoke tokens, clear session storage, then a full-page navigation to the
 * provider's logout, which comes back to the site. If the call fails the member still leaves.
 */
export function useSignOut({ returnTo, clearLocalStorage = false }: UseSignOutOptions) {
  function leave(url: string) {
    // Every other tab of the portal signs out with this one (spec 1 §4, DESIGN §2).
    broadcastSignedOut();
    window.sessionStorage.clear();
    clearStoredUserType();
    if (clearLocalStorage) window.localStorage.clear();
    window.location.assign(url);
  }

  return useMutation({
    mutationFn: () => postLogout(returnTo),
    onSuccess: ({ redirectUrl }) => leave(redirectUrl),
    onError: () => leave(returnTo),
  });
}
