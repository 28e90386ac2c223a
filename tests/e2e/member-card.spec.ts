// The member's side of the till: the Kartu member screen (its number, a QR code that
// decodes to it, still shown with no signal once seen), a claimed coupon shown to the
// cashier, and the coupon marked "Dipakai" and the points arriving live when the till
// records a sale (as the seeded admin, through the rules). Each test makes its own
// member, so tests run in parallel and at both sizes.
import type { Page, TestInfo } from '@playwright/test';
import type jsQRType from 'jsqr';
import { formatShortDate } from '../../src/lib/dates';
import { auth, firestore, time, writeDoc } from './support/emulators';
import { signIn } from './support/member';
import { recordSaleAsAdmin } from './support/till-sale';
import { expect, test } from './support/test';

const PASSWORD = 'rahasia-123';

/** A registered member with a profile and no card yet (an existing member before cards). */
async function newMember(info: TestInfo, nama: string) {
  const id = `kartu-${Date.now()}-${info.project.name}-${Math.random().toString(36).slice(2, 6)}`;
  const email = `${id}@contoh.test`;
  await auth.createUsers([{ uid: id, email, password: PASSWORD, displayName: nama, emailVerified: true }]);
  await writeDoc(`users/${id}`, {
    nama,
    noWa: '081234567890',
    email,
    role: 'member',
    createdAt: time(new Date()),
  });
  return { uid: id, email, password: PASSWORD };
}

const memberMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu member' });

/** The QR code an svg on the page draws, drawn onto a canvas 8× and read by jsQR inside the page. */
async function decodeQr(page: Page, selector: string): Promise<string | null> {
  await page.addScriptTag({ path: 'node_modules/jsqr/dist/jsQR.js' });
  return page.evaluate((sel) => {
    const svg = document.querySelector<SVGSVGElement>(sel)!;
    const side = svg.viewBox.baseVal.width * 8;
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    return img.decode().then(() => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = side;
      const ctx = canvas.getContext('2d')!;
      ctx.imageSmoothingEnabled = false;
      ctx.drawImage(img, 0, 0, side, side);
      const { data } = ctx.getImageData(0, 0, side, side);
      const jsQR = (window as unknown as { jsQR: typeof jsQRType }).jsQR;
      return jsQR(data, side, side)?.data ?? null;
    });
  }, selector);
}

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
  test('a coupon shown to the cashier; the sale marks it "Dipakai" and the points arrive, without a reload', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const member = await newMember(testInfo, 'Komang Kupon');
    await writeDoc(`users/${member.uid}/kupon/servis50rb`, { waktu: time(new Date()), status: 'diklaim' });
    await signIn(page, member);
    await memberMenu(page).getByRole('link', { name: 'Kupon', exact: true }).click();

    const servis = page.getByRole('article', { name: 'SERVIS50RB' });
    const show = servis.getByRole('button', { name: 'Tunjukkan ke kasir' });
    await show.click();
    const dialog = page.getByRole('dialog', { name: 'Kupon SERVIS50RB' });
    const typed = dialog.getByTestId('coupon-till-code');
    await expect(typed).toHaveText(/^[1-9]\d{7}-SERVIS50RB$/);
    const nomor = (await typed.textContent())!.slice(0, 8);
    expect(await firestore.get(`nomor_member/${nomor}`)).toMatchObject({ uid: member.uid });
    await expect(dialog.getByRole('img', { name: 'Kode QR kupon SERVIS50RB' })).toBeVisible();
    expect(await decodeQr(page, '.coupon-till-qr svg')).toBe(`OGK:${nomor}:servis50rb`);
    await dialog.getByRole('button', { name: 'Tutup' }).last().click();
    await expect(dialog).toHaveCount(0);
    await expect(show).toBeFocused();

    // The till records the sale with the coupon: the page follows, no reload.
    const marker = await page.evaluate(() => (window.name = `no-reload-${Math.random()}`));
    const first = await recordSaleAsAdmin({
      member: member.uid,
      item: { nama: 'Ganti baterai iPhone 11', harga: 450_000 },
      coupon: { id: 'servis50rb', diskon: 50_000 },
    });
    const today = formatShortDate(new Date());
    await expect(servis.getByTestId('coupon-used')).toHaveText(`Dipakai ${today}`, { timeout: 15_000 });
    await expect(show).toHaveCount(0);
    await expect(servis.getByRole('button', { name: 'Sudah Diklaim' })).toBeDisabled();

    // Reward: the balance and the entry; a second sale arrives live.
    await memberMenu(page).getByRole('link', { name: 'Reward', exact: true }).click();
    const balance = page.getByTestId('points-balance');
    await expect(balance).toHaveText(`${first.poin} poin`);
    const entries = page.getByRole('list', { name: 'Riwayat poin' }).getByRole('listitem');
    await expect(entries).toHaveText([`+${first.poin} poin · Belanja ${today}`]);
    const second = await recordSaleAsAdmin({
      member: member.uid,
      item: { nama: 'Tempered glass', harga: 150_000 },
    });
    await expect(balance).toHaveText(`${first.poin + second.poin} poin`, { timeout: 15_000 });
    await expect(entries).toHaveText([
      `+${second.poin} poin · Belanja ${today}`,
      `+${first.poin} poin · Belanja ${today}`,
    ]);
    expect(await page.evaluate(() => window.name)).toBe(marker);
  });
});
