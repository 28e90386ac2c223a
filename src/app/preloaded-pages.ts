// Which lazy pages the build's route preload (scripts/vite-route-preload.ts) starts
// downloading beside main.js, by the route a visitor lands on. Every page module
// that src/app/router.tsx loads lazily is either here or in LEFT_OUT with its
// reason; preloaded-pages.test.ts fails when one is in neither. The admin area is
// never named here: public code does not mention it (the test knows it instead; the
// build script preloads it for /admin paths only, ADMIN_PRELOAD in vite-route-preload.ts).
import { paths } from '../config/paths';

/**
 * Landing routes → the modules of their page (a module that no longer makes a
 * chunk fails the build). A key ending in '/' matches by prefix.
 */
export const PRELOADED_PAGES: Record<string, string | string[]> = {
  [paths.home]: 'src/features/home/HomePage.tsx',
  [paths.pricelist]: 'src/features/pricelist/PricelistPage.tsx',
  [paths.accessories]: 'src/features/accessories/AccessoriesPage.tsx',
  [paths.goodNews]: 'src/features/articles/GoodNewsPage.tsx',
  [paths.article('')]: 'src/features/articles/ArticlePage.tsx',
  [paths.calculator]: 'src/features/calculator/CalculatorPage.tsx',
  [paths.repairStatus]: 'src/features/repair-status/RepairStatusPage.tsx',
  [paths.member.login]: ['src/features/member/MemberArea.tsx', 'src/features/member/LoginPage.tsx'],
};

/** Lazy pages with no preload, and why. */
export const LEFT_OUT: Record<string, string> = {
  'src/features/member/MemberHomePage.tsx': 'reached after signing in, when the member chunks are loaded',
  'src/features/member/ProfilePage.tsx': 'reached from the member area',
  'src/features/member/RewardsPage.tsx': 'reached from the member area',
  'src/features/member/CouponsPage.tsx': 'reached from the member area',
  'src/features/member/NotificationsPage.tsx': 'reached from the member area',
  'src/features/link-bio/LinkPage.tsx': '/link is served as its own static page (scripts/vite-link-page.ts)',
  'src/app/NotFoundPage.tsx': 'no landing route: any unknown path',
};
