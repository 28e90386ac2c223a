// V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+) on the files a
// public page runs as it loads: the app's entry (React's DOM code, the router) with what it
// imports, and each public page's own chunk with its imports. V8 then compiles their
// functions as the file streams in, off the main thread, instead of one by one on the
// main thread the first time each is called: most of them are, while React takes the
// prerendered page over. Other browsers read a comment. Member and admin code is left to
// V8's own choice (it loads later, or only for staff), and so are small files: their few
// functions compile in no time, and the hint costs every file about 25 bytes of gzip.
import type { Plugin, Rollup } from 'vite';
import { PAGE_LIST, type PageEntry } from '../src/app/pages.ts';
import { appEntry, closure, type Chunk } from './chunk-graph.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The smallest file worth its hint (bytes of code): React's own file, about 8 kB, is the smallest marked. */
export const HINTED_FROM = 8_000;

/** The files to mark: the large ones of the entry's closure and of every public page's chunk closure. */
export function filesRunOnLoad(
  bundle: Rollup.OutputBundle,
  pages: readonly PageEntry[] = PAGE_LIST,
): Set<string> {
  const entry = appEntry(bundle);
  if (!entry) return new Set();
  const modules = pages.flatMap((p) => (p.area === 'public' && p.page ? [`/${p.page}`] : []));
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const starts = [
    entry,
    ...chunks.filter((c) => modules.some((m) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(m))),
  ];
  const files = starts.flatMap((c) => [...closure(bundle, c).js]);
  const size = (file: string) => (bundle[file] as Chunk | undefined)?.code.length ?? 0;
  return new Set(files.filter((f) => size(f) >= HINTED_FROM));
}

/**
 * A source map (a build with --sourcemap) of a file that got the hint: its lines start one
 * line lower, so the map's mappings start with one empty line. Both the chunk's map and the
 * .map file written beside it.
 */
function shiftSourceMap(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk): void {
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  const file = bundle[chunk.sourcemapFileName ?? `${chunk.fileName}.map`];
  if (file?.type !== 'asset' || typeof file.source !== 'string') return;
  const map = JSON.parse(file.source) as { mappings: string };
  map.mappings = `;${map.mappings}`;
  file.source = JSON.stringify(map);
}

export function compileHintsPlugin(): Plugin {
  return {
    name: 'og-compile-hints',
    enforce: 'post',
    generateBundle: {
      // After Vite has written its preload list at the top of each chunk: the hint must
      // come first in the file.
      order: 'post',
      handler(_options, bundle) {
        for (const file of filesRunOnLoad(bundle)) {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          shiftSourceMap(bundle, chunk);
        }
      },
    },
  };
}
