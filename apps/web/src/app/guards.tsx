import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/api/get-session';

// Spec 1 §6: an authenticated guard for the app pages and a guest guard for landing and login.

/** Members only: a visitor without a session goes to /login, which starts the sign-in. */
export function AuthGuard() {
  const session = useSession();
  if (session.isPending) return <PageLoader label="Checking your session…" />;
  if (session.isError) return <Navigate to={paths.unauthorized.getHref()} replace />;
  if (!session.data.authenticated) return <Navigate to={paths.login.getHref()} replace />;
  return <Outlet />;
}

/** Guests only: a signed-in member is sent to the dashboard. */
export function GuestGuard() {
  const session = useSession();
  if (session.isPending) return <PageLoader label="Checking your session…" />;
  // If the session cannot be checked, the guest pages still work: they only offer sign-in.
  if (session.data?.authenticated) return <Navigate to={paths.dashboard.getHref()} replace />;
  return <Outlet />;
}
