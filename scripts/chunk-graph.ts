// The build's chunk graph, walked by the build steps that need to know what a page
// loads: the pages' files (scripts/route-files.ts, scripts/vite-static-pages.ts) and
// the service worker's precache list (scripts/vite-precache.ts).
import type { Rollup } from 'vite';

export type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** The app's entry chunk (the one index.html loads), or null in a build without the app (vitest). */
export function appEntry(bundle: Rollup.OutputBundle): Chunk | null {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  return chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('/index.html')) ?? null;
}

/** The chunk built from a module the build takes as an entry of its own ('src/app/shell-start.ts'). */
export function entryChunk(bundle: Rollup.OutputBundle, module: string): Chunk | null {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  return (
    chunks.find((c) => c.isEntry && c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/${module}`)) ?? null
  );
}

export interface Walk {
  /** Also follow dynamic imports, to the chunks this accepts (none when absent). */
  dynamic?: (chunk: Chunk) => boolean;
}

/** A chunk's file and every chunk it imports statically (and, if asked, dynamically), with their CSS. */
export function closure(
  bundle: Rollup.OutputBundle,
  start: Chunk,
  { dynamic }: Walk = {},
): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const chunkNamed = (name: string) => {
    const found = bundle[name];
    return found?.type === 'chunk' ? (found as Chunk) : undefined;
  };
  const visit = (chunk: Chunk) => {
    if (js.has(chunk.fileName)) return;
    js.add(chunk.fileName);
    for (const f of chunk.viteMetadata?.importedCss ?? []) css.add(f);
    for (const name of chunk.imports) {
      const next = chunkNamed(name);
      if (next) visit(next);
    }
    if (!dynamic) return;
    for (const name of chunk.dynamicImports) {
      const lazy = chunkNamed(name);
      if (lazy && dynamic(lazy)) visit(lazy);
    }
  };
  visit(start);
  return { js, css };
}
