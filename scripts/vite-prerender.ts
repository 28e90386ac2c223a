// Build step: every public route is served as HTML already rendered, so a phone on
// slow 4G paints the layout, navigation, headings, tabs, search boxes and loading
// faces before any script has arrived; the client then hydrates that HTML
// (src/main.tsx) instead of drawing the page again, and loads its data.
//
// After the client build has written its files, this builds src/app/prerender.tsx
// for Node with the same config (an SSR build into a temporary folder), renders
// each page the table marks `prerender` (src/app/pages.ts) with react-dom/static and writes it into the
// built index.html as that route's file. app.html keeps the empty root for the
// pages that are not rendered ahead. No server runs at run time: Hosting serves
// the files (firebase.json: cleanUrls, and rewrites for patterns and areas); `vite
// preview` is taught the same (scripts/lib/hosting-rewrites.mjs).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { APP_HTML, PAGES, SHELLS, type Shell } from '../src/app/pages.ts';
import type { Article, Contact } from '../src/firebase/types.ts';
import { bakedDataElement, bakedFor, type BakedData } from '../src/ui/baked-data.ts';
import { hostingFile } from './lib/hosting-rewrites.mjs';
import { schemaErrors } from './lib/schema-types.ts';
import {
  articleFile,
  articleHead,
  publicPaths,
  robotsTxt,
  shellHead,
  sitemapXml,
  withHead,
  type PageHead,
  type SiteFacts,
} from './lib/seo.ts';
import type { ShopFallback } from './lib/structured-data.ts';
import { siteUrlFrom } from './vite-link-page.ts';
import { filesForPath, ROUTE_PRELOAD_TAG, routeFiles, type RouteFiles } from './vite-route-preload.ts';

const ENTRY = 'src/app/prerender.tsx';
const EMPTY_ROOT = '<div id="root"></div>';

interface RenderedShell {
  html: string;
  title: string | null;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The script a prerendered page starts its app with (a file: the CSP allows no inline
 * script). The page is drawn without script; its scripts only take it over and load
 * data, at low priority so its stylesheets and images go first. Where the page's
 * largest paint is in its HTML, they are requested only once the first frame is on
 * screen and the image the page is built around (`fetchpriority=high`, e.g. the home
 * page's promo) has been painted: on slow 4G that image then has the line to itself
 * instead of sharing it with ~150 kB of script, which is not done any sooner in
 * parallel (the line is the limit). A hidden tab draws no frames: there they start at
 * once; a stuck image holds them at most 3 s. Pages whose largest paint is data read
 * by those scripts (`dataFirst` in the page table) name them in their HTML instead.
 */
export const SHELL_START_SOURCE = `(function(){var d=document,s=d.currentScript,started=false;
function low(e){e.setAttribute('fetchpriority','low');e.crossOrigin='';d.head.appendChild(e)}
function start(){if(started)return;started=true;(s.getAttribute('data-preload')||'').split(' ').forEach(function(h){if(!h)return;var l=d.createElement('link');l.rel='modulepreload';l.href=h;low(l)});var m=d.createElement('script');m.type='module';m.src=s.getAttribute('data-main');low(m)}
function afterFrame(f){if(d.visibilityState==='hidden')f();else requestAnimationFrame(function(){setTimeout(f,0)})}
afterFrame(function(){var img=d.querySelector('img[fetchpriority=high]');if(!img||img.complete)return start();img.addEventListener('load',function(){afterFrame(start)});img.addEventListener('error',start);setTimeout(start,3000)})})();
`;

export const SHELL_START_FILE = `assets/shell-start-${createHash('sha256').update(SHELL_START_SOURCE).digest('hex').slice(0, 8)}.js`;

const ENTRY_SCRIPT = /\n?[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const ENTRY_PRELOAD = /\n?[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built index.html with a rendered route in its root. The page's own
 * stylesheets are linked, so it is laid out as it will stay; its scripts, the
 * entry's and the route's, are started by SHELL_START_FILE after its first paint, or
 * named at low priority where its largest paint is data (`dataFirst`); either way
 * instead of by the template's module script and the route preload script. Resource hints React puts
 * before the markup (e.g. the logo's preload) go to <head>, where hydration does
 * not meet them. Throws when the page would need inline script (the CSP allows
 * none) or the template lost the shape this relies on.
 */
export function shellHtml(
  template: string,
  shell: Shell,
  rendered: RenderedShell,
  files: [js: string[], css: string[]] | null,
  baked: BakedData = {},
): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no empty ${EMPTY_ROOT}`);
  if (/<script/i.test(rendered.html))
    throw new Error(`${shell.url} rendered a <script>: the CSP would block it`);
  const hints = /^(?:<link [^>]*\/?>)*/.exec(rendered.html)![0];
  const body = rendered.html.slice(hints.length);
  const main = ENTRY_SCRIPT.exec(template)?.[1];
  if (!main) throw new Error('index.html has no module script');
  const [js, css] = files ?? [[], []];
  const preload = [...[...template.matchAll(ENTRY_PRELOAD)].map((m) => m[1]!), ...js.map((f) => `/${f}`)];
  // Named in the HTML where the largest paint is data those scripts read (no round trip
  // for the start script first), else started after the paint by SHELL_START_FILE.
  const scripts = shell.dataFirst
    ? [
        `<script type="module" fetchpriority="low" crossorigin src="${main}"></script>`,
        ...preload.map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${f}">`),
      ]
    : [
        `<script async src="/${SHELL_START_FILE}" data-main="${main}" data-preload="${preload.join(' ')}"></script>`,
      ];
  const head = [
    ...scripts,
    ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...(hints ? [hints] : []),
  ];
  let html = template
    .replace(ROUTE_PRELOAD_TAG, '')
    .replace(ENTRY_SCRIPT, '')
    .replace(ENTRY_PRELOAD, '')
    .replace('</head>', head.map((tag) => `  ${tag}\n`).join('') + '  </head>')
    .replace(
      EMPTY_ROOT,
      `<div id="root" data-shell="${escapeAttr(shell.route)}">${body}</div>` +
        (Object.keys(baked).length ? bakedDataElement(baked) : ''),
    );
  if (rendered.title)
    html = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeText(rendered.title)}</title>`);
  return html;
}

/** What src/app/prerender.tsx's loadBuildData returns (see there). */
interface BuildData {
  baked: BakedData;
  contact: Contact | null;
  articles: Article[];
  shopFallback: ShopFallback;
}

/** Each shell rendered, with the baked data its page carries; and what the build read. */
async function renderShells(config: ResolvedConfig): Promise<{
  pages: Map<Shell, { rendered: RenderedShell; baked: BakedData }>;
  data: BuildData;
}> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'og-prerender-'));
  try {
    await build({
      configFile: config.configFile,
      mode: config.mode,
      root: config.root,
      logLevel: 'warn',
      build: { ssr: ENTRY, outDir, emptyOutDir: true, copyPublicDir: false, minify: false },
      // One self-contained file for Node: packages that import their own CSS
      // (Swiper) cannot be loaded by Node as they are.
      ssr: { noExternal: true },
    });
    const entry = path.join(outDir, path.basename(ENTRY).replace(/\.tsx$/, '.js'));
    const { loadBuildData, renderShell } = (await import(pathToFileURL(entry).href)) as {
      loadBuildData: () => Promise<BuildData>;
      renderShell: (url: string, baked: BakedData) => Promise<RenderedShell>;
    };
    const data = await loadBuildData();
    const pages = new Map<Shell, { rendered: RenderedShell; baked: BakedData }>();
    for (const shell of SHELLS) {
      const baked = bakedFor(shell.route, data.baked);
      pages.set(shell, { rendered: await renderShell(shell.url, baked), baked });
    }
    return { pages, data };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** A page's HTML with its head, after its JSON-LD has passed the schema check. */
function pageWithHead(html: string, head: PageHead, what: string): string {
  for (const doc of head.jsonLd ?? []) {
    const errors = schemaErrors(doc);
    if (errors.length) throw new Error(`${what}: its JSON-LD does not fit schema.org: ${errors.join('; ')}`);
  }
  return withHead(html, head);
}

const TEMPLATE_TITLE = /<title>([\s\S]*?)<\/title>/;

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  let files: RouteFiles | null = null;
  return {
    name: 'og-prerender',
    // Not in the SSR build it starts itself, nor in Vitest.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !process.env.VITEST,
    // After Vite has dropped the chunks that held only CSS from the bundle.
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      files = routeFiles(bundle);
      if (files) this.emitFile({ type: 'asset', fileName: SHELL_START_FILE, source: SHELL_START_SOURCE });
    },
    async closeBundle() {
      const dist = path.resolve(config.root, config.build.outDir);
      const indexFile = path.join(dist, 'index.html');
      if (!existsSync(indexFile)) return; // a build without the app
      const template = readFileSync(indexFile, 'utf8');
      const { pages, data } = await renderShells(config);
      const facts: SiteFacts = {
        origin: siteUrlFrom(config.env),
        contact: data.contact,
        shopFallback: data.shopFallback,
      };
      const siteTitle = TEMPLATE_TITLE.exec(template)?.[1]?.trim() ?? '';
      const write = (name: string, source: string) => {
        const file = path.join(dist, name);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, source);
      };
      write(APP_HTML, template);
      const sitePaths = publicPaths();
      for (const [shell, { rendered, baked }] of pages) {
        const pageFiles = files && filesForPath(files, shell.url);
        const html = shellHtml(template, shell, rendered, pageFiles, baked);
        const head = shellHead(shell, rendered.title ?? siteTitle, facts);
        write(shell.file, pageWithHead(html, head, shell.url));
        if (shell.route !== PAGES.article.path) continue;
        // Each article the build read gets its own copy of the article page, with its
        // own head: a shared link shows the article; newer ones get artikel.html.
        for (const article of data.articles) {
          const file = articleFile(article.id);
          if (!file) continue;
          write(file, pageWithHead(html, articleHead(article, shell.description ?? '', facts.origin), file));
          sitePaths.push(`/${path.posix.dirname(file)}`);
        }
      }
      write('robots.txt', robotsTxt(facts.origin));
      write('sitemap.xml', sitemapXml(facts.origin, sitePaths));
    },
  };
}

/** `vite preview` serves each path the file Firebase Hosting would (firebase.json's cleanUrls and rewrites). */
export function hostingPreviewPlugin(): Plugin {
  return {
    name: 'og-hosting-preview',
    apply: (_config, env) => Boolean(env.isPreview),
    configurePreviewServer(server) {
      const dist = path.resolve(server.config.root, server.config.build.outDir);
      const exists = (p: string) => {
        const full = path.join(dist, p);
        return full.startsWith(dist) && existsSync(full) && statSync(full).isFile();
      };
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://x');
        const pathname = decodeURIComponent(url.pathname).replace(/(.)\/+$/, '$1');
        const { file, status, location } = hostingFile(pathname, exists);
        if (location) {
          res.writeHead(status, { Location: location + url.search }).end();
          return;
        }
        if (file !== pathname) req.url = file + url.search;
        if (status !== 200) res.statusCode = status;
        next();
      });
    },
  };
}
