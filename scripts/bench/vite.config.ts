// The benchmark's build: the app's own config (vite.config.ts) plus one step that
// writes bench-chunks.json beside the build: every JS chunk with the source modules
// in it and the chunks it imports statically. The benchmark reads it to tell admin
// code from public code by the modules a file holds, not by its name, and to add up
// the public entry. With OG_BENCH_WITHOUT_ADMIN=1 the admin area is left out (its
// lazy module becomes an empty page, its early read does nothing): the same app as
// if it had no admin area, to which the benchmark compares what public pages load.
// Used by `npm run bench` only (vite build --config this file).
import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import appConfig from '../../vite.config.ts';

// Read by scripts/bench/admin-code.mjs.
const CHUNK_MAP = 'bench-chunks.json';

export interface ChunkInfo {
  /** Source modules in the chunk, relative to the project ('src/features/admin/AdminApp.tsx'). */
  modules: string[];
  /** Chunks it imports statically (file names as in the build, 'assets/x.js'). */
  imports: string[];
  /** CSS files the chunk brings with it. */
  css: string[];
  isEntry: boolean;
}

function chunkMap(): Plugin {
  let root = '';
  return {
    name: 'og-bench-chunk-map',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const map: Record<string, ChunkInfo> = {};
      for (const c of Object.values(bundle)) {
        if (c.type !== 'chunk') continue;
        const meta = (c as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata;
        map[c.fileName] = {
          modules: c.moduleIds.map((id) => (id.startsWith(root + '/') ? id.slice(root.length + 1) : id)),
          imports: c.imports,
          css: [...(meta?.importedCss ?? [])],
          isEntry: c.isEntry,
        };
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MAP, source: JSON.stringify(map, null, 1) });
    },
  };
}

const ADMIN_APP = '/src/features/admin/AdminApp.tsx';
const ADMIN_PREFETCH = '/src/features/admin/prefetch.ts';

function withoutAdmin(): Plugin {
  return {
    name: 'og-bench-without-admin',
    enforce: 'pre',
    load(id) {
      if (id.endsWith(ADMIN_APP)) return 'export default function AdminApp() { return null; }';
      if (id.endsWith(ADMIN_PREFETCH)) return 'export async function prefetch() {}';
      return null;
    },
  };
}

export default async (env: ConfigEnv): Promise<UserConfig> => {
  const base = typeof appConfig === 'function' ? await appConfig(env) : await appConfig;
  const without = process.env.OG_BENCH_WITHOUT_ADMIN === '1' ? [withoutAdmin()] : [];
  return { ...base, plugins: [...without, ...(base.plugins ?? []), chunkMap()] };
};
