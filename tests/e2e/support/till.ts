// The till as the browser tests drive it: a member of a test's own with a claimed
// HEMAT10 and a number to type or scan, and the Kasir screen opened from the menu.
import type { Page } from '@playwright/test';
import { adminMenu } from './admin';
import { time, writeDoc } from './emulators';
import { SEEDED_ADMIN, startSignedIn } from './member';
import { expect } from './test';

const RATE = 10_000; // Rp per poin

/** A member of this test's own (per project, so the two sizes never share a coupon), with a claimed HEMAT10. */
export async function seedMember(uid: string, nomor: string, nama: string) {
  await writeDoc(`users/${uid}`, {
    nama,
    noWa: '081234500000',
    email: `${uid}@contoh.test`,
    role: 'member',
    createdAt: time(new Date('2026-01-05T10:00:00+08:00')),
  });
  await writeDoc(`users/${uid}/kupon/hemat10`, { waktu: time(new Date()), status: 'diklaim' });
  await writeDoc(`nomor_member/${nomor}`, { uid, waktu: time(new Date()) });
  // The owner's rate, the same for every test that sets it: left in place, so a test
  // running beside this one never sees it vanish.
  await writeDoc('pengaturan/poin', { rupiahPerPoin: RATE });
}

export async function openTill(page: Page) {
  await startSignedIn(page, SEEDED_ADMIN);
  await page.goto('/admin');
  // One tap from anywhere: Kasir is in the tab bar (phone) and the side menu (desktop).
  await adminMenu(page).getByRole('link', { name: 'Kasir', exact: true }).click({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Kasir' })).toBeVisible();
}

export const codeField = (page: Page) =>
  page.getByLabel('Kode member, kupon, TT-…, nomor WhatsApp, atau kode servis');

/** Types a code into the till and looks it up. */
export async function find(page: Page, code: string) {
  await codeField(page).fill(code);
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
}

/** Fills the sale's row `n` (adding it after the first). */
export async function fillRow(page: Page, n: number, nama: string, harga: string) {
  if (n > 1) await page.getByRole('button', { name: 'Tambah barang' }).click();
  await page.getByPlaceholder(`Barang ${n}`).fill(nama);
  await page.getByLabel(`Harga barang ${n}`).fill(harga);
}
