// Build step: the page a visitor lands on starts downloading with the app,
// not after it. Without this, the route's chunk (and Firestore Lite, which it
// imports) is only requested once main.js has arrived and run: one more round trip
// and download in a row on slow 4G. The plugin writes a tiny script, /assets/
// route-preload-<hash>.js, that index.html loads async beside main.js; it looks at
// location.pathname and adds <link rel="modulepreload"> (and stylesheet preloads)
// for that route's files. A file (not an inline script) so the CSP stays 'self'.
import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';
import { PRELOADED_PAGES } from '../src/app/preloaded-pages.ts';
import { appEntry, closure, type Chunk } from './chunk-graph.ts';

type OutputBundle = Rollup.OutputBundle;

/**
 * The admin area's paths start its chunk, and the module that reads the list it
 * opens (src/features/admin/prefetch.ts), as they start a public page's: staff
 * land on /admin/... from a bookmark, on a phone. Kept here, not in PRELOADED_PAGES:
 * public code never names the admin area. Only /admin paths match, so a public
 * page never downloads admin code (the pages rendered at build time do not even
 * load this script: they name their own files; app.html, for the member and admin
 * areas, does).
 */
export const ADMIN_PRELOAD: Record<string, string[]> = {
  '/admin': ['src/features/admin/AdminApp.tsx', 'src/features/admin/prefetch.ts'],
  '/admin/': ['src/features/admin/AdminApp.tsx', 'src/features/admin/prefetch.ts'],
};

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
  for (const [route, pages] of Object.entries({ ...PRELOADED_PAGES, ...ADMIN_PRELOAD })) {
    const js = new Set<string>();
    const css = new Set<string>();
    for (const page of [pages].flat()) {
      const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/${page}`));
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
