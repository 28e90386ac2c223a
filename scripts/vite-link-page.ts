// Build step for /link: writes dist/link/index.html and dist/link.html
// (the same file): the built index.html with /link's own head (title, description,
// keywords, Open Graph and Twitter tags) and the page's markup pre-rendered beside
// #root (see LINK_STATIC_ID). Social apps read the preview tags without running
// JavaScript, and the page paints before any script or data loads. The page does
// not download the app at all: its only script is the small enhancer
// (src/features/link-bio/enhance.ts) that, once the page has loaded, loads what puts
// the shop's number into the chat link and counts chat taps (link-after-load.ts; with
// an App Check site key configured, it also loads App Check to send its token with
// that read). Visitors reach the app with the page's first click. Inside the app,
// /link is still a route (LinkPage). Firebase Hosting serves link/index.html for /link (a folder's
// index, no rewrite needed); `vite preview` is taught the same (scripts/lib/hosting-rewrites.mjs).
//
// The site's absolute address (og:url, og:image) comes from VITE_SITE_URL, else
// the project's default Hosting domain https://<VITE_FIREBASE_PROJECT_ID>.web.app.
// The chat link starts with the build's number (VITE_SHOP_WHATSAPP); without one
// it is rendered off until the enhancer has read the shop's.
import type { Plugin } from 'vite';
import { PAGES } from '../src/app/pages.ts';
import { LINK_STATIC_ID, renderLinkBody, renderLinkHead } from '../src/features/link-bio/link-content.ts';

/** The page table's file for /link, and link.html for `vite preview`. */
export const LINK_HTML_FILES = [PAGES.link.file, 'link.html'];
const PAGE_MODULE = `/${PAGES.link.page}`;
const ENHANCER_MODULE = '/src/features/link-bio/enhance.ts';

const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export function siteUrlFrom(env: Record<string, string | undefined>): string {
  const explicit = env.VITE_SITE_URL?.trim();
  if (explicit) return explicit.replace(/\/+$/, '');
  return `https://${env.VITE_FIREBASE_PROJECT_ID?.trim() || 'demo-onegadget'}.web.app`;
}

/**
 * index.html → link.html. Throws when index.html no longer has the shape this
 * relies on, so a build never ships a /link without its preview tags.
 */
export function buildLinkHtml(
  indexHtml: string,
  opts: {
    siteUrl: string;
    stylesheets: string[];
    modulePreloads: string[];
    script?: string;
    whatsapp?: string;
  },
): string {
  const title = /\n?[ \t]*<title>([\s\S]*?)<\/title>/.exec(indexHtml);
  const description = /\s*<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/.exec(indexHtml);
  if (!title) throw new Error('index.html has no <title> to replace for /link');
  if (!description) throw new Error('index.html has no <meta name="description"> to replace for /link');
  if (!indexHtml.includes('<div id="root"></div>'))
    throw new Error('index.html has no empty <div id="root">');
  if (!/\n?[ \t]*<\/head>/.test(indexHtml)) throw new Error('index.html has no </head>');

  const head = [
    renderLinkHead(opts.siteUrl, {
      title: unescapeHtml(title[1]!.trim()),
      description: unescapeHtml(description[1]!.replace(/\s+/g, ' ').trim()),
    }),
    ...opts.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...opts.modulePreloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...(opts.script ? [`<script type="module" crossorigin src="${opts.script}"></script>`] : []),
  ].join('\n    ');

  // With its own script, the page leaves out the app's entry and its preloads.
  const page = opts.script
    ? indexHtml
        .replace(/\n?[ \t]*<script type="module"[^>]*><\/script>/g, '')
        .replace(/\n?[ \t]*<link rel="modulepreload"[^>]*>/g, '')
    : indexHtml;

  return page
    .replace(description[0], '')
    .replace(title[0], '')
    .replace(/\n?[ \t]*<\/head>/, `\n    ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="${LINK_STATIC_ID}">${renderLinkBody(opts.whatsapp ?? '')}</div><div id="root"></div>`,
    );
}

export function linkPagePlugin(): Plugin {
  let siteUrl = '';
  let whatsapp = '';
  let base = '/';
  return {
    name: 'one-gadget:link-page',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    config(config) {
      // The enhancer is a second entry, so it gets its own small chunk.
      const root = config.root ?? process.cwd();
      return {
        build: {
          rollupOptions: {
            input: { main: `${root}/index.html`, 'link-enhance': `${root}${ENHANCER_MODULE}` },
          },
        },
      };
    },
    configResolved(config) {
      siteUrl = siteUrlFrom(config.env);
      whatsapp = String(config.env.VITE_SHOP_WHATSAPP ?? '').trim();
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') {
        this.error('link page: index.html is not in the bundle');
      }
      const html = typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
      const page = Object.values(bundle).find(
        (c) => c.type === 'chunk' && (c.facadeModuleId ?? '').replace(/\\/g, '/').endsWith(PAGE_MODULE),
      );
      if (!page || page.type !== 'chunk') this.error(`link page: no chunk for ${PAGE_MODULE}`);
      const enhancer = Object.values(bundle).find(
        (c) => c.type === 'chunk' && (c.facadeModuleId ?? '').replace(/\\/g, '/').endsWith(ENHANCER_MODULE),
      );
      if (!enhancer || enhancer.type !== 'chunk') this.error(`link page: no chunk for ${ENHANCER_MODULE}`);
      const url = (file: string) => `${base}${file}`;
      // The page's own styles; its script is the enhancer and what that imports.
      const stylesheets = [...(page.viteMetadata?.importedCss ?? [])]
        .map(url)
        .filter((h) => !html.includes(h));
      const modulePreloads = enhancer.imports.map(url);
      const script = url(enhancer.fileName);
      try {
        const source = buildLinkHtml(html, { siteUrl, stylesheets, modulePreloads, script, whatsapp });
        for (const fileName of LINK_HTML_FILES) this.emitFile({ type: 'asset', fileName, source });
      } catch (e) {
        this.error(`link page: ${(e as Error).message}`);
      }
    },
  };
}
