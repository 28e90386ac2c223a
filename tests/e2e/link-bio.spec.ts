import { emulatorConfig } from './support/emulators';
import { expect, test } from './support/test';
import { PAGES } from '../../src/app/pages';

const firestoreUrl = `**/${emulatorConfig.host}:${emulatorConfig.firestorePort}/**`;
const TITLE = 'ONE GADGET Bali – Pricelist, Aksesoris, Promo & Tanya Admin';
// Links out carry the page's source (docs/chat-taps.md).
const BUTTONS = [
  ['Pricelist', '/pricelist?utm_source=link-bio'],
  ['Aksesoris', '/aksesoris?utm_source=link-bio'],
  ['Promo', '/goodnews?utm_source=link-bio'],
  ['Login Member', '/member/login?utm_source=link-bio'],
] as const;

/** Reads <meta name|property=key content> out of raw HTML. */
function meta(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${key.replace(/[:]/g, '\\$&')}" content="([^"]*)"`).exec(
    html,
  );
  return tag?.[1];
}

test.describe('/link', () => {
  test('the built HTML for /link carries the preview tags and the page, without JavaScript @desktop', async ({
    request,
  }) => {
    const res = await request.get('/link');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>ONE GADGET Bali – Pricelist, Aksesoris, Promo &amp; Tanya Admin</title>');
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(meta(html, 'description')).toMatch(/^Toko HP, laptop dan Mac di Denpasar, Bali\./);
    expect(meta(html, 'keywords')).toContain('one gadget bali');
    expect(meta(html, 'og:title')).toBe('ONE GADGET Bali – Pricelist, Aksesoris, Promo &amp; Tanya Admin');
    expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
    expect(meta(html, 'og:url')).toMatch(/^https:\/\/[^/]+\/link$/);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    const image = meta(html, 'og:image')!;
    expect(image).toMatch(/^https:\/\/[^/]+\/img\/og\/link-preview\.png$/);

    // The image exists in the build, as a 1200×630 PNG.
    const png = await request.get(new URL(image).pathname);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);

    // The page itself is in the HTML: logo, heading, the buttons as plain links.
    const root = /<main id="main">([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
    expect(root).toContain('<img class="link-bio__logo" src="/logo.svg" alt="Logo ONE GADGET"');
    expect(root).toContain('<h1 class="link-bio__title">ONE GADGET Bali</h1>');
    for (const [label, href] of BUTTONS) {
      // (react-router's links carry data-discover after their href.)
      const link = root.slice(root.indexOf(`href="${href}"`));
      expect(link.slice(0, link.indexOf('</a>')), label).toMatch(new RegExp(`>${label}$`));
    }
    // The chat link starts with the build's number (.env.test), never without one; it
    // carries the WhatsApp icon, as every chat action on the site does.
    expect(root).toMatch(
      /class="btn btn-whatsapp[^"]*" href="https:\/\/wa\.me\/6281100001111\?text=[^"]*"[^>]*><svg [^>]*aria-hidden="true"[\s\S]*?<\/svg>Tanya Admin<\/a>/,
    );

    // Other routes have their own head (tests/e2e/seo.spec.ts), none of /link's.
    const other = await (await request.get('/pricelist')).text();
    expect(meta(other, 'og:title')).toBe('Pricelist – ONE GADGET Bali');
    expect(meta(other, 'og:url')).toMatch(/^https:\/\/[^/]+\/pricelist$/);
    expect(other).toContain('<div id="root" data-shell="/pricelist">');
  });

  test.describe('before any JavaScript runs', () => {
    test.use({ javaScriptEnabled: false });
    test('the page paints: logo, heading and every link', async ({ page }) => {
      await page.goto('/link');
      await expect(page.getByRole('img', { name: 'Logo ONE GADGET' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'ONE GADGET Bali' })).toBeVisible();
      for (const [label, href] of BUTTONS) {
        await expect(page.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
      }
      await expect(page.getByRole('link', { name: 'Tanya Admin' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/6281100001111\?text=/,
      );
      await expect(page).toHaveTitle(TITLE);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });

  test('with JavaScript: same page, head tags set once, chat link gets the shop number @phone', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/link');
    await expect(page).toHaveTitle(TITLE);
    const nav = page.getByRole('navigation', { name: 'Tautan ONE GADGET' });
    await expect(nav.getByRole('link')).toHaveText([
      ...BUTTONS.map(([l]) => l),
      'Tanya Admin',
      'Cek Servisan',
      'Kalkulator Harga',
    ]);
    for (const [label, href] of BUTTONS) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    // The number is read after the first paint; the link then goes straight to the shop.
    const chat = nav.getByRole('link', { name: 'Tanya Admin' });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/6281234567890\?text=/);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    for (const key of ['og:title', 'og:description', 'og:image', 'og:url']) {
      await expect(page.locator(`meta[property="${key}"]`), key).toHaveCount(1);
    }
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    // The page is complete HTML and stays so: no root for the app, which is not downloaded;
    // each link is there once.
    await expect(page.locator('#root')).toHaveCount(0);
    expect(
      scripts.some((p) => /\/assets\/(main|index)-/.test(p)),
      scripts.join(' '),
    ).toBe(false);
    await expect(page.getByRole('link', { name: 'Pricelist', exact: true })).toHaveCount(1);
  });

  test.describe("on a tourist's phone (New York time)", () => {
    // The shop's day is Bali's (WITA), whatever the phone's time zone.
    test.use({ timezoneId: 'America/New_York' });

    test('one phone screen holds every button and where, when and how well the shop is @phone', async ({
      page,
    }) => {
      await page.clock.setFixedTime(new Date('2026-11-29T09:00:00+08:00')); // a Sunday in Bali, Saturday in New York
      await page.goto('/link');
      const facts = page.locator('.link-bio__facts');
      await expect(facts.getByText('Hari ini buka 10.00–18.00 WITA')).toBeVisible();
      await expect(facts).toContainText(/★ \d,\d dari 5 · \d+ ulasan/);
      const map = facts.getByRole('link', { name: /Jl\. Teuku Umar.*\(buka peta\)/ });
      await expect(map).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=ONE%20GADGET%20Jl\./,
      );
      // Everything within the first screen: no scrolling to find the chat or the address.
      const viewport = page.viewportSize()!;
      for (const control of await page.locator('.link-bio a, .link-bio li').all()) {
        const box = (await control.boundingBox())!;
        expect(box.y + box.height, (await control.textContent()) ?? '').toBeLessThanOrEqual(viewport.height);
      }
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
        viewport.height,
      );
    });
  });

  test('the page never goes blank while its script fills in the chat number @phone', async ({ page }) => {
    await page.addInitScript(() => {
      // Once the heading has been in the page, is there ever a moment without it?
      const w = window as unknown as { linkWatch: { seen: boolean; blank: number } };
      w.linkWatch = { seen: false, blank: 0 };
      new MutationObserver(() => {
        const there = document.querySelector('.link-bio__title') !== null;
        if (there) w.linkWatch.seen = true;
        else if (w.linkWatch.seen) w.linkWatch.blank += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/link');
    await expect(page.getByRole('link', { name: 'Tanya Admin' })).toHaveAttribute('href', /wa\.me\/62/);
    const watch = await page.evaluate(
      () => (window as unknown as { linkWatch: { seen: boolean; blank: number } }).linkWatch,
    );
    expect(watch).toEqual({ seen: true, blank: 0 });
  });

  test('a button leads into the site, which gets its own head back @phone', async ({ page }) => {
    await page.goto('/link');
    await page.getByRole('link', { name: 'Promo', exact: true }).click();
    await expect(page).toHaveURL(/\/goodnews\?utm_source=link-bio$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Good News' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page).toHaveTitle(/^Good News/);
    // Good News' own head (its page's, written by the build), none of /link's.
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /^Good News/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      PAGES.goodNews.description,
    );
  });

  test('reached inside the app (not from its own page), it sets the same head @phone', async ({ page }) => {
    await page.goto('/goodnews');
    await expect(page.getByRole('heading', { level: 1, name: 'Good News' })).toBeVisible();
    // The heading is in the prerendered HTML: a navigation before React has taken the page
    // over would race its hydration. The after-load work starts once the app is in.
    await page.waitForFunction(() => document.documentElement.dataset.chatTaps === 'on');
    await page.evaluate(() => {
      history.pushState({}, '', '/link');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'ONE GADGET Bali' })).toBeVisible();
    await expect(page).toHaveTitle(TITLE);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^http:\/\/127\.0\.0\.1:\d+\/img\/og\/link-preview\.png$/,
    );
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /one gadget bali/);
  });

  test.describe('without Firestore @phone', () => {
    test.use({ allowConsoleErrors: true });
    test("the page is whole and the chat link opens the build's number, never a number-less chat", async ({
      page,
    }) => {
      await page.route(firestoreUrl, (route) => route.abort());
      await page.goto('/link');
      await page.waitForLoadState('networkidle');
      for (const [label] of BUTTONS)
        await expect(page.getByRole('link', { name: label, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Tanya Admin' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/6281100001111\?text=/,
      );
    });
  });

  test('no Firestore request before the page has loaded @phone', async ({ page }) => {
    const early: string[] = [];
    let loaded = false;
    page.on('load', () => (loaded = true));
    page.on('request', (r) => {
      if (r.url().includes(`:${emulatorConfig.firestorePort}/`) && !loaded) early.push(r.url());
    });
    await page.goto('/link');
    await expect(page.getByRole('link', { name: 'Tanya Admin' })).toHaveAttribute('href', /wa\.me\/62/);
    expect(early).toEqual([]);
  });

  test('once loaded, it fetches ahead what Pricelist and Aksesoris paint their rows with, and none of their data @phone', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto('/link');
    // The price list's first program and the accessories' painter, before any tap.
    await expect.poll(() => asked.some((p) => /^\/assets\/list-start-/.test(p))).toBe(true);
    await expect.poll(() => asked.some((p) => /^\/assets\/aksesoris-rows-/.test(p))).toBe(true);
    // The shop's contact is still read and filled in after them.
    await expect(page.getByRole('link', { name: 'Tanya Admin' })).toHaveAttribute('href', /wa\.me\/62/);
    expect(asked.filter((p) => /\/documents\/(daftar|aksesoris)/.test(p))).toEqual([]);
  });
});
