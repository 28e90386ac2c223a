import { lazy, Suspense, useEffect, type ComponentType, type ReactElement } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { paths } from '../config/paths';
import { memberRoutes } from '../features/member/routes';
import { ToMemberLogin } from '../features/member/ToMemberLogin';
import { Loading } from '../ui/LoadFaces';
import { BareLayout, SiteLayout } from './layouts';
import { UpdatePrompt } from './UpdatePrompt';
import { RouteBoundary } from './RouteBoundary';

// Declarative routes (not the data router): the same lazy pages for about 17 kB
// less JavaScript on every first visit.

/**
 * A lazily loaded page with its own error boundary, so one failing page keeps the
 * shell. A page's boundary starts afresh on every path; a layout's (the member
 * area, which holds the sign-in state) stays mounted across its child pages.
 */
function page(
  load: () => Promise<{ default: ComponentType }>,
  {
    fallback = <Loading label="Memuat halaman..." />,
    layout = false,
    prefetch,
  }: { fallback?: ReactElement; layout?: boolean; prefetch?: () => Promise<void> } = {},
) {
  // `prefetch` starts the page's data reads beside its code on the first visit
  // (the catalogue pages: their reads are the long pole on a slow phone).
  const Page = lazy(() => {
    // A prefetch that fails changes nothing: the page reads (and reports) for itself.
    // Rendering at build time (src/app/prerender.tsx) reads nothing.
    if (!import.meta.env.SSR) prefetch?.().catch(() => {});
    return load();
  });
  return function RoutePage() {
    const { pathname } = useLocation();
    return (
      <RouteBoundary key={layout ? 'layout' : pathname}>
        <Suspense fallback={fallback}>
          <Page />
        </Suspense>
      </RouteBoundary>
    );
  };
}

const Home = page(() => import('../features/home/HomePage'));
const Pricelist = page(() => import('../features/pricelist/PricelistPage'), {
  prefetch: () =>
    import('../features/pricelist/tab-loaders').then((t) => t.prefetchPricelist(window.location.search)),
});
const Accessories = page(() => import('../features/accessories/AccessoriesPage'), {
  prefetch: () => import('../features/accessories/api').then((api) => api.prefetchAccessories()),
});
const GoodNews = page(() => import('../features/articles/GoodNewsPage'));
const Article = page(() => import('../features/articles/ArticlePage'));
const Calculator = page(() => import('../features/calculator/CalculatorPage'));
const RepairStatus = page(() => import('../features/repair-status/RepairStatusPage'));
const MemberArea = page(() => import('../features/member/MemberArea'), { layout: true });
const MemberLogin = page(() => import('../features/member/LoginPage'));
const MemberHome = page(() => import('../features/member/MemberHomePage'));
const MemberProfile = page(() => import('../features/member/ProfilePage'));
const MemberRewards = page(() => import('../features/member/RewardsPage'));
const MemberCoupons = page(() => import('../features/member/CouponsPage'));
const MemberNotifications = page(() => import('../features/member/NotificationsPage'));
const Admin = page(() => import('../features/admin/AdminApp'), {
  layout: true,
  // A catalogue screen's collection, read beside the admin chunk (staff on a phone
  // wait for a 5,000-item list); nothing for a visitor or member (prefetch.ts).
  prefetch: () => import('../features/admin/prefetch').then((p) => p.prefetchAdmin(window.location.pathname)),
});
const LinkInBio = page(() => import('../features/link-bio/LinkPage'), { fallback: <></> });
const NotFound = page(() => import('./NotFoundPage'));

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
        <Route path={paths.home} element={<Home />} />
        <Route path={paths.pricelist} element={<Pricelist />} />
        <Route path={paths.accessories} element={<Accessories />} />
        <Route path={paths.goodNews} element={<GoodNews />} />
        <Route path={paths.articlePattern} element={<Article />} />
        <Route path={paths.calculator} element={<Calculator />} />
        <Route path={paths.repairStatus} element={<RepairStatus />} />
        <Route path={paths.member.legacyLogin} element={<ToMemberLogin />} />
        {memberRoutes({
          area: <MemberArea />,
          login: <MemberLogin />,
          home: <MemberHome />,
          profile: <MemberProfile />,
          rewards: <MemberRewards />,
          coupons: <MemberCoupons />,
          notifications: <MemberNotifications />,
        })}
        <Route path="*" element={<NotFound />} />
      </Route>
      <Route element={<BareLayout />}>
        <Route path={paths.linkInBio} element={<LinkInBio />} />
      </Route>
      <Route path={`${paths.admin.root}/*`} element={<Admin />} />
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
