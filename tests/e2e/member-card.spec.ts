// The member's side of the till: the Kartu member screen (its number, a QR code that
// decodes to it, still shown with no signal once seen), a claimed coupon shown to the
// cashier, and the coupon marked "Dipakai" and the points arriving live when the till
// records a sale through the Kasir screen, in a browser of the shop's own. Each test makes its own
// member, so tests run in parallel and at both sizes.
import type { Page, TestInfo } from '@playwright/test';
import { formatShortDate } from '../../src/lib/dates';
import { auth, firestore, time, writeDoc } from './support/emulators';
import { signIn } from './support/member';
import { decodeQr } from './support/qr';
import { fillRow, find, openTill } from './support/till';
import { expect, test } from './support/test';

const PASSWORD = 'rahasia-123';

/** A registered member with a profile and no card yet (an existing member before cards). */
async function newMember(info: TestInfo, nama: string) {
  const id = `kartu-${Date.now()}-${info.project.name}-${Math.random().toString(36).slice(2, 6)}`;
  const email = `${id}@contoh.test`;
  await auth.createUsers([{ uid: id, email, password: PASSWORD, displayName: nama, emailVerified: true }]);
  await writeDoc(`users/${id}`, {
    nama,
    noWa: '081298760001', // not the seeded member's: the admin's member search finds that one alone
    email,
    role: 'member',
    createdAt: time(new Date()),
  });
  return { uid: id, email, password: PASSWORD };
}

const memberMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu member' });

test.describe('Kartu member', () => {
  // Offline, every failed request is logged as an error.
  test.use({ serviceWorkers: 'allow', allowConsoleErrors: true });

  test('a member opens the card: the number and a QR code of it; offline the saved card still shows', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(90_000); // a form sign-in, the worker's install, an offline reload
    const member = await newMember(testInfo, 'Kadek Kartu');
    await signIn(page, member);
    await memberMenu(page).getByRole('link', { name: 'Kartu', exact: true }).click();
    await expect(page).toHaveURL(/\/member\/kartu$/);
    const card = page.getByRole('article', { name: 'Kartu member' });
    await expect(card.getByText('Kadek Kartu')).toBeVisible();
    const shown = card.getByText(/^[1-9]\d{3} \d{4}$/);
    await expect(shown).toBeVisible();
    const nomor = (await shown.textContent())!.replace(' ', '');

    // The pair the member wrote: the card names the number, the number the member.
    expect(await firestore.get(`kartu/${member.uid}`)).toMatchObject({ nomor });
    expect(await firestore.get(`nomor_member/${nomor}`)).toMatchObject({ uid: member.uid });

    // The QR code, read from what the page drew, is the card's payload; large on a phone.
    const qr = card.getByRole('img', { name: `Kode QR nomor member ${nomor}` });
    await expect(qr).toBeVisible();
    expect(await decodeQr(page, '.member-id-card svg')).toBe(`OGM:${nomor}`);
    const box = (await qr.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(250);

    // Opened again: the same number (a card is made once).
    await page.reload();
    await expect(card.getByText(`${nomor.slice(0, 4)} ${nomor.slice(4)}`)).toBeVisible();

    // The worker in charge and the card's code kept: then no signal.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('og-kartu')).keys()).length))
      .toBeGreaterThan(3);
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(card.getByText(`${nomor.slice(0, 4)} ${nomor.slice(4)}`)).toBeVisible({ timeout: 15_000 });
      await expect(card.getByText('Kadek Kartu')).toBeVisible();
      await expect(page.getByText(/^Kartu tersimpan di HP ini/)).toBeVisible();
      expect(await decodeQr(page, '.member-id-card svg')).toBe(`OGM:${nomor}`);
      // Typed into the address bar, no signal: the same.
      await page.goto('/member/kartu');
      await expect(card.getByText(`${nomor.slice(0, 4)} ${nomor.slice(4)}`)).toBeVisible({ timeout: 15_000 });
    } finally {
      await context.setOffline(false);
    }
  });
});

test.describe('at the counter', () => {
  test('the member shows the card and a coupon; the till types them and records the sale: "Dipakai" and the points arrive without a reload, and the coupon is refused after', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(150_000); // two sign-ins, two sales through the till
    const member = await newMember(testInfo, 'Komang Kupon');
    await writeDoc(`users/${member.uid}/kupon/servis50rb`, { waktu: time(new Date()), status: 'diklaim' });
    await writeDoc('pengaturan/poin', { rupiahPerPoin: 10_000 });
    await signIn(page, member);

    // The card the cashier types from (an existing member gets their number here).
    await memberMenu(page).getByRole('link', { name: 'Kartu', exact: true }).click();
    const shownNumber = page.getByRole('article', { name: 'Kartu member' }).getByText(/^[1-9]\d{3} \d{4}$/);
    await expect(shownNumber).toBeVisible();
    const cardNumber = (await shownNumber.textContent())!;
    const nomor = cardNumber.replace(' ', '');

    await memberMenu(page).getByRole('link', { name: 'Kupon', exact: true }).click();
    const servis = page.getByRole('article', { name: 'SERVIS50RB' });
    const show = servis.getByRole('button', { name: 'Tunjukkan ke kasir' });
    await show.click();
    const dialog = page.getByRole('dialog', { name: 'Kupon SERVIS50RB' });
    const typed = dialog.getByTestId('coupon-till-code');
    await expect(typed).toHaveText(`${nomor}-SERVIS50RB`);
    await expect(dialog.getByRole('img', { name: 'Kode QR kupon SERVIS50RB' })).toBeVisible();
    expect(await decodeQr(page, '.coupon-till-qr svg')).toBe(`OGK:${nomor}:servis50rb`);
    await dialog.getByRole('button', { name: 'Tutup' }).last().click();
    await expect(dialog).toHaveCount(0);
    await expect(show).toBeFocused();
    const marker = await page.evaluate(() => (window.name = `no-reload-${Math.random()}`));

    // The cashier, on the shop's phone: the card's number, then the coupon's code.
    const tillContext = await browser.newContext();
    const till = await tillContext.newPage();
    try {
      await openTill(till);
      await find(till, cardNumber);
      const found = till.getByRole('region', { name: 'Member' });
      await expect(found).toContainText('Komang Kupon');
      await expect(found).toContainText('SERVIS50RB');
      await find(till, `${nomor}-SERVIS50RB`);
      // The coupon found, before the sale's form opens with it.
      await expect(till.getByRole('region', { name: 'Kupon' })).toContainText('SERVIS50RB');
      await till.getByRole('button', { name: 'Catat penjualan', exact: true }).click();
      await fillRow(till, 1, 'Ganti baterai iPhone 11', '450000');
      await till.getByRole('radio', { name: 'Tunai' }).click();
      await expect(till.getByTestId('till-dibayar')).toHaveText('Rp\u00a0400.000');
      await till.getByRole('button', { name: /^Catat penjualan · Rp/ }).click();
      await expect(till.getByRole('status')).toContainText(
        'Penjualan tercatat · Rp\u00a0400.000 · +40 poin',
        {
          timeout: 15_000,
        },
      );

      // The member's page follows, no reload.
      const today = formatShortDate(new Date());
      await expect(servis.getByTestId('coupon-used')).toHaveText(`Dipakai ${today}`, { timeout: 15_000 });
      await expect(show).toHaveCount(0);
      await expect(servis.getByRole('button', { name: 'Sudah Diklaim' })).toBeDisabled();

      // Reward: the balance and the entry; the next sale's points arrive live.
      await memberMenu(page).getByRole('link', { name: 'Reward', exact: true }).click();
      const balance = page.getByTestId('points-balance');
      await expect(balance).toHaveText('40 poin');
      const entries = page.getByRole('list', { name: 'Riwayat poin' }).getByRole('listitem');
      await expect(entries).toHaveText([`+40 poin · Belanja ${today}`]);

      await till.getByRole('button', { name: 'Penjualan baru' }).click();
      await find(till, cardNumber);
      await expect(till.getByRole('region', { name: 'Member' })).toContainText('Poin: 40');
      await till.getByRole('button', { name: 'Catat penjualan', exact: true }).click();
      await fillRow(till, 1, 'Tempered glass', '150000');
      await till.getByRole('radio', { name: 'Tunai' }).click();
      await till.getByRole('button', { name: /^Catat penjualan · Rp/ }).click();
      await expect(till.getByRole('status')).toContainText(
        'Penjualan tercatat · Rp\u00a0150.000 · +15 poin',
        {
          timeout: 15_000,
        },
      );
      await expect(balance).toHaveText('55 poin', { timeout: 15_000 });
      await expect(entries).toHaveText([`+15 poin · Belanja ${today}`, `+40 poin · Belanja ${today}`]);
      expect(await page.evaluate(() => window.name)).toBe(marker);

      // The same coupon shown again: refused at the till.
      await till.getByRole('button', { name: 'Penjualan baru' }).click();
      await find(till, `${nomor}-SERVIS50RB`);
      await expect(till.getByRole('region', { name: 'Kupon' }).getByRole('alert')).toContainText(
        'Kupon ini sudah dipakai pada',
      );
    } finally {
      await tillContext.close();
    }
  });
});
