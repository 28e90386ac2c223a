// The build as Firebase Hosting serves it (Hosting's engine, superstatic, with all of
// firebase.json's hosting config, scripts/lib/hosting-server.mjs): rewrites, the /link HTML, headers, and the app
// running under the Content-Security-Policy without a single violation.
import type { Page } from '@playwright/test';
import { hostingPort } from '../../playwright.config';
import { expect, test } from './support/test';

const hosting = `http://127.0.0.1:${hostingPort}`;

/** Collects the page's CSP violations ("directive blocked-uri") from the next navigation on. */
async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  return violations;
}

/** A 1×1 PNG. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.use({ promoPopupSeen: true });

test.describe('Firebase Hosting config', () => {
  test('each public route, deep links included, gets its own rendered HTML @desktop', async ({ request }) => {
    // [path, the route the HTML was rendered for, a text the rendered page shows]
    for (const [path, route, text] of [
      ['/', '/', 'ONE GADGET Bali'],
      ['/pricelist?tab=android', '/pricelist', 'Memuat pricelist...'],
      ['/aksesoris', '/aksesoris', 'Memuat aksesoris...'],
      ['/goodnews', '/goodnews', 'Good News'],
      ['/artikel/abc', '/artikel/:id', 'Memuat artikel...'],
      ['/kalkulator-harga', '/kalkulator-harga', 'Kalkulator Harga'],
      ['/cek-servisan?kode=ABC123', '/cek-servisan', 'Kode Servisan'],
      ['/member/login', '/member/login', 'Memeriksa sesi login...'],
    ]) {
      const res = await request.get(hosting + path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-type'], path).toContain('text/html');
      const html = await res.text();
      expect(html, path).toContain(`<div id="root" data-shell="${route}">`);
      expect(html, path).toContain(text);
    }
    // cleanUrls: a page's file name is sent on to its address (no second copy for search engines).
    const byFileName = await request.get(`${hosting}/pricelist.html?tab=android`, { maxRedirects: 0 });
    expect(byFileName.status()).toBe(301);
    expect(byFileName.headers()['location']).toBe('/pricelist?tab=android');
  });

  test('member pages get the app with an empty root; an unknown path a 404 with its page @desktop', async ({
    request,
  }) => {
    for (const path of ['/member', '/member/kupon', '/login-member', '/admin/servisan/baru']) {
      const res = await request.get(hosting + path);
      expect(res.status(), path).toBe(200);
      expect(await res.text(), path).toContain('<div id="root"></div>');
    }
    const missing = await request.get(`${hosting}/tidak-ada`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Halaman tidak ditemukan');
  });

  test('the admin area is served the app with noindex; public routes are not @desktop', async ({
    request,
  }) => {
    for (const path of ['/admin', '/admin/pricelist']) {
      const res = await request.get(hosting + path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
    }
    expect((await request.get(`${hosting}/pricelist`)).headers()['x-robots-tag']).toBeUndefined();
  });

  test('an article the build read is served its own page, a newer one the shared page; robots and sitemap @desktop', async ({
    request,
  }) => {
    const own = await request.get(`${hosting}/artikel/tips-merawat-baterai-iphone`);
    expect(own.status()).toBe(200);
    const html = await own.text();
    expect(html).toContain(
      '<meta property="og:title" content="5 Tips Merawat Baterai iPhone Supaya Awet Bertahun-tahun',
    );
    expect(html).toMatch(
      /<link rel="canonical" href="https?:\/\/[^"]+\/artikel\/tips-merawat-baterai-iphone"\/?>/,
    );
    const shared = await request.get(`${hosting}/artikel/belum-ada-waktu-build`);
    expect(shared.status()).toBe(200);
    expect(await shared.text()).toContain('<meta property="og:title" content="Artikel – ONE GADGET Bali"');
    for (const [file, type] of [
      ['/robots.txt', 'text/plain'],
      ['/sitemap.xml', 'xml'],
    ]) {
      const res = await request.get(hosting + file!);
      expect(res.status(), file).toBe(200);
      expect(res.headers()['content-type'], file).toContain(type!);
    }
  });

  test('/link is served its own HTML with the social preview tags @desktop', async ({ request }) => {
    const res = await request.get(`${hosting}/link`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    for (const tag of ['og:title', 'og:description', 'og:image', 'og:url', 'twitter:card']) {
      expect(html, tag).toMatch(new RegExp(`<meta[^>]+(property|name)="${tag}"[^>]+content="[^"]+"`));
    }
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<meta name="keywords" content="[^"]+"/);
  });

  test('security headers on every response; HTML not cached; hashed assets immutable @desktop', async ({
    request,
  }) => {
    const page = await request.get(`${hosting}/pricelist`);
    const h = page.headers();
    expect(h['content-security-policy']).toContain("default-src 'self'");
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['content-security-policy']).toContain("object-src 'none'");
    // Images may come from any https host (the shop stored some as full URLs
    // elsewhere); an image cannot run script. Scripts stay limited.
    expect(h['content-security-policy']).toMatch(/(^|;) ?img-src 'self' data: blob: https:;/);
    expect(h['content-security-policy']).not.toMatch(/script-src[^;]* https:( |;)/);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The camera for the site's own pages only: the till (/admin/kasir) scans QR codes.
    expect(h['permissions-policy']).toContain('camera=(self)');
    expect(h['permissions-policy']).toContain('microphone=()');
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['cache-control']).toBe('no-cache');

    // The app's module script, or the start script that starts it (src/app/Document.tsx;
    // on the price list its early list program).
    const script = /<script (?:type="module"|async)[^>]* src="([^"]+)"/.exec(await page.text())?.[1];
    expect(script).toMatch(/^\/assets\//);
    const asset = await request.get(hosting + script);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('the app runs under the CSP with no violations @desktop', async ({ page }) => {
    const violations = await watchCspViolations(page);
    const routes: [string, RegExp | string][] = [
      ['/', 'ONE GADGET'],
      ['/pricelist', /iPhone/],
      ['/aksesoris', /Aksesoris/],
      ['/goodnews', /Good News|Baca Selengkapnya/],
      ['/kalkulator-harga', /Kalkulator/],
      ['/cek-servisan', /Cek Servisan/],
      ['/link', /Pricelist/],
      ['/member/login', /Login/],
    ];
    for (const [path, text] of routes) {
      await page.goto(hosting + path);
      await expect(page.locator('body')).toContainText(text);
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });

  test('an image stored as a full https URL on another host shows under the CSP @desktop', async ({
    page,
  }) => {
    const violations = await watchCspViolations(page);
    const src = 'https://cdn.tokolama.example/produk/casing-biru.png';
    await page.route(src, (route) => route.fulfill({ contentType: 'image/png', body: PIXEL }));
    await page.goto(`${hosting}/aksesoris`);
    await expect(page.locator('body')).toContainText(/Aksesoris/);
    const width = await page.evaluate(async (url) => {
      const img = new Image(1, 1);
      img.alt = 'Casing biru';
      img.src = url;
      document.body.append(img);
      await img.decode().catch(() => {});
      return img.naturalWidth;
    }, src);
    expect(width).toBe(1);
    expect(violations).toEqual([]);
  });
});
