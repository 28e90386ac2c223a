// What the build's static-pages step (scripts/vite-static-pages.ts) asks the
// build-time entry (src/app/prerender.tsx) to render: plain data on both sides, so
// Node's side needs no React. Document.tsx turns a StaticPage into a whole HTML file.
import type { Article, Contact } from '../firebase/types';
import type { BakedData } from '../ui/baked-data';
import type { PageHead } from '../lib/page-head';
import type { ShopFacts } from '../features/link-bio/link-content';

/** A <link> the page's own markup asked for (the logo's preload, Firestore's preconnect). */
export interface LinkHint {
  rel: string;
  href: string;
  as?: string;
  crossOrigin?: '' | 'anonymous' | 'use-credentials';
  fetchPriority?: 'high' | 'low' | 'auto';
  type?: string;
}

/**
 * How a page starts its scripts (README "Performance"):
 * - 'after-paint': src/app/shell-start.ts requests them once the first frame (and the
 *   image the page is built around) is on screen: the page's largest paint is in its HTML;
 * - 'after-rows': the page's early list program (src/app/list-start.ts), which names them,
 *   requests them the same way once the first rows are painted: its largest paint is those rows;
 * - 'named': the page names them, at low priority: its largest paint is data they read;
 * - 'module': the page names them as they are (app.html, /link's small script).
 */
export type PageScripts =
  | { kind: 'after-paint'; starter: string; main: string; preload: string[] }
  | { kind: 'after-rows'; main: string; preload: string[] }
  | { kind: 'named'; main: string; preload: string[] }
  | { kind: 'module'; main: string; preload: string[]; next?: NextPages };

/**
 * What /link's script fetches ahead once the page has loaded and is idle (its
 * `data-next…` attributes): the pages its buttons open first and what those need to paint
 * their rows, so a tap opens them without a round trip for each. No data: that stays the
 * next page's own read.
 */
export interface NextPages {
  /** Fetched as a page or a classic script (no CORS): the pages' addresses, list-start. */
  plain: string[];
  /** Fetched as the pages fetch them, with CORS: their stylesheets and the painters' modules. */
  cors: string[];
}

/** app.html's route preload script (src/app/route-preload.ts) and its map (src/app/route-map.ts). */
export interface RoutePreload {
  src: string;
  routes: string;
}

/** What is in a page's <body>. */
export type StaticBody =
  /** A route rendered ahead (RenderedApp's html), which the app takes over, with its baked data. */
  | { kind: 'app'; route: string; html: string; baked: BakedData }
  /** /link: its page, which no app takes over. */
  | { kind: 'link'; whatsapp: string; facts: ShopFacts }
  /** app.html: an empty root the app draws into. */
  | { kind: 'empty' };

/** The early list program (src/app/list-start.ts) and what it reads: its script's data-* attributes. */
export interface ListStart {
  src: string;
  /** The program that paints the list's first rows (the page table's firstRows, src/ui/first-rows.ts). */
  painter: string;
  /** The files the painter imports (chunks it shares with the app), preloaded beside it. */
  painterImports: string[];
  /** 'hp:2 android:2': each list the page may show, with its parts. */
  lists: string;
  /** The list read when `?tab=` names none of them. */
  default: string;
  /** The REST address of the lists' collection, and the API key its reads carry. */
  documents: string;
  key: string;
  /** Where the tab's cache keeps a list (its key's prefix), and for how long it is fresh (ms). */
  cache: string;
  ttl: number;
  /** The build's chat number, which the app's chat links start with. */
  wa: string;
}

export interface StaticPage {
  head: PageHead;
  /** The page's stylesheets, linked so it is laid out as it will stay. */
  stylesheets: string[];
  scripts: PageScripts;
  hints?: LinkHint[];
  routePreload?: RoutePreload;
  listStart?: ListStart;
  body: StaticBody;
}

/** A route rendered at build time. */
export interface RenderedApp {
  html: string;
  /** The page's own title (usePageTitle), if it sets one. */
  title: string | null;
  /** What its markup asked for ahead (React's resource hints), for the page's head. */
  hints: LinkHint[];
}

/** What the build reads once, for the pages' HTML and the files beside them. */
export interface BuildData {
  /**
   * What the pages paint before their first read: the active promo (the home page's
   * largest element is its image) and Good News' article cards (their covers). Without
   * them (none, no backend reachable at build time, App Check enforced) the pages just
   * load them as before.
   */
  baked: BakedData;
  /** kontak/aktif, for the shop's JSON-LD; null when it could not be read. */
  contact: Contact | null;
  /** Every article, each with its cover as a usable URL ('' when none): their own pages and the sitemap. */
  articles: Article[];
  /** The testimonials' ratings, for /link's line of trust (none when they could not be read). */
  ratings: number[];
  /** The build config's shop facts, for what kontak leaves empty. */
  shopFallback: { whatsapp: string; shopUrl: string };
  /**
   * What the early list program needs of the build's settings; null where it cannot
   * read without the app (App Check enforced: its token comes from the app's SDK).
   */
  listStart: Omit<ListStart, 'src' | 'painter' | 'painterImports' | 'lists' | 'default'> | null;
}

/** What src/app/prerender.tsx exports, once built for Node. */
export interface StaticRenderer {
  loadBuildData(): Promise<BuildData>;
  /** `address`: the page's canonical address, null where it has none. */
  renderApp(url: string, baked: BakedData, address: string | null): Promise<RenderedApp>;
  renderPage(page: StaticPage): Promise<string>;
}

/**
 * React's resource hints, as its onHeaders option hands them over (a Link header:
 * `</logo.svg>; rel=preload; as="image", <http://…>; rel=preconnect; crossorigin=""`).
 */
export function hintsFromLinkHeader(header: string): LinkHint[] {
  if (!header) return [];
  return header.split(', <').map((part) => {
    const entry = part.startsWith('<') ? part.slice(1) : part;
    const close = entry.indexOf('>');
    const params: Record<string, string> = {};
    for (const param of entry.slice(close + 1).split(';')) {
      const eq = param.indexOf('=');
      if (eq < 0) continue;
      const value = param.slice(eq + 1).trim();
      params[param.slice(0, eq).trim()] =
        value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
    }
    const { rel = 'preload', as, crossorigin, fetchpriority, type } = params;
    return {
      rel,
      href: entry.slice(0, close),
      ...(as ? { as } : {}),
      ...(crossorigin !== undefined
        ? { crossOrigin: crossorigin === 'use-credentials' ? ('use-credentials' as const) : ('' as const) }
        : {}),
      ...(fetchpriority === 'high' || fetchpriority === 'low' ? { fetchPriority: fetchpriority } : {}),
      ...(type ? { type } : {}),
    };
  });
}
