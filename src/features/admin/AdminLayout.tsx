import { Link, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useMember } from '../../ui/auth-context';
import { logout } from './api';

const LINKS = [
  { to: paths.admin.root, label: 'Dashboard', end: true },
  { to: paths.admin.repairs, label: 'Servis', end: false },
  { to: paths.admin.catalogue, label: 'Katalog', end: false },
  { to: paths.admin.promo, label: 'Promo', end: false },
  { to: paths.admin.members, label: 'Member', end: false },
  { to: paths.admin.history, label: 'Riwayat', end: false },
] as const;

/** The admin screens' frame: the admin's own bar (not the public navbar), then the screen. */
export function AdminLayout() {
  const admin = useMember();
  const navigate = useNavigate();
  async function signOut() {
    try {
      await logout();
    } finally {
      navigate(paths.member.login, { replace: true });
    }
  }
  return (
    <div className="admin d-flex flex-column min-vh-100">
      <header className="navbar bg-dark sticky-top shadow-sm" data-bs-theme="dark">
        <div className="container flex-wrap gap-2">
          <Link to={paths.admin.root} className="navbar-brand fw-bold">
            Panel Admin
          </Link>
          <nav aria-label="Menu admin" className="navbar-nav flex-row flex-wrap gap-1 me-auto">
            {LINKS.map((l) => (
              <NavLink key={l.to} to={l.to} end={l.end} className="nav-link px-2">
                {l.label}
              </NavLink>
            ))}
          </nav>
          <span className="text-white-50 small text-truncate" title={admin.email}>
            {admin.email}
          </span>
          <Link to={paths.home} className="btn btn-sm btn-outline-light">
            Lihat situs
          </Link>
          <button type="button" className="btn btn-sm btn-danger" onClick={signOut}>
            Logout
          </button>
        </div>
      </header>
      <div className="flex-grow-1">
        <Outlet />
      </div>
    </div>
  );
}
