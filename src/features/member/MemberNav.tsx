import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuth } from '../../ui/auth-context';
import { useLogout } from './useLogout';

const LINKS = [
  { to: paths.member.home, label: 'Beranda' },
  { to: paths.member.notifications, label: 'Notifikasi' },
  { to: paths.member.coupons, label: 'Kupon' },
  { to: paths.member.rewards, label: 'Reward' },
  { to: paths.member.profile, label: 'Profil' },
] as const;

/** The member pages' own menu, for a signed-in member (not on the login page). */
export function MemberNav() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const doLogout = useLogout();
  if (!user || pathname === paths.member.login) return null;
  return (
    <nav aria-label="Menu member" className="member-nav border-bottom bg-body-tertiary">
      <div className="container">
        <ul className="nav nav-pills small flex-wrap align-items-center gap-1 py-2">
          {LINKS.map((l) => (
            <li className="nav-item" key={l.to}>
              <NavLink to={l.to} className="nav-link py-1 px-2">
                {l.label}
              </NavLink>
            </li>
          ))}
          {user.admin && (
            <li className="nav-item">
              <NavLink to={paths.admin.root} className="nav-link py-1 px-2">
                Panel Admin
              </NavLink>
            </li>
          )}
          <li className="nav-item ms-auto">
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={doLogout}>
              Logout
            </button>
          </li>
        </ul>
      </div>
    </nav>
  );
}
