// Build-time entry (scripts/vite-prerender.ts): renders a public route to the HTML
// its shell is served with. Effects do not run here, so every page renders its
// first face (layout, headings, tabs, search boxes, loading faces): the same tree
// the browser's first render builds while it hydrates.
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { envResult } from '../config/env';
import { listArticles } from '../features/articles/api';
import { cardOnly } from '../features/articles/article-text';
import { getPromo } from '../features/home/api';
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

/**
 * What the pages paint before their first read: the active promo (the home page's
 * largest element is its image) and Good News' article cards (their covers). Without
 * them (none, no backend reachable at build time, App Check enforced) the pages just
 * load them as before.
 */
export async function loadBakedData(): Promise<BakedData> {
  if (!envResult.ok) return {};
  const [promo, articles] = await Promise.all([
    readForBaking('the promo', getPromo),
    readForBaking('the articles', listArticles),
  ]);
  return {
    ...(promo ? { promo } : {}),
    ...(articles?.length ? { articles: articles.slice(0, BAKED_ARTICLES).map(cardOnly) } : {}),
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
