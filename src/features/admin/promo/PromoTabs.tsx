import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';

/** Promo's parts: the visitors' requests, the calculator's trade-in leads and the promo the home page shows. */
export function PromoTabs() {
  return (
    <nav aria-label="Bagian promo" className="nav nav-pills nav-fill admin-subtabs mb-3">
      <NavLink to={paths.admin.promo} end className="nav-link">
        Pengajuan
      </NavLink>
      <NavLink to={paths.admin.tradeIn} className="nav-link">
        Tukar tambah
      </NavLink>
      <NavLink to={paths.admin.promoActive} className="nav-link">
        Promo Aktif
      </NavLink>
    </nav>
  );
}
