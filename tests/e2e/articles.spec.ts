import { emulatorConfig } from './support/emulators';
import { expect, test } from './support/test';

const firestoreUrl = `**/${emulatorConfig.host}:${emulatorConfig.firestorePort}/**`;

const INDONESIAN_DAY = /^\d{1,2} (Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des) \d{4}$/;

test.describe('Good News and articles', () => {
  test('cards: cover, title, day, 100-character excerpt and Baca Selengkapnya to the article @phone', async ({
    page,
  }) => {
    await page.goto('/goodnews');
    await expect(page).toHaveTitle(/^Good News/);
    await expect(page.getByRole('heading', { level: 1, name: 'Good News' })).toBeVisible();
    const cards = page.locator('article.card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 2 })).not.toBeEmpty();
      await expect(card.locator('time')).toHaveText(INDONESIAN_DAY);
      const img = card.locator('img');
      await expect(img).toHaveAttribute('src', /^\/img\/artikel\/.+\.svg$/);
      await expect(img).toHaveAttribute('width', '640');
      const excerpt = (await card.locator('.card-text').textContent()) ?? '';
      expect(excerpt.length).toBeGreaterThan(50);
      expect(excerpt.length).toBeLessThanOrEqual(103);
      expect(excerpt).toMatch(/\.\.\.$/);
      await expect(card.getByRole('link', { name: /^Baca Selengkapnya/ })).toHaveAttribute(
        'href',
        /^\/artikel\/.+/,
      );
    }

    const card = cards.filter({ hasText: '5 Tips Merawat Baterai iPhone' });
    const cardDay = await card.locator('time').getAttribute('datetime');
    await card.getByRole('link', { name: /^Baca Selengkapnya/ }).click();
    await expect(page).toHaveURL(/\/artikel\/tips-merawat-baterai-iphone$/);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText('5 Tips Merawat Baterai iPhone Supaya Awet Bertahun-tahun');
    await expect(page).toHaveTitle(/^5 Tips Merawat Baterai iPhone Supaya Awet Bertahun-tahun/);
    await expect(page.locator('article img')).toHaveAttribute('src', '/img/artikel/baterai.svg');
    // Paragraphs are kept: the body's blank lines become separate paragraphs.
    await expect(page.locator('.article-body p')).toHaveCount(3);
    await expect(page.locator('.article-body p').nth(1)).toContainText('1. Hindari mengecas');
    // The day it was published (the document's creation), in Indonesian under the title: the card's day.
    await expect(page.locator('article time')).toHaveText(INDONESIAN_DAY);
    await expect(page.locator('article time')).toHaveAttribute('datetime', cardDay!);
    // It ends with something to do: ask the shop about it, share it, read another.
    const end = page.getByRole('region', { name: 'Ada pertanyaan soal ini?' });
    await expect(end.getByRole('link', { name: 'Tanya Admin' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/6281234567890\?text=.*5%20Tips%20Merawat/,
    );
    await expect(end.getByRole('link', { name: 'Artikel Lainnya' })).toHaveAttribute('href', '/goodnews');

    await page.getByRole('link', { name: 'Kembali ke Good News' }).click();
    await expect(page).toHaveURL(/\/goodnews$/);
  });

  test('an article with HTML in it shows the HTML as text and runs nothing @phone', async ({ page }) => {
    page.on('dialog', (d) => {
      throw new Error(`A dialog opened: ${d.message()}`);
    });
    await page.goto('/artikel/waspada-penipuan-online');
    const body = page.locator('.article-body');
    await expect(body).toContainText('<script>alert(1)</script>');
    await expect(body).toContainText('<b>PROMO KILAT hari ini saja!</b>');
    await expect(body.locator('b, script')).toHaveCount(0);
  });

  test("'Memuat artikel...' while the article loads @phone", async ({ page }) => {
    // The answer is held until the loading face has been seen, however slow the machine.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route(firestoreUrl, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/artikel/cara-cek-iphone-second');
    await expect(page.getByText('Memuat artikel...')).toBeVisible();
    answer();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Cara Cek iPhone Second Sebelum Membeli, Biar Tidak Menyesal',
    );
    await expect(page.getByText('Memuat artikel...')).toHaveCount(0);
  });

  for (const id of ['tidak-ada-artikel-ini', '..%2Fkontak%2Faktif']) {
    test(`unknown article id ${id}: Indonesian not-found with a way back @phone`, async ({ page }) => {
      await page.goto(`/artikel/${id}`);
      await expect(page.getByRole('heading', { name: 'Artikel tidak ditemukan' })).toBeVisible();
      await expect(page).toHaveTitle(/^Artikel tidak ditemukan/);
      await page.getByRole('link', { name: 'Kembali ke Good News' }).click();
      await expect(page).toHaveURL(/\/goodnews$/);
      await expect(page.getByRole('link', { name: /^Baca Selengkapnya/ }).first()).toBeVisible();
    });
  }

  test.describe('without a connection', () => {
    test.use({ allowConsoleErrors: true });
    test('a failed load says so and Coba lagi recovers @phone', async ({ page }) => {
      await page.route(firestoreUrl, (route) => route.abort());
      await page.goto('/goodnews');
      const retry = page.getByRole('button', { name: 'Coba lagi' });
      await expect(retry).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('alert')).toContainText('Gagal memuat artikel');
      await page.unroute(firestoreUrl);
      await retry.click();
      await expect(page.getByRole('link', { name: /^Baca Selengkapnya/ }).first()).toBeVisible();
    });
  });

  test('no horizontal scroll', async ({ page }) => {
    for (const path of ['/goodnews', '/artikel/promo-tukar-tambah-iphone-16', '/artikel/tidak-ada']) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
