import { Suspense, lazy, useEffect, useState } from 'react';
import { preconnect } from 'react-dom';
import { Outlet } from 'react-router';
import { envResult, firestoreOrigin } from '../config/env';
import { Loading } from '../ui/LoadFaces';
import { SkipLink } from '../ui/SkipLink';
import { afterLoadWhenIdle } from '../lib/idle';
import { useHydrated } from '../ui/useHydrated';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

// Its view fetched only by the browsers that get it (loadInstallHint).
const InstallHint = lazy(() => import('./install-hint').then((m) => m.loadInstallHint()));

/** Where the hint may show at all (Safari on iPhone and iPad, which may say Macintosh): the rest load nothing for it. */
const MAYBE_IOS = /iP(hone|od|ad)|Macintosh/;

/**
 * The "add to home screen" hint, decided once the page has taken over the build's HTML,
 * loaded and is idle, in a small file of its own fetched only by browsers that may get
 * it: no first script carries it, and no page's start-up reads storage for it.
 */
function InstallHintSlot() {
  const hydrated = useHydrated();
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    if (!hydrated || !MAYBE_IOS.test(navigator.userAgent)) return;
    return afterLoadWhenIdle(
      () =>
        void import('./install-hint').then(
          (m) => m.installHintOffered() && setOffered(true),
          () => {}, // offline before the service worker is in: no hint
        ),
    );
  }, [hydrated]);
  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <InstallHint />
    </Suspense>
  );
}

/** Every page but /link: navbar, page, footer. */
export function SiteLayout() {
  // Every page here reads Firestore as soon as its scripts run: the connection (on a
  // phone's line, DNS and TLS cost round trips of their own) opens while they download.
  // Rendered at build time, this is a <link rel="preconnect"> in the page's head.
  // Firestore's requests carry no cookies: the anonymous connection is the one used.
  if (envResult.ok) preconnect(firestoreOrigin(envResult.env), { crossOrigin: 'anonymous' });
  return (
    <div className="d-flex flex-column min-vh-100">
      <SkipLink />
      <SiteHeader />
      <main id="main" className="site-main flex-grow-1" tabIndex={-1}>
        <Suspense fallback={<Loading label="Memuat halaman..." />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <InstallHintSlot />
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
