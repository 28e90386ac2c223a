import { NavLink } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';

/** Promo's parts: the visitors' requests, the calculator's trade-in leads and the promo the home page shows. */
export function PromoTabs() {
  return (
    <nav aria-label="Bagian promo" className="nav nav-pills nav-fill admin-subtabs mb-3">
      <NavLink to={adminPaths.promo} end className="nav-link">
        Pengajuan
      </NavLink>
      <NavLink to={adminPaths.tradeIn} className="nav-link">
        Tukar tambah
      </NavLink>
      <NavLink to={adminPaths.promoActive} className="nav-link">
        Promo Aktif
      </NavLink>
    </nav>
  );
}
