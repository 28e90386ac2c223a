import { afterEach, describe, expect, it, vi } from 'vitest';
import { filesForPath, routeMapText, type RouteFiles } from './route-map';

const FILES: RouteFiles = {
  '/': [['assets/HomePage-a.js'], []],
  '/pricelist': [['assets/PricelistPage-b.js', 'assets/visitor-read-c.js'], ['assets/PricelistPage-b.css']],
  '/artikel/': [['assets/ArticlePage-d.js'], []],
  '/admin': [['assets/AdminApp-e.js'], []],
  '/admin/': [['assets/AdminApp-e.js'], []],
};

describe('the map app.html carries', () => {
  it('names each file once per set of routes that share them, without assets/ and the extension', () => {
    expect(routeMapText(FILES)).toBe(
      '/|HomePage-a| /pricelist|PricelistPage-b,visitor-read-c|PricelistPage-b ' +
        '/artikel/|ArticlePage-d| /admin,/admin/|AdminApp-e|',
    );
    expect(() => routeMapText({ '/': [['elsewhere/x.js'], []] })).toThrow(/elsewhere/);
  });
});

describe('filesForPath (the build)', () => {
  it('matches a path itself, a parameter route by prefix, and "/" only itself', () => {
    expect(filesForPath(FILES, '/pricelist/')?.[0]).toEqual(FILES['/pricelist']![0]);
    expect(filesForPath(FILES, '/artikel/tips')?.[0]).toEqual(['assets/ArticlePage-d.js']);
    expect(filesForPath(FILES, '/admin')?.[0]).toEqual(['assets/AdminApp-e.js']);
    expect(filesForPath(FILES, '/admin/katalog')?.[0]).toEqual(['assets/AdminApp-e.js']);
    expect(filesForPath(FILES, '/')?.[0]).toEqual(['assets/HomePage-a.js']);
    expect(filesForPath(FILES, '/tidak-ada')).toBeNull();
  });
});

describe("app.html's route preload script, with the map the build wrote", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/');
    vi.resetModules();
  });

  /** The hints the script adds on a page at `path`. */
  async function preloadsAt(path: string): Promise<string[]> {
    window.history.replaceState(null, '', path);
    const tag = document.createElement('script');
    tag.setAttribute('data-routes', routeMapText(FILES));
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
    await import('./route-preload');
    vi.restoreAllMocks();
    return [...document.head.querySelectorAll('link')].map(
      (l) => `${l.rel}${l.getAttribute('as') ? `:${l.getAttribute('as')}` : ''} ${l.getAttribute('href')}`,
    );
  }

  it("preloads the landing route's files, as the build matches them", async () => {
    expect(await preloadsAt('/pricelist/')).toEqual([
      'modulepreload /assets/PricelistPage-b.js',
      'modulepreload /assets/visitor-read-c.js',
      'preload:style /assets/PricelistPage-b.css',
    ]);
  });

  it('by prefix under a parameter route', async () => {
    expect(await preloadsAt('/artikel/tips')).toEqual(['modulepreload /assets/ArticlePage-d.js']);
  });

  it('nothing on a path no page answers', async () => {
    expect(await preloadsAt('/tidak-ada')).toEqual([]);
  });
});
