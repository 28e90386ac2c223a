// Which file serves which path: one table, read by the app (ROUTED: where the
// not-found page may be taken over), the service worker (src/sw/shell-for-path.ts:
// the precached file that stands in for a path offline), and the build
// (scripts/vite-prerender.ts renders each SHELL ahead). firebase.json's rewrites
// send each path to the same file (scripts/lib/hosting-rewrites.test.ts keeps the
// two in step; tests/e2e/hosting.spec.ts checks the served pages). Paths without a
// rendered page (the member pages behind sign-in, the admin area) get APP_HTML, the
// app with an empty root. /link has its own page (scripts/vite-link-page.ts).
// No React here: the service worker's bundle imports this module.
import { paths } from '../config/paths';

/** The app without a rendered page: member pages, the admin area. */
export const APP_HTML = 'app.html';

export interface ServedRoute {
  /** The route pattern, as the router knows it ('/artikel/:id', '/member/*', '*' for any other path). */
  route: string;
  /** The file served for it, relative to the output folder. */
  file: string;
  /** For a page the build renders ahead: the URL rendered (a pattern's stand-in for its parameter). */
  url?: string;
}

/** A page the build renders ahead; its route is written on #root as data-shell. */
export type Shell = Required<ServedRoute>;

/** Every route pattern and its file; the first that matches a path serves it. */
export const ROUTE_FILES: readonly ServedRoute[] = [
  { route: paths.home, file: 'index.html', url: paths.home },
  { route: paths.linkInBio, file: 'link/index.html' },
  { route: paths.pricelist, file: 'pricelist.html', url: paths.pricelist },
  { route: paths.accessories, file: 'aksesoris.html', url: paths.accessories },
  { route: paths.goodNews, file: 'goodnews.html', url: paths.goodNews },
  { route: paths.articlePattern, file: 'artikel.html', url: paths.article('_') },
  { route: paths.calculator, file: 'kalkulator-harga.html', url: paths.calculator },
  { route: paths.repairStatus, file: 'cek-servisan.html', url: paths.repairStatus },
  { route: paths.member.login, file: 'member/login.html', url: paths.member.login },
  { route: paths.member.legacyLogin, file: APP_HTML },
  { route: `${paths.member.root}/*`, file: APP_HTML },
  { route: `${paths.admin.root}/*`, file: APP_HTML },
  // Hosting answers any path it has no file or rewrite for with 404.html (status 404).
  { route: '*', file: '404.html', url: '/404' },
];

/**
 * Pages whose largest paint is data their scripts read (price rows, product images, an
 * article's cover): the build starts their scripts with the HTML; the others' once
 * their first paint is on screen (scripts/vite-prerender.ts, SHELL_START_SOURCE).
 */
export const DATA_FIRST: ReadonlySet<string> = new Set([
  paths.pricelist,
  paths.accessories,
  paths.articlePattern,
]);

/** The pages the build renders ahead, the not-found page included. */
export const SHELLS: readonly Shell[] = ROUTE_FILES.filter((r): r is Shell => r.url !== undefined);

/**
 * Every route pattern the router answers with a page of its own, i.e. where the
 * not-found shell (served for any path Hosting has no file for) must not be hydrated.
 */
export const ROUTED: readonly string[] = ROUTE_FILES.map((r) => r.route).filter((r) => r !== '*');
