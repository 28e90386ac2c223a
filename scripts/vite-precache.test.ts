// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { privateModules, publicFiles } from './vite-precache.ts';

function chunk(fileName: string, facade: string | null, extra: Partial<Rollup.OutputChunk> = {}) {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: facade,
    isEntry: false,
    imports: [],
    dynamicImports: [],
    moduleIds: facade ? [facade] : [],
    viteMetadata: { importedCss: new Set<string>() },
    ...extra,
  } as unknown as Rollup.OutputChunk;
}

describe('publicFiles', () => {
  const bundle = Object.fromEntries(
    [
      chunk('assets/main.js', '/app/index.html', {
        isEntry: true,
        imports: ['assets/react.js'],
        dynamicImports: ['assets/Home.js', 'assets/MemberArea.js', 'assets/AdminApp.js', 'assets/loads.js'],
        // The router names the member routes, so the entry holds member modules: still public.
        moduleIds: ['/app/index.html', '/app/src/features/member/routes.tsx'],
      }),
      chunk('assets/react.js', null),
      chunk('assets/Home.js', '/app/src/features/home/HomePage.tsx', {
        imports: ['assets/react.js'],
        dynamicImports: ['assets/Swiper.js'],
        viteMetadata: { importedCss: new Set(['assets/Home.css']) },
      } as Partial<Rollup.OutputChunk>),
      chunk('assets/Swiper.js', '/app/src/features/home/TestimonialSlider.tsx'),
      chunk('assets/MemberArea.js', '/app/src/features/member/MemberArea.tsx', {
        imports: ['assets/auth.js'],
      }),
      chunk('assets/auth.js', null),
      // The member area's loaders of its pages, which main.js reaches for through them.
      chunk('assets/loads.js', '\0virtual:og-pages/memberArea-loads', {
        dynamicImports: ['assets/Coupons.js'],
      }),
      chunk('assets/Coupons.js', '/app/src/features/member/CouponsPage.tsx'),
      chunk('assets/AdminApp.js', '/app/src/features/admin/AdminApp.tsx', {
        dynamicImports: ['assets/papa.js'],
      }),
      chunk('assets/papa.js', '/app/node_modules/papaparse/papaparse.min.js'),
    ].map((c) => [c.fileName, c]),
  );

  it('the entry, its imports, the public lazy parts and their CSS; no member or admin chunk, nor what only they load', () => {
    expect([...publicFiles(bundle)!].sort()).toEqual([
      'assets/Home.css',
      'assets/Home.js',
      'assets/Swiper.js',
      'assets/main.js',
      'assets/react.js',
    ]);
  });

  it("by the page table's areas: a page of another area is followed like any public part", () => {
    const onlyAdminPrivate = [
      { path: '/admin/*', page: 'src/features/admin/AdminApp.tsx', area: 'admin' } as const,
    ];
    expect(publicFiles(bundle, onlyAdminPrivate)).toContain('assets/MemberArea.js');
    expect(publicFiles(bundle, onlyAdminPrivate)).not.toContain('assets/AdminApp.js');
  });

  it("the table's member and admin modules: each area's pages and the module that starts the admin's reads", () => {
    const modules = privateModules();
    expect(modules).toEqual(
      expect.arrayContaining([
        'src/features/member/MemberArea.tsx',
        'src/features/member/LoginPage.tsx',
        'src/features/admin/AdminApp.tsx',
        'src/features/admin/prefetch.ts',
      ]),
    );
    expect(modules.filter((m) => !/^src\/features\/(member|admin)\//.test(m))).toEqual([]);
  });

  it('nothing to say for a build without the app', () => {
    expect(publicFiles({})).toBeNull();
  });
});
