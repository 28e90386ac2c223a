// The page table's run-time half: modules generated from src/app/pages.ts, each with
// only what its reader needs of an entry (the table itself stays plain data: the
// service worker and the build plugins import it without React or the pages).
// - `virtual:og-pages`, the router's (in main.js, so every byte counts): each entry's
//   path, area, layout, lazy import (and its prefetch), nesting, redirect, guard and menu label;
// - `virtual:og-pages/<area>-loads`, an area page's (the member area's, which imports it):
//   the loaders of its pages reached only from within it, so main.js names none of their files;
// - `virtual:og-pages/<app>` and `virtual:og-pages/<app>-screens`, an area app's own
//   (the admin app, in its chunk): its screens' paths, tabs and labels, and the screens
//   themselves, imported statically (they are the app's code, one chunk with it).
// A module the table names that is missing, or has no default export (a page) or no
// `prefetch` export, fails the build.
import type { Plugin } from 'vite';
import { ownAreaOf, PAGE_LIST, type PageEntry } from '../src/app/pages.ts';
import { appEntry } from './chunk-graph.ts';

export const PAGES_MODULE = 'virtual:og-pages';
const RESOLVED = `\0${PAGES_MODULE}`;

type Listed = PageEntry & { id: string };

/** The area app whose code holds `entry`, looked up in `pages`. */
const appOf = (entry: PageEntry, pages: readonly Listed[]) =>
  ownAreaOf(entry, Object.fromEntries(pages.map((p) => [p.id, p])));

/**
 * The area page (not an app of its own layout) whose module loads `entry`'s loader: for a
 * page reached only from within the area once it is loaded (not preloaded on landing).
 */
const loadedByArea = (entry: PageEntry, pages: readonly Listed[]) =>
  entry.within && entry.preload === false && !appOf(entry, pages) ? entry.within : undefined;

const field = (name: string, value: unknown) =>
  value === undefined ? [] : [`${name}: ${JSON.stringify(value)}`];

/**
 * The source of `virtual:og-pages`: `export default { id: { path, area?, layout?, load?,
 * prefetch?, within?, redirect?, signedOutTo?, menu? } }`, for every entry but an area app's screens.
 */
export function pagesModuleSource(pages: readonly Listed[] = PAGE_LIST): string {
  const listed = pages.filter((p) => !appOf(p, pages));
  // One loader per area that loads its pages' loaders: one import (and one list of files
  // to preload with it) in main.js for all of them.
  const areas = [...new Set(listed.flatMap((p) => loadedByArea(p, pages) ?? []))];
  const areaLoaders = areas.map(
    (area) =>
      `const ${area}Page = (id) => () => import(${JSON.stringify(`${PAGES_MODULE}/${area}-loads`)}).then((m) => m.default[id]());`,
  );
  const lines = listed.map((entry) => {
    const { id, path, area, layout, page, prefetch, within, redirect, signedOutTo, menu } = entry;
    const byArea = loadedByArea(entry, pages);
    // Only what differs from a public page in the site's layout: every byte here is in main.js.
    const fields = [
      `path: ${JSON.stringify(path)}`,
      ...field('area', area !== 'public' ? area : undefined),
      ...field('layout', layout !== 'site' ? layout : undefined),
      ...(page
        ? [
            byArea
              ? `load: ${byArea}Page(${JSON.stringify(id)})`
              : `load: () => import(${JSON.stringify(`/${page}`)})`,
          ]
        : []),
      ...(prefetch
        ? [
            `prefetch: () => import(${JSON.stringify(`/${prefetch}`)}).then((m) => m.prefetch(window.location))`,
          ]
        : []),
      ...field('within', within),
      ...field('redirect', redirect),
      ...field('signedOutTo', signedOutTo),
      ...field('menu', menu),
    ];
    return `  ${JSON.stringify(id)}: { ${fields.join(', ')} },`;
  });
  return `${areaLoaders.map((l) => `${l}\n`).join('')}export default {\n${lines.join('\n')}\n};\n`;
}

/**
 * The source of `virtual:og-pages/<area>-loads`: `export default { id: () => import(page) }`
 * for the pages the area page `area` holds the loaders of (imported by that page's module,
 * so they load with it).
 */
export function areaLoadsSource(area: string, pages: readonly Listed[] = PAGE_LIST): string {
  const lines = pages
    .filter((p) => loadedByArea(p, pages) === area)
    .map((p) => `  ${JSON.stringify(p.id)}: () => import(${JSON.stringify(`/${p.page}`)}),`);
  return `export default {\n${lines.join('\n')}\n};\n`;
}

/** Whether the module `id` is an area page's loaders (`virtual:og-pages/<area>-loads`): that area's code. */
export const isAreaLoads = (id: string | null | undefined): boolean =>
  Boolean(id?.startsWith(RESOLVED) && id.endsWith('-loads'));

/** An area app's screens, in the table's order. */
const screensOf = (app: string, pages: readonly Listed[]) => pages.filter((p) => appOf(p, pages)?.id === app);

/**
 * The source of `virtual:og-pages/<app>`: `export default [{ path, layout?, tab?, menu? }]`,
 * the screens of the area app `app` in the table's order (plain data: the tab bar reads
 * it without the screens).
 */
export function appModuleSource(app: string, pages: readonly Listed[] = PAGE_LIST): string {
  const lines = screensOf(app, pages).map(({ path, layout, tab, menu }) => {
    const fields = [
      `path: ${JSON.stringify(path)}`,
      ...field('layout', layout),
      ...field('tab', tab),
      ...field('menu', menu),
    ];
    return `  { ${fields.join(', ')} },`;
  });
  return `export default [\n${lines.join('\n')}\n];\n`;
}

/**
 * The source of `virtual:og-pages/<app>-screens`: `export default [Screen]`, each
 * imported statically, at the same place as its entry in `virtual:og-pages/<app>`.
 */
export function screensModuleSource(app: string, pages: readonly Listed[] = PAGE_LIST): string {
  const screens = screensOf(app, pages);
  const missing = screens.find((p) => !p.page);
  if (missing) throw new Error(`pages: ${missing.path} is a screen of ${app} without a page`);
  // Imported in the order of their files, not the table's: the app's chunk then holds a
  // folder's modules side by side, which compresses better. A 'bare' screen (the printed
  // receipt, with its QR library, a large block that would part the rest) comes last.
  const order = (p: Listed) => `${p.layout === 'bare' ? 1 : 0} ${p.page}`;
  const imported = [...screens].sort((a, b) =>
    order(a).localeCompare(order(b), 'en', { sensitivity: 'base' }),
  );
  const imports = imported.map((p, i) => `import s${i} from ${JSON.stringify(`/${p.page}`)};`);
  const list = screens.map((p) => `s${imported.indexOf(p)}`);
  return `${imports.join('\n')}\nexport default [${list.join(', ')}];\n`;
}

/**
 * What is wrong with the table's modules, given each module's exports (null when the
 * build has no such module): a page's module exports it as its default, a prefetch
 * module exports `prefetch`.
 */
export function missingExports(
  exportsOf: (module: string) => string[] | null,
  pages: readonly PageEntry[] = PAGE_LIST,
): string[] {
  const problems: string[] = [];
  const check = (module: string, name: string) => {
    const names = exportsOf(module);
    if (!names) problems.push(`${module}: not in the build (is the path right?)`);
    else if (!names.includes(name)) problems.push(`${module}: no export named ${name}`);
  };
  for (const { page, prefetch } of pages) {
    if (page) check(page, 'default');
    if (prefetch) check(prefetch, 'prefetch');
  }
  return problems;
}

export function pagesPlugin(): Plugin {
  return {
    name: 'og-pages',
    resolveId(id) {
      return id === PAGES_MODULE || id.startsWith(`${PAGES_MODULE}/`) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === RESOLVED) return pagesModuleSource();
      if (!id.startsWith(`${RESOLVED}/`)) return undefined;
      const name = id.slice(RESOLVED.length + 1);
      if (name.endsWith('-loads')) return areaLoadsSource(name.slice(0, -'-loads'.length));
      return name.endsWith('-screens')
        ? screensModuleSource(name.slice(0, -'-screens'.length))
        : appModuleSource(name);
    },
    generateBundle(_options, bundle) {
      if (!appEntry(bundle)) return; // the prerender's SSR build, Vitest
      const ids = [...this.getModuleIds()];
      // An area app's screens are checked where the app takes them in (the bench's build
      // without the admin app has none).
      const app = (p: PageEntry) => ownAreaOf(p)?.id;
      const checked = PAGE_LIST.filter((p) => !app(p) || ids.includes(`${RESOLVED}/${app(p)}-screens`));
      const problems = missingExports((module) => {
        const id = ids.find((i) => i.endsWith(`/${module}`));
        return id ? (this.getModuleInfo(id)?.exports ?? []) : null;
      }, checked);
      if (problems.length) this.error(`page table (src/app/pages.ts):\n  ${problems.join('\n  ')}`);
    },
  };
}
