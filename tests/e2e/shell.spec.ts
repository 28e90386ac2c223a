import { expect, test } from './support/test';

const NAV = [
  ['Home', '/'],
  ['Pricelist', '/pricelist'],
  ['Aksesoris', '/aksesoris'],
  ['Kalkulator Harga', '/kalkulator-harga'],
  ['Good News', '/goodnews'],
  ['Cek Servisan', '/cek-servisan'],
  ['Login Member', '/member/login'],
] as const;

test.use({ promoPopupSeen: true });

test.describe('site shell', () => {
  test('navbar: brand, links in order with their hrefs, current page marked', async ({ page }) => {
    await page.goto('/pricelist');
    const header = page.locator('header');
    await expect(header).toHaveCSS('position', 'sticky');
    const brand = header.getByRole('link', { name: 'ONE GADGET' });
    await expect(brand).toHaveAttribute('href', '/');
    const logo = brand.locator('img');
    await expect(logo).toHaveAttribute('src', '/logo.svg');
    expect((await logo.boundingBox())?.height).toBe(60);

    const toggle = page.getByRole('button', { name: 'Buka menu navigasi' });
    if (await toggle.isVisible()) await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    const links = nav.getByRole('link');
    await expect(links).toHaveText(NAV.map(([label]) => label));
    for (const [i, [, href]] of NAV.entries()) await expect(links.nth(i)).toHaveAttribute('href', href);
    await expect(nav.getByRole('link', { name: 'Pricelist' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('the navbar stays at the top of the screen while the page scrolls', async ({ page }) => {
    await page.goto('/');
    // The home page is several screens long; wait until its last blocks are in.
    await expect(page.getByRole('heading', { name: 'Kontak' })).toBeVisible();
    const header = page.locator('header');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
    await expect(header).toBeInViewport();
  });

  test('phone: the menu is collapsed, toggles open, and closes when a link is clicked @phone', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Buka menu navigasi' });
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    await expect(toggle).toBeVisible();
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Aksesoris' }).click();
    await expect(page).toHaveURL(/\/aksesoris$/);
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('desktop: the menu is expanded with no toggle @desktop', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Buka menu navigasi' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Good News' }).click();
    await expect(page).toHaveURL(/\/goodnews$/);
    await expect(nav).toBeVisible();
  });

  test('footer: 2025, version 1, All Device One Solution @phone', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('2025');
    await expect(footer).toContainText('version 1');
    await expect(footer).toContainText('All Device One Solution');
  });

  test('/link has neither header nor footer @phone', async ({ page }) => {
    await page.goto('/link');
    await expect(page.getByRole('link', { name: 'Pricelist' })).toBeVisible();
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toHaveCount(0);
  });

  for (const from of ['/member', '/login-member']) {
    test(`${from} redirects to /member/login @phone`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(/\/member\/login$/);
    });
  }

  test('an unknown path shows the Indonesian not-found page with a way home @phone', async ({ page }) => {
    await page.goto('/tidak-ada-halaman-ini');
    await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
    await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('no horizontal scroll', async ({ page }) => {
    for (const path of ['/', '/link', '/tidak-ada']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
