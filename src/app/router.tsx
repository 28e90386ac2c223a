import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { paths } from '../config/paths';
import { memberRoutes } from '../features/member/routes';
import { ToMemberLogin } from '../features/member/ToMemberLogin';
import { Loading } from '../ui/LoadFaces';
import { BareLayout, SiteLayout } from './layouts';
import { UpdatePrompt } from './UpdatePrompt';
import { RouteBoundary } from './RouteBoundary';
import { ROUTE_PAGES, type RoutePage } from './page-routes';
import type { LazyPageId, PageId } from './pages';

// Declarative routes (not the data router): the same lazy pages for about 17 kB
// less JavaScript on every first visit.

/**
 * A lazily loaded page of the page table (src/app/pages.ts) with its own error
 * boundary, so one failing page keeps the shell. A page's boundary starts afresh on
 * every path; an area's (a '/*' route: the member area, which holds the sign-in
 * state, and the admin app) stays mounted across its child pages.
 */
function page({ path, layout, load, prefetch }: RoutePage): ComponentType {
  if (!load) throw new Error(`${path} has no page`);
  // `prefetch` starts the page's data reads beside its code on the first visit
  // (the catalogue pages: their reads are the long pole on a slow phone).
  const Page = lazy(() => {
    // A prefetch that fails changes nothing: the page reads (and reports) for itself.
    // Rendering at build time (src/app/prerender.tsx) reads nothing.
    if (!import.meta.env.SSR) prefetch?.().catch(() => {});
    return load();
  });
  const area = path.endsWith('/*');
  // /link paints its own static markup until its page is in.
  const fallback = layout === 'bare' ? <></> : <Loading label="Memuat halaman..." />;
  return function RoutePage() {
    const { pathname } = useLocation();
    return (
      <RouteBoundary key={area ? 'layout' : pathname}>
        <Suspense fallback={fallback}>
          <Page />
        </Suspense>
      </RouteBoundary>
    );
  };
}

const entries = Object.entries(ROUTE_PAGES) as [PageId, RoutePage][];
const Pages = Object.fromEntries(entries.filter(([, p]) => p.load).map(([id, p]) => [id, page(p)])) as Record<
  LazyPageId,
  ComponentType
>;

/** The table's pages that `keep` accepts, as routes. */
const routes = (keep: (p: RoutePage) => boolean) =>
  entries
    .filter(([, p]) => p.load && keep(p))
    .map(([id, p]) => {
      const Page = Pages[id as LazyPageId];
      return <Route key={id} path={p.path} element={<Page />} />;
    });

/** New pages start at the top; back and forward keep the browser's own scroll restoration. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {routes((p) => !p.area && !p.layout)}
        <Route path={paths.member.legacyLogin} element={<ToMemberLogin />} />
        {/* The member pages' guards and nesting are the member area's (features/member/routes.tsx). */}
        {memberRoutes({
          area: <Pages.memberArea />,
          login: <Pages.memberLogin />,
          home: <Pages.memberHome />,
          profile: <Pages.memberProfile />,
          rewards: <Pages.memberRewards />,
          coupons: <Pages.memberCoupons />,
          notifications: <Pages.memberNotifications />,
        })}
      </Route>
      <Route element={<BareLayout />}>{routes((p) => p.layout === 'bare')}</Route>
      {/* The admin area: its own layout and routes (features/admin/AdminApp.tsx). */}
      {routes((p) => p.layout === 'own')}
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <AppRoutes />
      {/* Every area, the admin's included: staff on a phone get updates too. */}
      <UpdatePrompt />
    </BrowserRouter>
  );
}
