import {
  USER_TYPE_STORAGE_KEY,
  UserType,
  parseUserType,
  storedUserType,
} from '@portal/domain/member';
import { createContext, useContext } from 'react';
import { readCookie, writeCookie } from './cookies';

// spec 1 §4 "Profile service and user type": the member's type comes from the profile (or, when
// the profile fails, from the products); the view is kept in session storage under USER_TYPE, and in a cookie of that name for the server. A
// hybrid member is stored (and first shown) as institutional and may switch; the view then decides
// navigation, guards, panels and the theme exactly as if the member were of that type.

/** The type the portal is shown as: a hybrid member sees one of these at a time. */
export type UserView = Exclude<UserType, 'Hybrid'>;

export type UserTypeState =
  | { status: 'pending' }
  | {
      status: 'ready';
      /** The member's own type (Hybrid for a member with both kinds of product). */
      memberType: UserType;
      view: UserView;
      isHybrid: boolean;
      /** Hybrid members only: show the portal as the other type (saved in session storage). */
      switchView: (view: UserView) => void;
    };

/**
 * The view for a member of `memberType` given the stored value: a hybrid member keeps a stored
 * Retail or Institutional view (Institutional when none is stored); anyone else is shown as their
 * own type whatever is stored (docs/decisions/spec-readings.md).
 */
export function resolveUserView(
  memberType: UserType,
  stored: string | null,
): { view: UserView; isHybrid: boolean } {
  if (memberType !== UserType.Hybrid) return { view: storedUserType(memberType), isHybrid: false };
  const storedType = stored === null ? UserType.Institutional : parseUserType(stored);
  return { view: storedUserType(storedType), isHybrid: true };
}

/**
 * The stored view: the USER_TYPE cookie, which the server reads to draw the page in the same view
 * (DESIGN §1c), else session storage (spec 1 §4's place for it, still written beside the cookie).
 */
export function readStoredUserType(storage?: Storage): string | null {
  const cookie = readCookie(USER_TYPE_STORAGE_KEY);
  if (cookie !== undefined) return cookie;
  try {
    return (storage ?? window.sessionStorage).getItem(USER_TYPE_STORAGE_KEY);
  } catch {
    return null; // no storage (the server's render, or storage disabled): nothing stored
  }
}

/** Stores the view for this browser session: a cookie without an expiry, and session storage. */
export function writeStoredUserType(view: UserView, storage?: Storage): void {
  writeCookie(USER_TYPE_STORAGE_KEY, view);
  try {
    (storage ?? window.sessionStorage).setItem(USER_TYPE_STORAGE_KEY, view);
  } catch {
    // storage disabled: the cookie holds the view
  }
}

/** Forgets the stored view (signing out clears it with the rest of the session's storage). */
export function clearStoredUserType(): void {
  writeCookie(USER_TYPE_STORAGE_KEY, undefined);
}

export const UserTypeContext = createContext<UserTypeState>({ status: 'pending' });

/** The signed-in member's type and view (pending until the profile or the products have loaded). */
export function useUserType(): UserTypeState {
  return useContext(UserTypeContext);
}
