import '../../styles/list-group.scss';
import './shell/shell.scss';
import './core/pieces.scss';
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useMember } from '../../ui/auth-context';
import { AREAS, areaOf, phoneTabOf, type Area } from './shell/areas';
import { Icon } from './shell/icons';
import { ScreenSlot } from './shell/screen-slot';
import { SignOutButton } from './shell/SignOutButton';
import { SkipLink } from '../../ui/SkipLink';

/**
 * Shown on a phone only (Lainnya), on a desktop only (Member, Riwayat: six tabs fit a
 * 390 px phone, and Kasir's place is in the bar), or on both.
 */
const SHOWN: Partial<Record<Area, string>> = {
  member: 'admin-desktop-only',
  riwayat: 'admin-desktop-only',
  lainnya: 'admin-phone-only',
};

function Menu() {
  const admin = useMember();
  const area = areaOf(useLocation().pathname);
  const current = (a: Area) =>
    // Member and Riwayat are under Lainnya on a phone: both are marked there, one of them is shown.
    a === area || (a === 'lainnya' && phoneTabOf(area) === 'lainnya') ? 'page' : undefined;
  return (
    <nav className="admin-nav" aria-label="Menu admin">
      <Link to={paths.admin.root} className="admin-brand admin-desktop-only">
        <img src="/logo.svg" alt="" width={32} height={32} />
        Panel Admin
      </Link>
      <ul className="admin-tabs">
        {AREAS.map((a) => (
          <li key={a.area} className={SHOWN[a.area]}>
            <Link to={a.to} className="admin-tab" aria-current={current(a.area)}>
              <span className="admin-tab-icon">
                <Icon name={a.area} />
              </span>
              <span className="admin-tab-label">{a.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="admin-account admin-desktop-only">
        <p className="admin-account-email text-truncate" title={admin.email}>
          {admin.email}
        </p>
        <Link to={paths.home} className="btn btn-outline-light w-100 mb-2">
          <Icon name="site" size={20} />
          Lihat situs
        </Link>
        <SignOutButton className="btn-outline-light" />
      </div>
    </nav>
  );
}

/**
 * The admin screens' frame (not the public navbar): a one-row top bar holding the
 * screen's head (ScreenHeader), the screen, and the areas — a tab bar at the bottom
 * of a phone, within the thumb's reach; a side menu on a desktop.
 */
export function AdminLayout() {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return (
    <div className="admin">
      <SkipLink />
      <Menu />
      <header className="admin-topbar">
        <div className="admin-topbar-inner">
          <div className="admin-head" ref={setSlot} />
          <span className="admin-head-fallback">Panel Admin</span>
        </div>
      </header>
      <main id="main" className="admin-main" tabIndex={-1}>
        <ScreenSlot.Provider value={slot}>
          <Outlet />
        </ScreenSlot.Provider>
      </main>
    </div>
  );
}
