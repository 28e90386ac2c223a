// The build's static-pages step: every HTML file in dist/, each rendered whole by React
// (src/app/Document.tsx), so a phone on slow 4G paints the layout, navigation,
// headings, tabs, search boxes and loading faces before any script has arrived; the
// client then takes that HTML over (src/main.tsx) instead of drawing the page again.
//
// - each page the table marks `prerender` (src/app/pages.ts), and each article the
//   build read (artikel/<id>/index.html, its own head), with its route rendered into
//   #root as the app renders it;
// - /link (link/index.html): its page and preview tags, and no app: its only script is
//   the small enhancer (src/features/link-bio/enhance.ts); its first click reaches the app;
// - app.html: the empty root for the pages not rendered ahead (member, admin), with the
//   route preload script (src/app/route-preload.ts);
// - robots.txt and sitemap.xml (scripts/lib/seo.ts).
//
// The scripts each page names come from the bundle (the app's entry chunk and what it
// imports, each route's files: scripts/route-files.ts); the page's programs are entry
// files of their own, bundled and hashed (route-preload, link-enhance, the list pages'
// painters), or built alone as classic scripts (shell-start, list-start).
// After the client build has written its files, this builds src/app/prerender.tsx for
// Node with the same config (an SSR build into a temporary folder) and renders with it.
// No server runs at run time: Hosting serves the files (firebase.json: cleanUrls, and
// rewrites for patterns and areas).
//
// The site's absolute address (canonical, og:url, og:image) comes from VITE_SITE_URL,
// else the project's default Hosting domain https://<VITE_FIREBASE_PROJECT_ID>.web.app.
// /link's chat link starts with the build's number (VITE_SHOP_WHATSAPP); without one it
// is rendered off until the enhancer has read the shop's.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { APP_HTML, PAGES, SHELLS, type Shell } from '../src/app/pages.ts';
import { filesForPath, routeMapText, type RouteFiles } from '../src/app/route-map.ts';
import type {
  BuildData,
  ListStart,
  NextPages,
  PageScripts,
  StaticPage,
  StaticRenderer,
} from '../src/app/static-page.ts';
import { LISTS } from '../src/firebase/lists.ts';
import {
  LINK_BUTTONS,
  linkButtonHref,
  linkHead,
  ratingOf,
  type ShopFacts,
} from '../src/features/link-bio/link-content.ts';
import { SITE_DESCRIPTION, SITE_TITLE, type PageHead } from '../src/lib/page-head.ts';
import { bakedFor } from '../src/ui/baked-data.ts';
import { appEntry, closure, entryChunk, type Chunk } from './chunk-graph.ts';
import { routeFiles } from './route-files.ts';
import { schemaErrors } from './lib/schema-types.ts';
import {
  articleFile,
  articleHead,
  publicPaths,
  robotsTxt,
  shellAddress,
  shellHead,
  sitemapXml,
  type SiteFacts,
} from './lib/seo.ts';

const RENDERER = 'src/app/prerender.tsx';

/**
 * The programs pages load beside the app, each an entry of the build under its key (a
 * file: the CSP allows no inline script), so its file is 'assets/<key>-<hash>.js'.
 */
export const PROGRAMS = {
  'route-preload': 'src/app/route-preload.ts',
  'link-enhance': 'src/features/link-bio/enhance.ts',
} as const;

/**
 * The list pages' first-rows painters (the page table's `firstRows`), by name
 * ('pricelist-rows'): each page loads only its own. Entries of the build like the
 * programs above, but modules: a painter imports the app's own views and list reads,
 * which the app then takes from the same files (loaded once, run once).
 */
export const FIRST_ROWS: Record<string, string> = Object.fromEntries(
  SHELLS.flatMap((s) => (s.firstRows ? [[`${s.url.slice(1)}-rows`, s.firstRows]] : [])),
);

/**
 * Programs built alone, each one file with all it imports (it runs as a classic
 * script, so it can import nothing): the app's start, and on list pages the early
 * list read, which starts the app too. Kept out of the build's chunks, which would
 * otherwise share their small signal module (early-signals.ts) with the painters.
 */
export const ALONE_PROGRAMS: Record<string, string> = {
  'shell-start': 'src/app/shell-start.ts',
  'list-start': 'src/app/list-start.ts',
};

/** A program and all it imports as one minified classic script, named by its content's hash. */
async function buildAlone(config: ResolvedConfig, name: string): Promise<{ fileName: string; code: string }> {
  const out = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      target: config.build.target,
      lib: { entry: path.resolve(config.root, ALONE_PROGRAMS[name]), formats: ['iife'], name: 'ogProgram' },
    },
  });
  const [first] = Array.isArray(out) ? out : [out];
  const chunk = first && 'output' in first ? first.output.find((o) => o.type === 'chunk') : undefined;
  if (!chunk) throw new Error(`static pages: building ${name} alone gave no file`);
  const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8);
  return { fileName: `${config.build.assetsDir}/${name}-${hash}.js`, code: chunk.code };
}

/** The files of the programs built alone, by name (what the precache keeps too). */
export const aloneFiles = new Map<string, string>();

export function siteUrlFrom(env: Record<string, string | undefined>): string {
  const explicit = env.VITE_SITE_URL?.trim();
  if (explicit) return explicit.replace(/\/+$/, '');
  return `https://${env.VITE_FIREBASE_PROJECT_ID?.trim() || 'demo-onegadget'}.web.app`;
}

/** A script and what it imports: what a page names to start it. */
export interface Script {
  main: string;
  preload: string[];
  css: string[];
}

/** What the pages load, as addresses from the site's root ('/assets/…'). */
export interface BuildFiles {
  /** The app's entry (what index.html loads). */
  app: Script;
  /** Each route's files beyond the app's entry. */
  routes: RouteFiles;
  shellStart: string;
  routePreload: string;
  /** The price list's and the accessories' early list read, and each page's first-rows painter by its module. */
  listStart: string;
  firstRows: Record<string, Script>;
  /** /link's enhancer, and the page's own stylesheets besides the app's. */
  link: Script;
}

function scriptOf(bundle: Rollup.OutputBundle, chunk: Chunk, url: (file: string) => string): Script {
  const { js, css } = closure(bundle, chunk);
  return {
    main: url(chunk.fileName),
    preload: [...js].filter((f) => f !== chunk.fileName).map(url),
    css: [...css].map(url),
  };
}

/** The static imports from `start` to the chunk `file`, or null where it does not import it. */
function importPath(bundle: Rollup.OutputBundle, start: Chunk, file: string): string[] | null {
  const seen = new Set<string>();
  const walk = (chunk: Chunk): string[] | null => {
    if (chunk.fileName === file) return [file];
    if (seen.has(chunk.fileName)) return null;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const next = bundle[name];
      const rest = next?.type === 'chunk' ? walk(next) : null;
      if (rest) return [chunk.fileName, ...rest];
    }
    return null;
  };
  return walk(start);
}

/** The files from the client bundle; null in a build without the app (vitest). */
export function buildFiles(
  bundle: Rollup.OutputBundle,
  base: string,
  alone: (name: string) => string = (name) => aloneFiles.get(name) ?? '',
): BuildFiles | null {
  const entry = appEntry(bundle);
  const routes = routeFiles(bundle);
  if (!entry || !routes) return null;
  const url = (file: string) => `${base}${file}`;
  const program = (module: string) => {
    const chunk = entryChunk(bundle, module);
    if (!chunk) throw new Error(`static pages: no chunk for ${module}`);
    if (module !== PROGRAMS['link-enhance'] && (chunk.imports.length || chunk.exports.length))
      throw new Error(`static pages: ${module} must stand alone (it runs as a classic script)`);
    return chunk;
  };
  const app = scriptOf(bundle, entry, url);
  const linkChunk = Object.values(bundle).find(
    (c): c is Chunk => c.type === 'chunk' && (c.facadeModuleId ?? '').endsWith(`/${PAGES.link.page}`),
  );
  if (!linkChunk) throw new Error(`static pages: no chunk for ${PAGES.link.page}`);
  const enhancer = scriptOf(bundle, program(PROGRAMS['link-enhance']), url);
  const linkCss = [...(linkChunk.viteMetadata?.importedCss ?? [])].map(url);
  return {
    app,
    routes: Object.fromEntries(
      Object.entries(routes).map(([route, [js, css]]) => [route, [js.map(url), css.map(url)]]),
    ),
    shellStart: url(alone('shell-start')),
    routePreload: url(program(PROGRAMS['route-preload']).fileName),
    listStart: url(alone('list-start')),
    firstRows: Object.fromEntries(
      Object.values(FIRST_ROWS).map((m) => {
        const chunk = entryChunk(bundle, m);
        if (!chunk) throw new Error(`static pages: no chunk for ${m}`);
        // Were the app's entry among its imports, painting would start the app first.
        const via = importPath(bundle, chunk, entry.fileName);
        if (via)
          throw new Error(
            `static pages: ${m} imports the app's entry: ${via.join(' → ')} (vite.config.ts: codeSplitting)`,
          );
        return [m, scriptOf(bundle, chunk, url)];
      }),
    ),
    // The site's button classes (the app's stylesheet) and the page's own.
    link: { ...enhancer, css: [...new Set([...app.css, ...linkCss])] },
  };
}

/**
 * A prerendered page's stylesheets and scripts: the app's and its route's. Its scripts
 * start after its first paint (shell-start), or are named at low priority where its
 * largest paint is data they read (`dataFirst`: no round trip for the start script first),
 * or start once its early list program painted that data (`listStart`: the page has one,
 * which has asked for its painter's files already: the app's start does not name them again).
 */
export function shellFiles(
  shell: Shell,
  files: BuildFiles,
  listStart?: Pick<ListStart, 'painter' | 'painterImports'>,
): Pick<StaticPage, 'stylesheets' | 'scripts'> {
  const [js, css] = filesForPath(files.routes, shell.url) ?? [[], []];
  const main = files.app.main;
  const rowsFirst = listStart !== undefined;
  const asked = new Set(listStart ? [listStart.painter, ...listStart.painterImports] : []);
  const preload = [...files.app.preload, ...js].filter((f) => !asked.has(f));
  const starter = files.shellStart;
  const scripts: PageScripts = rowsFirst
    ? { kind: 'after-rows', main, preload }
    : shell.dataFirst
      ? { kind: 'named', main, preload }
      : { kind: 'after-paint', starter, main, preload };
  return { stylesheets: [...files.app.css, ...css], scripts };
}

/** A page's early list read (src/app/list-start.ts): none for a page without lists, or where the build cannot read without the app. */
export function listStartFor(
  shell: Shell,
  files: BuildFiles,
  settings: BuildData['listStart'],
): ListStart | undefined {
  const [first] = shell.lists ?? [];
  const painter = shell.firstRows && files.firstRows[shell.firstRows];
  if (!first || !painter || !settings) return undefined;
  return {
    src: files.listStart,
    painter: painter.main,
    painterImports: painter.preload,
    lists: shell.lists!.map((name) => `${name}:${LISTS[name].parts}`).join(' '),
    default: first,
    ...settings,
  };
}

/** app.html: the app's entry as index.html names it, and the route preload with its map. */
export function appPage(files: BuildFiles): StaticPage {
  return {
    head: { title: SITE_TITLE, description: SITE_DESCRIPTION },
    stylesheets: files.app.css,
    scripts: { kind: 'module', main: files.app.main, preload: files.app.preload },
    routePreload: {
      src: files.routePreload,
      // Files by their place in the build ('assets/…'), as route-map.ts writes them.
      routes: routeMapText(
        Object.fromEntries(
          Object.entries(files.routes).map(([route, [js, css]]) => [
            route,
            [js.map((f) => f.slice(1)), css.map((f) => f.slice(1))],
          ]),
        ),
      ),
    },
    body: { kind: 'empty' },
  };
}

/**
 * What /link fetches ahead for its buttons' pages that paint their own first rows (the
 * price list, the accessories): each page at the address its button opens, its
 * stylesheets, its list read and its painter with the painter's imports.
 */
export function nextPagesOfLink(files: BuildFiles, settings: BuildData['listStart']): NextPages | undefined {
  const plain = new Set<string>();
  const cors = new Set<string>();
  for (const button of LINK_BUTTONS) {
    const shell = SHELLS.find((s) => s.url === button.href);
    const listStart = shell && listStartFor(shell, files, settings);
    if (!shell || !listStart) continue;
    plain.add(linkButtonHref(button));
    plain.add(listStart.src);
    for (const f of shellFiles(shell, files, listStart).stylesheets) cors.add(f);
    for (const f of [listStart.painter, ...listStart.painterImports]) cors.add(f);
  }
  return plain.size ? { plain: [...plain], cors: [...cors] } : undefined;
}

/** /link: its page with the build's number and the shop's facts, its own head, and its enhancer. */
export function linkPage(
  files: BuildFiles,
  origin: string,
  whatsapp: string,
  facts: ShopFacts,
  next?: NextPages,
): StaticPage {
  const { main, preload, css } = files.link;
  return {
    head: linkHead(origin),
    stylesheets: css,
    scripts: { kind: 'module', main, preload, ...(next && { next }) },
    body: { kind: 'link', whatsapp, facts },
  };
}

/** A head after its JSON-LD has passed the schema check. */
function checked(head: PageHead, what: string): PageHead {
  for (const doc of head.jsonLd ?? []) {
    const errors = schemaErrors(doc);
    if (errors.length) throw new Error(`${what}: its JSON-LD does not fit schema.org: ${errors.join('; ')}`);
  }
  return head;
}

/** src/app/prerender.tsx built for Node into a temporary folder, loaded; `run` runs with it. */
async function withRenderer<T>(config: ResolvedConfig, run: (r: StaticRenderer) => Promise<T>): Promise<T> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'og-prerender-'));
  try {
    await build({
      configFile: config.configFile,
      mode: config.mode,
      root: config.root,
      logLevel: 'warn',
      build: { ssr: RENDERER, outDir, emptyOutDir: true, copyPublicDir: false, minify: false },
      // One self-contained file for Node: packages that import their own CSS
      // (Swiper) cannot be loaded by Node as they are.
      ssr: { noExternal: true },
    });
    const entry = path.join(outDir, path.basename(RENDERER).replace(/\.tsx$/, '.js'));
    return await run((await import(pathToFileURL(entry).href)) as StaticRenderer);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

async function writePages(config: ResolvedConfig, files: BuildFiles, renderer: StaticRenderer) {
  const dist = path.resolve(config.root, config.build.outDir);
  const write = (name: string, source: string) => {
    const file = path.join(dist, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, source);
  };
  const data = await renderer.loadBuildData();
  const facts: SiteFacts = {
    origin: siteUrlFrom(config.env),
    contact: data.contact,
    shopFallback: data.shopFallback,
  };
  write(APP_HTML, await renderer.renderPage(appPage(files)));
  const whatsapp = String(config.env.VITE_SHOP_WHATSAPP ?? '').trim();
  const shop: ShopFacts = {
    alamat: data.contact?.alamat ?? '',
    jam: data.contact?.jam ?? '',
    rating: ratingOf(data.ratings),
  };
  write(
    PAGES.link.file,
    await renderer.renderPage(
      linkPage(files, facts.origin, whatsapp, shop, nextPagesOfLink(files, data.listStart)),
    ),
  );

  const sitePaths = publicPaths();
  for (const shell of SHELLS) {
    const baked = bakedFor(shell.route, data.baked);
    const app = await renderer.renderApp(shell.url, baked, shellAddress(shell, facts.origin));
    const listStart = listStartFor(shell, files, data.listStart);
    const page = (head: PageHead, what: string) =>
      renderer.renderPage({
        head: checked(head, what),
        ...shellFiles(shell, files, listStart),
        listStart,
        hints: app.hints,
        body: { kind: 'app', route: shell.route, html: app.html, baked },
      });
    write(shell.file, await page(shellHead(shell, app.title ?? SITE_TITLE, facts), shell.url));
    if (shell.route !== PAGES.article.path) continue;
    // Each article the build read gets its own copy of the article page, with its
    // own head: a shared link shows the article; newer ones get artikel.html.
    for (const article of data.articles) {
      const file = articleFile(article.id);
      if (!file) continue;
      write(file, await page(articleHead(article, shell.description ?? '', facts.origin), file));
      sitePaths.push(`/${path.posix.dirname(file)}`);
    }
  }
  write('robots.txt', robotsTxt(facts.origin));
  write('sitemap.xml', sitemapXml(facts.origin, sitePaths));
}

export function staticPagesPlugin(): Plugin {
  let config: ResolvedConfig;
  let files: BuildFiles | null = null;
  return {
    name: 'og-static-pages',
    // Not in the SSR build it starts itself, nor in Vitest.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !process.env.VITEST,
    // After Vite has dropped the chunks that held only CSS from the bundle.
    enforce: 'post',
    config(userConfig) {
      // The programs are entries of their own, each its own small hashed file.
      const root = userConfig.root ?? process.cwd();
      return {
        build: {
          rollupOptions: {
            input: {
              main: `${root}/index.html`,
              ...Object.fromEntries(
                Object.entries({ ...PROGRAMS, ...FIRST_ROWS }).map(([name, m]) => [name, `${root}/${m}`]),
              ),
            },
          },
        },
      };
    },
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      if (!appEntry(bundle)) return;
      for (const name of Object.keys(ALONE_PROGRAMS)) {
        const { fileName, code } = await buildAlone(config, name);
        this.emitFile({ type: 'asset', fileName, source: code });
        aloneFiles.set(name, fileName);
      }
      files = buildFiles(bundle, config.base);
    },
    async closeBundle() {
      if (!files) return; // a build without the app
      const found = files;
      await withRenderer(config, (renderer) => writePages(config, found, renderer));
    },
  };
}
