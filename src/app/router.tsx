import {
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigationType } from 'react-router';
import pages from 'virtual:og-pages';
import { MemberOnly } from '../features/member/MemberOnly';
import { Loading } from '../ui/LoadFaces';
import { BareLayout, SiteLayout } from './layouts';
import { UpdatePrompt } from './UpdatePrompt';
import { RouteBoundary } from './RouteBoundary';

// The routes are the page table's (src/app/pages.ts), as scripts/vite-pages.ts
// generates them into `virtual:og-pages`: its nesting, guards and redirects included.
// Declarative routes (not the data router): the same lazy pages for about 17 kB
// less JavaScript on every first visit.

/** An entry of the page table as the router has it. */
export type RoutePage = (typeof pages)[string];

const ENTRIES = Object.entries(pages);

/**
 * Every route pattern the router answers with a page of its own, i.e. where the
 * not-found shell (served for any path Hosting has no file for) must not be hydrated.
 */
// eslint-disable-next-line react-refresh/only-export-components -- read by main.tsx; the router is not hot-swapped
export const ROUTED: readonly string[] = ENTRIES.map(([, p]) => p.path).filter((p) => p !== '*');

/**
 * A lazily loaded page of the page table with its own error boundary, so one failing
 * page keeps the shell. A page's boundary starts afresh on every path; an area's (a
 * '/*' route: the member area, which holds the sign-in state, and the admin app)
 * stays mounted across its child pages.
 */
function page({ path, layout, load, prefetch }: RoutePage): {
  Page: ComponentType;
  ready: () => Promise<unknown>;
} {
  if (!load) throw new Error(`${path} has no page`);
  let loading: Promise<{ default: ComponentType }> | null = null;
  let loaded: ComponentType | null = null;
  // `prefetch` starts the page's data reads beside its code on the first visit
  // (the catalogue pages: their reads are the long pole on a slow phone).
  const start = () =>
    (loading ??= (() => {
      // A prefetch that fails changes nothing: the page reads (and reports) for itself.
      // Rendering at build time (src/app/prerender.tsx) reads nothing.
      if (!import.meta.env.SSR) prefetch?.().catch(() => {});
      const module = load();
      module.then(
        (m) => (loaded = m.default),
        () => (loading = null), // the next render tries again
      );
      return module;
    })());
  const Lazy = lazy(start);
  const area = path.endsWith('/*');
  // /link paints its own static markup until its page is in.
  const fallback = layout === 'bare' ? <></> : <Loading label="Memuat halaman..." />;
  function RoutePage() {
    const { pathname } = useLocation();
    // Once its code is in, the page is drawn at once: taking over a prerendered page
    // then never stops at a suspended part, where React drops a tap it cannot replay.
    // Chosen once: a component of another type later would draw the page afresh.
    const [Page] = useState(() => loaded ?? Lazy);
    return (
      <RouteBoundary key={area ? 'layout' : pathname}>
        <Suspense fallback={fallback}>
          <Page />
        </Suspense>
      </RouteBoundary>
    );
  }
  return { Page: RoutePage, ready: start };
}

const PAGE_OF = Object.fromEntries(ENTRIES.flatMap(([id, p]) => (p.load ? [[id, page(p)]] : [])));
const Pages: Record<string, ComponentType> = Object.fromEntries(
  Object.entries(PAGE_OF).map(([id, p]) => [id, p.Page]),
);

/**
 * Loads the code of the page whose route pattern is `route` (a prerendered page's
 * data-shell) before the app takes that page over (src/main.tsx); resolves either way.
 */
// eslint-disable-next-line react-refresh/only-export-components -- read by main.tsx; the router is not hot-swapped
export function pageCodeReady(route: string): Promise<void> {
  const entry = ENTRIES.find(([, p]) => p.path === route);
  // A page within an area (/member/login) is drawn inside the area's page: both.
  const ids = entry ? [entry[0], ...(entry[1].within ? [entry[1].within] : [])] : [];
  const all = ids.map((id) => PAGE_OF[id]?.ready());
  return Promise.all(all).then(
    () => {},
    () => {},
  );
}

/**
 * Sends the visitor on, keeping the navigation state (so registration's 'Registrasi
 * berhasil. Silakan login.' arrives at the login page). No page chunk is loaded for it.
 */
function Redirect({ to }: { to: string }) {
  const { state } = useLocation();
  return <Navigate to={to} replace state={state} />;
}

/** What the router shows for a page of the table: the app's lazy page, a test's stand-in. */
export type PageElement = (id: string, entry: RoutePage) => ReactNode;

const appPage: PageElement = (id) => {
  const Page = Pages[id]!;
  return <Page />;
};

/**
 * The route of the table's entry `id` with the entries within it (an area's pages,
 * matched under its path, each behind its guard: a page that needs a signed-in member
 * sends a signed-out visitor to its `signedOutTo`).
 */
// eslint-disable-next-line react-refresh/only-export-components -- the member pages' tests render the real routes
export function routeOf(id: string, element: PageElement = appPage, index = false): ReactElement {
  const entry = pages[id]!;
  const shown = entry.redirect ? <Redirect to={entry.redirect} /> : element(id, entry);
  const within = ENTRIES.filter(([, p]) => p.within === id);
  if (index) return <Route key={id} index element={shown} />;
  if (!within.length) return <Route key={id} path={entry.path} element={shown} />;

  const base = entry.path.replace(/\/\*$/, '');
  const child = ([childId, p]: (typeof ENTRIES)[number]) => routeOf(childId, element, p.path === base);
  // Pages with the same guard share it, as one layout route.
  const guards = [...new Set(within.map(([, p]) => p.signedOutTo))];
  return (
    <Route key={id} path={base} element={shown}>
      {guards.map((to) => {
        const guarded = within.filter(([, p]) => p.signedOutTo === to).map(child);
        return to === undefined ? (
          guarded
        ) : (
          <Route key={to} element={<MemberOnly redirectTo={to} />}>
            {guarded}
          </Route>
        );
      })}
    </Route>
  );
}

/** The table's routes (those not within an area) that `keep` accepts. */
const routes = (keep: (p: RoutePage) => boolean) =>
  ENTRIES.filter(([, p]) => !p.within && keep(p)).map(([id]) => routeOf(id));

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
      <Route element={<SiteLayout />}>{routes((p) => !p.layout)}</Route>
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
