// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_DESCRIPTION, SITE_TITLE } from '../src/lib/page-head.ts';
import {
  appPage,
  linkPage,
  listStartFor,
  shellFiles,
  siteUrlFrom,
  type BuildFiles,
} from './vite-static-pages';

const FILES: BuildFiles = {
  app: { main: '/assets/main-1.js', preload: ['/assets/react-1.js'], css: ['/assets/main-1.css'] },
  routes: {
    '/artikel/': [['/assets/ArticlePage-1.js'], ['/assets/ArticlePage-1.css']],
    '/': [['/assets/HomePage-1.js'], []],
  },
  shellStart: '/assets/shell-start-1.js',
  routePreload: '/assets/route-preload-1.js',
  listStart: '/assets/list-start-1.js',
  firstRows: {
    'src/features/pricelist/early-paint.ts': {
      main: '/assets/pricelist-rows-1.js',
      preload: ['/assets/list-pages-1.js'],
      css: [],
    },
  },
  link: {
    main: '/assets/link-enhance-1.js',
    preload: ['/assets/visitor-read-1.js'],
    css: ['/assets/main-1.css', '/assets/LinkPage-1.css'],
  },
};

describe('a prerendered page', () => {
  it("links the app's and its route's stylesheets", () => {
    const shell = { route: '/artikel/:id', url: '/artikel/_', file: 'artikel.html', dataFirst: true };
    expect(shellFiles(shell, FILES).stylesheets).toEqual(['/assets/main-1.css', '/assets/ArticlePage-1.css']);
  });

  it('names its scripts at low priority where its largest paint is data they read', () => {
    const shell = { route: '/artikel/:id', url: '/artikel/_', file: 'artikel.html', dataFirst: true };
    expect(shellFiles(shell, FILES).scripts).toEqual({
      kind: 'named',
      main: '/assets/main-1.js',
      preload: ['/assets/react-1.js', '/assets/ArticlePage-1.js'],
    });
  });

  it('else leaves them to the start script, which requests them after the first paint', () => {
    const shell = { route: '/', url: '/', file: 'index.html', dataFirst: false };
    expect(shellFiles(shell, FILES).scripts).toEqual({
      kind: 'after-paint',
      starter: '/assets/shell-start-1.js',
      main: '/assets/main-1.js',
      preload: ['/assets/react-1.js', '/assets/HomePage-1.js'],
    });
  });

  it('leaves them to its early list program, after the first rows, where the page paints those rows itself; without the files that program has asked for already', () => {
    const shell = { route: '/pricelist', url: '/pricelist', file: 'pricelist.html', dataFirst: true };
    const files: BuildFiles = {
      ...FILES,
      routes: {
        '/pricelist': [
          ['/assets/PricelistPage-1.js', '/assets/pricelist-rows-1.js', '/assets/list-pages-1.js'],
          [],
        ],
      },
    };
    const listStart = { painter: '/assets/pricelist-rows-1.js', painterImports: ['/assets/list-pages-1.js'] };
    expect(shellFiles(shell, files, listStart).scripts).toEqual({
      kind: 'after-rows',
      main: '/assets/main-1.js',
      preload: ['/assets/react-1.js', '/assets/PricelistPage-1.js'],
    });
  });
});

describe('a page that shows visitor lists', () => {
  const settings = {
    documents: 'https://fs.test/documents/daftar',
    key: 'k',
    cache: 'og-cache:daftar/',
    ttl: 600000,
    wa: '6281234567890',
  };
  const shell = {
    route: '/pricelist',
    url: '/pricelist',
    file: 'pricelist.html',
    dataFirst: true,
    firstRows: 'src/features/pricelist/early-paint.ts',
  };

  it('starts its list from the head: every list it may show with its parts, the first by default, ', () => {
    expect(listStartFor({ ...shell, lists: ['hp', 'aksesoris'] }, FILES, settings)).toEqual({
      src: '/assets/list-start-1.js',
      painter: '/assets/pricelist-rows-1.js',
      painterImports: ['/assets/list-pages-1.js'],
      lists: 'hp:2 aksesoris:3',
      default: 'hp',
      ...settings,
    });
  });

  it('not without lists, nor where the build cannot read without the app (App Check)', () => {
    expect(listStartFor(shell, FILES, settings)).toBeUndefined();
    expect(listStartFor({ ...shell, lists: ['hp'] }, FILES, null)).toBeUndefined();
  });
});

describe('app.html', () => {
  const page = appPage(FILES);

  it("names the app's entry as index.html does, with the route preload and its map", () => {
    expect(page.scripts).toEqual({
      kind: 'module',
      main: '/assets/main-1.js',
      preload: ['/assets/react-1.js'],
    });
    expect(page.body).toEqual({ kind: 'empty' });
    expect(page.routePreload?.src).toBe('/assets/route-preload-1.js');
    expect(page.routePreload!.routes).toBe('/artikel/|ArticlePage-1|ArticlePage-1 /|HomePage-1|');
  });
});

describe('/link', () => {
  it('loads its enhancer, not the app, and carries its own head and the build number', () => {
    const facts = { alamat: 'Jl. Teuku Umar 88', jam: 'Setiap hari 09.00–21.00', rating: null };
    const page = linkPage(FILES, 'https://toko.example', '081100001111', facts);
    expect(page.scripts).toEqual({
      kind: 'module',
      main: '/assets/link-enhance-1.js',
      preload: ['/assets/visitor-read-1.js'],
    });
    expect(JSON.stringify(page)).not.toContain('main-1.js');
    expect(page.stylesheets).toEqual(['/assets/main-1.css', '/assets/LinkPage-1.css']);
    expect(page.head.canonical).toBe('https://toko.example/link');
    expect(page.body).toEqual({ kind: 'link', whatsapp: '081100001111', facts });
  });
});

it('site address: VITE_SITE_URL, else the project Hosting domain', () => {
  expect(siteUrlFrom({ VITE_SITE_URL: 'https://onegadget.example/' })).toBe('https://onegadget.example');
  expect(siteUrlFrom({ VITE_FIREBASE_PROJECT_ID: 'toko-asli' })).toBe('https://toko-asli.web.app');
  expect(siteUrlFrom({})).toBe('https://demo-onegadget.web.app');
});

it('index.html, which only the development server serves as it is, says what app.html says', () => {
  const index = readFileSync(new URL('../index.html', import.meta.url), 'utf8').replace(/\s+/g, ' ');
  expect(index).toContain(`<title>${SITE_TITLE}</title>`);
  expect(index).toContain(`content="${SITE_DESCRIPTION}"`);
});
