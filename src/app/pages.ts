// The page table: every route of the app, in one place. Adding a public page is its
// module plus one entry here. Everything that needs to know the routes reads this:
// - the router (src/app/router.tsx), through the lazy imports scripts/vite-pages.ts
//   generates from it (`virtual:og-pages`): the app's bundle gets each entry's path,
//   area, layout and import, not the build's part of the table;
// - the service worker's offline stand-in for a path (src/sw/shell-for-path.ts);
// - the build: the pages rendered ahead (scripts/vite-prerender.ts), the route preload
//   (scripts/vite-route-preload.ts), the precache's public/private split
//   (scripts/vite-precache.ts);
// - Firebase Hosting: with firebase.json's cleanUrls, a path is served its own-named file
//   (/garansi → garansi.html, /link → link/index.html) with no rewrite; firebase.json's
//   few rewrites (patterns, areas' shared files) are checked against the table by
//   scripts/lib/hosting-rewrites.test.ts, which names any that is missing.
// Plain data, no React and no import(): the service worker and Node import this module.
import { paths } from '../config/paths.ts';

/** The app without a rendered page: member pages, the admin area. */
export const APP_HTML = 'app.html';

export type Area = 'public' | 'member' | 'admin';

export interface PageEntry {
  /** The router's pattern ('/artikel/:id'; '/admin/*' for an area with its own routes; '*' for any other path). */
  path: string;
  /**
   * The page's module, from the project root (its default export is the page), loaded
   * lazily; none for a route the router answers itself (a redirect).
   */
  page?: `src/${string}.tsx`;
  /** Who it is for: the precache keeps member and admin code out of a visitor's cache. */
  area: Area;
  /**
   * Around it: the site's header and footer ('site', the default), nothing ('bare':
   * the page shows no loading face either), or its own (an area app with its own routes).
   */
  layout?: 'site' | 'bare' | 'own';
  /**
   * The file Hosting serves for this path (found by its name with cleanUrls, else a
   * rewrite in firebase.json) and the service
   * worker stands in with offline. None when a broader entry's file serves it.
   */
  file?: string;
  /** Rendered at build time into `file`: the URL rendered (a pattern's stand-in for its parameter). */
  prerender?: string;
  /**
   * What a search result and a shared link say under the page's title (its
   * <meta name="description">, og:description), written into the page's HTML by the
   * build; needed by every prerendered page. The title is the page's own (usePageTitle).
   */
  description?: string;
  /**
   * Its largest paint is data its scripts read (price rows, product images, an article's
   * cover): its HTML names the scripts; other pages start them after their first paint.
   */
  dataFirst?: boolean;
  /**
   * The page's layout page (another entry's key), loaded and preloaded with it.
   */
  within?: string;
  /**
   * A module whose `prefetch(location)` the router calls as it starts loading the page:
   * the page's reads start beside its code (its catalogue, on a slow phone the long pole).
   */
  prefetch?: `src/${string}.ts`;
  /**
   * Whether the route preload starts its files beside main.js when someone lands on it
   * (default yes): say why not where it is false.
   */
  preload?: boolean;
}

/**
 * Every route, in the order a path is matched against them for its file (the first
 * whose pattern matches serves it), which is also the route preload's order.
 */
export const PAGES = {
  home: {
    path: paths.home,
    page: 'src/features/home/HomePage.tsx',
    area: 'public',
    file: 'index.html',
    prerender: paths.home,
    description:
      'ONE GADGET Bali, toko HP, laptop dan Mac di Denpasar: pricelist iPhone dan Android baru & second, tukar tambah, servis, aksesoris dan cek status servisan.',
  },
  link: {
    path: paths.linkInBio,
    page: 'src/features/link-bio/LinkPage.tsx',
    area: 'public',
    layout: 'bare',
    file: 'link/index.html',
    // Its own static page (scripts/vite-link-page.ts), which does not load the app.
    preload: false,
  },
  pricelist: {
    path: paths.pricelist,
    page: 'src/features/pricelist/PricelistPage.tsx',
    area: 'public',
    file: 'pricelist.html',
    prerender: paths.pricelist,
    description:
      'Pricelist terbaru ONE GADGET Bali: harga iPhone dan Android baru & second, langsung dari toko di Denpasar. Chat admin untuk pesan atau tanya stok.',
    dataFirst: true,
    prefetch: 'src/features/pricelist/tab-loaders.ts',
  },
  accessories: {
    path: paths.accessories,
    page: 'src/features/accessories/AccessoriesPage.tsx',
    area: 'public',
    file: 'aksesoris.html',
    prerender: paths.accessories,
    description:
      'Aksesoris HP di ONE GADGET Bali, Denpasar: charger, kabel, casing, custom case dan lainnya, dengan harga dan stok terbaru. Pesan lewat WhatsApp.',
    dataFirst: true,
    prefetch: 'src/features/accessories/api.ts',
  },
  goodNews: {
    path: paths.goodNews,
    page: 'src/features/articles/GoodNewsPage.tsx',
    area: 'public',
    file: 'goodnews.html',
    prerender: paths.goodNews,
    description: 'Good News dari ONE GADGET Bali: promo, tips merawat HP dan kabar terbaru seputar gadget.',
  },
  article: {
    path: paths.articlePattern,
    page: 'src/features/articles/ArticlePage.tsx',
    area: 'public',
    file: 'artikel.html',
    prerender: paths.article('_'),
    // The shared page of an article newer than the build (those it read get their own).
    description: 'Artikel ONE GADGET Bali: promo, tips dan kabar terbaru seputar HP, laptop dan Mac.',
    dataFirst: true,
  },
  calculator: {
    path: paths.calculator,
    page: 'src/features/calculator/CalculatorPage.tsx',
    area: 'public',
    file: 'kalkulator-harga.html',
    prerender: paths.calculator,
    description:
      'Kalkulator Harga ONE GADGET Bali: cek estimasi harga HP baru dan nilai tukar tambah HP lama kamu sebelum datang ke toko.',
  },
  repairStatus: {
    path: paths.repairStatus,
    page: 'src/features/repair-status/RepairStatusPage.tsx',
    area: 'public',
    file: 'cek-servisan.html',
    prerender: paths.repairStatus,
    description: 'Cek status servisan HP, laptop atau Mac kamu di ONE GADGET Bali dengan kode servisan.',
  },
  memberLogin: {
    path: paths.member.login,
    page: 'src/features/member/LoginPage.tsx',
    area: 'member',
    file: 'member/login.html',
    prerender: paths.member.login,
    description: 'Login Member ONE GADGET Bali: kumpulkan poin, tukar reward dan pakai kupon belanja.',
    within: 'memberArea',
  },
  // The old login address: the router sends it on to the login page.
  legacyLogin: { path: paths.member.legacyLogin, area: 'member', file: APP_HTML },
  memberArea: {
    path: `${paths.member.root}/*`,
    page: 'src/features/member/MemberArea.tsx',
    area: 'member',
    file: APP_HTML,
    // Its pages behind sign-in are reached after signing in, when its chunks are loaded.
    preload: false,
  },
  // The member pages behind sign-in (their routes and guards: features/member/routes.tsx).
  memberHome: {
    path: paths.member.home,
    page: 'src/features/member/MemberHomePage.tsx',
    area: 'member',
    preload: false,
  },
  memberProfile: {
    path: paths.member.profile,
    page: 'src/features/member/ProfilePage.tsx',
    area: 'member',
    preload: false,
  },
  memberRewards: {
    path: paths.member.rewards,
    page: 'src/features/member/RewardsPage.tsx',
    area: 'member',
    preload: false,
  },
  memberCoupons: {
    path: paths.member.coupons,
    page: 'src/features/member/CouponsPage.tsx',
    area: 'member',
    preload: false,
  },
  memberNotifications: {
    path: paths.member.notifications,
    page: 'src/features/member/NotificationsPage.tsx',
    area: 'member',
    preload: false,
  },
  // Staff land on /admin/... from a bookmark, on a phone: its chunk and the list it
  // opens start at once (only /admin paths: a visitor never downloads admin code).
  admin: {
    path: `${paths.admin.root}/*`,
    page: 'src/features/admin/AdminApp.tsx',
    area: 'admin',
    layout: 'own',
    file: APP_HTML,
    prefetch: 'src/features/admin/prefetch.ts',
  },
  // Hosting answers any path it has no file or rewrite for with 404.html (status 404).
  notFound: {
    path: '*',
    page: 'src/app/NotFoundPage.tsx',
    area: 'public',
    file: '404.html',
    prerender: '/404',
    description: 'Halaman tidak ditemukan di ONE GADGET Bali.',
    // No landing route: any unknown path.
    preload: false,
  },
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof PAGES;

/** The entries with a page module (not a route the router answers itself). */
export type LazyPageId = { [K in PageId]: (typeof PAGES)[K] extends { page: string } ? K : never }[PageId];

/** The entries with their keys, in the table's order. */
export const PAGE_LIST: readonly (PageEntry & { id: PageId })[] = Object.entries(PAGES).map(
  ([id, entry]) => ({
    ...entry,
    id: id as PageId,
  }),
);

/** A route and the file served for it. */
export type ServedRoute = PageEntry & { file: string };

/** Every route with a file of its own; the first whose pattern matches a path serves it. */
export const ROUTE_FILES: readonly ServedRoute[] = PAGE_LIST.filter((p): p is ServedRoute & { id: PageId } =>
  Boolean(p.file),
);

/**
 * The address Hosting serves a page file at (firebase.json's cleanUrls: 'pricelist.html' →
 * '/pricelist', 'link/index.html' → '/link', 'index.html' → '/'): what the service worker
 * precaches it under, so its install asks for each page once, with no redirect.
 */
export function pageUrl(file: string): string {
  return `/${file.replace(/^\//, '')}`.replace(/\.html$/, '').replace(/\/index$/, '') || '/';
}

/** A page the build renders ahead; its route is written on #root as data-shell. */
export interface Shell {
  route: string;
  file: string;
  url: string;
  dataFirst: boolean;
  /** The page table's description (see PageEntry). */
  description?: string;
}

/** The pages the build renders ahead, the not-found page included. */
export const SHELLS: readonly Shell[] = ROUTE_FILES.flatMap((p) =>
  p.prerender
    ? [
        {
          route: p.path,
          file: p.file,
          url: p.prerender,
          dataFirst: p.dataFirst ?? false,
          ...(p.description ? { description: p.description } : {}),
        },
      ]
    : [],
);

/** The modules a page loads when it is shown: its layout page's, its own, its prefetch's. */
export function pageModules(entry: PageEntry): string[] {
  const within = entry.within ? (PAGES as Record<string, PageEntry>)[entry.within] : undefined;
  if (entry.within && !within)
    throw new Error(`pages: ${entry.path} is within an unknown entry ${entry.within}`);
  return [within?.page, entry.page, entry.prefetch].flatMap((m) => (m ? [m] : []));
}
