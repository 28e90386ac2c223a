import type { Page } from '@playwright/test';
import { expect } from './test';

/** The seeded member (scripts/lib/seed-data.mjs, README → Demo accounts). */
export const SEEDED_MEMBER = { email: 'member@onegadget.test', password: 'member12345' };
/** The seeded admin (custom claim admin: true). */
export const SEEDED_ADMIN = { email: 'admin@onegadget.test', password: 'admin12345' };

/** Opens the notifications from the member menu; resolves with their list once the seeded one shows. */
export async function openNotifications(page: Page) {
  await page
    .getByRole('navigation', { name: 'Menu member' })
    .getByRole('link', { name: 'Notifikasi' })
    .click();
  await expect(page).toHaveURL(/\/member\/notifikasi$/);
  const list = page.getByRole('list', { name: 'Daftar notifikasi' });
  await expect(list.getByRole('heading', { name: 'Promo Servis Akhir Juni' })).toBeVisible();
  return list;
}

/** Signs in through the login form and waits for beranda. */
export async function signIn(page: Page, { email, password } = SEEDED_MEMBER) {
  await page.goto('/member/login');
  await page.getByLabel('Alamat email').fill(email);
  await page.getByLabel('Kata sandi').fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  // Under two workers the Auth emulator can be slow to answer.
  await expect(page).toHaveURL(/\/member\/beranda$/, { timeout: 15_000 });
}
