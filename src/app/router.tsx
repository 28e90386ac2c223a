import type { ComponentType } from 'react';
import { createBrowserRouter, type NonIndexRouteObject, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { ToMemberLogin } from '../features/member/ToMemberLogin';
import { BareLayout, SiteLayout } from './layouts';
import { RouteError } from './RouteError';

/** A lazily loaded page with its own error boundary, so one failing page keeps the shell. */
function page(
  load: () => Promise<{ default: ComponentType }>,
): Pick<NonIndexRouteObject, 'lazy' | 'ErrorBoundary'> {
  return {
    lazy: async () => ({ Component: (await load()).default }),
    ErrorBoundary: RouteError,
  };
}

const redirectToLogin = { element: <ToMemberLogin /> };

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    ErrorBoundary: RouteError,
    children: [
      { path: paths.home, ...page(() => import('../features/home/HomePage')) },
      { path: paths.pricelist, ...page(() => import('../features/pricelist/PricelistPage')) },
      { path: paths.accessories, ...page(() => import('../features/accessories/AccessoriesPage')) },
      { path: paths.goodNews, ...page(() => import('../features/articles/GoodNewsPage')) },
      { path: paths.articlePattern, ...page(() => import('../features/articles/ArticlePage')) },
      { path: paths.calculator, ...page(() => import('../features/calculator/CalculatorPage')) },
      { path: paths.repairStatus, ...page(() => import('../features/repair-status/RepairStatusPage')) },
      { path: paths.member.legacyLogin, ...redirectToLogin },
      {
        path: paths.member.root,
        ...page(() => import('../features/member/MemberArea')),
        children: [
          { index: true, ...redirectToLogin },
          { path: paths.member.login, ...page(() => import('../features/member/LoginPage')) },
          { path: paths.member.home, ...page(() => import('../features/member/MemberHomePage')) },
          { path: paths.member.profile, ...page(() => import('../features/member/ProfilePage')) },
          { path: paths.member.rewards, ...page(() => import('../features/member/RewardsPage')) },
          { path: paths.member.coupons, ...page(() => import('../features/member/CouponsPage')) },
          { path: paths.member.notifications, ...page(() => import('../features/member/NotificationsPage')) },
        ],
      },
      { path: '*', ...page(() => import('./NotFoundPage')) },
    ],
  },
  {
    element: <BareLayout />,
    ErrorBoundary: RouteError,
    children: [{ path: paths.linkInBio, ...page(() => import('../features/link-bio/LinkPage')) }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
