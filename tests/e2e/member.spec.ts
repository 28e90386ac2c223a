// The member area end to end, on the seeded emulators. Every test that writes
// uses its own accounts (unique per run and project), so tests run in parallel.
import type { Page, TestInfo } from '@playwright/test';
import { auth, firestore, time, writeDoc } from './support/emulators';
import { openNotifications, SEEDED_MEMBER, signIn, startSignedIn } from './support/member';
import { expect, test } from './support/test';

const SEEDED = SEEDED_MEMBER;

const uniqueId = (info: TestInfo) =>
  `${Date.now()}-${info.project.name}-${Math.random().toString(36).slice(2, 6)}`;

const coupon = (page: Page, kode: string) => page.getByRole('article', { name: kode });

async function uidOf(email: string): Promise<string> {
  const users = await firestore.list('users');
  const found = users.find((u) => u.data.email === email);
  if (!found) throw new Error(`no users document for ${email}`);
  return found.id;
}

async function noHorizontalScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

test.describe('member area @phone', () => {
  test('journey: register, sign in, profile, claim, live notification, logout, guards', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const id = uniqueId(testInfo);
    const email = `member-${id}@contoh.test`;
    const password = 'rahasia-123';

    // Register: the form's register mode, then the message on the login page.
    await page.goto('/member/login');
    await page.getByRole('button', { name: 'Daftar di sini' }).click();
    await page.getByLabel('Nama Lengkap').fill('Kadek Uji');
    await page.getByLabel('WhatsApp').fill('081200011122');
    await page.getByLabel('Alamat email').fill(email);
    await page.getByLabel('Kata sandi').fill(password);
    await page.getByRole('button', { name: 'Daftar' }).click();
    await expect(page.getByRole('status')).toHaveText('Registrasi berhasil. Silakan login.');
    await expect(page).toHaveURL(/\/member\/login$/);
    await expect(page.getByRole('heading', { name: 'Login Member' })).toBeVisible();
    const uid = await uidOf(email);
    const profile = await firestore.get(`users/${uid}`);
    expect(profile).toMatchObject({ nama: 'Kadek Uji', noWa: '081200011122', email, role: 'member' });
    expect(profile?.createdAt).toBeInstanceOf(Date);

    // Sign in (the e-mail is already filled in) → beranda greets by name.
    await expect(page.getByLabel('Alamat email')).toHaveValue(email);
    await page.getByLabel('Kata sandi').fill(password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(/\/member\/beranda$/);
    await expect(page.getByRole('heading', { name: 'Halo, Kadek Uji!' })).toBeVisible();
    await expect(page.getByTestId('notif-count')).toHaveText(/^\d+ notifikasi baru$/);
    await noHorizontalScroll(page);

    // Edit the profile: saved, message, back to beranda after 1.5 s.
    await page.getByRole('link', { name: 'Atur Profil' }).click();
    await expect(page).toHaveURL(/\/member\/profil$/);
    await expect(page.getByLabel('Nama Lengkap')).toHaveValue('Kadek Uji');
    await expect(page.getByLabel('WhatsApp')).toHaveValue('081200011122');
    await expect(page.getByLabel('Alamat email')).toHaveValue(email);
    await page.getByLabel('Nama Lengkap').fill('Kadek Uji Coba');
    await page.getByLabel('WhatsApp').fill('087700099988');
    await page.getByRole('button', { name: 'Simpan Profil' }).click();
    await expect(page.getByRole('status')).toHaveText('Profil berhasil diperbarui');
    await expect(page).toHaveURL(/\/member\/beranda$/);
    await expect(page.getByRole('heading', { name: 'Halo, Kadek Uji Coba!' })).toBeVisible();
    expect(await firestore.get(`users/${uid}`)).toMatchObject({
      nama: 'Kadek Uji Coba',
      whatsapp: '087700099988',
      email,
      role: 'member',
    });

    // A claim needs the e-mail verified: the link registration sent is opened (in
    // the mail app), then 'Saya sudah verifikasi' here.
    await page.getByRole('link', { name: 'Lihat Kupon' }).click();
    await expect(page).toHaveURL(/\/member\/kupon$/);
    const servis = coupon(page, 'SERVIS50RB');
    await expect(servis.getByText('Rp 50.000', { exact: true })).toBeVisible();
    await expect(coupon(page, 'HEMAT10').getByText('10%', { exact: true })).toBeVisible();
    const verify = page.getByRole('region', { name: 'Verifikasi email untuk klaim kupon' });
    await expect(verify).toContainText(email);
    await expect(servis.getByRole('button', { name: 'Klaim Kupon' })).toBeDisabled();
    await verify.getByRole('button', { name: 'Saya sudah verifikasi' }).click();
    await expect(verify.getByRole('status')).toHaveText(/belum terverifikasi/);
    await auth.verifyEmail(email);
    await verify.getByRole('button', { name: 'Saya sudah verifikasi' }).click();
    await expect(verify).toBeHidden();

    // Claim a coupon; a reload still shows it claimed.
    await servis.getByRole('button', { name: 'Klaim Kupon' }).click();
    await expect(servis.getByRole('status')).toHaveText('Berhasil klaim kupon!');
    await expect(servis.getByRole('button', { name: 'Sudah Diklaim' })).toBeDisabled();
    const claim = await firestore.get(`users/${uid}/kupon/servis50rb`);
    expect(claim).toMatchObject({ status: 'diklaim' });
    expect(claim?.waktu).toBeInstanceOf(Date);
    await page.reload();
    await expect(page).toHaveURL(/\/member\/kupon$/);
    await expect(coupon(page, 'SERVIS50RB').getByRole('button', { name: 'Sudah Diklaim' })).toBeDisabled();
    // Claimed is ready to use: shown to the cashier (member-card.spec.ts opens it).
    await expect(
      coupon(page, 'SERVIS50RB').getByRole('button', { name: 'Tunjukkan ke kasir' }),
    ).toBeVisible();
    await expect(coupon(page, 'HEMAT10').getByRole('button', { name: 'Klaim Kupon' })).toBeEnabled();
    await noHorizontalScroll(page);

    // A notification the admin writes now appears live, above the older ones.
    const list = await openNotifications(page);
    const judul = `Flash sale member ${id}`;
    await writeDoc(`notifikasi/e2e-${id}`, {
      judul,
      pesan: 'Diskon casing 20% hari ini saja.',
      tanggal: time(new Date()),
    });
    try {
      await expect(list.getByRole('heading', { name: judul })).toBeVisible();
      const titles = await list.getByRole('heading').allTextContents();
      expect(titles.indexOf(judul)).toBeLessThan(titles.indexOf('Promo Servis Akhir Juni'));
    } finally {
      await firestore.remove(`notifikasi/e2e-${id}`);
    }

    // Keluar → login page; then every guarded page sends a visitor to log in.
    await page.getByRole('button', { name: 'Keluar' }).click();
    await expect(page).toHaveURL(/\/member\/login$/);
    await expect(page.getByRole('heading', { name: 'Login Member' })).toBeVisible();
    for (const path of [
      '/member/beranda',
      '/member/profil',
      '/member/kupon',
      '/member/notifikasi',
      '/member',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/member\/login$/);
    }

    // A second member can still claim the coupon the first one claimed.
    const second = `kedua-${id}@contoh.test`;
    await auth.createUsers([
      { uid: `kedua-${id}`, email: second, password, displayName: 'Member Kedua', emailVerified: true },
    ]);
    await signIn(page, { email: second, password });
    await page.goto('/member/kupon');
    await coupon(page, 'SERVIS50RB').getByRole('button', { name: 'Klaim Kupon' }).click();
    await expect(coupon(page, 'SERVIS50RB').getByRole('status')).toHaveText('Berhasil klaim kupon!');
    expect(await firestore.get(`users/kedua-${id}/kupon/servis50rb`)).toMatchObject({ status: 'diklaim' });
  });

  test('signed in: a reload keeps the member on the page; the login page sends them to beranda', async ({
    page,
  }) => {
    test.setTimeout(60_000); // the form's sign-in, then five pages each loaded afresh
    await signIn(page, SEEDED);
    await expect(page.getByRole('heading', { name: 'Halo, Putu Ayu Lestari!' })).toBeVisible();

    await page.goto('/member/kupon');
    await page.reload();
    await expect(page).toHaveURL(/\/member\/kupon$/);
    // The seeded claim, the active coupons only.
    await expect(coupon(page, 'HEMAT10').getByRole('button', { name: 'Sudah Diklaim' })).toBeDisabled();
    await expect(coupon(page, 'AKSESORIS25RB')).toBeVisible();
    await expect(page.getByText('MERDEKA17')).toHaveCount(0);

    await page.goto('/member/profil');
    await page.reload();
    await expect(page).toHaveURL(/\/member\/profil$/);
    await expect(page.getByLabel('Nama Lengkap')).toHaveValue('Putu Ayu Lestari');

    await page.goto('/member/login');
    await expect(page).toHaveURL(/\/member\/beranda$/);
  });

  test('rewards and notifications: seeded content, newest first across Timestamp and text dates', async ({
    page,
  }) => {
    await startSignedIn(page, SEEDED);
    await page.goto('/member/reward');
    await expect(page.getByRole('heading', { name: 'Gratis Tempered Glass' })).toBeVisible();
    await expect(page.getByText('Kumpulkan 4 kali servis sebagai member')).toBeVisible();

    await page.goto('/member/notifikasi');
    const list = page.getByRole('list', { name: 'Daftar notifikasi' });
    await expect(list.getByRole('heading', { name: 'Promo Servis Akhir Juni' })).toBeVisible();
    const seeded = [
      'Aksesoris Baru: Charger GaN 65W', // '2 Juli 2025' (text)
      'Promo Servis Akhir Juni', // 20 Jun 2025 (Timestamp)
      'Jam Buka Hari Raya Galungan', // '12 Juni 2025' (text)
      'Stok iPhone Second Baru Datang', // 28 Mei 2025 (Timestamp)
      'Selamat Datang di Member ONE GADGET', // '3 Mei 2025' (text)
    ];
    const titles = (await list.getByRole('heading').allTextContents()).filter((t) => seeded.includes(t));
    expect(titles).toEqual(seeded);
    await expect(list.getByText('12 Juni 2025')).toBeVisible();
    await noHorizontalScroll(page);
  });
});

test.describe('member area layout', () => {
  const SCREENS = [
    '/member/beranda',
    '/member/notifikasi',
    '/member/kupon',
    '/member/reward',
    '/member/profil',
  ];

  test('one Keluar (sign out) on every member screen; the sub-menu is one row of thumb-sized items', async ({
    page,
  }) => {
    // Every screen loaded afresh: Auth restores the session, then the page reads its data.
    test.setTimeout(SCREENS.length * 15_000);
    await startSignedIn(page, SEEDED);
    for (const path of SCREENS) {
      await page.goto(path);
      // The screen as the member sees it: Auth has answered (the title shows), nothing still loading.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('.spinner-border')).toHaveCount(0, { timeout: 15_000 });
      const logout = page
        .getByRole('button', { name: 'Keluar' })
        .or(page.getByRole('link', { name: 'Keluar' }));
      await expect(logout, path).toHaveCount(1);

      const nav = page.getByRole('navigation', { name: 'Menu member' });
      const row = await nav.locator('a, button').evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { name: el.textContent ?? '', top: r.top, width: r.width, height: r.height };
        }),
      );
      expect(row.length, path).toBeGreaterThanOrEqual(5);
      for (const item of row) {
        expect(item.height, `${path} ${item.name}`).toBeGreaterThanOrEqual(44);
        expect(item.width, `${path} ${item.name}`).toBeGreaterThanOrEqual(44);
        // Never a second line: every item on the first one's row.
        expect(Math.abs(item.top - row[0]!.top), `${path} ${item.name} on its own line`).toBeLessThan(2);
      }
      // Wider than the screen, the tabs scroll within their row, and the current one is in view.
      const tabs = await nav.getByRole('list').evaluate((ul) => {
        const box = ul.getBoundingClientRect();
        const current = ul.querySelector('[aria-current="page"]')!.getBoundingClientRect();
        return {
          overflows: ul.scrollWidth > ul.clientWidth + 1,
          scrolls: ['auto', 'scroll'].includes(getComputedStyle(ul).overflowX),
          currentInView: current.left >= box.left - 1 && current.right <= box.right + 1,
        };
      });
      if (tabs.overflows) expect(tabs.scrolls, `${path}: tabs wider than the row must scroll`).toBe(true);
      expect(tabs.currentInView, `${path}: the current tab is in view`).toBe(true);
      // At both sizes (the member's own flows run at phone size only).
      await noHorizontalScroll(page);
    }
  });
});

test.describe('member login refused @phone', () => {
  // Chromium logs the Auth emulator's 400 answer as a console error; that answer
  // is the point of this test. Any other console error still fails it.
  test.use({ allowConsoleErrors: true });

  test('a wrong password shows a warning in plain Indonesian and stays on the login page', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto('/member/login');
    await page.getByLabel('Alamat email').fill(SEEDED.email);
    await page.getByLabel('Kata sandi').fill('bukan-passwordnya');
    await page.getByRole('button', { name: 'Masuk' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Email atau kata sandi salah.');
    await expect(alert).toHaveClass(/alert-warning/);
    await expect(page).toHaveURL(/\/member\/login$/);
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });
});
