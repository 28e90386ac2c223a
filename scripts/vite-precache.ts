// What the service worker precaches (src/sw/sw.ts): the public site, not the areas
// behind sign-in. From the build's chunk graph: what the app's entry imports, and
// every page and part it loads later (dynamic imports), but not the pages of the
// member or admin areas, nor what only they load (those download only when someone
// signs in: a shop customer on prepaid data never pays for them, and admin code never
// sits in a visitor's cache). Which pages are whose: the page table's `area`.
import type { Plugin, Rollup } from 'vite';
import { PAGE_LIST, pageModules, type PageEntry } from '../src/app/pages.ts';
import { appEntry, closure, entryChunk, type Chunk } from './chunk-graph.ts';
import { isAreaLoads } from './vite-pages.ts';
import { aloneFiles, FIRST_ROWS, PROGRAMS } from './vite-static-pages.ts';

/** The modules of the member and admin pages (each page's own, its prefetch's). */
export function privateModules(pages: readonly PageEntry[] = PAGE_LIST): string[] {
  return pages.filter((p) => p.area !== 'public').flatMap(pageModules);
}

/** The JS and CSS files of the public site, or null in a build without the app. */
export function publicFiles(bundle: Rollup.OutputBundle, pages?: readonly PageEntry[]): Set<string> | null {
  const entry = appEntry(bundle);
  if (!entry) return null;
  const modules = privateModules(pages);
  // A chunk loaded on demand for the member or admin area (a page, or an area's loaders of
  // its pages): not followed, so neither is what only it loads.
  const isPrivate = (chunk: Chunk) =>
    isAreaLoads(chunk.facadeModuleId) || modules.some((m) => chunk.facadeModuleId?.endsWith(`/${m}`));
  const { js, css } = closure(bundle, entry, { dynamic: (lazy) => !isPrivate(lazy) });
  return new Set([...js, ...css]);
}

/**
 * The plugin records the public files while the bundle is written; `keep(url)` then
 * answers for each file the precache list would hold: public chunks and their CSS,
 * the route preload and start scripts, the list pages' painters, every page the build wrote, the icons and the manifest.
 */
export function precacheChoice(): { plugin: Plugin; keep: (url: string) => boolean } {
  let files: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'og-precache-choice',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    generateBundle(_options, bundle) {
      files = publicFiles(bundle);
      // The route preload script, the list pages' painters with what they import, and
      // the programs built alone (the pages' start scripts, the early list read).
      for (const program of [PROGRAMS['route-preload'], ...Object.values(FIRST_ROWS)]) {
        const chunk = entryChunk(bundle, program);
        if (chunk) for (const file of closure(bundle, chunk).js) files?.add(file);
      }
      for (const file of aloneFiles.values()) files?.add(file);
    },
  };
  const keep = (url: string) => {
    if (!url.startsWith('assets/')) return true; // pages, icons, manifest (the glob chose them)
    if (!url.endsWith('.js') && !url.endsWith('.css')) return false;
    if (!files) throw new Error('precache: the bundle was not seen (og-precache-choice must run first)');
    return files.has(url);
  };
  return { plugin, keep };
}
