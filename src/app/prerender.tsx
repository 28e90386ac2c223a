// Build-time entry (scripts/vite-static-pages.ts): renders a public route to the
// markup its page is served with, and each page the build writes to a whole HTML file
// (Document.tsx). Effects do not run here, so every page renders its first face
// (layout, headings, tabs, search boxes, loading faces): the same tree the browser's
// first render builds while it hydrates.
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { envResult, firestoreOrigin } from '../config/env';
import { LISTS_COLLECTION } from '../firebase/lists';
import { CACHE_PREFIX, CATALOGUE_TTL_MS } from '../firebase/visitor/cache';
import { listArticles } from '../features/articles/api';
import { cardOnly } from '../features/articles/article-text';
import { getPromo, listTestimonials } from '../features/home/api';
import { resolveImageUrl } from '../firebase/storage';
import { getShopContact } from '../firebase/visitor/shop-contact';
import { BakedData } from '../ui/baked-data';
import { PrerenderAddress } from '../ui/page-address';
import { PrerenderTitle } from '../ui/usePageTitle';
import { ConfigErrorPage } from './ConfigErrorPage';
import { Document } from './Document';
import { AppRoutes } from './router';
import { hintsFromLinkHeader, type BuildData, type RenderedApp, type StaticPage } from './static-page';

const BAKE_TIMEOUT_MS = 8000;

/** Articles baked into Good News' page: its first screens (the live read brings the rest). */
const BAKED_ARTICLES = 12;

/** A build-time read, or undefined (with a warning) when it fails or takes too long. */
async function readForBaking<T>(what: string, read: () => Promise<T>): Promise<T | undefined> {
  try {
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer in ${BAKE_TIMEOUT_MS} ms`)), BAKE_TIMEOUT_MS).unref(),
    );
    return await Promise.race([read(), timeout]);
  } catch (error) {
    console.warn(`prerender: ${what} could not be read at build time, pages load it live (${String(error)})`);
    return undefined;
  }
}

/** A cover for a share preview: a Storage path resolved; '' when it cannot be (the site's picture then). */
async function coverUrl(cover: string): Promise<string> {
  return (await readForBaking(`the cover ${cover}`, () => resolveImageUrl(cover))) ?? '';
}

export async function loadBuildData(): Promise<BuildData> {
  if (!envResult.ok)
    return {
      baked: {},
      contact: null,
      articles: [],
      ratings: [],
      shopFallback: { whatsapp: '', shopUrl: '' },
      listStart: null,
    };
  const { shopWhatsApp, shopUrl, firebase, appCheckSiteKey } = envResult.env;
  const [promo, articles, contact, testimonials] = await Promise.all([
    readForBaking('the promo', getPromo),
    readForBaking('the articles', listArticles),
    readForBaking('the shop contact', getShopContact),
    readForBaking('the testimonials', listTestimonials),
  ]);
  return {
    baked: {
      ...(promo ? { promo } : {}),
      ...(articles?.length ? { articles: articles.slice(0, BAKED_ARTICLES).map(cardOnly) } : {}),
    },
    contact: contact ?? null,
    articles: await Promise.all(
      (articles ?? []).map(async (a) => ({ ...a, cover: await coverUrl(a.cover) })),
    ),
    ratings: (testimonials ?? []).map((t) => t.rating),
    shopFallback: { whatsapp: shopWhatsApp, shopUrl },
    listStart: appCheckSiteKey
      ? null
      : {
          documents: `${firestoreOrigin(envResult.env)}/v1/projects/${firebase.projectId}/databases/(default)/documents/${LISTS_COLLECTION}`,
          key: firebase.apiKey,
          cache: `${CACHE_PREFIX}${LISTS_COLLECTION}/`,
          ttl: CATALOGUE_TTL_MS,
          wa: shopWhatsApp,
        },
  };
}

/** Rendered with react-dom/static; rejects when any part fails: a build never ships a broken page. */
async function render(
  what: string,
  tree: ReactNode,
  onHeaders?: (headers: Headers) => void,
): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(tree, {
    onError: (error) => {
      errors.push(error);
    },
    // Resource hints (the logo's preload, Firestore's preconnect) come out here instead
    // of before the markup: the page's head takes them (Document.tsx).
    ...(onHeaders ? { onHeaders, maxHeadersLength: 100_000 } : {}),
  });
  const html = await new Response(prelude).text();
  if (errors.length) throw new Error(`rendering ${what} failed`, { cause: errors[0] });
  return html;
}

/**
 * A route's markup, rendered as the browser's first render builds it (the same root:
 * React's ids match where the app takes it over), with its title and resource hints.
 */
export async function renderApp(url: string, baked: BakedData, address: string | null): Promise<RenderedApp> {
  let title: string | null = null;
  let header = '';
  const page: ReactNode = envResult.ok ? (
    <PrerenderTitle value={(t) => (title = t)}>
      <PrerenderAddress value={address ?? ''}>
        <BakedData value={baked}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </BakedData>
      </PrerenderAddress>
    </PrerenderTitle>
  ) : (
    <ConfigErrorPage missing={envResult.missing} />
  );
  const html = await render(url, <StrictMode>{page}</StrictMode>, (headers) => {
    header = headers.get('Link') ?? '';
  });
  // Only the page's own markup goes into #root: the CSP allows no inline script, and a
  // hint left in the markup (one React could not hand over) would not match the app's tree.
  if (html.includes('<script')) throw new Error(`${url} rendered a <script>: the CSP would block it`);
  if (html.startsWith('<link')) throw new Error(`${url} rendered a resource hint into its markup`);
  return { html, title, hints: hintsFromLinkHeader(header) };
}

/** A whole HTML file. */
export async function renderPage(page: StaticPage): Promise<string> {
  return render(page.head.title, <Document {...page} />);
}
