import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../ui/auth-context';
import { Loading } from '../../ui/LoadFaces';
import { usePageTitle } from '../../ui/usePageTitle';

export const CHECKING_ADMIN = 'Memeriksa akses admin...';

function Refused() {
  usePageTitle('Akses khusus admin');
  return (
    <main id="main" className="container py-5 text-center">
      <h1 className="h3">Akses khusus admin</h1>
      <p className="text-body-secondary">Akun ini bukan akun admin ONE GADGET.</p>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <Link to={paths.member.home} className="btn btn-primary">
          Ke Area Member
        </Link>
        <Link to={paths.home} className="btn btn-outline-secondary">
          Kembali ke Home
        </Link>
      </div>
    </main>
  );
}

/**
 * The layout route in front of every admin screen: a spinner while Auth has not
 * answered, the login page (coming back here after) for a visitor, a refusal for
 * a member without the admin claim. The rules are the real guard; this follows them.
 */
export function AdminOnly() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading)
    return (
      <main id="main" className="container py-4">
        <Loading label={CHECKING_ADMIN} />
      </main>
    );
  if (!user) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={paths.member.login} replace state={{ from }} />;
  }
  if (!user.admin) return <Refused />;
  return <Outlet />;
}
