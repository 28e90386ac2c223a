// The admin area's door: who gets in, who is refused, and that public pages never
// download its code.
import type { Page } from '@playwright/test';
import { firestore } from './support/emulators';
import { SEEDED_ADMIN, signIn } from './support/member';
import { expect, test } from './support/test';

test.use({ promoPopupSeen: true });

async function fillLogin(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('admin access', () => {
  test('a visitor is sent to the login and, signed in as admin, comes back to the dashboard', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/member\/login$/);
    await fillLogin(page, SEEDED_ADMIN);
    await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // Not the public navbar: the admin's own bar.
    await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toHaveCount(0);

    const seeded = (await firestore.list('aksesoris')).filter((d) => Number(d.data.stok) <= 0).length;
    await expect(page.getByTestId('habis-aksesoris')).toHaveText(`${seeded} item habis`);
    // Other tests send promo requests meanwhile: a count, not a fixed number.
    await expect(page.getByTestId('promo-baru')).toHaveText(/^\d+ belum ditangani$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/member\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/member\/login$/);
  });

  test('a member without the claim is refused, with a way back; the member area has no admin link', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page.getByRole('link', { name: 'Panel Admin' })).toHaveCount(0);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Akses khusus admin' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Ke Area Member' }).click();
    await expect(page).toHaveURL(/\/member\/beranda$/);
  });

  test('the admin finds the panel from the member area', async ({ page }) => {
    await signIn(page, SEEDED_ADMIN);
    await page.getByRole('link', { name: 'Panel Admin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('public pages never download admin code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    for (const path of ['/', '/pricelist', '/member/login']) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
    }
    expect(scripts.filter((u) => /AdminApp|admin-db/i.test(u))).toEqual([]);
  });
});
