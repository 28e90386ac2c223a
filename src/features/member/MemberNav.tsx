import { useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import pages from 'virtual:og-pages';
import { paths } from '../../config/paths';
import { useAuth } from '../../ui/auth-context';
import { useLogout } from './useLogout';

/** The member pages with a menu label, in the page table's order (src/app/pages.ts). */
const LINKS = Object.values(pages).flatMap((p) =>
  p.area === 'member' && p.menu ? [{ to: p.path, label: p.menu }] : [],
);

/**
 * The member pages' own menu, for a signed-in member (not on the login page): one row
 * of tabs that scrolls sideways on a phone, and Keluar (sign out) pinned at its end. On beranda
 * the page's own Keluar card (the spec's logout card) is the one, so the menu leaves it out.
 */
export function MemberNav() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const doLogout = useLogout();
  const tabs = useRef<HTMLUListElement>(null);

  // On a phone the row is wider than the screen: the current tab is scrolled to its middle
  // (once the menu is there: it waits for Auth's answer).
  const shown = Boolean(user) && pathname !== paths.member.login;
  useLayoutEffect(() => {
    const row = tabs.current;
    const active = row?.querySelector('.active');
    if (!row || !active) return;
    const r = active.getBoundingClientRect();
    const box = row.getBoundingClientRect();
    if (r.left < box.left || r.right > box.right)
      row.scrollLeft += r.left + r.width / 2 - (box.left + box.width / 2);
  }, [pathname, shown]);

  if (!user || !shown) return null;
  return (
    <nav aria-label="Menu member" className="member-nav border-bottom bg-body-tertiary">
      <div className="container d-flex align-items-center gap-2 py-2">
        <ul ref={tabs} className="nav nav-pills member-nav-tabs">
          {LINKS.map((l) => (
            <li className="nav-item" key={l.to}>
              <NavLink to={l.to} className="nav-link">
                {l.label}
              </NavLink>
            </li>
          ))}
          {user.admin && (
            <li className="nav-item">
              <NavLink to={paths.admin.root} className="nav-link">
                Panel Admin
              </NavLink>
            </li>
          )}
        </ul>
        {pathname !== paths.member.home && (
          <button type="button" className="btn btn-outline-danger member-nav-logout" onClick={doLogout}>
            Keluar
          </button>
        )}
      </div>
    </nav>
  );
}
