// Every HTML file the build writes (scripts/vite-static-pages.ts), whole: the head
// (src/app/page-head.ts), the files the page loads, and its body. React escapes what
// goes into it. Rendered in Node only (src/app/prerender.tsx), never in the browser:
// the app takes over #root alone (src/main.tsx), so nothing outside it has to hydrate.
import { StaticRouter } from 'react-router';
import { LinkView } from '../features/link-bio/LinkView';
import { BAKED_DATA_ID } from '../ui/baked-data';
import { headMetaTags, scriptJson } from '../lib/page-head';
import type { PageScripts, StaticBody, StaticPage } from './static-page';

function Scripts({ scripts }: { scripts: PageScripts }) {
  // The list page's early list program names them (Document's listStart).
  if (scripts.kind === 'after-rows') return null;
  if (scripts.kind === 'after-paint')
    return (
      <script
        async
        src={scripts.starter}
        data-main={scripts.main}
        data-preload={scripts.preload.join(' ')}
      ></script>
    );
  const priority = scripts.kind === 'named' ? 'low' : undefined;
  const next = scripts.kind === 'module' ? scripts.next : undefined;
  return (
    <>
      <script
        type="module"
        fetchPriority={priority}
        crossOrigin=""
        src={scripts.main}
        {...(next && { 'data-next': next.plain.join(' '), 'data-next-cors': next.cors.join(' ') })}
      ></script>
      {scripts.preload.map((href) => (
        <link key={href} rel="modulepreload" fetchPriority={priority} crossOrigin="" href={href} />
      ))}
    </>
  );
}

function Body({ body }: { body: StaticBody }) {
  switch (body.kind) {
    case 'app':
      return (
        <>
          {/* The route's markup as the app renders it alone, so the app's take-over matches it. */}
          <div id="root" data-shell={body.route} dangerouslySetInnerHTML={{ __html: body.html }} />
          {Object.keys(body.baked).length ? (
            <script
              type="application/json"
              id={BAKED_DATA_ID}
              dangerouslySetInnerHTML={{ __html: scriptJson(body.baked) }}
            />
          ) : null}
        </>
      );
    case 'link':
      // Wrapped like BareLayout's <main>; no root: this page loads no app.
      return (
        <main id="main">
          <StaticRouter location="/link">
            <LinkView whatsapp={body.whatsapp} facts={body.facts} />
          </StaticRouter>
        </main>
      );
    case 'empty':
      return <div id="root"></div>;
  }
}

export function Document({
  head,
  stylesheets,
  scripts,
  hints = [],
  routePreload,
  listStart,
  body,
}: StaticPage) {
  return (
    <html lang="id">
      <head>
        <meta charSet="UTF-8" />
        {/* The PNG for browsers that take no SVG icon; the others choose the SVG. */}
        <link rel="icon" type="image/png" sizes="32x32" href="/icons/favicon-32.png" />
        <link rel="icon" type="image/svg+xml" href="/logo.svg" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#111827" />
        {/* The web app's manifest, which vite-plugin-pwa writes (vite.config.ts). */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {/* What the first paint needs first: the stylesheets, the scripts, the hints; then
            what crawlers and link previews read. */}
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" crossOrigin="" href={href} />
        ))}
        {/* First, at high priority (an async script is low by default): the page's data, its
            largest paint, is asked for and painted before the app starts. */}
        {listStart ? (
          <>
            <script
              async
              fetchPriority="high"
              src={listStart.src}
              data-lists={listStart.lists}
              data-default={listStart.default}
              data-documents={listStart.documents}
              data-key={listStart.key}
              data-cache={listStart.cache}
              data-ttl={listStart.ttl}
              data-wa={listStart.wa}
              data-painter={listStart.painter}
              data-painter-imports={listStart.painterImports.join(' ')}
              {...(scripts.kind === 'after-rows' && {
                'data-after': 'rows',
                'data-main': scripts.main,
                'data-preload': scripts.preload.join(' '),
              })}
            ></script>
          </>
        ) : null}
        <Scripts scripts={scripts} />
        {routePreload ? (
          <script async src={routePreload.src} data-routes={routePreload.routes}></script>
        ) : null}
        {hints.map((h) => (
          <link
            key={`${h.rel} ${h.href}`}
            rel={h.rel}
            href={h.href}
            as={h.as}
            type={h.type}
            crossOrigin={h.crossOrigin}
            fetchPriority={h.fetchPriority}
          />
        ))}
        {headMetaTags(head)
          .filter((t) => t.key !== 'description')
          .map((t) =>
            t.attr === 'name' ? (
              <meta key={t.key} name={t.key} content={t.content} />
            ) : (
              <meta key={t.key} property={t.key} content={t.content} />
            ),
          )}
        {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
        {(head.jsonLd ?? []).map((doc, i) => (
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(doc) }} />
        ))}
      </head>
      <body>
        <Body body={body} />
      </body>
    </html>
  );
}
