// /pricelist on the seeded emulator (seed/firestore/pricelist*.json, sparepart.json).
import type { Locator, Page, Request } from '@playwright/test';
import { cutFirestore, firestore, rebuildVisitorLists, time, writeDoc } from './support/emulators';
import { SEEDED_ADMIN, startSignedIn } from './support/member';
import { saveRecordField } from './support/admin';
import { holdAppScripts, markupOf, watchRowsThenApp } from './support/early-paint';
import { expect, listDrawn, takenOver, test } from './support/test';

const rows = (page: Page) => page.getByTestId('pricelist-row');
const serviceRows = (page: Page) => page.getByTestId('service-row');
const sparepartRows = (page: Page) => page.getByTestId('sparepart-row');
const search = (page: Page) => page.getByRole('searchbox');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const typeButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Tipe perangkat' }).getByRole('button', { name, exact: true });

/**
 * The visitor lists were never built whole (only rows saved since, no rebuild's
 * time): the page reads the collections instead.
 */
const listsNotBuilt = (page: Page) =>
  page.route(/\/documents\/daftar\//, (route) =>
    route.fulfill({
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ name: 'daftar/x', fields: { baris: { mapValue: {} } } }),
    }),
  );

/** The title line of each row (type, jenis or nama); assertions on it retry until the list settles. */
const titles = (list: Locator) => list.locator('.row-title');

/** The row showing at the top of a scrolled box (its title) and how far below the box's top it sits. */
const rowAtTop = (box: Locator) =>
  box.evaluate((el) => {
    const top = el.getBoundingClientRect().top;
    const row = [...el.querySelectorAll('li')].find((r) => r.getBoundingClientRect().bottom > top);
    return (
      row && {
        title: row.querySelector('.row-title')?.textContent,
        offset: Math.round(row.getBoundingClientRect().top - top),
      }
    );
  });

/**
 * What this page reads from Firestore: a visitor list's parts by GET ('daftar:hp'),
 * and collections by query (runQuery); ':first' marks a tab's first rows (a limited query).
 */
function watchQueries(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req: Request) => {
    const list = /\/documents\/daftar\/([a-z]+)-\d+/.exec(req.url())?.[1];
    if (list) {
      if (!seen.includes(`daftar:${list}`)) seen.push(`daftar:${list}`);
      return;
    }
    if (!req.url().includes(':runQuery')) return;
    const body = req.postData() ?? '';
    const collection = /"collectionId":"([^"]+)"/.exec(body)?.[1] ?? '?';
    // The where() values, each kategori once however many spellings the query asks for.
    const values = [
      ...new Set([...body.matchAll(/"stringValue":"([^"]+)"/g)].map((m) => m[1]!.trim().toLowerCase())),
    ];
    seen.push([collection, ...values, ...(body.includes('"limit"') ? ['first'] : [])].join(':'));
  });
  return seen;
}

test.describe('pricelist', () => {
  test('iPhone tab by default: rows newest first with brand, colours, prices, stock and a chat link @phone', async ({
    page,
  }) => {
    const kontak = await firestore.get('kontak/aktif');
    await page.goto('/pricelist');
    await expect(tab(page, 'iPhone')).toHaveAttribute('aria-selected', 'true');
    await expect(rows(page)).toHaveCount(6);
    await expect(titles(rows(page))).toHaveText([
      'iPhone 15 Pro Max 256GB',
      'iPhone 15 128GB',
      'iPhone 14 128GB',
      'iPhone 13 128GB',
      'iPhone 12 64GB',
      'iPhone 11 64GB',
    ]);
    const first = rows(page).first();
    await expect(first).toContainText('Apple');
    await expect(first).toContainText('Warna: Natural Titanium, Blue Titanium, Black Titanium');
    await expect(first).toContainText('BaruRp 21.999.000');
    await expect(first).toContainText('SecondRp 17.500.000');
    await expect(first).toContainText('Tersedia');
    await expect(rows(page).nth(2)).toContainText('Habis'); // iPhone 14, stok 0
    await expect(rows(page).nth(2)).not.toContainText('Tersedia');
    await expect(rows(page).nth(4)).toContainText('Baru-'); // iPhone 12: no new price

    const number = String(kontak?.whatsapp ?? '')
      .replace(/\D/g, '')
      .replace(/^0/, '62');
    const chat = first.getByRole('link', { name: 'Tanya tentang Apple iPhone 15 Pro Max 256GB' });
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${number}\\?text=`));
    const href = (await chat.getAttribute('href')) ?? '';
    expect(decodeURIComponent(href.split('?text=')[1] ?? '')).toContain('Apple iPhone 15 Pro Max 256GB');
  });

  test('prices line up in columns: Baru at one x on every row, Second at another; sparepart prices end at one x', async ({
    page,
  }) => {
    await page.goto('/pricelist');
    await listDrawn(page);
    await expect(rows(page)).toHaveCount(6);
    /** Each row's prices (left and right edges), the row scrolled into the box's view first. */
    const edges = async (list: Locator) => {
      const out: { left: number; right: number }[][] = [];
      for (const row of await list.all()) {
        await row.scrollIntoViewIfNeeded();
        const prices = row.locator('.price');
        const boxes = [];
        for (const price of await prices.all()) {
          await expect(price).toHaveCSS('font-variant-numeric', 'tabular-nums');
          await expect(price).toHaveCSS('font-weight', '700');
          const b = (await price.boundingBox())!;
          boxes.push({ left: b.x, right: b.x + b.width });
        }
        out.push(boxes);
      }
      return out;
    };
    const phones = await edges(rows(page));
    expect(phones.every((r) => r.length === 2)).toBe(true);
    const [baru, second] = [phones.map((r) => r[0]!.left), phones.map((r) => r[1]!.left)];
    for (const x of baru) expect(x).toBeCloseTo(baru[0]!, 0);
    for (const x of second) expect(x).toBeCloseTo(second[0]!, 0);
    // Second's column starts to the right of the widest Baru price.
    expect(second[0]!).toBeGreaterThan(Math.max(...phones.map((r) => r[0]!.right)));

    await tab(page, 'Sparepart').click();
    await expect(sparepartRows(page)).toHaveCount(10);
    const parts = await edges(sparepartRows(page));
    for (const r of parts) expect(r[0]!.right).toBeCloseTo(parts[0]![0]!.right, 0);
  });

  test('the list scrolls inside a box 60% of the viewport high', async ({ page }) => {
    await page.goto('/pricelist?tab=laptop');
    await listDrawn(page);
    await expect(rows(page)).toHaveCount(6);
    const box = page.getByRole('region', { name: 'Daftar harga' });
    const viewport = page.viewportSize()!;
    await expect(box).toHaveCSS('overflow-y', 'auto');
    await expect(box).toHaveCSS('max-height', `${viewport.height * 0.6}px`);
    const height = (await box.boundingBox())!.height;
    expect(height).toBeLessThanOrEqual(viewport.height * 0.6 + 1);
  });

  test('the box says when more rows wait below its edge, and stops saying it at the end', async ({
    page,
  }) => {
    await page.goto('/pricelist?tab=sparepart');
    await listDrawn(page);
    const box = page.getByRole('region', { name: 'Daftar sparepart' });
    const hint = box.getByText('Masih ada lainnya di bawah');
    await expect(sparepartRows(page)).toHaveCount(10);
    await expect(hint).toBeVisible();
    await box.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(hint).toBeHidden();
  });

  test('the box does not trap the page scroll: at its end the page scrolls on', async ({ page }) => {
    await page.goto('/pricelist');
    await listDrawn(page);
    await expect(rows(page)).toHaveCount(6);
    // Room below, so the page can scroll at either size.
    await page.addStyleTag({ content: 'main { padding-bottom: 150vh; }' });
    const box = page.getByRole('region', { name: 'Daftar harga' });
    await expect(box).toHaveCSS('overscroll-behavior-y', 'auto');
    // The box scrolled to its end, the wheel over it still moves the page.
    await box.evaluate((el) => (el.scrollTop = el.scrollHeight));
    const pageScroll = () =>
      page.evaluate(() =>
        Math.max(window.scrollY, document.documentElement.scrollTop, document.body.scrollTop),
      );
    const before = await pageScroll();
    const b = (await box.boundingBox())!;
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
    await expect(async () => {
      await page.mouse.wheel(0, 300);
      expect(await pageScroll()).toBeGreaterThan(before);
    }).toPass({ timeout: 5_000 });
  });

  test('Android and Laptop / Mac tabs: their own items, newest first @phone', async ({ page }) => {
    await page.goto('/pricelist');
    await takenOver(page);
    await tab(page, 'Android').click();
    await expect(rows(page)).toHaveCount(6);
    await expect(titles(rows(page))).toHaveText([
      'Galaxy S24 Ultra 12/256GB',
      'Galaxy A55 5G 8/256GB',
      'Redmi Note 13 Pro 8/256GB',
      'Reno11 F 5G 8/256GB',
      'V30 5G 12/256GB',
      'Note 40 8/256GB',
    ]);
    await expect(rows(page).filter({ hasText: 'Redmi Note 13 Pro' })).toContainText('Habis');

    await tab(page, 'Laptop / Mac').click();
    await expect(rows(page)).toHaveCount(6);
    await expect(titles(rows(page))).toHaveText([
      'MacBook Air 13 M3 8/256GB',
      'MacBook Air 13 M2 8/256GB',
      'Vivobook 14 A1404 Core i3 8/512GB',
      'IdeaPad Slim 3 Ryzen 5 16/512GB',
      'MacBook Pro 14 M3 Pro 18/512GB',
      'Aspire 5 Core i5 8/512GB',
    ]);
    await expect(rows(page).first()).toContainText('Second-');
  });

  test('reads only the shown tab, and a tab visited again reads nothing @phone', async ({ page }) => {
    const all = watchQueries(page);
    // A tab's first rows are asked for only when its full read is slow (a busy test
    // machine can be): those small queries are checked in the test below.
    const queries = () => all.filter((q) => !q.endsWith(':first'));
    await page.goto('/pricelist');
    await takenOver(page);
    await expect(rows(page)).toHaveCount(6);
    expect(queries()).toEqual(['daftar:hp']);
    await tab(page, 'Android').click();
    await expect(rows(page).first()).toContainText('Galaxy S24 Ultra');
    await tab(page, 'iPhone').click();
    await expect(rows(page).first()).toContainText('iPhone 15 Pro Max');
    await tab(page, 'Android').click();
    await expect(rows(page).first()).toContainText('Galaxy S24 Ultra');
    expect(queries()).toEqual(['daftar:hp', 'daftar:android']);
    await tab(page, 'Service').click();
    await expect(typeButton(page, 'iPhone 11')).toBeVisible();
    expect(queries()).toEqual(['daftar:hp', 'daftar:android', 'daftar:service']);
  });

  test('a list never built and a slow full read: the first rows show meanwhile, and a search waits for the full list @phone', async ({
    page,
  }) => {
    await listsNotBuilt(page);
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/*:runQuery*', async (route) => {
      if (!(route.request().postData() ?? '').includes('"limit"')) await held;
      await route.continue();
    });
    await page.goto('/pricelist');
    await expect(rows(page)).toHaveCount(6);
    await expect(titles(rows(page)).first()).toHaveText('iPhone 15 Pro Max 256GB');
    await expect(page.getByText('Memuat daftar lengkap...')).toBeVisible();
    // Measured once the app has taken the page over, so only the full list's arrival can move it.
    await takenOver(page);
    const top = await rows(page).first().boundingBox();
    // Not in the first rows: it may still be in the full list, so no "not found" yet.
    await search(page).fill('nokia 3310');
    await expect(page.getByText('Mencari di daftar lengkap...')).toBeVisible();
    await expect(page.getByText(/Tidak ada yang cocok/)).toHaveCount(0);

    release();
    await expect(page.getByText('Tidak ada yang cocok dengan "nokia 3310".')).toBeVisible();
    await search(page).fill('');
    await expect(rows(page)).toHaveCount(6);
    await expect(page.getByText('Memuat daftar lengkap...')).toHaveCount(0);
    expect(await rows(page).first().boundingBox()).toEqual(top);
  });

  test('search is per tab, on type or brand, case-insensitive @phone', async ({ page }) => {
    await page.goto('/pricelist');
    await expect(rows(page)).toHaveCount(6);
    await search(page).fill('PRO MAX');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('iPhone 15 Pro Max');
    await search(page).fill('apple');
    await expect(rows(page)).toHaveCount(6);
    await search(page).fill('galaxy');
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByText('Tidak ada yang cocok dengan "galaxy".')).toBeVisible();

    await tab(page, 'Android').click();
    await expect(tab(page, 'Android')).toHaveAttribute('aria-selected', 'true');
    await search(page).fill('samsung');
    await expect(rows(page)).toHaveCount(2);
    await expect(titles(rows(page))).toHaveText(['Galaxy S24 Ultra 12/256GB', 'Galaxy A55 5G 8/256GB']);
  });

  test('switching a tab clears the search and updates the URL; Back returns to the tab @phone', async ({
    page,
  }) => {
    await page.goto('/pricelist');
    await expect(rows(page)).toHaveCount(6);
    await search(page).fill('iphone 13');
    await expect(rows(page)).toHaveCount(1);
    await tab(page, 'Android').click();
    await expect(page).toHaveURL(/\/pricelist\?tab=android$/);
    await expect(search(page)).toHaveValue('');
    await expect(rows(page)).toHaveCount(6);
    await page.goBack();
    await expect(tab(page, 'iPhone')).toHaveAttribute('aria-selected', 'true');
    await expect(search(page)).toHaveValue('');
    await expect(rows(page)).toHaveCount(6);
  });

  test('a shared ?tab= link: its HTML asks for that tab’s list and paints its rows before the app has run; the app takes them over with no second read @phone', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (req) => {
      const part = /\/documents\/daftar\/([a-z]+-\d+)/.exec(req.url())?.[1];
      if (part) asked.push(part);
    });
    // Every script of the app waits; the page's early list program does not.
    const release = await holdAppScripts(page);
    await page.goto('/pricelist?tab=sparepart', { waitUntil: 'commit' });
    await expect.poll(() => [...asked].sort()).toEqual(['sparepart-0', 'sparepart-1']);
    // The rows, before any of the app's scripts: the tab's first page, its tab marked.
    await expect(sparepartRows(page)).toHaveCount(10);
    await expect(titles(sparepartRows(page)).first()).toHaveText('Baterai iPhone 11');
    await expect(tab(page, 'Sparepart')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Memuat pricelist...')).toBeHidden();
    const markup = () => markupOf(sparepartRows(page));
    const painted = await markup();
    // The visitor reads the first rows (drawn at their real height; the rows out of view
    // are laid out by estimate), then scrolls the box to its end before the app has arrived.
    const box = page.getByRole('region', { name: 'Daftar sparepart' });
    await box.evaluate(
      () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
    );
    await box.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    expect(await box.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    const seen = await rowAtTop(box);

    release();
    // The app draws the same rows in their place, the box where the visitor left it, and they answer a search.
    await expect(search(page)).toHaveAttribute('placeholder', 'Cari nama atau kategori sparepart...');
    await takenOver(page);
    await expect(page.locator('[data-early-rows]')).toHaveCount(0);
    expect(await markup()).toEqual(painted);
    // The same row at the top of the box, at the same place.
    await expect.poll(() => rowAtTop(box)).toEqual(seen);
    await expect(box.getByText('Masih ada lainnya di bawah')).toBeHidden();
    await search(page).fill('baterai');
    await expect(sparepartRows(page).first()).toContainText('Baterai');
    expect(asked).toHaveLength(2);
  });

  test('the app’s scripts are asked for only once the first rows are on screen @phone', async ({ page }) => {
    const times = await watchRowsThenApp(page);
    await page.goto('/pricelist?tab=android');
    await takenOver(page);
    const { rows, app } = await times();
    expect(rows).toBeLessThan(Infinity);
    expect(app).toBeGreaterThan(rows);
  });

  test('a shared ?tab= link opens that tab; an unknown one opens iPhone @phone', async ({ page }) => {
    await page.goto('/pricelist?tab=sparepart');
    await expect(tab(page, 'Sparepart')).toHaveAttribute('aria-selected', 'true');
    await expect(sparepartRows(page)).toHaveCount(10);
    await page.goto('/pricelist?tab=bukan-tab');
    await expect(tab(page, 'iPhone')).toHaveAttribute('aria-selected', 'true');
    await expect(rows(page)).toHaveCount(6);
  });

  test('service: chosen device types show their repairs grouped by kategori, sorted by jenis @phone', async ({
    page,
  }) => {
    await page.goto('/pricelist?tab=service');
    await expect(page.getByRole('group', { name: 'Tipe perangkat' }).getByRole('button')).toHaveText([
      'iPhone 11',
      'iPhone 13',
      'MacBook Air M1',
      'Samsung Galaxy A54',
    ]);
    await expect(page.getByText('Pilih tipe perangkat untuk melihat biaya servis.')).toBeVisible();

    await typeButton(page, 'iPhone 11').click();
    await expect(typeButton(page, 'iPhone 11')).toHaveAttribute('aria-pressed', 'true');
    const box = page.getByRole('region', { name: 'Biaya servis' });
    await expect(box.getByRole('heading')).toHaveText([
      'Layar & Komponen Luar',
      'Komponen Dalam',
      'Sistem & Aplikasi',
    ]);
    const group = (name: string) => box.getByRole('region', { name }).getByTestId('service-row');
    await expect(titles(group('Layar & Komponen Luar'))).toHaveText(['Ganti Kamera Belakang', 'Ganti LCD']);
    await expect(titles(group('Komponen Dalam'))).toHaveText(['Ganti Baterai', 'Ganti Konektor Charger']);
    await expect(titles(group('Sistem & Aplikasi'))).toHaveText(['Install Ulang iOS']);
    await expect(group('Layar & Komponen Luar').nth(1)).toContainText('Rp 1.250.000');
    await expect(
      group('Layar & Komponen Luar').nth(1).getByRole('link', { name: 'Tanya tentang Ganti LCD iPhone 11' }),
    ).toHaveAttribute('href', /^https:\/\/wa\.me\/\d*\?text=/);

    await typeButton(page, 'Samsung Galaxy A54').click();
    await expect(serviceRows(page)).toHaveCount(9);
    await expect(titles(group('Layar & Komponen Luar'))).toHaveText([
      'Ganti Kamera Belakang',
      'Ganti LCD',
      'Ganti LCD',
      'Ganti Speaker',
    ]);
    await typeButton(page, 'iPhone 11').click();
    await expect(serviceRows(page)).toHaveCount(4);
    await expect(serviceRows(page).filter({ hasText: 'iPhone 11' })).toHaveCount(0);

    // The search narrows the device types.
    await search(page).fill('iphone');
    await expect(page.getByRole('group', { name: 'Tipe perangkat' }).getByRole('button')).toHaveText([
      'iPhone 11',
      'iPhone 13',
    ]);
  });

  test('service: the search finds the damage kind across device types; nothing found offers the chat @phone', async ({
    page,
  }) => {
    await page.goto('/pricelist?tab=service');
    await expect(page.getByText(/^Pilih tipe perangkat untuk melihat biaya servis\./)).toBeVisible();
    await search(page).fill('lcd');
    await expect(serviceRows(page)).toHaveCount(3);
    await expect(titles(serviceRows(page))).toHaveText(['Ganti LCD', 'Ganti LCD', 'Ganti LCD OLED']);
    await expect(page.getByRole('group', { name: 'Tipe perangkat' }).getByRole('button')).toHaveText([
      'iPhone 11',
      'iPhone 13',
      'Samsung Galaxy A54',
    ]);
    await expect(serviceRows(page).first().getByRole('link')).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/62\d+\?text=/,
    );

    await search(page).fill('ganti casing belakang');
    await expect(serviceRows(page)).toHaveCount(0);
    await expect(
      page.getByText('Tidak ada biaya servis yang cocok dengan "ganti casing belakang".'),
    ).toBeVisible();
    const ask = page.getByRole('link', { name: 'Tanya Admin via WhatsApp' });
    await expect(ask).toHaveAttribute('href', /^https:\/\/wa\.me\/6281234567890\?text=/);
    expect(new URL((await ask.getAttribute('href'))!).searchParams.get('text')).toBe(
      'Halo ONE GADGET, saya mau tanya biaya servis ganti casing belakang.',
    );
  });

  test('switching to another tab and back clears the chosen device types and the search @phone', async ({
    page,
  }) => {
    await page.goto('/pricelist?tab=service');
    await typeButton(page, 'iPhone 13').click();
    await expect(serviceRows(page)).toHaveCount(5);
    await search(page).fill('13');
    await tab(page, 'Sparepart').click();
    await expect(search(page)).toHaveValue('');
    await expect(sparepartRows(page)).toHaveCount(10);
    await tab(page, 'Service').click();
    await expect(search(page)).toHaveValue('');
    await expect(typeButton(page, 'iPhone 13')).toHaveAttribute('aria-pressed', 'false');
    await expect(serviceRows(page)).toHaveCount(0);
  });

  test('sparepart: sorted by kategori then nama, with price, stock and search on nama or kategori @phone', async ({
    page,
  }) => {
    await page.goto('/pricelist?tab=sparepart');
    // The page's HTML holds the first tab's search box: type into the app's own.
    await takenOver(page);
    await expect(sparepartRows(page)).toHaveCount(10);
    await expect(titles(sparepartRows(page))).toHaveText([
      'Baterai iPhone 11',
      'Baterai iPhone 13',
      'Baterai Samsung Galaxy A54',
      'Kamera Belakang iPhone 11',
      'Flexible Konektor Charger iPhone 11',
      'Konektor Type-C Samsung Galaxy A54',
      'LCD iPhone 11 Original',
      'LCD iPhone XR',
      'LCD Samsung Galaxy A54',
      'Speaker Buzzer iPhone 13',
    ]);
    await expect(sparepartRows(page).first()).toContainText('Rp 350.000');
    await expect(sparepartRows(page).first()).toContainText('Tersedia');
    await expect(sparepartRows(page).nth(1)).toContainText('Habis');
    await search(page).fill('KONEKTOR');
    await expect(sparepartRows(page)).toHaveCount(2);
    await search(page).fill('lcd');
    await expect(sparepartRows(page)).toHaveCount(3);
    await search(page).fill('xr');
    await expect(sparepartRows(page)).toHaveCount(1);
  });

  test("sparepart: 'Belum ada data sparepart' when there is none @phone", async ({ page }) => {
    // An empty list, built, as Firestore answers it (the shared seed stays untouched).
    await page.route(/\/documents\/daftar\/sparepart-\d+/, (route) =>
      route.fulfill({
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({
          name: 'daftar/sparepart',
          fields: { baris: { mapValue: {} }, dibangun: { timestampValue: new Date().toISOString() } },
        }),
      }),
    );
    await page.goto('/pricelist?tab=sparepart');
    await expect(page.getByText('Belum ada data sparepart', { exact: true })).toBeVisible();
    await expect(sparepartRows(page)).toHaveCount(0);
  });

  test('no horizontal scroll on any tab', async ({ page }) => {
    for (const t of ['hp', 'android', 'laptop', 'service', 'sparepart']) {
      await page.goto(`/pricelist?tab=${t}`);
      if (t === 'service') {
        await typeButton(page, 'Samsung Galaxy A54').click();
        await expect(serviceRows(page)).toHaveCount(4);
      } else {
        await expect((t === 'sparepart' ? sparepartRows(page) : rows(page)).first()).toBeVisible();
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, t).toBeLessThanOrEqual(0);
    }
  });
});

test('a price the admin saves reaches a fresh visitor’s first rows, painted before the app @phone', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  // A laptop of this test's own (one per project: they run side by side), newest, so it opens the tab.
  const id = `uji-harga-${testInfo.project.name}`;
  const type = `Laptop Uji Harga ${testInfo.project.name}`;
  await writeDoc(`pricelist/${id}`, {
    brand: 'Uji',
    type,
    colours: [],
    baru: 5_000_000,
    second: 0,
    stok: 1,
    kategori: 'laptop',
    createdAt: time(new Date()),
  });
  await rebuildVisitorLists();
  try {
    await startSignedIn(page, SEEDED_ADMIN);
    await saveRecordField(page, `pricelist/${id}`, 'Harga Baru', '5250000');

    // A fresh visitor, the app's scripts held back: the rows come from the list the save kept current.
    const visitor = await browser.newPage();
    await visitor.route(/\/assets\/main-[^/?]+\.js$/, () => {});
    await visitor.goto('/pricelist?tab=laptop', { waitUntil: 'commit' });
    const row = rows(visitor).filter({ hasText: type });
    await expect(row).toContainText(/BaruRp\s5\.250\.000/);
    await visitor.close();
  } finally {
    await firestore.remove(`pricelist/${id}`);
    await rebuildVisitorLists();
  }
});

test.describe('pricelist when Firestore cannot be reached @phone', () => {
  test.use({ allowConsoleErrors: true });

  test("while the shop's number cannot be read, chat links go to the build's number", async ({ page }) => {
    // Only kontak/aktif fails; the price list itself loads.
    await page.route(
      (url) => url.pathname.endsWith(':batchGet'),
      (route) =>
        (route.request().postData() ?? '').includes('/documents/kontak/aktif')
          ? route.abort('internetdisconnected')
          : route.fallback(),
    );
    await page.goto('/pricelist');
    await expect(rows(page)).toHaveCount(6);
    const chat = rows(page)
      .first()
      .getByRole('link', { name: /^Tanya tentang/ });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/6281100001111\?text=/);
    await expect(page.locator('a[href^="https://wa.me/?"]')).toHaveCount(0);
  });

  test("shows an error with 'Coba lagi' and recovers once the network is back", async ({ page }) => {
    const reconnect = await cutFirestore(page);
    await page.goto('/pricelist?tab=android');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Gagal memuat pricelist', { timeout: 20_000 });
    await expect(rows(page)).toHaveCount(0);
    await reconnect();
    await alert.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(rows(page)).toHaveCount(6);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
