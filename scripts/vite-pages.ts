// The page table's run-time half: `virtual:og-pages`, a module generated from
// src/app/pages.ts with each entry's path, area, layout and lazy import (and its
// prefetch), which the router reads. The table itself stays plain data (the service
// worker and the build plugins import it without React or the pages), and the app's
// bundle holds only what the router needs, not the build's part of the table
// (files, modules to preload). A module the table names that is missing, or has no
// default export (a page) or no `prefetch` export, fails the build.
import type { Plugin } from 'vite';
import { PAGE_LIST, type PageEntry } from '../src/app/pages.ts';
import { appEntry } from './chunk-graph.ts';

export const PAGES_MODULE = 'virtual:og-pages';
const RESOLVED = `\0${PAGES_MODULE}`;

/** The source of `virtual:og-pages`: `export default { id: { path, area?, layout?, load?, prefetch? } }`. */
export function pagesModuleSource(pages: readonly (PageEntry & { id: string })[] = PAGE_LIST): string {
  const lines = pages.map(({ id, path, area, layout, page, prefetch }) => {
    // Only what differs from a public page in the site's layout: every byte here is in main.js.
    const fields = [
      `path: ${JSON.stringify(path)}`,
      ...(area !== 'public' ? [`area: ${JSON.stringify(area)}`] : []),
      ...(layout && layout !== 'site' ? [`layout: ${JSON.stringify(layout)}`] : []),
      ...(page ? [`load: () => import(${JSON.stringify(`/${page}`)})`] : []),
      ...(prefetch
        ? [
            `prefetch: () => import(${JSON.stringify(`/${prefetch}`)}).then((m) => m.prefetch(window.location))`,
          ]
        : []),
    ];
    return `  ${JSON.stringify(id)}: { ${fields.join(', ')} },`;
  });
  return `export default {\n${lines.join('\n')}\n};\n`;
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
      return id === PAGES_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      return id === RESOLVED ? pagesModuleSource() : undefined;
    },
    generateBundle(_options, bundle) {
      if (!appEntry(bundle)) return; // the prerender's SSR build, Vitest
      const ids = [...this.getModuleIds()];
      const problems = missingExports((module) => {
        const id = ids.find((i) => i.endsWith(`/${module}`));
        return id ? (this.getModuleInfo(id)?.exports ?? []) : null;
      });
      if (problems.length) this.error(`page table (src/app/pages.ts):\n  ${problems.join('\n  ')}`);
    },
  };
}
