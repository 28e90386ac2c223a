import { describe, expect, it } from 'vitest';
import routerSource from './router.tsx?raw';
import { LEFT_OUT, PRELOADED_PAGES } from './preloaded-pages';

/** 'src/…/Page.tsx' for every `page(() => import('…'))` in router.tsx. */
function lazyPages(source: string): string[] {
  return [...source.matchAll(/page\(\(\) => import\('([^']+)'\)/g)].map(([, spec]) => {
    const parts = ['src', 'app'];
    for (const part of spec!.split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    return `${parts.join('/')}.tsx`;
  });
}

/**
 * Staff only: public visitors never download admin code, so no public route preloads
 * it (the /admin paths do, named by the build script: ADMIN_PRELOAD in vite-route-preload.ts).
 */
const ADMIN = 'src/features/admin/AdminApp.tsx';

describe('route preload list', () => {
  const preloaded = new Set(Object.values(PRELOADED_PAGES).flat());
  const all = lazyPages(routerSource);
  const pages = all.filter((p) => p !== ADMIN);

  it('never preloads the admin area for a public route', () => {
    expect(all).toContain(ADMIN);
    expect(preloaded.has(ADMIN)).toBe(false);
  });

  it('finds the lazy pages of the router', () => {
    expect(pages).toContain('src/features/home/HomePage.tsx');
    expect(pages).toContain('src/app/NotFoundPage.tsx');
  });

  it('every lazy page is preloaded or left out with a reason, never both', () => {
    for (const page of pages) {
      expect(preloaded.has(page) !== page in LEFT_OUT, `${page}: add it to PRELOADED_PAGES or LEFT_OUT`).toBe(
        true,
      );
    }
  });

  it('names no module the router does not load', () => {
    for (const page of [...preloaded, ...Object.keys(LEFT_OUT)]) expect(pages, page).toContain(page);
  });
});
