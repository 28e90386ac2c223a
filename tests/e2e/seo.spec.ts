// What search engines and link previews read in the built site (scripts/lib/seo.ts,
// written by scripts/vite-static-pages.ts): each prerendered page's title, description,
// canonical address and JSON-LD; each article the build read on a page of its own,
// with its share preview; robots.txt and sitemap.xml. The build read the seeded data.
import { readFileSync } from 'node:fs';
import { SHELLS } from '../../src/app/pages';
import { paths } from '../../src/config/paths';
import { PUBLIC_PAGE_PATHS } from '../../src/test/public-paths';
import { schemaErrors } from '../../scripts/lib/schema-types';
import { firestore, writeDoc } from './support/emulators';
import { expect, takenOver, test } from './support/test';

interface SeedArticle {
  judul: string;
  isi: string;
  cover: string;
}
const ARTICLES = Object.entries(
  JSON.parse(readFileSync(new URL('../../seed/firestore/artikel.json', import.meta.url), 'utf8')) as Record<
    string,
    SeedArticle
  >,
);
const KONTAK = (
  JSON.parse(readFileSync(new URL('../../seed/firestore/kontak.json', import.meta.url), 'utf8')) as {
    aktif: Record<string, string>;
  }
).aktif;

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** What a crawler reads in a page's head. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (attr: 'name' | 'property', key: string) => {
    const m = new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(head);
    return m ? decode(m[1]!) : null;
  };
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    titles: head.match(/<title>/g)?.length ?? 0,
    description: meta('name', 'description'),
    descriptions: head.match(/<meta name="description"/g)?.length ?? 0,
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1] ?? null,
    meta,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
  };
}

test.describe('the built pages, as a search engine reads them @desktop', () => {
  test('each prerendered page has its own title and description, a canonical URL and valid JSON-LD', async ({
    request,
  }) => {
    const origin = /^(https?:\/\/[^/]+)\//.exec(
      headOf(await (await request.get('/')).text()).canonical ?? '',
    )?.[1];
    expect(origin).toBeTruthy();
    const titles: string[] = [];
    for (const shell of SHELLS) {
      const res = await request.get(shell.url);
      const head = headOf(await res.text());
      expect(head.titles, shell.url).toBe(1);
      expect(head.descriptions, shell.url).toBe(1);
      expect(head.description, shell.url).toBe(shell.description);
      expect(head.meta('property', 'og:description'), shell.url).toBe(shell.description);
      expect(head.meta('property', 'og:title'), shell.url).toBe(head.title);
      expect(head.meta('name', 'twitter:card'), shell.url).toBe('summary_large_image');
      titles.push(head.title);
      const single = !shell.route.includes(':') && shell.route !== '*';
      expect(head.canonical, shell.url).toBe(single ? `${origin}${shell.url}` : null);
      if (shell.route === '*') expect(head.meta('name', 'robots')).toBe('noindex');
      for (const doc of head.jsonLd) expect(schemaErrors(doc), shell.url).toEqual([]);
    }
    expect(new Set(titles).size, titles.join(' | ')).toBe(titles.length);
  });

  test('the home page describes the shop from kontak/aktif as a MobilePhoneStore', async ({ request }) => {
    const [shop, ...more] = headOf(await (await request.get('/')).text()).jsonLd;
    expect(more).toEqual([]);
    expect(schemaErrors(shop)).toEqual([]);
    expect(shop).toMatchObject({
      '@type': 'MobilePhoneStore',
      name: 'ONE GADGET Bali',
      telephone: '+6281234567890',
      address: { '@type': 'PostalAddress', streetAddress: KONTAK.alamat, addressCountry: 'ID' },
      openingHours: ['Mo-Sa 09:00-21:00', 'Su 10:00-18:00'],
      sameAs: expect.arrayContaining([
        'https://www.instagram.com/onegadget.bali',
        'https://www.facebook.com/onegadgetbali',
      ]) as unknown,
    });
  });

  test('each article the build read has its own page: its title, excerpt and cover as the share preview', async ({
    request,
  }) => {
    const origin = /^(https?:\/\/[^/]+)\//.exec(headOf(await (await request.get('/')).text()).canonical!)![1];
    for (const [id, article] of ARTICLES) {
      const url = paths.article(id);
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      const html = await res.text();
      // The article page's own shell, which the app takes over as on any article.
      expect(html, url).toContain('<div id="root" data-shell="/artikel/:id">');
      const head = headOf(html);
      expect(head.title).toBe(`${article.judul} – ONE GADGET Bali`);
      expect(head.canonical).toBe(`${origin}${url}`);
      expect(head.meta('property', 'og:type')).toBe('article');
      expect(head.meta('property', 'og:title')).toBe(head.title);
      expect(head.meta('property', 'og:url')).toBe(`${origin}${url}`);
      expect(head.meta('property', 'og:image')).toBe(`${origin}${article.cover}`);
      expect(head.meta('name', 'twitter:image')).toBe(`${origin}${article.cover}`);
      const excerpt = head.meta('property', 'og:description')!;
      expect(excerpt.length, url).toBeGreaterThan(60);
      expect(excerpt.length, url).toBeLessThanOrEqual(163);
      expect(article.isi.replace(/\s+/g, ' ')).toContain(excerpt.replace(/\.\.\.$/, ''));
      expect(head.description).toBe(excerpt);
      expect(head.jsonLd).toHaveLength(1);
      expect(schemaErrors(head.jsonLd[0])).toEqual([]);
      expect(head.jsonLd[0]).toMatchObject({
        '@type': 'Article',
        headline: article.judul,
        url: `${origin}${url}`,
      });
    }
  });

  test('robots.txt keeps the member and admin areas out and names the sitemap', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const lines = (await res.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /member');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /login-member');
    expect(lines.filter((l) => l.startsWith('Disallow:'))).toHaveLength(3);
    expect(lines.find((l) => l.startsWith('Sitemap: '))).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/);
  });

  test('sitemap.xml lists the public routes and the articles, nothing of the member or admin areas', async ({
    request,
  }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs.sort()).toEqual([...PUBLIC_PAGE_PATHS, ...ARTICLES.map(([id]) => paths.article(id))].sort());
  });
});

test.describe('an article opened by its address @phone', () => {
  test.use({ promoPopupSeen: true });
  const [id, article] = ARTICLES.find(([key]) => key === 'tips-merawat-baterai-iphone')!;

  test('comes in its own page, and shows', async ({ page }) => {
    const res = await page.goto(paths.article(id));
    expect(await res!.text()).toContain(
      `<meta property="og:title" content="${article.judul} – ONE GADGET Bali"`,
    );
    await expect(page).toHaveTitle(`${article.judul} – ONE GADGET Bali`);
    await takenOver(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.judul);
    await expect(page.getByRole('article').getByRole('img')).toHaveAttribute('src', article.cover);
    await expect(page).toHaveTitle(`${article.judul} – ONE GADGET Bali`);
  });

  test('newer than the build: comes in the shared article page, and shows', async ({ page }, info) => {
    const newId = `seo-baru-${info.project.name}`;
    const judul = `Artikel Baru Setelah Deploy (${info.project.name})`;
    await writeDoc(`artikel/${newId}`, {
      judul,
      isi: 'Ditulis setelah situs dibangun, jadi belum punya halaman sendiri.\n\nHalamannya memakai halaman artikel bersama sampai deploy berikutnya, dan tetap tampil lengkap.',
      cover: '/img/artikel/baterai.svg',
    });
    try {
      const res = await page.goto(paths.article(newId));
      expect(res!.status()).toBe(200);
      const html = await res!.text();
      expect(html).toContain('<div id="root" data-shell="/artikel/:id">');
      expect(html).not.toContain(judul);
      expect(html).not.toContain('<link rel="canonical"');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(judul);
      await expect(page).toHaveTitle(`${judul} – ONE GADGET Bali`);
    } finally {
      await firestore.remove(`artikel/${newId}`);
    }
  });
});
