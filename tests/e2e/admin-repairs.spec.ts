// Repair tickets: the admin creates one, moves it through the statuses with one
// tap each, and the customer, with only the code, follows every step on
// /cek-servisan. The customer's number stays out of the public document.
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { firestore } from './support/emulators';
import { SEEDED_ADMIN, SEEDED_MEMBER, startSignedIn } from './support/member';
import { expect, test } from './support/test';

test.use({ promoPopupSeen: true });

const FLOW = ['Sedang diservice', 'Selesai - Siap diambil', 'Diambil'] as const;

/** What the customer sees for a code: the status badge and the history lines. */
async function customerSees(visitor: Page, code: string) {
  await visitor.goto(`/cek-servisan?kode=${code}`);
  const status = visitor.getByTestId('repair-status');
  await expect(status).toBeVisible();
  const history = visitor.locator('dt:text-is("Riwayat Perbaikan") + dd li');
  return { status: (await status.textContent())!.trim(), history: await history.allTextContents() };
}

test('the admin creates a ticket and moves it through the statuses; the customer follows each one by code @phone', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000); // sign-in, a create, three status writes, four customer visits
  const nama = `E2E Servis ${Date.now()}-${testInfo.project.name}`;
  let code = '';
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await startSignedIn(page, SEEDED_ADMIN);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Servis' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tiket Servis' })).toBeVisible();
    await page.getByRole('link', { name: 'Tiket baru' }).click();

    // The form: the date is today by default; two items make the total.
    const form = page.getByRole('form', { name: 'Form tiket servis' });
    await expect(form.getByLabel('Tanggal masuk')).not.toHaveValue('');
    await form.getByLabel('Nama pelanggan').fill(nama);
    await form.getByLabel('WhatsApp pelanggan').fill('0813-5555-1234');
    await form.getByLabel('Perangkat').fill('iPhone 12 Pro');
    await form.getByLabel('Keluhan').fill('Layar bergaris hijau');
    await form.getByLabel('Garansi', { exact: true }).fill('Garansi layar 30 hari');
    await form.getByLabel('Garansi (hari sejak diambil)').fill('30');
    // The intake checklist: a tick per item; the passcode only as given.
    await form.getByLabel('Bodi mulus').check();
    await form.getByLabel('Charger').check();
    await form.getByLabel('Kode sandi diberikan').check();
    await form.getByLabel('Item 1', { exact: true }).fill('LCD OLED');
    await form.getByLabel('Harga item 1').fill('1.950.000');
    await form.getByRole('button', { name: 'Tambah item' }).click();
    await form.getByLabel('Item 2', { exact: true }).fill('Jasa pasang');
    await form.getByLabel('Harga item 2').fill('200000');
    await expect(form.getByText('Total: Rp 2.150.000')).toBeVisible();
    await form.getByRole('button', { name: 'Buat tiket' }).click();

    // The code, big, and long and random.
    const shown = page.getByTestId('ticket-code');
    await expect(shown).toHaveText(/^OG-[23456789A-HJKMNP-Z]{10}$/, { timeout: 15_000 });
    code = (await shown.textContent())!;
    await expect(page).toHaveURL(new RegExp(`/admin/servisan/${code}$`));
    await expect(page.getByRole('status')).toContainText('Tiket dibuat');

    // Stored: the number only in the private document.
    const stored = await firestore.get(`servisan/${code}`);
    expect(stored).toMatchObject({
      nama,
      perangkat: 'iPhone 12 Pro',
      status: 'Masuk',
      total: 2150000,
      garansiHari: 30,
      cekLayar: false,
      cekBodi: true,
      adaCharger: true,
      sandiDiberikan: true,
      itemList: [
        { nama: 'LCD OLED', harga: 1950000 },
        { nama: 'Jasa pasang', harga: 200000 },
      ],
    });
    // The number in any spelling (the ticket's name holds Date.now(), whose digits may hold 5555).
    expect(JSON.stringify(stored)).not.toMatch(/5555-?1234/);
    expect(await firestore.get(`servisan_private/${code}`)).toMatchObject({ whatsapp: '0813-5555-1234' });

    let seen = await customerSees(visitor, code);
    expect(seen.status).toBe('Masuk');
    expect(seen.history).toHaveLength(1);
    await expect(visitor.getByText(nama)).toBeVisible();

    // One tap per status; the chat carries the number, the status text and the link.
    const group = page.getByRole('group', { name: 'Ubah status' });
    for (const [i, status] of FLOW.entries()) {
      await group.getByRole('button', { name: status, exact: true }).click();
      await expect(page.getByTestId('ticket-status')).toHaveText(status, { timeout: 15_000 });
      await expect(group.getByRole('button', { name: status, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const chat = page.getByRole('link', { name: `Kabari pelanggan via WhatsApp: ${status}` });
      const href = new URL((await chat.getAttribute('href'))!);
      expect(href.origin + href.pathname).toBe('https://wa.me/6281355551234');
      const text = href.searchParams.get('text')!;
      expect(text).toContain(`Halo ${nama},`);
      expect(text).toContain(`/cek-servisan?kode=${code}`);
      if (status === 'Selesai - Siap diambil') expect(text).toContain('siap diambil');

      seen = await customerSees(visitor, code);
      expect(seen.status).toBe(status);
      expect(seen.history).toHaveLength(i + 2);
      expect(seen.history.at(-1)).toMatch(new RegExp(`– ${status}$`));
    }

    // Each change has its history entry, by the admin.
    const after = await firestore.get(`servisan/${code}`);
    const entry = await firestore.get(`riwayat/${String(after!._riwayat)}`);
    expect(entry).toMatchObject({ collection: 'servisan', action: 'status', docIds: [code] });

    // Collected: no longer among the open tickets; found under 'Sudah diambil'.
    await page.goto('/admin/servisan');
    await page.getByLabel('Cari tiket').fill(nama);
    await expect(page.getByText('Tidak ada tiket yang cocok.')).toBeVisible();
    await page
      .getByRole('group', { name: 'Saring status' })
      .getByRole('button', { name: 'Sudah diambil' })
      .click();
    await expect(page.getByTestId('ticket-row').filter({ hasText: code })).toBeVisible();
  } finally {
    await visitorContext.close();
    if (code) {
      await firestore.remove(`servisan/${code}`);
      await firestore.remove(`servisan_private/${code}`);
    }
  }
});

test('members and visitors are refused the repair screens @phone', async ({ page }) => {
  // A visitor is sent to the login, and a member signing in there comes back refused.
  await page.goto('/admin/servisan/baru');
  await expect(page).toHaveURL(/\/member\/login/);
  await page.getByLabel('Alamat email').fill(SEEDED_MEMBER.email);
  await page.getByLabel('Kata sandi').fill(SEEDED_MEMBER.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/admin\/servisan\/baru$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Akses khusus admin' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Form tiket servis' })).toHaveCount(0);
});

test('the admin screens pass axe and fit the screen @desktop', async ({ page }) => {
  test.setTimeout(120_000); // sign-in and nine screens, each with axe
  // A seeded ticket, only read here.
  const code = 'OG-2406-B3M9';
  const loaded = () => expect(page.locator('.load-face')).toHaveCount(0, { timeout: 15_000 });
  const heading = (name: string) => () => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const screens: [path: string, ready: () => Promise<void>][] = [
    ['/admin', heading('Ringkasan')],
    ['/admin/katalog', heading('Katalog')],
    [
      '/admin/katalog/aksesoris',
      () => expect(page.getByTestId('admin-row').first()).toBeVisible({ timeout: 15_000 }),
    ],
    ['/admin/promo', heading('Promo')],
    ['/admin/member', heading('Member')],
    ['/admin/riwayat', heading('Riwayat')],
    [
      '/admin/servisan',
      () => expect(page.getByTestId('ticket-row').first()).toBeVisible({ timeout: 15_000 }),
    ],
    [
      '/admin/servisan/baru',
      () => expect(page.getByRole('form', { name: 'Form tiket servis' })).toBeVisible(),
    ],
    [
      `/admin/servisan/${code}`,
      () => expect(page.getByTestId('ticket-code')).toHaveText(code, { timeout: 15_000 }),
    ],
    [
      `/admin/servisan/${code}/nota`,
      () => expect(page.getByRole('img', { name: /cek-servisan/ })).toBeVisible({ timeout: 15_000 }),
    ],
  ];
  await startSignedIn(page, SEEDED_ADMIN);
  for (const [path, ready] of screens) {
    await page.goto(path);
    await ready();
    await loaded();
    await expectAccessible(page, path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});
