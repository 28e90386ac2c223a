// Build step: the page a visitor lands on starts downloading with the app,
// not after it. Without this, the route's chunk (and Firestore Lite, which it
// imports) is only requested once main.js has arrived and run: one more round trip
// and download in a row on slow 4G. The plugin writes a tiny script, /assets/
// route-preload-<hash>.js, that index.html loads async beside main.js; it looks at
// location.pathname and adds <link rel="modulepreload"> (and stylesheet preloads)
// for that route's files. A file (not an inline script) so the CSP stays 'self'.
import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';
import { PAGE_LIST, pageModules, type PageEntry } from '../src/app/pages.ts';
import { appEntry, closure, type Chunk } from './chunk-graph.ts';

type OutputBundle = Rollup.OutputBundle;

/**
 * The script's keys for a route pattern: the path itself ('/pricelist'), the part
 * before a parameter, matched by prefix ('/artikel/:id' → '/artikel/'), and for an
 * area's '/*' both the area's own path and what is under it ('/admin', '/admin/').
 */
export function preloadKeys(pattern: string): string[] {
  const dynamic = pattern.split('/').findIndex((part) => part.startsWith(':') || part === '*');
  if (dynamic < 0) return [pattern];
  const prefix = `${pattern.split('/').slice(0, dynamic).join('/')}/`;
  return pattern.endsWith('/*') ? [prefix.slice(0, -1), prefix] : [prefix];
}

/**
 * Route → the modules of its page, for every page of the table a visitor (or staff
 * member, for /admin paths) may land on: its layout page's, its own and the module
 * that starts its reads (src/app/pages.ts, `preload`). Only an entry's own paths
 * match, so a public page never downloads admin code (the pages rendered at build
 * time do not even load this script: they name their own files; app.html, for the
 * member and admin areas, does).
 */
export function preloadedModules(pages: readonly PageEntry[] = PAGE_LIST): Record<string, string[]> {
  const modules: Record<string, string[]> = {};
  for (const entry of pages) {
    if (entry.preload === false || !entry.page) continue;
    for (const key of preloadKeys(entry.path)) modules[key] = pageModules(entry);
  }
  return modules;
}

/** The script: `files` maps a route to [js, css] lists; a key like '/artikel/' matches by prefix, '/' only itself. */
export function preloadScript(files: Record<string, [string[], string[]]>): string {
  return `(function(){var m=${JSON.stringify(files)},p=location.pathname.replace(/\\/+$/,'')||'/',f=m[p];if(!f)for(var k in m)if(k.length>1&&k.slice(-1)==='/'&&p.indexOf(k)===0)f=m[k];if(!f)return;function a(r,h,s){var l=document.createElement('link');l.rel=r;l.href='/'+h;l.crossOrigin='';if(s)l.as=s;document.head.appendChild(l)}f[0].forEach(function(h){a('modulepreload',h)});f[1].forEach(function(h){a('preload',h,'style')})})();\n`;
}

/** Route → [JS, CSS] files its page needs beyond what the entry loads; null in a build without the app. */
export type RouteFiles = Record<string, [string[], string[]]>;

export function routeFiles(bundle: OutputBundle): RouteFiles | null {
  const entry = appEntry(bundle);
  if (!entry) return null; // vitest, or a build without the app
  const loaded = closure(bundle, entry);
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');

  const files: RouteFiles = {};
  for (const [route, pages] of Object.entries(preloadedModules())) {
    const js = new Set<string>();
    const css = new Set<string>();
    for (const page of pages) {
      // A page's own chunk; a module that shares one (a prefetch module), the chunk holding it.
      const chunk =
        chunks.find((c) => c.facadeModuleId?.endsWith(`/${page}`)) ??
        chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/${page}`)));
      if (!chunk) throw new Error(`route preload: no chunk for ${page} (${route})`);
      const found = closure(bundle, chunk);
      found.js.forEach((f) => js.add(f));
      found.css.forEach((f) => css.add(f));
    }
    files[route] = [[...js].filter((f) => !loaded.js.has(f)), [...css].filter((f) => !loaded.css.has(f))];
  }
  return files;
}

/** The files for a path, matched as the script matches them ('/artikel/' by prefix, '/' only itself). */
export function filesForPath(files: RouteFiles, pathname: string): [string[], string[]] | null {
  const p = pathname.replace(/\/+$/, '') || '/';
  if (files[p]) return files[p];
  const key = Object.keys(files).find((k) => k.length > 1 && k.endsWith('/') && p.startsWith(k));
  return key ? files[key]! : null;
}

/** The script's tag in index.html (pages rendered at build time name their files themselves). */
export const ROUTE_PRELOAD_TAG =
  /\n?[ \t]*<script async src="\/assets\/route-preload-[0-9a-f]+\.js"><\/script>/;

export function routePreloadPlugin(): Plugin {
  return {
    name: 'og-route-preload',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      const files = routeFiles(bundle);
      if (!files || !html || html.type !== 'asset') return;
      const source = preloadScript(files);
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
      const fileName = `assets/route-preload-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });

      const tag = `<script async src="/${fileName}"></script>`;
      const text = String(html.source);
      if (!text.includes('</head>')) throw new Error('route preload: index.html has no </head>');
      html.source = text.replace('</head>', `  ${tag}\n  </head>`);
    },
  };
}
