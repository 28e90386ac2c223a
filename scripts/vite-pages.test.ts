// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ownAreaOf,
  PAGE_LIST,
  PAGES,
  pageModules,
  ROUTE_FILES,
  SHELLS,
  type PageEntry,
} from '../src/app/pages.ts';
import {
  appModuleSource,
  areaLoadsSource,
  missingExports,
  pagesModuleSource,
  screensModuleSource,
} from './vite-pages.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

describe('the page table', () => {
  it('names modules that exist', () => {
    for (const entry of PAGE_LIST)
      for (const module of [...pageModules(entry), entry.page ?? []].flat())
        expect(existsSync(path.join(ROOT, module)), module).toBe(true);
  });

  it("gives each path one entry (an area app's not-found shares the app's pattern, in its own router)", () => {
    const paths = PAGE_LIST.map((p) => `${ownAreaOf(p)?.id ?? ''} ${p.path}`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("loads and preloads an admin screen as the admin app: it is the app's code", () => {
    const dashboard = PAGE_LIST.find((p) => p.id === 'adminDashboard')!;
    expect(pageModules(dashboard)).toEqual(pageModules(PAGES.admin));
    expect(dashboard.preload).toBe(false);
    for (const entry of PAGE_LIST.filter((p) => p.area === 'admin' && p.id !== 'admin'))
      expect(entry.within, entry.id).toBe('admin');
  });

  it("never has a public page load a member or admin area's module: a visitor never downloads their code", () => {
    const privateModules = new Set(
      PAGE_LIST.filter((p) => p.area !== 'public').flatMap((p) => [p.page, p.prefetch]),
    );
    for (const entry of PAGE_LIST.filter((p) => p.area === 'public'))
      for (const module of pageModules(entry)) {
        expect(privateModules.has(module as never), `${entry.path}: ${module}`).toBe(false);
        expect(module, entry.path).not.toMatch(/^src\/features\/(admin|member)\//);
      }
  });

  it('serves a file for every route the router answers without a page, and for every page rendered ahead', () => {
    // A route within an area is served the area's file.
    for (const entry of PAGE_LIST.filter((p) => (!p.page && !p.within) || p.prerender))
      expect(entry.file, entry.path).toBeTruthy();
    expect(SHELLS.map((s) => s.file)).toContain('404.html');
    expect(ROUTE_FILES.at(-1)?.path).toBe('*'); // the last resort: anything before it matches first
  });

  it('refuses a page within an entry it does not have', () => {
    expect(() => pageModules({ path: '/x', area: 'public', within: 'nothing' })).toThrow(/unknown entry/);
    expect(pageModules(PAGES.memberLogin)).toEqual([
      'src/features/member/MemberArea.tsx',
      'src/features/member/LoginPage.tsx',
    ]);
  });
});

describe('virtual:og-pages', () => {
  const pages: (PageEntry & { id: string })[] = [
    { id: 'home', path: '/', page: 'src/features/home/HomePage.tsx', area: 'public' },
    { id: 'link', path: '/link', page: 'src/features/link-bio/LinkPage.tsx', area: 'public', layout: 'bare' },
    { id: 'legacy', path: '/lama', area: 'member', file: 'app.html', redirect: '/masuk' },
    {
      id: 'account',
      path: '/akun/*',
      page: 'src/features/member/MemberArea.tsx',
      area: 'member',
      file: 'app.html',
      preload: false,
    },
    {
      id: 'login',
      path: '/akun/masuk',
      page: 'src/features/member/LoginPage.tsx',
      area: 'member',
      within: 'account',
    },
    {
      id: 'coupons',
      path: '/akun/kupon',
      page: 'src/features/member/CouponsPage.tsx',
      area: 'member',
      within: 'account',
      signedOutTo: '/masuk',
      menu: 'Kupon',
      preload: false,
    },
    {
      id: 'admin',
      path: '/admin/*',
      page: 'src/features/admin/AdminApp.tsx',
      area: 'admin',
      layout: 'own',
      prefetch: 'src/features/admin/prefetch.ts',
      file: 'app.html',
    },
    {
      id: 'adminHome',
      path: '/admin',
      page: 'src/features/admin/DashboardPage.tsx',
      area: 'admin',
      within: 'admin',
      tab: 'dashboard',
      menu: 'Ringkasan',
    },
    {
      id: 'adminReceipt',
      path: '/admin/servisan/:code/nota',
      page: 'src/features/admin/repairs/ReceiptPage.tsx',
      area: 'admin',
      within: 'admin',
      layout: 'bare',
      tab: 'servis',
    },
  ];

  it("holds what the router needs of each entry, and nothing of the build's part", async () => {
    const source = pagesModuleSource(pages);
    const loaded = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
      default: Record<string, Record<string, unknown>>;
    };
    const shape = Object.fromEntries(
      Object.entries(loaded.default).map(([id, p]) => [
        id,
        Object.fromEntries(Object.entries(p).map(([k, v]) => [k, typeof v === 'function' ? 'function' : v])),
      ]),
    );
    expect(shape).toEqual({
      home: { path: '/', load: 'function' },
      link: { path: '/link', layout: 'bare', load: 'function' },
      legacy: { path: '/lama', area: 'member', redirect: '/masuk' },
      account: { path: '/akun/*', area: 'member', load: 'function' },
      login: { path: '/akun/masuk', area: 'member', load: 'function', within: 'account' },
      coupons: {
        path: '/akun/kupon',
        area: 'member',
        load: 'function',
        within: 'account',
        signedOutTo: '/masuk',
        menu: 'Kupon',
      },
      admin: { path: '/admin/*', area: 'admin', layout: 'own', load: 'function', prefetch: 'function' },
    });
    expect(source).toContain('import("/src/features/admin/AdminApp.tsx")');
    expect(source).toContain(
      'import("/src/features/admin/prefetch.ts").then((m) => m.prefetch(window.location))',
    );
    expect(source).not.toContain('app.html');
    // The admin app's screens are its own code: not in main.js.
    expect(source).not.toContain('DashboardPage');
  });

  it("loads a page reached only within its area through the area's chunk: main.js names none of its files", () => {
    const source = pagesModuleSource(pages);
    expect(source).not.toContain('CouponsPage');
    expect(source).toContain('coupons": { path: "/akun/kupon", area: "member", load: accountPage("coupons")');
    expect(source).toContain('import("virtual:og-pages/account-loads").then((m) => m.default[id]())');
    // A page landed on (prerendered, preloaded) keeps its own import.
    expect(source).toContain('import("/src/features/member/LoginPage.tsx")');
    expect(areaLoadsSource('account', pages)).toBe(
      'export default {\n  "coupons": () => import("/src/features/member/CouponsPage.tsx"),\n};\n',
    );
  });

  it("gives the admin app its screens' paths, tabs and labels, and the screens imported statically", async () => {
    const data = (await import(
      `data:text/javascript,${encodeURIComponent(appModuleSource('admin', pages))}`
    )) as {
      default: unknown;
    };
    expect(data.default).toEqual([
      { path: '/admin', tab: 'dashboard', menu: 'Ringkasan' },
      { path: '/admin/servisan/:code/nota', layout: 'bare', tab: 'servis' },
    ]);
    // The receipt last among the imports (see screensModuleSource), at its entry's place in the list.
    expect(screensModuleSource('admin', pages)).toBe(
      [
        'import s0 from "/src/features/admin/DashboardPage.tsx";',
        'import s1 from "/src/features/admin/repairs/ReceiptPage.tsx";',
        'export default [s0, s1];',
        '',
      ].join('\n'),
    );
    const reversed = [...pages.slice(0, -2), pages.at(-1)!, pages.at(-2)!];
    expect(screensModuleSource('admin', reversed)).toContain('export default [s1, s0];');
  });

  it('reports a module missing from the build, a page without a default export, a prefetch module without prefetch', () => {
    const exportsOf = (module: string) =>
      ({
        'src/features/home/HomePage.tsx': ['default'],
        'src/features/link-bio/LinkPage.tsx': ['LinkPage'],
        'src/features/member/MemberArea.tsx': ['default'],
        'src/features/member/LoginPage.tsx': ['default'],
        'src/features/admin/prefetch.ts': ['prefetchAdmin'],
      })[module] ?? null;
    expect(missingExports(exportsOf, pages)).toEqual([
      'src/features/link-bio/LinkPage.tsx: no export named default',
      'src/features/member/CouponsPage.tsx: not in the build (is the path right?)',
      'src/features/admin/AdminApp.tsx: not in the build (is the path right?)',
      'src/features/admin/prefetch.ts: no export named prefetch',
      'src/features/admin/DashboardPage.tsx: not in the build (is the path right?)',
      'src/features/admin/repairs/ReceiptPage.tsx: not in the build (is the path right?)',
    ]);
  });
});
