// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PAGE_LIST } from '../src/app/pages.ts';
import { preloadedModules, preloadKeys } from './route-files.ts';

describe('preloadKeys', () => {
  it('a path itself, the part before a parameter by prefix, an area with and without what is under it', () => {
    expect(preloadKeys('/')).toEqual(['/']);
    expect(preloadKeys('/pricelist')).toEqual(['/pricelist']);
    expect(preloadKeys('/member/login')).toEqual(['/member/login']);
    expect(preloadKeys('/artikel/:id')).toEqual(['/artikel/']);
    expect(preloadKeys('/admin/*')).toEqual(['/admin', '/admin/']);
  });
});

describe('preloadedModules (from the page table)', () => {
  const modules = preloadedModules();

  it("starts a landing page's module, with its layout page's and the module that starts its reads", () => {
    expect(modules['/']).toEqual(['src/features/home/HomePage.tsx']);
    expect(modules['/artikel/']).toEqual(['src/features/articles/ArticlePage.tsx']);
    expect(modules['/member/login']).toEqual([
      'src/features/member/MemberArea.tsx',
      'src/features/member/LoginPage.tsx',
    ]);
    expect(modules['/admin']).toEqual(['src/features/admin/AdminApp.tsx', 'src/features/admin/prefetch.ts']);
  });

  it('nothing for a page someone does not land on, nor for any other path', () => {
    for (const key of ['/link', '/member', '/member/', '/member/beranda', '*', '/404'])
      expect(modules[key], key).toBeUndefined();
  });

  it('admin code only for /admin paths', () => {
    for (const [key, list] of Object.entries(modules))
      if (list.some((m) => m.startsWith('src/features/admin/'))) expect(key, key).toMatch(/^\/admin(\/|$)/);
  });

  it('has a key for every page with a module, unless its entry says it is not landed on', () => {
    const landed = PAGE_LIST.filter((p) => p.page && p.preload !== false).flatMap((p) => preloadKeys(p.path));
    expect(Object.keys(modules)).toEqual(landed);
    expect(landed).toContain('/pricelist');
  });
});
