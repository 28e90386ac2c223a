// A shop site on its worst day. Firestore or Auth unreachable, a slow
// connection, a promo request that fails. Every test runs in its own browser
// context, so the tab's catalogue cache ('og-cache:' in sessionStorage) is empty
// and each read really goes to the (blocked or slowed) network.
import type { Locator, Page, Route } from '@playwright/test';
import { emulatorConfig, firestore } from './support/emulators';
import { SEEDED_MEMBER, startSignedIn } from './support/member';
import { expect as baseExpect, takenOver, test } from './support/test';

// Under two workers and a busy machine the emulator can be slow to answer.
const expect = baseExpect.configure({ timeout: 15_000 });

const FIRESTORE_HOST =
  process.env.VITE_FIRESTORE_EMULATOR_HOST ?? `${emulatorConfig.host}:${emulatorConfig.firestorePort}`;
const AUTH_HOST = process.env.VITE_AUTH_EMULATOR_HOST ?? `${emulatorConfig.host}:${emulatorConfig.authPort}`;
const FIRESTORE = `http://${FIRESTORE_HOST}/**`;
const AUTH = `http://${AUTH_HOST}/**`;

const MEMBER = SEEDED_MEMBER;
const PROMO_FAILURE = 'Terjadi kesalahan. Coba lagi nanti.';
const PROMO_SUCCESS = 'Terima kasih, pengajuanmu sedang diproses. Tunggu WhatsApp dari admin.';

/** Firestore cannot be reached until the returned function is called. */
async function blockFirestore(page: Page): Promise<() => Promise<void>> {
  const abort = (route: Route) => route.abort('internetdisconnected');
  await page.route(FIRESTORE, abort);
  return () => page.unroute(FIRESTORE, abort);
}

/** Clicks every 'Coba lagi' on the page until none is left (one retry can clear several faces). */
async function retryAll(page: Page) {
  const retry = page.getByRole('button', { name: 'Coba lagi' });
  for (let i = 0; i < 10 && (await retry.count()) > 0; i++) {
    // A live listener may reconnect by itself between the count and the click: the button is then gone.
    await retry
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await page.waitForTimeout(300);
  }
  await expect(retry).toHaveCount(0, { timeout: 15_000 });
}

interface DataPage {
  path: string;
  /** The Indonesian error each failing block shows. */
  errors: RegExp[];
  /** What the page shows once the data is there. */
  loaded: (page: Page) => Locator;
  member?: boolean;
  /** The error is a line of text in its card, not an alert box. */
  inline?: boolean;
}

const row = (page: Page, id: string) => page.getByTestId(id).first();

/** A member page whose one read fails: '<what> gagal dimuat. Periksa koneksi internet kamu.' */
const memberPage = (path: string, what: string, loaded: DataPage['loaded']): DataPage => ({
  path,
  member: true,
  errors: [new RegExp(`${what} gagal dimuat\\. Periksa koneksi internet kamu\\.`)],
  loaded,
});

const DATA_PAGES: DataPage[] = [
  {
    path: '/',
    errors: [/Kontak toko gagal dimuat\./, /Promo gagal dimuat\./, /Testimoni gagal dimuat\./],
    loaded: (page) => page.getByRole('region', { name: 'Kata Pelanggan' }).locator('.swiper-slide').first(),
  },
  ...(['hp', 'android', 'laptop', 'sparepart'] as const).map((tab) => ({
    path: `/pricelist?tab=${tab}`,
    errors: [/Gagal memuat pricelist\. Periksa koneksi internet kamu\./],
    loaded: (page: Page) => row(page, tab === 'sparepart' ? 'sparepart-row' : 'pricelist-row'),
  })),
  {
    path: '/pricelist?tab=service',
    errors: [/Gagal memuat pricelist\. Periksa koneksi internet kamu\./],
    loaded: (page) =>
      page
        .getByRole('group', { name: 'Tipe perangkat' })
        .getByRole('button', { name: 'Samsung Galaxy A54', exact: true }),
  },
  {
    path: '/aksesoris',
    errors: [/Gagal memuat aksesoris\. Periksa koneksi internet kamu\./],
    loaded: (page) => page.getByRole('button', { name: /^Perbesar gambar/ }).first(),
  },
  {
    path: '/goodnews',
    errors: [/Gagal memuat artikel\. Periksa koneksi internet kamu\./],
    loaded: (page) => page.getByRole('link', { name: /^Baca Selengkapnya/ }).first(),
  },
  {
    path: '/artikel/tips-merawat-baterai-iphone',
    errors: [/Gagal memuat artikel\. Periksa koneksi internet kamu\./],
    loaded: (page) => page.getByRole('heading', { level: 1, name: /5 Tips Merawat Baterai iPhone/ }),
  },
  {
    path: '/kalkulator-harga',
    errors: [/Gagal memuat data HP\. Periksa koneksi internet kamu\./],
    loaded: (page) => page.getByRole('button', { name: /Hitung/ }).first(),
  },
  {
    path: '/cek-servisan?kode=OG-2406-A7K2',
    errors: [/Gagal memuat data servisan\. Periksa koneksi internet kamu\./],
    loaded: (page) => page.getByTestId('repair-status'),
  },
  {
    path: '/member/beranda',
    member: true,
    inline: true,
    errors: [/Jumlah notifikasi belum bisa dimuat\./],
    loaded: (page) => page.getByTestId('notif-count'),
  },
  memberPage('/member/profil', 'Profil', (page) => page.getByRole('button', { name: 'Simpan Profil' })),
  // A seeded reward's title: the page's own headings (points, the list's) show either way.
  memberPage('/member/reward', 'Reward', (page) =>
    page.locator('main').getByRole('heading', { level: 3, name: 'Gratis Tempered Glass' }),
  ),
  memberPage('/member/kupon', 'Kupon', (page) => page.getByRole('article', { name: 'HEMAT10' })),
  memberPage('/member/notifikasi', 'Notifikasi', (page) =>
    page.getByRole('list', { name: 'Daftar notifikasi' }).getByRole('heading').first(),
  ),
];

test.describe('Firestore unreachable @phone', () => {
  test.use({ allowConsoleErrors: true, promoPopupSeen: true });

  for (const p of DATA_PAGES) {
    test(`${p.path}: an Indonesian error with 'Coba lagi' that recovers once the network is back`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      if (p.member) await startSignedIn(page);
      const unblock = await blockFirestore(page);
      await page.goto(p.path);
      for (const error of p.errors) {
        const face = p.inline ? page.getByText(error) : page.getByRole('alert').filter({ hasText: error });
        await expect(face.first()).toBeVisible({ timeout: 20_000 });
        await expect(page.getByRole('button', { name: 'Coba lagi' }).first()).toBeVisible();
      }
      await expect(p.loaded(page)).toHaveCount(0);

      await unblock();
      await retryAll(page);
      await expect(p.loaded(page)).toBeVisible({ timeout: 15_000 });
      for (const error of p.errors) await expect(page.getByText(error)).toHaveCount(0);
    });
  }
});

test.describe('Auth unreachable @phone', () => {
  test.use({ allowConsoleErrors: true });

  test('login says the connection failed, stays on the page, and works once it is back', async ({ page }) => {
    await page.goto('/member/login');
    await expect(page.getByRole('heading', { name: 'Login Member' })).toBeVisible();
    const abort = (route: Route) => route.abort('internetdisconnected');
    await page.route(AUTH, abort);
    await page.getByLabel('Alamat email').fill(MEMBER.email);
    await page.getByLabel('Kata sandi').fill(MEMBER.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Koneksi internet bermasalah. Periksa koneksi kamu, lalu coba lagi.',
      { timeout: 20_000 },
    );
    await expect(page).toHaveURL(/\/member\/login$/);
    await expect(page.getByLabel('Alamat email')).toHaveValue(MEMBER.email);

    await page.unroute(AUTH, abort);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(/\/member\/beranda$/);
  });
});

test.describe('a slow connection (3 s for every Firestore answer)', () => {
  test.use({ promoPopupSeen: true });

  /** Sums layout shifts (CLS-style, without user input) from the first paint on. */
  async function recordLayoutShift(page: Page) {
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number; __shifts: string[] };
      w.__shift = 0;
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node }[];
        }[]) {
          if (e.hadRecentInput) continue;
          w.__shift += e.value;
          const nodes = (e.sources ?? []).map((s) =>
            s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName),
          );
          w.__shifts.push(`${e.value.toFixed(4)} ${nodes.join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  }

  const SLOW_PAGES: {
    path: string;
    /** The loading face, for a page that has nothing of its data in its HTML. */
    loading?: RegExp;
    loaded: (page: Page) => Locator;
    /** Shown at once: baked into the page's HTML at build time. */
    baked?: (page: Page) => Locator;
  }[] = [
    {
      path: '/',
      loading: /Memuat (testimoni|kontak)\.\.\./,
      loaded: (page) => page.getByRole('list', { name: 'Kontak ONE GADGET' }),
      baked: (page) => page.getByRole('heading', { name: /Promo Servis Bulan Ini/ }),
    },
    {
      path: '/pricelist',
      loading: /Memuat pricelist\.\.\./,
      loaded: (page) => row(page, 'pricelist-row'),
    },
    {
      path: '/aksesoris',
      loading: /Memuat aksesoris\.\.\./,
      loaded: (page) => page.getByRole('button', { name: /^Perbesar gambar/ }).first(),
    },
    {
      path: '/goodnews',
      loaded: (page) => page.getByRole('link', { name: /^Baca Selengkapnya/ }).first(),
      baked: (page) => page.getByRole('heading', { name: /Cara Cek iPhone Second/ }),
    },
    {
      path: '/artikel/tips-merawat-baterai-iphone',
      loading: /Memuat artikel\.\.\./,
      loaded: (page) => page.getByRole('heading', { level: 1, name: /5 Tips Merawat Baterai iPhone/ }),
    },
    {
      path: '/kalkulator-harga',
      loading: /Memuat data HP\.\.\./,
      loaded: (page) => page.getByRole('button', { name: /Hitung/ }).first(),
    },
    {
      path: '/cek-servisan?kode=OG-2406-A7K2',
      loading: /Mencari data servisan\.\.\./,
      loaded: (page) => page.getByTestId('repair-status'),
    },
  ];

  for (const p of SLOW_PAGES) {
    const first = p.loading ? 'a loading face' : 'what its HTML carries';
    test(`${p.path}: ${first}, then the content, without the layout jumping`, async ({ page }) => {
      test.setTimeout(60_000);
      await recordLayoutShift(page);
      let answered = false;
      await page.route(FIRESTORE, async (route) => {
        await new Promise((r) => setTimeout(r, 3000));
        await route.continue().catch(() => {});
        answered = true;
      });
      const started = Date.now();
      await page.goto(p.path);
      if (p.loading)
        await expect(page.getByRole('status').filter({ hasText: p.loading }).first()).toBeVisible();
      if (p.baked) await expect(p.baked(page)).toBeVisible({ timeout: 1000 });
      await expect(p.loaded(page)).toBeVisible({ timeout: 20_000 });
      if (p.loading) expect(Date.now() - started).toBeGreaterThan(2500);
      // The live answer has replaced what the HTML carried, and the page has settled.
      await expect.poll(() => answered, { timeout: 20_000 }).toBe(true);
      await page.waitForTimeout(1000);
      const { shift, shifts } = await page.evaluate(() => {
        const w = window as unknown as { __shift: number; __shifts: string[] };
        return { shift: w.__shift, shifts: w.__shifts };
      });
      expect(shift, `layout shifts on ${p.path}:\n${shifts.join('\n')}`).toBeLessThan(0.05);
    });
  }
});

test.describe('a promo request the server refuses @phone', () => {
  test.use({ allowConsoleErrors: true, promoPopupSeen: true });

  test('keeps every field the visitor typed, says so, and sends once the server is back', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Promo Servis Bulan Ini/ })).toBeVisible();
    await takenOver(page);
    const nama = `E2E Tolak ${Date.now()}-${testInfo.project.name}`;
    const typed = {
      'Nama Lengkap': nama,
      WhatsApp: '081299990000',
      Alamat: 'Jl. Gatot Subroto Barat No. 7, Denpasar',
      Pesan: 'Oppo Reno 8, kamera belakang buram\nsetelah kena air.',
    };
    await page.getByRole('button', { name: 'Ajukan Promo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajukan Promo' });
    for (const [label, value] of Object.entries(typed)) await dialog.getByLabel(label).fill(value);

    // The server answers, but with an error (not a dropped connection).
    const refuse = (route: Route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 503, message: 'unavailable', status: 'UNAVAILABLE' } }),
          })
        : route.continue();
    await page.route(FIRESTORE, refuse);
    await dialog.getByRole('button', { name: 'Kirim Pengajuan' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(PROMO_FAILURE, { timeout: 20_000 });
    for (const [label, value] of Object.entries(typed))
      await expect(dialog.getByLabel(label)).toHaveValue(value);
    expect((await firestore.list('promo_request')).filter((d) => d.data.nama === nama)).toHaveLength(0);

    await page.unroute(FIRESTORE, refuse);
    await dialog.getByRole('button', { name: 'Kirim Pengajuan' }).click();
    await expect(page.getByText(PROMO_SUCCESS, { exact: true })).toBeVisible();
    const stored = async () => (await firestore.list('promo_request')).filter((d) => d.data.nama === nama);
    await expect.poll(async () => (await stored()).length).toBe(1);
    for (const d of await stored()) await firestore.remove(`promo_request/${d.id}`);
  });
});
