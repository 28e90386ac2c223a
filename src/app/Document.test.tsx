import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { Document } from './Document';
import { hintsFromLinkHeader, type StaticPage } from './static-page';

async function html(page: StaticPage): Promise<string> {
  const { prelude } = await prerender(<Document {...page} />);
  return new Response(prelude).text();
}

/** The page as a browser reads it. */
async function doc(page: StaticPage): Promise<Document> {
  return new DOMParser().parseFromString(await html(page), 'text/html');
}

const ARTICLE: StaticPage = {
  head: {
    title: 'Promo "Spesial" <b>$&</b> – ONE GADGET Bali',
    description: 'Diskon & hadiah.',
    canonical: 'https://toko.example/artikel/a',
    share: { image: 'https://toko.example/a.webp', type: 'article' },
    jsonLd: [{ '@type': 'Article', headline: '</script><script>alert(1)</script>' }],
  },
  stylesheets: ['/assets/main-1.css'],
  scripts: { kind: 'named', main: '/assets/main-1.js', preload: ['/assets/react-1.js'] },
  hints: [{ rel: 'preload', href: '/logo.svg', as: 'image' }],
  body: {
    kind: 'app',
    route: '/artikel/:id',
    html: '<main><h1>Artikel</h1></main>',
    baked: { articles: [] },
  },
};

describe('a page the build writes', () => {
  it('has its title and description once, escaped, with its share preview and canonical address', async () => {
    const d = await doc(ARTICLE);
    expect(d.querySelectorAll('title')).toHaveLength(1);
    expect(d.title).toBe('Promo "Spesial" <b>$&</b> – ONE GADGET Bali');
    expect(d.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(d.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Diskon & hadiah.');
    expect(d.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(d.title);
    expect(d.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    expect(d.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
    expect(d.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://toko.example/artikel/a',
    );
  });

  it('carries JSON-LD no text in it can close', async () => {
    const text = await html(ARTICLE);
    const d = await doc(ARTICLE);
    const scripts = [...d.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent!)).toMatchObject({
      headline: '</script><script>alert(1)</script>',
    });
    expect(text).not.toContain('<script>alert');
  });

  it('holds the rendered route in #root, marked with its route, and its baked data beside it', async () => {
    const text = await html(ARTICLE);
    expect(text).toContain('<div id="root" data-shell="/artikel/:id"><main><h1>Artikel</h1></main></div>');
    expect((await doc(ARTICLE)).getElementById('og-baked')?.textContent).toBe('{"articles":[]}');
  });

  it('links its stylesheets, names its scripts (low priority) and the hints, all in the head', async () => {
    const d = await doc(ARTICLE);
    const head = d.head;
    expect(head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/assets/main-1.css');
    expect(head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/main-1.js');
    expect(head.querySelector('script[type="module"]')?.getAttribute('fetchpriority')).toBe('low');
    expect(head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe('/assets/react-1.js');
    expect(head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe('/logo.svg');
    // Every script is a file or data: the CSP allows no inline script.
    for (const s of d.querySelectorAll('script'))
      expect(s.hasAttribute('src') || s.getAttribute('type')?.startsWith('application/')).toBe(true);
  });

  it('with its start script, names only that one, with what it starts', async () => {
    const d = await doc({
      ...ARTICLE,
      scripts: {
        kind: 'after-paint',
        starter: '/assets/shell-start-1.js',
        main: '/assets/main-1.js',
        preload: ['/a.js', '/b.js'],
      },
    });
    const scripts = [...d.querySelectorAll('script[src]')];
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual(['/assets/shell-start-1.js']);
    expect(scripts[0]!.hasAttribute('async')).toBe(true);
    expect(scripts[0]!.getAttribute('data-main')).toBe('/assets/main-1.js');
    expect(scripts[0]!.getAttribute('data-preload')).toBe('/a.js /b.js');
    expect(scripts[0]!.hasAttribute('data-after')).toBe(false);
  });

  it('a page that paints its first rows itself: its early list program asks, starts the painter and the app after the rows', async () => {
    const d = await doc({
      ...ARTICLE,
      scripts: { kind: 'after-rows', main: '/assets/main-1.js', preload: ['/a.js'] },
      listStart: {
        src: '/assets/list-start-1.js',
        painter: '/assets/pricelist-rows-1.js',
        painterImports: ['/assets/list-pages-1.js'],
        lists: 'hp:1',
        default: 'hp',
        documents: 'https://fs.test/documents/daftar',
        key: 'k',
        cache: 'og-cache:daftar/',
        ttl: 600000,
        wa: '6281234567890',
      },
    });
    const scripts = [...d.querySelectorAll('script[src]')];
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual(['/assets/list-start-1.js']);
    expect(scripts[0]!.getAttribute('data-after')).toBe('rows');
    expect(scripts[0]!.getAttribute('data-main')).toBe('/assets/main-1.js');
    expect(scripts[0]!.getAttribute('data-preload')).toBe('/a.js');
    expect(scripts[0]!.getAttribute('data-painter')).toBe('/assets/pricelist-rows-1.js');
    expect(scripts[0]!.getAttribute('data-painter-imports')).toBe('/assets/list-pages-1.js');
    // Nothing else asked for from the head: the stylesheets have the line for the first paint.
    expect(d.querySelectorAll('link[rel=modulepreload]')).toHaveLength(0);
  });

  it('/link: its page with the build number, the shop’s facts and no root for an app', async () => {
    const d = await doc({
      head: { title: 'Link', description: 'D' },
      stylesheets: [],
      scripts: { kind: 'module', main: '/assets/link-enhance-1.js', preload: [] },
      body: {
        kind: 'link',
        whatsapp: '081100001111',
        facts: {
          alamat: 'Jl. Teuku Umar 88',
          jam: 'Setiap hari 09.00–21.00',
          rating: { average: 4.75, count: 8 },
        },
      },
    });
    const facts = [...d.querySelectorAll('.link-bio__facts li')].map((li) => li.textContent);
    // The hours as typed: the page's script puts today's in their place.
    expect(facts).toEqual([
      '★ 4,8 dari 5 · 8 ulasan',
      'Setiap hari 09.00–21.00',
      'Jl. Teuku Umar 88 (buka peta)',
    ]);
    expect(d.getElementById('root')).toBeNull();
    expect(d.querySelector('main#main h1')?.textContent).toBe('ONE GADGET Bali');
    expect(d.querySelector('a[data-tap="link-bio"]')?.getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/6281100001111\?text=/,
    );
    expect(d.querySelector('meta[property="og:title"]')).toBeNull();
  });
});

describe("React's resource hints", () => {
  it('are read from the Link header it hands over', () => {
    expect(
      hintsFromLinkHeader(
        '<http://127.0.0.1:8380>; rel=preconnect; crossorigin="", </logo.svg>; rel=preload; as="image"; fetchpriority="high"',
      ),
    ).toEqual([
      { rel: 'preconnect', href: 'http://127.0.0.1:8380', crossOrigin: '' },
      { rel: 'preload', href: '/logo.svg', as: 'image', fetchPriority: 'high' },
    ]);
    expect(hintsFromLinkHeader('')).toEqual([]);
  });
});
