// Build-time entry (scripts/vite-prerender.ts): renders a public route to the HTML
// its shell is served with. Effects do not run here, so every page renders its
// first face (layout, headings, tabs, search boxes, loading faces): the same tree
// the browser's first render builds while it hydrates.
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { envResult } from '../config/env';
import { listArticles } from '../features/articles/api';
import { cardOnly } from '../features/articles/article-text';
import { getPromo } from '../features/home/api';
import { resolveImageUrl } from '../firebase/storage';
import type { Article, Contact } from '../firebase/types';
import { getShopContact } from '../firebase/visitor/shop-contact';
import { BakedData } from '../ui/baked-data';
import { PrerenderTitle } from '../ui/usePageTitle';
import { ConfigErrorPage } from './ConfigErrorPage';
import { AppRoutes } from './router';

export interface RenderedShell {
  html: string;
  /** The page's own title (usePageTitle), if it sets one. */
  title: string | null;
}

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
  /** The build config's shop facts, for what kontak leaves empty. */
  shopFallback: { whatsapp: string; shopUrl: string };
}

/** A cover for a share preview: a Storage path resolved; '' when it cannot be (the site's picture then). */
async function coverUrl(cover: string): Promise<string> {
  return (await readForBaking(`the cover ${cover}`, () => resolveImageUrl(cover))) ?? '';
}

export async function loadBuildData(): Promise<BuildData> {
  if (!envResult.ok)
    return { baked: {}, contact: null, articles: [], shopFallback: { whatsapp: '', shopUrl: '' } };
  const { shopWhatsApp, shopUrl } = envResult.env;
  const [promo, articles, contact] = await Promise.all([
    readForBaking('the promo', getPromo),
    readForBaking('the articles', listArticles),
    readForBaking('the shop contact', getShopContact),
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
    shopFallback: { whatsapp: shopWhatsApp, shopUrl },
  };
}

/** Rejects when any part of the page fails to render: a build never ships a broken shell. */
export async function renderShell(url: string, baked: BakedData): Promise<RenderedShell> {
  const errors: unknown[] = [];
  let title: string | null = null;
  const page: ReactNode = envResult.ok ? (
    <PrerenderTitle value={(t) => (title = t)}>
      <BakedData value={baked}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </BakedData>
    </PrerenderTitle>
  ) : (
    <ConfigErrorPage missing={envResult.missing} />
  );
  const { prelude } = await prerender(<StrictMode>{page}</StrictMode>, {
    onError: (error) => {
      errors.push(error);
    },
  });
  const html = await new Response(prelude).text();
  if (errors.length) throw new Error(`rendering ${url} failed`, { cause: errors[0] });
  return { html, title };
}
