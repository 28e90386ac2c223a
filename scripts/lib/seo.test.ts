// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PAGE_LIST, PAGES, SHELLS } from '../../src/app/pages';
import { pagesModuleSource } from '../vite-pages';
import { paths } from '../../src/config/paths';
import { PUBLIC_PAGE_PATHS } from '../../src/test/public-paths';
import { schemaErrors } from './schema-types';
import {
  articleFile,
  articleHead,
  privatePrefixes,
  publicPaths,
  robotsTxt,
  shellHead,
  sitemapXml,
  type SiteFacts,
} from './seo';

const ORIGIN = 'https://onegadget.example';
const FACTS: SiteFacts = { origin: ORIGIN, contact: null, shopFallback: { whatsapp: '', shopUrl: '' } };

describe('the pages search engines may list', () => {
  it("are the page table's public routes with a path of their own", () => {
    const listed = publicPaths();
    expect(listed).toEqual(expect.arrayContaining(PUBLIC_PAGE_PATHS));
    expect(listed.filter((p) => /^\/(member|admin|login-member)\b|[:*]/.test(p))).toEqual([]);
    // A public page added to the table is listed with no other change.
    const added = {
      path: '/garansi',
      page: 'src/features/warranty/WarrantyPage.tsx',
      area: 'public',
    } as const;
    expect(publicPaths([...PAGE_LIST, added])).toContain('/garansi');
  });

  it('keep out the member and admin areas, each by its shortest path', () => {
    expect(privatePrefixes()).toEqual([paths.member.legacyLogin, paths.member.root, paths.admin.root]);
  });
});

describe('robotsTxt', () => {
  it('disallows the member and admin areas and names the sitemap', () => {
    expect(robotsTxt(ORIGIN)).toBe(
      [
        'User-agent: *',
        'Disallow: /login-member',
        'Disallow: /member',
        'Disallow: /admin',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

describe('sitemapXml', () => {
  it('lists each address once, absolute and escaped', () => {
    const xml = sitemapXml(ORIGIN, ['/', '/pricelist', '/pricelist', '/artikel/a&b']);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/pricelist`,
      `${ORIGIN}/artikel/a&amp;b`,
    ]);
  });
});

describe('shellHead', () => {
  it('every prerendered page has a description of its own in the page table', () => {
    const descriptions = SHELLS.map((s) => s.description ?? '');
    for (const [i, d] of descriptions.entries()) {
      expect(d.length, SHELLS[i]!.route).toBeGreaterThan(40);
      expect(d.length, SHELLS[i]!.route).toBeLessThanOrEqual(160);
    }
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('gives a page with one address its canonical URL, and the home page the shop', () => {
    const pricelist = SHELLS.find((s) => s.route === paths.pricelist)!;
    const head = shellHead(pricelist, 'Pricelist – ONE GADGET Bali', FACTS);
    expect(head).toMatchObject({
      title: 'Pricelist – ONE GADGET Bali',
      description: PAGES.pricelist.description,
      canonical: `${ORIGIN}/pricelist`,
      share: { image: `${ORIGIN}/img/og/link-preview.png`, type: 'website' },
    });
    expect(head.jsonLd).toBeUndefined();
    const home = shellHead(
      SHELLS.find((s) => s.route === paths.home)!,
      'x',
      FACTS,
    );
    expect(home.canonical).toBe(`${ORIGIN}/`);
    expect(home.jsonLd?.map((d) => d['@type'])).toEqual(['MobilePhoneStore']);
    expect(schemaErrors(home.jsonLd![0])).toEqual([]);
  });

  it('gives the shared article page and the not-found page no canonical; the latter noindex', () => {
    const article = shellHead(
      SHELLS.find((s) => s.route === paths.articlePattern)!,
      'x',
      FACTS,
    );
    expect(article.canonical).toBeNull();
    expect(article.noindex).toBeUndefined();
    const notFound = shellHead(
      SHELLS.find((s) => s.route === '*')!,
      'x',
      FACTS,
    );
    expect(notFound).toMatchObject({ canonical: null, noindex: true });
  });

  it('refuses a prerendered page without a description', () => {
    expect(() => shellHead({ ...SHELLS[0]!, description: undefined }, 'x', FACTS)).toThrow(/description/);
  });
});

describe('articles', () => {
  const article = { id: 'tips-baterai', judul: 'Tips Baterai', isi: 'Isi artikel.', cover: '/img/a.svg' };

  it("each get their own page's file, when the id can be a folder name", () => {
    expect(articleFile('tips-baterai')).toBe('artikel/tips-baterai/index.html');
    expect(articleFile('AbC_09.x')).toBe('artikel/AbC_09.x/index.html');
    for (const id of ['..', '.hidden', 'a b', 'a%2Fb', 'ä', '']) expect(articleFile(id), id).toBeNull();
  });

  it("get their title, excerpt and cover as the share preview, and the Article's JSON-LD", () => {
    const head = articleHead(article, 'fallback', ORIGIN);
    expect(head).toMatchObject({
      title: 'Tips Baterai – ONE GADGET Bali',
      description: 'Isi artikel.',
      canonical: `${ORIGIN}/artikel/tips-baterai`,
      share: { image: `${ORIGIN}/img/a.svg`, imageAlt: 'Tips Baterai', type: 'article' },
    });
    expect(schemaErrors(head.jsonLd![0])).toEqual([]);
    expect(articleHead({ ...article, isi: '', cover: '' }, 'fallback', ORIGIN)).toMatchObject({
      description: 'fallback',
      share: { image: `${ORIGIN}/img/og/link-preview.png` },
    });
  });
});

it("the app's scripts never get the descriptions (the router's module takes path, area, layout and import)", () => {
  const source = pagesModuleSource();
  for (const shell of SHELLS) expect(source).not.toContain(shell.description!.slice(0, 30));
});
