// Build-time entry (scripts/vite-prerender.ts): renders a public route to the HTML
// its shell is served with. Effects do not run here, so every page renders its
// first face (layout, headings, tabs, search boxes, loading faces): the same tree
// the browser's first render builds while it hydrates.
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { envResult } from '../config/env';
import { PrerenderTitle } from '../ui/usePageTitle';
import { ConfigErrorPage } from './ConfigErrorPage';
import { AppRoutes } from './router';

export interface RenderedShell {
  html: string;
  /** The page's own title (usePageTitle), if it sets one. */
  title: string | null;
}

/** Rejects when any part of the page fails to render: a build never ships a broken shell. */
export async function renderShell(url: string): Promise<RenderedShell> {
  const errors: unknown[] = [];
  let title: string | null = null;
  const page: ReactNode = envResult.ok ? (
    <PrerenderTitle value={(t) => (title = t)}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
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
