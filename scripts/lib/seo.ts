// What search engines and link previews read, written by the build into dist/
// (scripts/vite-static-pages.ts): each prerendered page's head (title, description,
// canonical address, share preview, JSON-LD; src/app/Document.tsx renders it),
// robots.txt and sitemap.xml, all from the page table (src/app/pages.ts) and the data
// the build read. HTML and text files only: nothing here reaches the app's scripts.
import type { PageHead } from '../../src/lib/page-head.ts';
import { PAGE_LIST, type PageEntry, type Shell } from '../../src/app/pages.ts';
import { paths } from '../../src/config/paths.ts';
import type { Article, Contact } from '../../src/firebase/types.ts';
import { fullTitle } from '../../src/ui/usePageTitle.ts';
import {
  absoluteUrl,
  articleDescription,
  articleJsonLd,
  shopJsonLd,
  type ShopFallback,
} from './structured-data.ts';

/** The picture a shared link shows when its page has none of its own (1200 × 630). */
export const SHARE_IMAGE = '/img/og/link-preview.png';

/** Text in XML (the sitemap): the pages' HTML is React's to escape. */
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Paths without a parameter: the routes a sitemap can name as they are. */
const isPlainPath = (path: string) => path.startsWith('/') && !path.includes(':') && !path.includes('*');

/** The public pages a search engine may list: the table's public routes with a path of their own. */
export function publicPaths(pages: readonly PageEntry[] = PAGE_LIST): string[] {
  return pages.filter((p) => p.area === 'public' && p.page && isPlainPath(p.path)).map((p) => p.path);
}

/**
 * The folders of the member and admin areas ('/member', '/admin', and an old address
 * outside them): the shortest path of each, so one line keeps out all below it.
 */
export function privatePrefixes(pages: readonly PageEntry[] = PAGE_LIST): string[] {
  const prefixes = pages
    .filter((p) => p.area !== 'public')
    .map((p) => p.path.replace(/\/\*$/, '').replace(/\/:.*$/, ''));
  const unique = [...new Set(prefixes)];
  return unique.filter((p) => !unique.some((q) => p !== q && p.startsWith(`${q}/`)));
}

/** robots.txt: everything but the member and admin areas, and where the sitemap is. */
export function robotsTxt(origin: string, pages: readonly PageEntry[] = PAGE_LIST): string {
  return [
    'User-agent: *',
    ...privatePrefixes(pages).map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml for these paths of the site (each already URL-encoded, e.g. by paths.article). */
export function sitemapXml(origin: string, sitePaths: readonly string[]): string {
  const urls = [...new Set(sitePaths)].map((p) => `  <url><loc>${escapeXml(`${origin}${p}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** What the build read that the heads are written from (src/app/prerender.tsx, loadBuildData). */
export interface SiteFacts {
  origin: string;
  contact: Contact | null;
  shopFallback: ShopFallback;
}

/** A prerendered page's one absolute address; null where it is served for several. */
export function shellAddress(shell: Shell, origin: string): string | null {
  return shell.route !== '*' && isPlainPath(shell.route) ? `${origin}${shell.url}` : null;
}

/**
 * A prerendered page's head: its own title (the page's usePageTitle, else the site's
 * `siteTitle`) and the table's description; a canonical address where the page has
 * exactly one (not the article shell, served for every article the build did not
 * read, nor the not-found page, kept out of search results); the shop's JSON-LD on
 * the home page.
 */
export function shellHead(shell: Shell, title: string, facts: SiteFacts): PageHead {
  if (!shell.description)
    throw new Error(`${shell.route}: a prerendered page needs a description in the page table`);
  const notFound = shell.route === '*';
  return {
    title,
    description: shell.description,
    canonical: shellAddress(shell, facts.origin),
    share: { image: `${facts.origin}${SHARE_IMAGE}`, type: 'website' },
    ...(notFound ? { noindex: true } : {}),
    ...(shell.route === paths.home
      ? { jsonLd: [shopJsonLd(facts.contact, facts.shopFallback, facts.origin)] }
      : {}),
  };
}

/**
 * An article id that is also a folder name as it is (what the Firestore console and
 * the admin create); an article with any other id keeps the shared page.
 */
const FILE_SAFE_ID = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/**
 * The file of an article's own page ('artikel/<id>/index.html'): Hosting serves a
 * folder's index.html for the folder's path before any rewrite, so /artikel/<id> gets
 * it and a newer article still the rewrite's shared artikel.html. null for an id that
 * cannot be a folder name.
 */
export function articleFile(id: string): string | null {
  return FILE_SAFE_ID.test(id) ? `${paths.article(id).slice(1)}/index.html` : null;
}

/** An article's own page's head: its title, excerpt and cover as the share preview, its JSON-LD. */
export function articleHead(article: Article, fallbackDescription: string, origin: string): PageHead {
  const url = `${origin}${paths.article(article.id)}`;
  const cover = absoluteUrl(origin, article.cover);
  return {
    title: fullTitle(article.judul.trim() || 'Artikel'),
    description: articleDescription(article) || fallbackDescription,
    canonical: url,
    share: {
      image: cover || `${origin}${SHARE_IMAGE}`,
      ...(article.judul.trim() ? { imageAlt: article.judul.trim() } : {}),
      type: 'article',
    },
    jsonLd: [articleJsonLd(article, url, cover, origin)],
  };
}
