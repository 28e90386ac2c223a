// Every public route is served already rendered (scripts/vite-static-pages.ts): the
// page shows its layout, navigation and headings before any script has arrived,
// and React takes that HTML over (hydrates it) instead of drawing the page again.
// A hydration mismatch is logged as a console error, which fails any test.
import type { Page } from '@playwright/test';
import { emulatorConfig } from './support/emulators';
import { expect, takenOver, test } from './support/test';

const FIRESTORE_HOST =
  process.env.VITE_FIRESTORE_EMULATOR_HOST ?? `${emulatorConfig.host}:${emulatorConfig.firestorePort}`;

/** Waits until every stylesheet has loaded: boxes are measured as the browser paints them. */
function stylesheetsIn(page: Page) {
  return page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((l) => l.sheet),
  );
}

/** Holds every script of the app back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/?]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

// [path, the first heading the shell shows, what the page shows once its data is in]
const ROUTES = [
  ['/', 'ONE GADGET Bali', { role: 'heading', name: 'Kontak' }],
  ['/pricelist?tab=android', 'Pricelist', { role: 'tab', name: 'Android', selected: true }],
  ['/aksesoris', 'Aksesoris', { role: 'searchbox' }],
  ['/goodnews', 'Good News', { role: 'link', name: /Baca Selengkapnya/ }],
  ['/artikel/tips-merawat-baterai-iphone', null, { role: 'article' }],
  ['/kalkulator-harga', 'Kalkulator Harga', { role: 'button', name: 'Hitung' }],
  ['/cek-servisan?kode=OG-2406-A7K2', 'Cek Servisan', { role: 'heading', name: 'Kode OG-2406-A7K2' }],
  ['/member/login', 'Login Member', { role: 'button', name: 'Masuk' }],
  ['/tidak-ada', 'Halaman tidak ditemukan', { role: 'link', name: 'Kembali ke Beranda' }],
] as const;

test.describe('prerendered shells', () => {
  test.use({ promoPopupSeen: true });

  for (const [path, heading, loaded] of ROUTES) {
    test(`${path}: shown before any script runs, then taken over in place`, async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: 'commit' });

      const nav = page.getByRole('navigation', { name: 'Navigasi utama', includeHidden: true });
      await expect(page.getByRole('link', { name: 'ONE GADGET' })).toBeVisible();
      await expect(nav).toBeAttached();
      const marker = heading
        ? page.getByRole('heading', { level: 1, name: heading })
        : page.getByRole('link', { name: 'ONE GADGET' });
      await expect(marker).toBeVisible();
      await stylesheetsIn(page);
      const before = await marker.boundingBox();
      // An expando on the shell's own element: still there afterwards only if React
      // kept the served HTML instead of replacing it.
      await marker.evaluate((el) => ((el as HTMLElement & { __shell?: true }).__shell = true));

      release();
      const { role, ...options } = loaded;
      await expect(page.getByRole(role, options).first()).toBeVisible({ timeout: 15_000 });
      expect(await marker.evaluate((el) => (el as HTMLElement & { __shell?: true }).__shell)).toBe(true);
      expect(await marker.boundingBox()).toEqual(before);
    });
  }
});

test.describe('a tap during the takeover', () => {
  test.use({ promoPopupSeen: true });

  test('a button tapped while the app takes the page over is answered, not dropped', async ({ page }) => {
    // The home page's own code held back: the app's entry has run, the page is not yet React's.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/HomePage-[^/?]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const entry = page.waitForResponse(/\/assets\/main-[^/?]+\.js$/);
    await page.goto('/');
    await entry;
    await page.waitForTimeout(300);
    const tap = page.getByRole('button', { name: 'Ajukan Promo' }).click();
    await page.waitForTimeout(500);
    release();
    await tap;
    await expect(page.getByRole('dialog', { name: 'Ajukan Promo' })).toBeVisible({ timeout: 15_000 });
  });
});

test('every prerendered page opens its connection to Firestore while its scripts download @phone', async ({
  request,
}) => {
  for (const [path] of ROUTES) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, path).toContain(`<link rel="preconnect" href="http://${FIRESTORE_HOST}" crossorigin=""/>`);
  }
});

test.describe('the promo baked into the home page', () => {
  test.use({ promoPopupSeen: true });

  test('paints before any read, and the live promo replaces it in the same place', async ({ page }) => {
    // AOS's fade-up moves the blocks below on purpose; this measures the promo alone.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The live answer differs from what the build read: another title (as long) and image.
    await page.route(`http://${FIRESTORE_HOST}/**`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replaceAll('Hemat s/d 20%', 'Hemat s/d 30%')
        .replaceAll('/img/home/promo-aktif.svg', '/img/home/custom-case-poster.webp');
      await route.fulfill({ response, body });
    });
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const banner = page.locator('section.promo-banner');
    await expect(
      banner.getByRole('heading', { name: 'Promo Servis Bulan Ini: Hemat s/d 20%' }),
    ).toBeVisible();
    const image = banner.getByRole('img');
    await expect(image).toHaveAttribute('src', '/img/home/promo-aktif.svg');
    // Shared before the app is in, the promo still leads back here: the page's canonical address.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    const share = await banner.getByRole('link', { name: 'Bagikan lewat WhatsApp' }).getAttribute('href');
    expect(decodeURIComponent(share!)).toMatch(
      /^https:\/\/wa\.me\/\?text=Promo Servis Bulan Ini: Hemat s\/d 20%: /,
    );
    expect(decodeURIComponent(share!).endsWith(` · ONE GADGET Bali\n${canonical}`)).toBe(true);
    const next = page.getByRole('heading', { name: 'Layanan Kami' });
    await stylesheetsIn(page);
    const [imageBefore, nextBefore] = [await image.boundingBox(), await next.boundingBox()];

    release();
    await expect(banner.getByRole('heading', { name: 'Promo Servis Bulan Ini: Hemat s/d 30%' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(image).toHaveAttribute('src', '/img/home/custom-case-poster.webp');
    expect(await image.boundingBox()).toEqual(imageBefore);
    expect(await next.boundingBox()).toEqual(nextBefore);
  });
});

test.describe('scripts after the picture @phone', () => {
  test.use({ promoPopupSeen: true });

  test("the home page's scripts are asked for once its promo image is in, and still take it over", async ({
    page,
  }) => {
    // The image answers slowly: the app's scripts must wait for it, not share the line.
    await page.route('**/img/home/promo-aktif.svg', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    const order: string[] = [];
    page.on('requestfinished', (r) => {
      if (r.url().endsWith('/img/home/promo-aktif.svg')) order.push('image in');
    });
    page.on('request', (r) => {
      if (/\/assets\/main-[^/]+\.js$/.test(r.url())) order.push('main.js asked');
    });
    await page.goto('/');
    await takenOver(page);
    expect(order).toEqual(['image in', 'main.js asked']);
  });
});

test.describe("Good News' article cards baked into its page @phone", () => {
  test.use({ promoPopupSeen: true });

  test('shows the cards and their covers before any script or read, and React takes them over', async ({
    page,
    request,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/goodnews', { waitUntil: 'commit' });
    const card = page.getByRole('article').filter({ hasText: 'Cara Cek iPhone Second Sebelum Membeli' });
    await expect(card.getByRole('heading')).toBeVisible();
    await expect(card.getByRole('img')).toHaveAttribute('src', '/img/artikel/cek-iphone.svg');
    // Its day too: the build's Date crosses the page as text and hydrates to the same line.
    const day = card.locator('time');
    await expect(day).toHaveText(/^\d{1,2} \w{3} \d{4}$/);
    const baked = await day.getAttribute('datetime');
    release();
    await takenOver(page);
    await expect(card.getByRole('link', { name: /Baca Selengkapnya/ })).toBeVisible();
    await expect(day).toHaveAttribute('datetime', baked!);

    // Only this page carries them: the others stay as light as before.
    expect(await (await request.get('/')).text()).not.toContain('Cara Cek iPhone Second');
  });
});
