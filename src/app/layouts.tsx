import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Loading } from '../ui/LoadFaces';
import { InstallHint } from './InstallHint';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Every page but /link: navbar, page, footer. */
export function SiteLayout() {
  return (
    <div className="d-flex flex-column min-vh-100">
      <a className="visually-hidden-focusable skip-link" href="#main">
        Langsung ke konten
      </a>
      <SiteHeader />
      <main id="main" className="site-main flex-grow-1" tabIndex={-1}>
        <Suspense fallback={<Loading label="Memuat halaman..." />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <InstallHint />
    </div>
  );
}

/** /link: no header and no footer (it is a page of its own, opened from Instagram). */
export function BareLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
