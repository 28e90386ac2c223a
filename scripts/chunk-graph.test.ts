// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { appEntry, closure, type Chunk } from './chunk-graph.ts';
import { fakeChunk } from './lib/fake-chunk.ts';

const chunk = fakeChunk;

// main → shared (static, with CSS), main ⇢ Page (dynamic) → shared, main ⇢ Admin (dynamic);
// shared and Page import each other (a cycle); main names an asset among its imports.
const bundle: Rollup.OutputBundle = Object.fromEntries(
  [
    chunk('main.js', {
      isEntry: true,
      facadeModuleId: '/app/index.html',
      imports: ['shared.js', 'logo.svg'],
      dynamicImports: ['Page.js', 'Admin.js', 'missing.js'],
    }),
    chunk('shared.js', { imports: ['Page.js'], viteMetadata: { importedCss: new Set(['shared.css']) } }),
    chunk('Page.js', { imports: ['shared.js'], viteMetadata: { importedCss: new Set(['Page.css']) } }),
    chunk('Admin.js', { facadeModuleId: '/app/src/features/admin/AdminApp.tsx' }),
    { type: 'asset', fileName: 'logo.svg' },
  ].map((c) => [c.fileName, c as Rollup.OutputChunk]),
);
const main = bundle['main.js'] as Chunk;
const sorted = (s: Set<string>) => [...s].sort();

describe('closure', () => {
  it('static imports only by default, each chunk once (cycles too), with their CSS', () => {
    const { js, css } = closure(bundle, main);
    expect(sorted(js)).toEqual(['Page.js', 'main.js', 'shared.js']);
    expect(sorted(css)).toEqual(['Page.css', 'shared.css']);
  });

  it('dynamic imports as well, to the chunks the walk accepts', () => {
    const all = closure(bundle, main, { dynamic: () => true });
    expect(sorted(all.js)).toEqual(['Admin.js', 'Page.js', 'main.js', 'shared.js']);
    const noAdmin = closure(bundle, main, { dynamic: (c) => !c.facadeModuleId?.includes('/admin/') });
    expect(sorted(noAdmin.js)).toEqual(['Page.js', 'main.js', 'shared.js']);
  });

  it('starts anywhere: a lazy chunk with what it imports', () => {
    expect(sorted(closure(bundle, bundle['Admin.js'] as Chunk).js)).toEqual(['Admin.js']);
  });
});

describe('appEntry', () => {
  it('is the chunk index.html loads; null in a build without the app', () => {
    expect(appEntry(bundle)).toBe(main);
    expect(appEntry({ 'Page.js': bundle['Page.js']! })).toBeNull();
  });
});
