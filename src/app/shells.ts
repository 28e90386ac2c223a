// The public routes whose HTML the build renders ahead (scripts/vite-prerender.ts),
// and the file each is served from. firebase.json's rewrites send each route to its
// file (tests/e2e/hosting.spec.ts and shells.test.ts keep the two in step); routes
// without a shell (the member pages behind sign-in, the admin area) get APP_HTML,
// the app with an empty root. /link has its own page (scripts/vite-link-page.ts).
import { paths } from '../config/paths';

export interface Shell {
  /** The route pattern, as the router knows it; written on #root as data-shell. */
  route: string;
  /** The URL rendered for it (a pattern's stand-in for its parameter). */
  url: string;
  /** Where the build writes it, relative to the output folder. */
  file: string;
}

export const SHELLS: readonly Shell[] = [
  { route: paths.home, url: paths.home, file: 'index.html' },
  { route: paths.pricelist, url: paths.pricelist, file: 'pricelist.html' },
  { route: paths.accessories, url: paths.accessories, file: 'aksesoris.html' },
  { route: paths.goodNews, url: paths.goodNews, file: 'goodnews.html' },
  { route: paths.articlePattern, url: paths.article('_'), file: 'artikel.html' },
  { route: paths.calculator, url: paths.calculator, file: 'kalkulator-harga.html' },
  { route: paths.repairStatus, url: paths.repairStatus, file: 'cek-servisan.html' },
  { route: paths.member.login, url: paths.member.login, file: 'member/login.html' },
  // Hosting answers any path it has no file or rewrite for with 404.html (status 404).
  { route: '*', url: '/404', file: '404.html' },
];

/** The app without a rendered page: member pages, the admin area. */
export const APP_HTML = 'app.html';

/**
 * Every route pattern the router answers with a page of its own, i.e. where the
 * not-found shell (served for any path Hosting has no file for) must not be hydrated.
 */
export const ROUTED = [
  ...SHELLS.map((s) => s.route).filter((r) => r !== '*'),
  paths.linkInBio,
  paths.member.legacyLogin,
  `${paths.member.root}/*`,
  `${paths.admin.root}/*`,
];
