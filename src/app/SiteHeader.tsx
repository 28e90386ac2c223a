import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { navLinks, paths } from '../config/paths';

// Bootstrap's navbar markup without react-bootstrap's Navbar: the shell is on every
// route, and the plain version keeps ~15 kB of JS off the first load.
export function SiteHeader() {
  const [expanded, setExpanded] = useState(false);
  const close = () => setExpanded(false);
  // "Login Member" is where a member is on every member screen, signed in or not.
  const inMemberArea = useLocation().pathname.startsWith(paths.member.root);

  return (
    <header className="navbar navbar-expand-lg bg-dark sticky-top site-navbar shadow-sm" data-bs-theme="dark">
      <div className="container">
        <Link
          to={paths.home}
          onClick={close}
          className="navbar-brand d-flex align-items-center gap-2 fw-bold"
        >
          <img src="/logo.svg" alt="" width={60} height={60} className="site-logo" />
          <span>ONE GADGET</span>
        </Link>
        <button
          type="button"
          className="navbar-toggler"
          aria-controls="site-nav"
          aria-expanded={expanded}
          aria-label="Buka menu navigasi"
          onClick={() => setExpanded((e) => !e)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div id="site-nav" className={`collapse navbar-collapse${expanded ? ' show' : ''}`}>
          <nav aria-label="Navigasi utama" className="navbar-nav ms-auto">
            {navLinks.map((l) => (
              <NavLink
                key={l.to}
                to={l.to}
                end={l.to === paths.home}
                onClick={close}
                className={({ isActive }) =>
                  `nav-link${isActive || (l.to === paths.member.login && inMemberArea) ? ' active' : ''}`
                }
              >
                {l.label}
              </NavLink>
            ))}
          </nav>
        </div>
      </div>
    </header>
  );
}
