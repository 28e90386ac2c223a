// The page table: every route of the app, in one place. Adding a page, public, member or
// admin, is its module plus one entry here. Everything that needs to know the routes reads this:
// - the router (src/app/router.tsx), through the modules scripts/vite-pages.ts generates
//   from it (`virtual:og-pages`, lazy imports: the app's bundle gets each entry's path,
//   area, layout, guard, menu label and import, not the build's part of the table), the
//   member menu (MemberNav), and the admin app with its tab bar (`virtual:og-pages/admin`);
// - the bench's public routes (scripts/bench/report.mjs);
// - the service worker's offline stand-in for a path (src/sw/shell-for-path.ts);
// - the build: the pages rendered ahead, each written whole by src/app/Document.tsx
//   (scripts/vite-static-pages.ts), the route preload's map (scripts/route-files.ts), the
//   precache's public/private split
//   (scripts/vite-precache.ts);
// - Firebase Hosting: with firebase.json's cleanUrls, a path is served its own-named file
//   (/garansi → garansi.html, /link → link/index.html) with no rewrite; firebase.json's
//   few rewrites (patterns, areas' shared files) are checked against the table by
//   scripts/lib/hosting-server.test.ts (asking Hosting's engine), which names any that is missing.
// Plain data, no React and no import(): the service worker and Node import this module.
import { paths } from '../config/paths.ts';
import type { ListName } from '../firebase/lists.ts';
import { adminPaths } from '../config/admin-paths.ts';

/** The app without a rendered page: member pages, the admin area. */
export const APP_HTML = 'app.html';

export type Area = 'public' | 'member' | 'admin';

/** The admin's areas: a tab of its tab bar (phones) and side menu (desktop). */
export type AdminTab =
  'dashboard' | 'kasir' | 'servis' | 'katalog' | 'promo' | 'member' | 'riwayat' | 'lainnya';

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
   * the page shows no loading face either; within the admin app: no admin bar, as the
   * printed receipt), or its own (an area app with its own routes).
   */
  layout?: 'site' | 'bare' | 'own';
  /**
   * A route the router answers by sending the visitor on to this path (keeping the
   * navigation state); it has no page.
   */
  redirect?: string;
  /**
   * Needs a signed-in member: where a signed-out visitor is sent instead (a spinner
   * while Auth has not answered). For the pages within the member area.
   */
  signedOutTo?: string;
  /** Its label in its area's menu (the member menu, the admin's tabs), shown in the table's order. */
  menu?: string;
  /** An admin screen's area: the tab marked while it is shown (none: no tab, as the admin's not-found). */
  tab?: AdminTab;
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
   * The visitor lists it shows (src/firebase/lists.ts): its HTML starts reading the one
   * `?tab=` names, else the first, before the app arrives (src/app/list-start.ts).
   */
  lists?: readonly ListName[];
  /**
   * With `lists`: the program that paints the list's first rows before the app arrives
   * (src/ui/first-rows.ts), a module importing the app's own files; list-start.ts starts it
   * once it has asked.
   */
  firstRows?: string;
  /**
   * The area entry (another entry's key) whose routes hold this page: its layout page,
   * loaded and preloaded with it (the member area's nested pages). Within an area app
   * with its own layout (the admin app), the page is part of the app's code: bundled
   * into it, loaded and preloaded as the app, matched by the app's own router.
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
 * A member page behind sign-in, within the member area (which holds the sign-in state);
 * its module is named from src/features/member/ ('CouponsPage'). `menu` is its label in
 * the member menu, `signedOutTo` where a signed-out visitor is sent. Reached after
 * signing in, when the area's chunks are loaded: not preloaded.
 */
function memberPage<M extends string>(
  path: string,
  module: M,
  menu: string,
  signedOutTo: string = paths.member.login,
) {
  const page = `src/features/member/${module}.tsx` as const;
  return { path, page, area: 'member', within: 'memberArea', signedOutTo, menu, preload: false } as const;
}

/**
 * A screen of the admin app, behind the admin claim: part of the app's code (bundled
 * with it); its module is named from src/features/admin/ ('repairs/RepairsPage'). `tab`
 * is the admin area marked while it is shown; `menu`, the tab's label, on the one
 * screen of its area that the tab opens.
 */
function adminScreen<M extends string>(path: string, module: M, tab?: AdminTab, menu?: string) {
  const page = `src/features/admin/${module}.tsx` as const;
  return { path, page, area: 'admin', within: 'admin', ...(tab && { tab }), ...(menu && { menu }) } as const;
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
    // Its own static page (LinkView rendered at build time by Document.tsx), which does not load the app.
    preload: false,
  },
  pricelist: {
    path: paths.pricelist,
    page: 'src/features/pricelist/PricelistPage.tsx',
    area: 'public',
    file: 'pricelist.html',
    prerender: paths.pricelist,
    description:
      'Pricelist terbaru ONE GADGET Bali: harga iPhone dan Android baru & second, langsung dari toko di Denpasar. Hubungi admin untuk pesan atau tanya stok.',
    dataFirst: true,
    lists: ['hp', 'android', 'laptop', 'service', 'sparepart'],
    firstRows: 'src/features/pricelist/early-paint.ts',
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
    lists: ['aksesoris'],
    firstRows: 'src/features/accessories/early-paint.ts',
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
  legacyLogin: {
    path: paths.member.legacyLogin,
    area: 'member',
    file: APP_HTML,
    redirect: paths.member.login,
  },
  memberArea: {
    path: `${paths.member.root}/*`,
    page: 'src/features/member/MemberArea.tsx',
    area: 'member',
    file: APP_HTML,
    // Its pages behind sign-in are reached after signing in, when its chunks are loaded.
    preload: false,
  },
  memberIndex: {
    path: paths.member.root,
    area: 'member',
    within: 'memberArea',
    redirect: paths.member.login,
  },
  // The member pages behind sign-in, in the member menu's order.
  memberHome: memberPage(paths.member.home, 'MemberHomePage', 'Beranda'),
  memberCard: memberPage(paths.member.card, 'CardPage', 'Kartu'),
  memberNotifications: memberPage(paths.member.notifications, 'NotificationsPage', 'Notifikasi'),
  memberCoupons: memberPage(paths.member.coupons, 'CouponsPage', 'Kupon'),
  memberRewards: memberPage(paths.member.rewards, 'RewardsPage', 'Reward'),
  // A signed-out visitor goes through the old login address, which leads on to the login page.
  memberProfile: memberPage(paths.member.profile, 'ProfilePage', 'Profil', paths.member.legacyLogin),
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
  // The admin screens, behind the admin claim (features/admin/AdminOnly.tsx), in the
  // tabs' order: an entry with `menu` is its tab's link.
  adminDashboard: adminScreen(paths.admin.root, 'DashboardPage', 'dashboard', 'Ringkasan'),
  // The counter's screen, second: one tap from anywhere on a phone.
  adminTill: adminScreen(adminPaths.till, 'till/TillPage', 'kasir', 'Kasir'),
  adminRepairs: adminScreen(adminPaths.repairs, 'repairs/RepairsPage', 'servis', 'Servis'),
  adminNewRepair: adminScreen(adminPaths.newRepair, 'repairs/NewRepairPage', 'servis'),
  adminRepair: adminScreen(`${adminPaths.repairs}/:code`, 'repairs/RepairPage', 'servis'),
  // Printed alone: no admin bar on the paper.
  adminReceipt: {
    ...adminScreen(`${adminPaths.repairs}/:code/nota`, 'repairs/ReceiptPage', 'servis'),
    layout: 'bare',
  },
  adminCatalogue: adminScreen(adminPaths.catalogue, 'catalogue/CataloguePage', 'katalog', 'Katalog'),
  // A collection's screens: member content is Member's tab, the active promo Promo's
  // (features/admin/shell/areas.ts).
  adminCollection: adminScreen(`${adminPaths.catalogue}/:collection`, 'catalogue/CollectionPage', 'katalog'),
  adminImport: adminScreen(`${adminPaths.catalogue}/:collection/impor`, 'bulk/ImportPage', 'katalog'),
  adminBulkPrice: adminScreen(
    `${adminPaths.catalogue}/:collection/harga-massal`,
    'bulk/BulkPricePage',
    'katalog',
  ),
  adminRecord: adminScreen(`${adminPaths.catalogue}/:collection/:id`, 'core/record/RecordPage', 'katalog'),
  adminPromo: adminScreen(adminPaths.promo, 'promo/PromoInboxPage', 'promo', 'Promo'),
  adminPromoActive: adminScreen(adminPaths.promoActive, 'promo/PromoActivePage', 'promo'),
  adminTradeIn: adminScreen(adminPaths.tradeIn, 'promo/TradeInInboxPage', 'promo'),
  adminSales: adminScreen(adminPaths.sales, 'sales/SalesPage', 'kasir'),
  adminPointsRate: adminScreen(adminPaths.pointsRate, 'sales/PointsRatePage', 'kasir'),
  // Member and Riwayat are under 'Lainnya' on a phone (features/admin/AdminLayout.tsx).
  adminMembers: adminScreen(adminPaths.members, 'members/MembersPage', 'member', 'Member'),
  adminHistory: adminScreen(adminPaths.history, 'history/HistoryPage', 'riwayat', 'Riwayat'),
  adminMore: adminScreen(adminPaths.more, 'shell/MorePage', 'lainnya', 'Lainnya'),
  // Any other admin address: no tab is marked.
  adminNotFound: adminScreen(`${paths.admin.root}/*`, 'shell/AdminNotFound'),
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

const ENTRIES = PAGES as Record<string, PageEntry>;

/** The area app (layout 'own') whose code holds this entry's page, if any. */
export function ownAreaOf(
  entry: PageEntry,
  entries: Record<string, PageEntry> = ENTRIES,
): (PageEntry & { id: string }) | undefined {
  const within = entry.within ? entries[entry.within] : undefined;
  return within?.layout === 'own' ? { ...within, id: entry.within! } : undefined;
}

/**
 * The entries with their keys, in the table's order. A page within an area app is
 * never preloaded on its own: the app's entry preloads its code, which holds it.
 */
export const PAGE_LIST: readonly (PageEntry & { id: PageId })[] = Object.entries(PAGES).map(
  ([id, entry]: [string, PageEntry]) => ({
    ...entry,
    ...(ownAreaOf(entry) ? { preload: false } : {}),
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
  /** The visitor lists it shows, and the program painting their first rows (see PageEntry). */
  lists?: readonly ListName[];
  firstRows?: string;
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
          ...(p.lists ? { lists: p.lists } : {}),
          ...(p.firstRows ? { firstRows: p.firstRows } : {}),
        },
      ]
    : [],
);

/** The modules a page loads when it is shown: its layout page's, its own, its prefetch's. */
export function pageModules(entry: PageEntry): string[] {
  const within = entry.within ? ENTRIES[entry.within] : undefined;
  if (entry.within && !within)
    throw new Error(`pages: ${entry.path} is within an unknown entry ${entry.within}`);
  // A screen of an area app is in the app's code: it loads what the app loads.
  if (within?.layout === 'own') return pageModules(within);
  return [within?.page, entry.page, entry.prefetch].flatMap((m) => (m ? [m] : []));
}
