// The files each route's page needs beyond the app's entry, from the build's chunk
// graph: app.html's route preload script starts them beside main.js
// (src/app/route-preload.ts), and each page rendered at build time names its own
// (scripts/vite-static-pages.ts).
import type { Rollup } from 'vite';
import { PAGE_LIST, pageModules, type PageEntry } from '../src/app/pages.ts';
import type { RouteFiles } from '../src/app/route-map.ts';
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

/** Route → [JS, CSS] files its page needs beyond what the entry loads; null in a build without the app. */
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
