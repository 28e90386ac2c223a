import { Navigate, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { Loading } from '../../ui/LoadFaces';
import { useAuth } from '../../ui/auth-context';

export const CHECKING_SESSION = 'Memeriksa sesi login...';

/**
 * The layout route in front of every page that needs a signed-in member: a spinner
 * (never a redirect) while Auth has not answered, then the page, or — nobody
 * signed in — the login page. Small and eager: the router uses it without the
 * member chunk.
 */
export function MemberOnly({ redirectTo = paths.member.login }: { redirectTo?: string }) {
  const { user, loading } = useAuth();
  if (loading) return <Loading label={CHECKING_SESSION} />;
  if (!user) return <Navigate to={redirectTo} replace />;
  return <Outlet />;
}
