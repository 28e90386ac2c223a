// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import type { Chunk } from './chunk-graph.ts';
import { fakeChunk } from './lib/fake-chunk.ts';
import type { PageEntry } from '../src/app/pages.ts';
import { COMPILE_HINT, compileHintsPlugin, filesRunOnLoad, HINTED_FROM } from './vite-compile-hints.ts';

/** A chunk large enough for its hint, unless its code says otherwise. */
const chunk = (fileName: string, extra: Record<string, unknown> = {}) =>
  fakeChunk(fileName, { code: `/* ${fileName} */`.padEnd(HINTED_FROM), ...extra });

// main → react; main ⇢ Home → shared, main ⇢ Coupons → shared, main ⇢ Admin; Home ⇢ Zoom.
const build = (): Rollup.OutputBundle =>
  Object.fromEntries(
    [
      chunk('main.js', {
        isEntry: true,
        facadeModuleId: '/app/index.html',
        code: 'const __vite__mapDeps=0;\nmain();'.padEnd(HINTED_FROM),
        imports: ['react.js', 'tiny.js'],
        dynamicImports: ['Home.js', 'Coupons.js', 'Admin.js'],
      }),
      chunk('react.js'),
      chunk('tiny.js', { code: 'tiny();' }),
      chunk('Home.js', {
        facadeModuleId: '/app/src/features/home/HomePage.tsx',
        imports: ['shared.js'],
        dynamicImports: ['Zoom.js'],
      }),
      chunk('shared.js'),
      chunk('Zoom.js'),
      chunk('Coupons.js', {
        facadeModuleId: '/app/src/features/member/CouponsPage.tsx',
        imports: ['shared.js'],
      }),
      chunk('Admin.js', { facadeModuleId: '/app/src/features/admin/AdminApp.tsx' }),
      { type: 'asset', fileName: 'logo.svg', source: '' },
    ].map((c) => [c.fileName, c as Rollup.OutputChunk]),
  );

const pages: PageEntry[] = [
  { path: '/', page: 'src/features/home/HomePage.tsx', area: 'public' },
  { path: '/member/kupon', page: 'src/features/member/CouponsPage.tsx', area: 'member' },
  { path: '/admin/*', page: 'src/features/admin/AdminApp.tsx', area: 'admin', layout: 'own' },
];

describe('compile hints', () => {
  it("mark the entry's files and each public page's, not what loads later, only for members and staff, or is small", () => {
    expect([...filesRunOnLoad(build(), pages)].sort()).toEqual([
      'Home.js',
      'main.js',
      'react.js',
      'shared.js',
    ]);
    expect(filesRunOnLoad({ 'Home.js': build()['Home.js']! }, pages).size).toBe(0); // no app: vitest's builds
  });

  it('put the hint first in each marked file, ahead of the preload list, once', () => {
    const bundle = build();
    const plugin = compileHintsPlugin();
    const generate = plugin.generateBundle as { handler: (o: unknown, b: Rollup.OutputBundle) => void };
    generate.handler({}, bundle);
    generate.handler({}, bundle);
    const code = (file: string) => (bundle[file] as Chunk).code;
    expect(code('main.js')).toBe(`${COMPILE_HINT}${'const __vite__mapDeps=0;\nmain();'.padEnd(HINTED_FROM)}`);
    expect(code('Home.js').startsWith(COMPILE_HINT)).toBe(true);
    expect(code('Zoom.js').startsWith('/* Zoom.js */')).toBe(true);
    expect(code('Admin.js').startsWith('/* Admin.js */')).toBe(true);
    expect(code('tiny.js')).toBe('tiny();');
  });

  it("move a marked file's source map down one line with it (a build with --sourcemap)", () => {
    const bundle = build();
    const main = bundle['main.js'] as Chunk;
    main.map = { mappings: 'AAAA;AACA' } as Rollup.SourceMap;
    bundle['main.js.map'] = {
      type: 'asset',
      fileName: 'main.js.map',
      source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }),
    } as Rollup.OutputAsset;
    const generate = compileHintsPlugin().generateBundle as {
      handler: (o: unknown, b: Rollup.OutputBundle) => void;
    };
    generate.handler({}, bundle);
    generate.handler({}, bundle);
    expect(main.map.mappings).toBe(';AAAA;AACA');
    const file = bundle['main.js.map'] as Rollup.OutputAsset;
    expect(JSON.parse(file.source as string)).toEqual({ version: 3, mappings: ';AAAA;AACA' });
  });
});
