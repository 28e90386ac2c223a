// The admin shell, as a test drives it: the areas are in the tab bar (phone) or the
// side menu (desktop); on a phone Member, Riwayat and the account are under 'Lainnya'.
import type { Page } from '@playwright/test';
import { expect } from './test';

/** The admin's one-row top bar (the sticky bar expectThumbFriendly measures). */
export const ADMIN_TOP_BAR = '.admin-topbar';

export const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu admin' });

/** Opens an area from the menu; on a phone an area it has no room for, through 'Lainnya'. */
export async function openAdminArea(page: Page, name: string) {
  // The menu is there once Auth has answered and the admin chunk has loaded.
  await expect(adminMenu(page).getByRole('link', { name: 'Ringkasan', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  const link = adminMenu(page).getByRole('link', { name, exact: true });
  if (await link.isVisible()) return link.click();
  await adminMenu(page).getByRole('link', { name: 'Lainnya', exact: true }).click();
  await page.getByRole('main').getByRole('link', { name, exact: true }).click();
}

/** Logout, from the side menu (desktop) or from 'Lainnya' (phone). */
export async function adminLogout(page: Page) {
  await expect(adminMenu(page).getByRole('link', { name: 'Ringkasan', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  const button = adminMenu(page).getByRole('button', { name: 'Keluar' });
  if (!(await button.isVisible())) {
    await adminMenu(page).getByRole('link', { name: 'Lainnya', exact: true }).click();
    return page.getByRole('main').getByRole('button', { name: 'Keluar' }).click();
  }
  return button.click();
}

/**
 * The admin leaves the screen and comes back (a phone locked and unlocked, WhatsApp
 * left): the page hidden, then shown, as the browser tells it.
 */
export function leaveAndReturn(page: Page) {
  return page.evaluate(() => {
    const show = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    show('hidden');
    show('visible');
  });
}

/**
 * The admin opens a catalogue record's form, sets one field and saves: 'Tersimpan.'
 * shows. Returns the form, which stays open.
 */
export async function saveRecordField(page: Page, record: string, label: string, value: string) {
  await page.goto(`/admin/katalog/${record}`);
  const form = page.getByRole('form', { name: 'Form item' });
  await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tersimpan.' })).toBeVisible();
  return form;
}

/** Chooses a CSV file of these lines on an import screen. */
export function chooseCsv(page: Page, name: string, lines: string[]) {
  return page
    .getByLabel('File CSV')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
}
