// The admin shell at phone size: every admin screen opened directly (a bookmark, a
// reload) is styled by the admin's own chunk, fits a thumb (a one-row top bar of at most
// 12 % of the screen, a tab bar at the bottom, every control 44 × 44 px) and passes axe;
// the areas are named for what they hold; forms group prices, label choices, speak
// Indonesian on their upload control and drop a refusal once the field is right; the
// promo inbox and the dashboard take in a request sent while they are open.
import type { Page } from '@playwright/test';
import { parseDateText } from '../../src/lib/date-text';
import { ADMIN_TOP_BAR, adminMenu, leaveAndReturn } from './support/admin';
import { expectAccessible } from './support/axe';
import { firestore, time, writeDoc } from './support/emulators';
import { expectThumbFriendly } from './support/fit';
import { removeSeededHistory, seedHistory } from './support/history-seed';
import { SEEDED_ADMIN, startSignedIn } from './support/member';
import { expect, test } from './support/test';

test.use({ promoPopupSeen: true });

type Screen = {
  path: string;
  /** The tab marked as the current area. */
  area: 'Ringkasan' | 'Kasir' | 'Servis' | 'Katalog' | 'Promo' | 'Lainnya';
  /** The screen shows a list-group list (rows with borders). */
  list?: boolean;
};

const TICKET = 'OG-2406-B3M9';

const GROUPS: Record<string, Screen[]> = {
  'dashboard and repairs': [
    { path: '/admin', area: 'Ringkasan' },
    { path: '/admin/kasir', area: 'Kasir' },
    { path: '/admin/servisan', area: 'Servis', list: true },
    { path: '/admin/servisan/baru', area: 'Servis' },
    { path: `/admin/servisan/${TICKET}`, area: 'Servis' },
  ],
  'catalogue lists': [
    { path: '/admin/katalog', area: 'Katalog', list: true },
    { path: '/admin/katalog/pricelist', area: 'Katalog', list: true },
    { path: '/admin/katalog/pricelist_servisan', area: 'Katalog', list: true },
    { path: '/admin/katalog/sparepart', area: 'Katalog', list: true },
    { path: '/admin/katalog/aksesoris', area: 'Katalog', list: true },
    { path: '/admin/katalog/kalkulator_hp_lama', area: 'Katalog', list: true },
    { path: '/admin/katalog/kalkulator_hp_baru', area: 'Katalog', list: true },
    { path: '/admin/katalog/testimoni', area: 'Katalog', list: true },
    { path: '/admin/katalog/artikel', area: 'Katalog', list: true },
  ],
  'catalogue forms and tools': [
    { path: '/admin/katalog/pricelist/iphone-15-128', area: 'Katalog' },
    { path: '/admin/katalog/pricelist/baru', area: 'Katalog' },
    { path: '/admin/katalog/aksesoris/softcase-iphone-15', area: 'Katalog' },
    { path: '/admin/katalog/pricelist/impor', area: 'Katalog' },
    { path: '/admin/katalog/pricelist/harga-massal', area: 'Katalog' },
    { path: '/admin/katalog/kontak/aktif', area: 'Katalog' },
  ],
  'promo, member and more': [
    { path: '/admin/promo', area: 'Promo', list: true },
    { path: '/admin/promo/aktif', area: 'Promo' },
    // Member's screens: on a phone Member is under Lainnya, the tab marked.
    { path: '/admin/member', area: 'Lainnya', list: true },
    { path: '/admin/katalog/notifikasi', area: 'Lainnya', list: true },
    { path: '/admin/katalog/notifikasi/baru', area: 'Lainnya' },
    { path: '/admin/katalog/coupons', area: 'Lainnya', list: true },
    { path: '/admin/katalog/reward', area: 'Lainnya', list: true },
    { path: '/admin/riwayat', area: 'Lainnya', list: true },
    { path: '/admin/lainnya', area: 'Lainnya', list: true },
  ],
};

/** Opens a screen by its address (a fresh document) and waits until its loads answered. */
async function openFresh(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.load-face')).toHaveCount(0, { timeout: 15_000 });
}

/** What the computed styles say: the tab bar fixed at the bottom, lists drawn as lists. */
async function expectStyled(page: Page, { path, list }: Screen) {
  const seen = await page.evaluate(() => {
    const nav = document.querySelector('.admin-nav')!;
    const main = document.querySelector('main')!;
    const group = document.querySelector('.list-group');
    const item = group?.querySelector('.list-group-item');
    const navBox = nav.getBoundingClientRect();
    const itemStyle = item ? getComputedStyle(item) : null;
    return {
      navPosition: getComputedStyle(nav).position,
      navAtBottom: Math.round(navBox.bottom) === window.innerHeight,
      navHeight: navBox.height,
      mainPaddingBottom: parseFloat(getComputedStyle(main).paddingBottom),
      list: itemStyle && {
        padding: getComputedStyle(group!).paddingLeft,
        display: itemStyle.display,
        bullet: itemStyle.listStyleType !== 'none' && itemStyle.display === 'list-item',
        border: parseFloat(itemStyle.borderTopWidth),
      },
    };
  });
  expect(seen.navPosition, `${path}: the tab bar is fixed`).toBe('fixed');
  expect(seen.navAtBottom, `${path}: the tab bar sits at the bottom`).toBe(true);
  expect(seen.navHeight, `${path}: the tab bar's height`).toBeGreaterThanOrEqual(44);
  // Nothing hides behind the bar: the page ends with room for it.
  expect(seen.mainPaddingBottom, `${path}: room under the content`).toBeGreaterThanOrEqual(seen.navHeight);
  if (list) {
    expect(seen.list, `${path}: a list-group list`).not.toBeNull();
    expect(seen.list, `${path}: styled as a list group`).toEqual(
      expect.objectContaining({ padding: '0px', bullet: false }),
    );
    expect(seen.list!.border, `${path}: rows have borders`).toBeGreaterThanOrEqual(1);
  }
}

test.describe('every admin screen, opened directly @phone', () => {
  test.beforeAll(async () => {
    await seedHistory(); // Riwayat with entries to measure
    // The inbox has a request to show as a list.
    await writeDoc('promo_request/e2e-shell-seen', {
      nama: 'E2E Shell',
      whatsapp: '0812-0000-1111',
      alamat: 'Denpasar',
      pesan: 'Cek tampilan',
      timestamp: time(new Date('2026-01-01T10:00:00+08:00')),
    });
  });
  test.afterAll(() => Promise.all([firestore.remove('promo_request/e2e-shell-seen'), removeSeededHistory()]));

  for (const [group, screens] of Object.entries(GROUPS)) {
    test(`${group}: styled, fits a thumb, passes axe`, async ({ page }) => {
      test.setTimeout(40_000 + screens.length * 15_000);
      await startSignedIn(page, SEEDED_ADMIN);
      for (const screen of screens) {
        await openFresh(page, screen.path);
        await expectStyled(page, screen);
        const tab = adminMenu(page).getByRole('link', { name: screen.area, exact: true });
        await expect(tab, `${screen.path}: ${screen.area} marked`).toHaveAttribute('aria-current', 'page');
        await expect(adminMenu(page).locator('[aria-current="page"]:visible')).toHaveCount(1);
        await expectThumbFriendly(page, screen.path, ADMIN_TOP_BAR);
        await expectAccessible(page, screen.path);
      }
    });
  }
});

test.describe('the shell @phone', () => {
  test('one row on top, the areas at the bottom within reach, each tab with its icon and label', async ({
    page,
  }) => {
    await startSignedIn(page, SEEDED_ADMIN);
    await openFresh(page, '/admin/katalog/pricelist/iphone-15-128');
    const bar = page.locator(ADMIN_TOP_BAR);
    const box = (await bar.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(844 * 0.12);
    // One row: the back link, the title and the bar share a line.
    const back = bar.getByRole('link', { name: 'Kembali ke Pricelist HP & Laptop' });
    const title = bar.getByRole('heading', { level: 1, name: 'Ubah item' });
    const [b, t] = [(await back.boundingBox())!, (await title.boundingBox())!];
    expect(Math.abs(b.y + b.height / 2 - (t.y + t.height / 2))).toBeLessThan(4);

    const tabs = adminMenu(page).getByRole('link');
    await expect(tabs.filter({ visible: true })).toHaveText([
      'Ringkasan',
      'Kasir',
      'Servis',
      'Katalog',
      'Promo',
      'Lainnya',
    ]);
    for (const tab of await tabs.filter({ visible: true }).all()) {
      const r = (await tab.boundingBox())!;
      expect(r.height).toBeGreaterThanOrEqual(44);
      expect(r.width).toBeGreaterThanOrEqual(44);
      expect(r.y + r.height).toBeGreaterThan(844 - 100); // the thumb's end of the screen
      await expect(tab.locator('svg')).toHaveCount(1);
    }

    // Back goes to the list; the main action waits above the tab bar, big.
    await back.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricelist HP & Laptop' })).toBeVisible();
    const add = page.getByRole('link', { name: 'Tambah item' });
    const a = (await add.boundingBox())!;
    const nav = (await adminMenu(page).boundingBox())!;
    expect(a.height).toBeGreaterThanOrEqual(48);
    expect(a.y + a.height).toBeLessThanOrEqual(nav.y);
    expect(a.y).toBeGreaterThan(844 / 2);
    await expect(add).toHaveClass(/btn-primary/);

    // Member, Riwayat and the account wait under Lainnya.
    await adminMenu(page).getByRole('link', { name: 'Lainnya' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Member' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Riwayat' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Lihat situs' })).toHaveAttribute('href', '/');
    await expect(main).toContainText(SEEDED_ADMIN.email);
    await main.getByRole('link', { name: 'Riwayat' }).click();
    await expect(page.getByRole('heading', { name: 'Riwayat' }).first()).toBeVisible();
    await expect(adminMenu(page).getByRole('link', { name: 'Lainnya' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test.describe('names that match @phone', () => {
  test('Promo holds the requests and the active promo as two tabs; saving the promo stays in Promo', async ({
    page,
  }) => {
    await startSignedIn(page, SEEDED_ADMIN);
    await openFresh(page, '/admin');
    await adminMenu(page).getByRole('link', { name: 'Promo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Promo' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Bagian promo' });
    await expect(tabs.getByRole('link', { name: 'Pengajuan' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'Promo Aktif' }).click();
    await expect(page).toHaveURL(/\/admin\/promo\/aktif$/);
    await expect(tabs.getByRole('link', { name: 'Promo Aktif' })).toHaveAttribute('aria-current', 'page');
    const stored = await firestore.get('promo/promo_aktif');
    await expect(page.getByLabel('Judul')).toHaveValue(String(stored!.judul));
    // Saved as it is (other specs read the promo): back in Promo, not the Katalog.
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Tersimpan.' })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/admin\/promo$/);
    await expect(adminMenu(page).getByRole('link', { name: 'Promo' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The Katalog no longer lists it; its old address leads to Promo.
    await adminMenu(page).getByRole('link', { name: 'Katalog' }).click();
    await expect(page.getByRole('main').getByRole('link', { name: 'Promo Aktif' })).toHaveCount(0);
    await page.goto('/admin/katalog/promo');
    await expect(page).toHaveURL(/\/admin\/promo\/aktif$/);
  });

  test('notifications are under Member, sent with Kirim, listed newest first with their dates', async ({
    page,
  }) => {
    await startSignedIn(page, SEEDED_ADMIN);
    await openFresh(page, '/admin/member');
    await page.getByRole('link', { name: 'Kirim notifikasi' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kirim notifikasi' })).toBeVisible();
    // Member is under Lainnya on a phone: that tab is marked.
    await expect(adminMenu(page).getByRole('link', { name: 'Lainnya' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('button', { name: 'Kirim' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Simpan' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Kembali ke Notifikasi Member' }).click();
    const rows = page.getByTestId('admin-row');
    await expect(rows.first()).toBeVisible();
    // As stored: a timestamp, or a date typed long ago ('12 Juni 2025').
    const when = (v: unknown) =>
      v instanceof Date ? v.getTime() : typeof v === 'string' ? (parseDateText(v)?.date.getTime() ?? 0) : 0;
    const stored = (await firestore.list('notifikasi')).sort(
      (a, b) => when(b.data.tanggal) - when(a.data.tanggal),
    );
    await expect(rows.getByRole('link')).toHaveText(stored.map((d) => String(d.data.judul)));
    const dates = await rows.getByTestId('row-date').allTextContents();
    expect(dates[0]).toMatch(/^Dikirim \d{1,2} [A-Z][a-z]+ \d{4}( pukul \d{2}\.\d{2})?$/);
    expect(dates).toContain('Dikirim 12 Juni 2025');
  });

  test('kategori by its labels, prices grouped, the upload control in Indonesian', async ({ page }) => {
    await startSignedIn(page, SEEDED_ADMIN);
    await openFresh(page, '/admin/katalog/pricelist');
    const iphone = page.getByTestId('admin-row').filter({ hasText: 'iPhone 15 128GB' });
    await expect(iphone).toContainText('Kategori: iPhone');
    await expect(iphone).not.toContainText('Kategori: hp');

    await openFresh(page, '/admin/katalog/pricelist/iphone-15-128');
    const kategori = page.getByLabel('Kategori');
    await expect(kategori.locator('option')).toHaveText(['Pilih...', 'iPhone', 'Android', 'Laptop', 'Mac']);
    await expect(kategori).toHaveValue('hp');
    await expect(page.getByLabel('Harga Baru')).toHaveValue('13.499.000');
    const second = page.getByLabel('Harga Second');
    await second.clear();
    await second.pressSequentially('125000');
    await expect(second).toHaveValue('125.000');
    await second.clear();
    await second.pressSequentially('1.250.000');
    await expect(second).toHaveValue('1.250.000');

    await openFresh(page, '/admin/katalog/aksesoris/softcase-iphone-15');
    const upload = page.locator('.file-pick');
    await expect(upload).toContainText('Pilih gambar');
    await expect(upload).toContainText('Belum ada file dipilih');
    await expect(page.getByRole('main')).not.toContainText(/Choose File|No file chosen/);
    await openFresh(page, '/admin/katalog/pricelist/impor');
    await expect(page.locator('.file-pick')).toContainText('Pilih file CSV');
    await expect(page.locator('.file-pick')).toContainText('Belum ada file dipilih');
  });
});

test('after a refused save, each error goes once its field holds a good value; the summary follows @phone', async ({
  page,
}) => {
  await startSignedIn(page, SEEDED_ADMIN);
  await openFresh(page, '/admin/katalog/pricelist/baru');
  const form = page.getByRole('form', { name: 'Form item' });
  await form.getByRole('button', { name: 'Simpan' }).click();
  const problems = page.getByTestId('form-problems');
  await expect(problems).toHaveText(
    'Perbaiki 6 isian: Merk, Tipe, Kategori, Harga Baru, Harga Second, Stok.',
  );
  await expect(form.getByLabel('Merk')).toBeFocused();
  await expect(form.getByLabel('Merk')).toHaveAccessibleDescription('Wajib diisi.');

  await form.getByLabel('Merk').pressSequentially('Apple');
  await expect(form.getByLabel('Merk')).not.toHaveClass(/is-invalid/);
  await expect(form.getByLabel('Merk')).toHaveAccessibleDescription('');
  await expect(problems).toHaveText('Perbaiki 5 isian: Tipe, Kategori, Harga Baru, Harga Second, Stok.');
  await form.getByLabel('Harga Baru').pressSequentially('mahal');
  await expect(form.getByLabel('Harga Baru')).toHaveAccessibleDescription(/Harus berupa angka/);
  await form.getByLabel('Harga Baru').clear();
  await form.getByLabel('Harga Baru').pressSequentially('15000000');
  await expect(form.getByLabel('Harga Baru')).not.toHaveClass(/is-invalid/);
  await form.getByLabel('Kategori').selectOption({ label: 'Android' });
  await expect(problems).toHaveText('Perbaiki 3 isian: Tipe, Harga Second, Stok.');

  // The repair ticket's form does the same.
  await openFresh(page, '/admin/servisan/baru');
  const ticket = page.getByRole('form', { name: 'Form tiket servis' });
  await ticket.getByRole('button', { name: 'Buat tiket' }).click();
  await expect(ticket.getByLabel('Nama pelanggan')).toHaveClass(/is-invalid/);
  await expect(page.getByTestId('form-problems')).toContainText('Nama pelanggan');
  await ticket.getByLabel('Nama pelanggan').fill('Budi');
  await expect(ticket.getByLabel('Nama pelanggan')).not.toHaveClass(/is-invalid/);
  await expect(page.getByTestId('form-problems')).not.toContainText('Nama pelanggan');
  await ticket.getByLabel('Harga item 1').pressSequentially('1950000');
  await expect(ticket.getByLabel('Harga item 1')).toHaveValue('1.950.000');
});

test('a request sent while the inbox is open comes in when the admin returns to it, without a reload; the dashboard follows @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const id = `e2e-shell-live-${Date.now()}-${testInfo.project.name}`;
  const nama = `E2E Datang ${Date.now()}`;
  let navigations = 0;
  try {
    await startSignedIn(page, SEEDED_ADMIN);
    await openFresh(page, '/admin/promo');
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) navigations++;
    });
    await expect(page.getByRole('listitem', { name: `Pengajuan ${nama}` })).toHaveCount(0);

    // A visitor sends a request (as the home page's form stores it).
    await writeDoc(`promo_request/${id}`, {
      nama,
      whatsapp: '0813-2222-3333',
      alamat: 'Sanur',
      pesan: 'Promo baterai',
      timestamp: time(new Date()),
    });
    // The admin comes back to the screen (WhatsApp left, the phone unlocked).
    const card = page.getByRole('listitem', { name: `Pengajuan ${nama}` });
    await expect
      .poll(
        async () => {
          await leaveAndReturn(page);
          return card.count();
        },
        { intervals: [1200], timeout: 15_000 },
      )
      .toBe(1);
    await expect(page.getByTestId('promo-arrived')).toHaveText(/^\d+ pengajuan baru masuk\.$/);
    await expect(page.getByTestId('promo-request').first()).toHaveAccessibleName(`Pengajuan ${nama}`);
    await expect(card.getByTestId('promo-status')).toHaveText('Baru');
    expect(navigations).toBe(0);

    // The dashboard's count of new requests follows the same way.
    await adminMenu(page).getByRole('link', { name: 'Ringkasan' }).click();
    const unhandled = async () =>
      (await firestore.list('promo_request')).filter(
        (d) => !['dihubungi', 'jadi', 'batal', 'selesai'].includes(String(d.data.status)),
      ).length;
    const shown = page.getByTestId('promo-baru');
    await expect(shown).toHaveText(/^\d+ belum ditangani$/);
    await firestore.remove(`promo_request/${id}`);
    await expect
      .poll(
        async () => {
          // What this return fetched is read on the next round, as in the inbox above.
          await leaveAndReturn(page);
          return (await shown.textContent()) === `${await unhandled()} belum ditangani`;
        },
        { intervals: [1200], timeout: 15_000 },
      )
      .toBe(true);
  } finally {
    await firestore.remove(`promo_request/${id}`);
  }
});

test('on a desktop the areas are a side menu with Riwayat and the account @desktop', async ({ page }) => {
  test.setTimeout(60_000); // the admin app's first load (its wait allows 15 s twice), then axe
  await startSignedIn(page, SEEDED_ADMIN);
  await openFresh(page, '/admin/servisan');
  const menu = adminMenu(page);
  const box = (await menu.boundingBox())!;
  expect(box.x).toBe(0);
  expect(box.height).toBe(800);
  expect(box.width).toBeLessThan(300);
  await expect(menu.getByRole('link').filter({ visible: true })).toHaveText([
    'Panel Admin',
    'Ringkasan',
    'Kasir',
    'Servis',
    'Katalog',
    'Promo',
    'Member',
    'Riwayat',
    'Lihat situs',
  ]);
  await expect(menu.getByRole('link', { name: 'Servis' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('button', { name: 'Keluar' })).toBeVisible();
  await expect(menu).toContainText(SEEDED_ADMIN.email);
  // The main action sits in the page's header, beside the title.
  const header = page.locator(ADMIN_TOP_BAR);
  await expect(header.getByRole('heading', { level: 1, name: 'Tiket Servis' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Tiket baru' })).toBeVisible();
  await expectAccessible(page, '/admin/servisan (desktop)');
});
