import { safeReturnPath } from '@portal/domain/return-path';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/api/get-session';
import { useSignOut } from '@/features/auth/api/logout';
import { useProfileDetails } from '@/features/profile/api/get-profile-details';
import { LoadingScreen } from '@/features/loading/components/loading-screen';
import { useLoadingProgress } from '@/features/loading/hooks/use-loading-progress';
import { useUserType } from '@/lib/user-type';
import type {
  AuthorizationState,
  ProfileState,
} from '@/features/loading/hooks/use-loading-progress';

// 'loading': where the server sends the browser after sign-in (spec 1 §2.4, §4). A profile that
// cannot be loaded does not keep the member out (spec 1 §4, §8): they are told so (a toast, from
// the user type's provider), the type is derived from their products, and the dashboard opens, or
// the page the member asked for before signing in (`?next=`, a path of this site; issue 46).
export function Component() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const destination = safeReturnPath(search.get('next')) ?? paths.dashboard.getHref();
  const session = useSession();
  const authorization: AuthorizationState = session.isPending
    ? 'pending'
    : session.data?.authenticated
      ? 'authorized'
      : 'unauthorized';
  const profileQuery = useProfileDetails({ isEnabled: authorization === 'authorized' });
  const userType = useUserType();
  const profile: ProfileState =
    authorization !== 'authorized'
      ? 'idle'
      : profileQuery.isSuccess
        ? 'loaded'
        : profileQuery.isError && userType.status === 'ready'
          ? 'unavailable'
          : 'pending';
  const { status, progress, isDone } = useLoadingProgress({ authorization, profile });
  const signOut = useSignOut({ returnTo: '/login', clearLocalStorage: true });

  useEffect(() => {
    if (isDone) void navigate(destination, { replace: true });
  }, [isDone, navigate, destination]);

  function handleReturnToLogin() {
    signOut.mutate();
  }

  return (
    <LoadingScreen
      status={status}
      progress={progress}
      onReturnToLogin={handleReturnToLogin}
      isSigningOut={signOut.isPending}
    />
  );
}
