import { UserType, deriveUserType, parseUserType } from '@portal/domain/member';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useSession } from '@/features/auth/api/get-session';
import { ToastType, showToast } from '@/components/ui/toast';
import { useInternalFundSummary } from '@/features/funds/api/get-internal-fund-summary';
import { useProfileDetails } from '@/features/profile/api/get-profile-details';
import {
  PROFILE_FAILURE_TITLE,
  PROFILE_LOAD_ERROR,
} from '@/features/profile/utils/profile-messages';
import {
  UserTypeContext,
  readStoredUserType,
  resolveUserView,
  writeStoredUserType,
} from '@/lib/user-type';
import type { UserTypeState, UserView } from '@/lib/user-type';

/**
 * spec 1 §4 "Profile service and user type": the type comes from GET /Profile/GetProfileDetails;
 * when that fails (the profile error flag), the member is told so once and the type is derived
 * from the internal fund summary's products. The view is kept in session storage.
 */
function useMemberType(): UserType | undefined {
  const session = useSession();
  const isSignedIn = session.data?.authenticated === true;
  const profile = useProfileDetails({ isEnabled: isSignedIn });
  const funds = useInternalFundSummary({ isEnabled: isSignedIn && profile.isError });
  const isToldOfFailure = useRef(false);
  useEffect(() => {
    if (!profile.isError || isToldOfFailure.current) return;
    isToldOfFailure.current = true;
    showToast({
      id: 'profile-unavailable',
      type: ToastType.Error,
      title: PROFILE_FAILURE_TITLE,
      message: PROFILE_LOAD_ERROR,
    });
  }, [profile.isError]);
  if (!isSignedIn) return undefined;
  if (profile.isSuccess) return parseUserType(profile.data.userType);
  if (!profile.isError) return undefined;
  if (funds.isSuccess) return deriveUserType(funds.data);
  // Neither answered: institutional, the default when the type is unknown (spec 1 §6).
  return funds.isError ? UserType.Institutional : undefined;
}

export function UserTypeProvider({ children }: { children: ReactNode }) {
  const memberType = useMemberType();
  const [stored, setStored] = useState(() => readStoredUserType());
  const resolved = memberType === undefined ? undefined : resolveUserView(memberType, stored);

  // Store the resolved view (a hybrid member with nothing stored is stored as institutional).
  useEffect(() => {
    if (resolved && resolved.view !== stored) {
      writeStoredUserType(resolved.view);
      setStored(resolved.view);
    }
  }, [resolved, stored]);

  const switchView = useCallback((view: UserView) => {
    writeStoredUserType(view);
    setStored(view);
  }, []);

  const view = resolved?.view;
  const isHybrid = resolved?.isHybrid;
  const state = useMemo<UserTypeState>(
    () =>
      memberType === undefined || view === undefined || isHybrid === undefined
        ? { status: 'pending' }
        : { status: 'ready', memberType, view, isHybrid, switchView },
    [memberType, view, isHybrid, switchView],
  );

  return <UserTypeContext.Provider value={state}>{children}</UserTypeContext.Provider>;
}
