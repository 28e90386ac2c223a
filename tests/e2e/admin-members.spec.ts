// Members, from the admin's side: a notification the admin sends appears live on
// a signed-in member's page (no reload), coupons show how many members claimed
// them, and the member list is read-only with search. Runs in the serial
// 'admin-content' project: it adds a notification other specs would count.
import type { Page } from '@playwright/test';
import { openAdminArea } from './support/admin';
import { firestore } from './support/emulators';
import { openNotifications, SEEDED_ADMIN, SEEDED_MEMBER, signIn, startSignedIn } from './support/member';
import { expect, test } from './support/test';

test.use({ promoPopupSeen: true });

/** Every member's claims of one coupon, as stored (users/{uid}/kupon/{couponId}). */
async function storedClaims(couponId: string): Promise<number> {
  let n = 0;
  for (const user of await firestore.list('users'))
    n += (await firestore.list(`users/${user.id}/kupon`)).filter((c) => c.id === couponId).length;
  return n;
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

test('a notification sent by the admin appears live on a signed-in member page', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000); // two sign-ins, a write, a delete
  const judul = `E2E Notifikasi ${Date.now()}-${testInfo.project.name}`;
  const pesan = 'Servis <b>LCD</b> diskon 20% hari ini.';

  // The member waits on the notifications page.
  await signIn(page, SEEDED_MEMBER);
  const list = await openNotifications(page);
  let reloads = 0;
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) reloads++;
  });

  // The admin, in another browser, sends a notification.
  const adminContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const admin = await adminContext.newPage();
  const adminErrors = watchErrors(admin);
  try {
    await signIn(admin, SEEDED_ADMIN);
    await admin.goto('/admin');
    await openAdminArea(admin, 'Member');
    await expect(admin).toHaveURL(/\/admin\/member$/);
    await admin.getByRole('link', { name: 'Kirim notifikasi' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Kirim notifikasi' })).toBeVisible();
    await admin.getByLabel('Judul').fill(judul);
    await admin.getByLabel('Pesan').fill(pesan);
    await admin.getByRole('button', { name: 'Kirim', exact: true }).click();
    await expect(admin).toHaveURL(/\/admin\/katalog\/notifikasi$/, { timeout: 15_000 });
    await expect(admin.getByRole('status').filter({ hasText: 'Notifikasi terkirim.' })).toBeVisible();
    // Newest first, dated.
    const first = admin.getByTestId('admin-row').first();
    await expect(first.getByRole('link', { name: judul })).toBeVisible();
    await expect(first.getByTestId('row-date')).toHaveText(
      /^Dikirim \d{1,2} [A-Z][a-z]+ \d{4} pukul \d{2}\.\d{2}$/,
    );

    // The member sees it without reloading, first, as text.
    const card = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: judul }) });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card).toContainText(pesan);
    await expect(card.locator('b')).toHaveCount(0);
    expect((await list.getByRole('heading').allTextContents())[0]).toBe(judul);
    expect(reloads).toBe(0);

    // Stored at the server's time, with its history entry.
    const id = (await firestore.list('notifikasi')).find((d) => d.data.judul === judul)!.id;
    const stored = await firestore.get(`notifikasi/${id}`);
    expect(stored).toMatchObject({ judul, pesan });
    expect(stored!.tanggal).toBeInstanceOf(Date);
    expect(Math.abs((stored!.tanggal as Date).getTime() - Date.now())).toBeLessThan(120_000);
    const entry = await firestore.get(`riwayat/${String(stored!._riwayat)}`);
    expect(entry).toMatchObject({ collection: 'notifikasi', action: 'buat', docIds: [id] });

    // The admin deletes it: it leaves the member's page too.
    await admin.getByRole('link', { name: judul }).click();
    await admin.getByRole('button', { name: 'Hapus' }).click();
    await admin.getByRole('button', { name: 'Ya, hapus' }).click();
    await expect(admin).toHaveURL(/\/admin\/katalog\/notifikasi$/, { timeout: 15_000 });
    await expect(list.getByRole('heading', { name: judul })).toHaveCount(0, { timeout: 15_000 });
    expect(reloads).toBe(0);
    expect(adminErrors).toEqual([]);
  } finally {
    for (const d of await firestore.list('notifikasi'))
      if (d.data.judul === judul) await firestore.remove(`notifikasi/${d.id}`);
    await adminContext.close();
  }
});

test('coupons show their claim counts; the member list is read-only with search', async ({ page }) => {
  test.setTimeout(60_000);
  const expected = await storedClaims('hemat10');
  expect(expected).toBeGreaterThan(0); // the seed member claimed HEMAT10
  await startSignedIn(page, SEEDED_ADMIN);
  await page.goto('/admin/member');
  await page.getByRole('link', { name: 'Kupon Member' }).click();
  await expect(page).toHaveURL(/\/admin\/katalog\/coupons$/);
  const hemat = page.getByTestId('admin-row').filter({ has: page.getByRole('link', { name: 'HEMAT10' }) });
  await expect(hemat.getByTestId('claim-count')).toHaveText(`Diklaim: ${expected} member`);
  const merdeka = page
    .getByTestId('admin-row')
    .filter({ has: page.getByRole('link', { name: 'MERDEKA17' }) });
  await expect(merdeka.getByTestId('claim-count')).toHaveText(
    `Diklaim: ${await storedClaims('merdeka17')} member`,
  );

  await page.goto('/admin/member');
  const rows = page.getByTestId('member-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBe(Math.min(50, (await firestore.list('users')).length));
  await page.getByRole('searchbox', { name: 'Cari member' }).fill('081234567890');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Putu Ayu Lestari');
  await expect(rows.first()).toContainText('E-mail: member@onegadget.test');
  await expect(rows.first()).toContainText('Bergabung: 2 Mei 2025');
  await expect(rows.first().getByRole('button')).toHaveCount(0);
  await expect(rows.first().getByRole('link')).toHaveCount(0);
});

test('a member is refused the member list and the claim counts', async ({ page }) => {
  await startSignedIn(page, SEEDED_MEMBER);
  for (const path of ['/admin/member', '/admin/katalog/coupons', '/admin/katalog/notifikasi/baru']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Akses khusus admin' })).toBeVisible();
    await expect(page.getByTestId('member-row')).toHaveCount(0);
    await expect(page.getByTestId('claim-count')).toHaveCount(0);
    await expect(page.getByLabel('Judul')).toHaveCount(0);
  }
});
