// The screenshot gallery (`npm run shots`): every public, member and admin screen,
// settled (its loads answered, no spinner left), written to shots/<project>/<name>.png
// for a person to open and judge. It asserts nothing about the look: that is the eye's job.
import { test, type Page } from '@playwright/test';
import { PROMO_POPUP_KEY } from '../../src/features/home/popup';
import { SEEDED_ADMIN, SEEDED_MEMBER, signIn } from '../e2e/support/member';
import { auth, cutFirestore, firestore, time, writeDoc } from '../e2e/support/emulators';
import { seedHistory } from '../e2e/support/history-seed';
import { INTAKE } from '../e2e/support/intake';
import { chooseCsv } from '../e2e/support/admin';
import { removeSales, salesSeedFor, seedSales } from '../e2e/support/sales-seed';

type Screen = { name: string; path: string; then?: (page: Page) => Promise<void>; asSeen?: boolean };

const PUBLIC: Screen[] = [
  { name: 'home', path: '/' },
  // What a visitor sees before scrolling.
  { name: 'home-layar-pertama', path: '/', asSeen: true },
  {
    name: 'home-promo-form',
    path: '/',
    then: async (page) => {
      await page.locator('#root[data-shell]').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Ajukan Promo' }).first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    // Where the thanks lands once the form has gone, pressed with the button at the
    // screen's bottom edge: the shot is the screen as the visitor sees it, not the page.
    name: 'home-promo-sent',
    path: '/',
    then: async (page) => {
      await page.locator('#root[data-shell]').waitFor({ state: 'detached' });
      const opener = page.getByRole('button', { name: 'Ajukan Promo' }).first();
      await opener.evaluate((b) => scrollBy(0, b.getBoundingClientRect().bottom - innerHeight + 4));
      await opener.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Nama Lengkap').fill('Galeri Foto');
      await dialog.getByLabel('WhatsApp').fill('081377778888');
      await dialog.getByLabel('Alamat').fill('Jl. Sunset Road No. 12, Kuta');
      await dialog.getByLabel('Pesan').fill('iPhone 12, layar bergaris setelah jatuh');
      await dialog.getByRole('button', { name: 'Kirim Pengajuan' }).click();
      await dialog.waitFor({ state: 'detached' });
    },
    asSeen: true,
  },
  {
    name: 'home-chat',
    path: '/',
    then: async (page) => {
      await page.locator('#root[data-shell]').waitFor({ state: 'detached' });
      // The button floats free of the page's controls at the end of the page.
      await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
      await page.getByRole('button', { name: 'Buka chat admin' }).click();
    },
    asSeen: true,
  },
  { name: 'pricelist', path: '/pricelist' },
  { name: 'pricelist-service', path: '/pricelist', then: (page) => tab(page, 'Service') },
  {
    name: 'pricelist-service-chosen',
    path: '/pricelist?tab=service',
    then: async (page) => {
      await page.locator('#root[data-shell]').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'iPhone 11', exact: true }).click();
    },
  },
  { name: 'pricelist-sparepart', path: '/pricelist', then: (page) => tab(page, 'Sparepart') },
  { name: 'aksesoris', path: '/aksesoris' },
  { name: 'goodnews', path: '/goodnews' },
  { name: 'artikel', path: '/artikel/tips-merawat-baterai-iphone' },
  { name: 'kalkulator', path: '/kalkulator-harga' },
  {
    name: 'kalkulator-saran',
    path: '/kalkulator-harga',
    then: async (page) => {
      await page.locator('#root[data-shell]').waitFor({ state: 'detached' });
      await page.getByRole('combobox', { name: 'HP lama kamu' }).pressSequentially('iphone 1');
    },
  },
  {
    name: 'kalkulator-hasil',
    path: '/kalkulator-harga',
    then: async (page) => {
      await page.locator('#root[data-shell]').waitFor({ state: 'detached' });
      await page.getByRole('combobox', { name: 'HP lama kamu' }).fill('iPhone 13 Pro 256GB');
      await page.getByRole('combobox', { name: 'HP baru yang diinginkan' }).fill('iPhone 16 Pro 256GB');
      await page.keyboard.press('Escape'); // the suggestions (… Pro Max 256GB) close
      await page.getByRole('button', { name: 'Hitung' }).click();
    },
  },
  {
    name: 'kalkulator-kondisi',
    path: '/kalkulator-harga',
    then: async (page) => {
      await openCondition(page);
      await page
        .getByRole('group', { name: 'Layar', exact: true })
        .getByRole('button', { name: 'Retak' })
        .click();
      await page
        .getByRole('group', { name: 'Bodi', exact: true })
        .getByRole('button', { name: 'Lecet pemakaian' })
        .click();
      await page.getByLabel('Kesehatan baterai dalam persen').fill('83');
    },
  },
  {
    // The questions open, none answered: the headline is the range, from the typical wear.
    name: 'kalkulator-kondisi-kosong',
    path: '/kalkulator-harga',
    then: async (page) => {
      await openCondition(page);
      await page.getByTestId('condition-range').waitFor();
    },
  },
  {
    // Every question answered: one figure, at the top and in the box alike.
    name: 'kalkulator-kondisi-semua',
    path: '/kalkulator-harga',
    then: async (page) => {
      await openCondition(page);
      for (const [question, answer] of [
        ['Layar', 'Retak'],
        ['Bodi', 'Mulus'],
        ['Face ID / Touch ID', 'Normal'],
        ['Kamera', 'Normal'],
        ['Speaker', 'Normal'],
        ['Sinyal', 'Normal'],
        ['Kelengkapan', 'Fullset (dus & charger)'],
        ['Resmi atau inter', 'Resmi (IMEI terdaftar)'],
        ['Akun iCloud / Google', 'Sudah logout'],
      ] as const)
        await page
          .getByRole('group', { name: question, exact: true })
          .getByRole('button', { name: answer })
          .click();
      await page.getByLabel('Kesehatan baterai dalam persen').fill('90');
    },
  },
  {
    // Sent, then an answer changed: the message is out of date and "Kirim ulang" offered.
    name: 'kalkulator-kirim-ulang',
    path: '/kalkulator-harga',
    then: async (page) => {
      await page.locator('#root[data-shell]').waitFor({ state: 'detached' });
      await page
        .context()
        .route('https://wa.me/**', (r) =>
          r.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
        );
      // Taken as stored without storing: the trade-in inbox's shots show only their own leads.
      await page.route('**/documents:commit*', (r) => {
        if (!r.request().postData()?.includes('tukar_tambah')) return r.continue();
        const at = new Date().toISOString();
        return r.fulfill({
          json: { commitTime: at, writeResults: [{ updateTime: at }, { updateTime: at }] },
        });
      });
      await page.getByRole('combobox', { name: 'HP lama kamu' }).fill('iPhone 11 64GB');
      await page.getByRole('combobox', { name: 'HP baru yang diinginkan' }).fill('iPhone 16 128GB');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Hitung' }).click();
      await page.getByRole('button', { name: 'Cek kondisi HP lama' }).click();
      const layar = page.getByRole('group', { name: 'Layar', exact: true });
      await layar.getByRole('button', { name: 'Retak' }).click();
      await page.getByLabel('Kesehatan baterai dalam persen').fill('83');
      await page.getByLabel('Nama kamu (opsional)').fill('Galeri Foto');
      const [chat] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('button', { name: 'Kirim ke WhatsApp' }).click(),
      ]);
      await chat.close();
      await layar.getByRole('button', { name: 'Ada goresan' }).click();
      await page.getByRole('button', { name: 'Kirim ulang' }).waitFor();
    },
  },
  { name: 'cek-servisan', path: '/cek-servisan' },
  { name: 'cek-servisan-found', path: '/cek-servisan?kode=OG-2406-B3M9' },
  { name: 'cek-servisan-siap', path: '/cek-servisan?kode=OG-2405-C8Q1' },
  { name: 'cek-servisan-custom', path: '/cek-servisan?kode=OG-2406-D5T4' },
  { name: 'cek-servisan-missing', path: '/cek-servisan?kode=OG-TIDAKADA1' },
  { name: 'link', path: '/link' },
  { name: 'member-login', path: '/member/login' },
  { name: 'not-found', path: '/halaman-yang-tidak-ada' },
];

const MEMBER: Screen[] = [
  { name: 'member-beranda', path: '/member/beranda' },
  { name: 'member-profil', path: '/member/profil' },
  { name: 'member-reward', path: '/member/reward' },
  { name: 'member-kupon', path: '/member/kupon' },
  { name: 'member-notifikasi', path: '/member/notifikasi' },
];

const ADMIN: Screen[] = [
  { name: 'admin-dashboard', path: '/admin' },
  { name: 'admin-servisan', path: '/admin/servisan' },
  { name: 'admin-servisan-baru', path: '/admin/servisan/baru' },
  { name: 'admin-servisan-tiket', path: '/admin/servisan/OG-2406-B3M9' },
  { name: 'admin-servisan-nota', path: '/admin/servisan/OG-2406-B3M9/nota' },
  { name: 'admin-katalog', path: '/admin/katalog' },
  { name: 'admin-pricelist', path: '/admin/katalog/pricelist' },
  { name: 'admin-pricelist-record', path: '/admin/katalog/pricelist/iphone-15-128' },
  { name: 'admin-pricelist-new', path: '/admin/katalog/pricelist/baru' },
  { name: 'admin-aksesoris', path: '/admin/katalog/aksesoris' },
  { name: 'admin-aksesoris-record', path: '/admin/katalog/aksesoris/softcase-iphone-15' },
  {
    // The file's headings opened: each beside the form label it fills and how to write it.
    name: 'admin-impor',
    path: '/admin/katalog/pricelist/impor',
    then: async (page) => {
      await page.getByText('Judul kolom dan isinya').click();
    },
  },
  { name: 'admin-harga-massal', path: '/admin/katalog/pricelist/harga-massal' },
  { name: 'admin-kontak', path: '/admin/katalog/kontak' },
  {
    name: 'admin-pricelist-refused',
    path: '/admin/katalog/pricelist/baru',
    then: async (page) => {
      await page.getByRole('button', { name: 'Simpan' }).click();
      await page.getByLabel('Merk').fill('Apple');
    },
  },
  { name: 'admin-promo', path: '/admin/promo' },
  { name: 'admin-promo-aktif', path: '/admin/promo/aktif' },
  { name: 'admin-tukar-tambah', path: '/admin/promo/tukar-tambah' },
  { name: 'admin-potongan', path: '/admin/katalog/potongan_kondisi' },
  { name: 'admin-potongan-record', path: '/admin/katalog/potongan_kondisi/layar-retak' },
  {
    // A second deduction for an answer and phone that have one: refused under Kondisi.
    name: 'admin-potongan-ganda',
    path: '/admin/katalog/potongan_kondisi/baru',
    then: async (page) => {
      await page.getByLabel('Kondisi', { exact: true }).selectOption('layar-retak');
      await page.getByLabel('Jenis potongan').selectOption('persen');
      await page.getByLabel('Potongan', { exact: true }).fill('25');
      await page.getByTestId('deduction-preview').waitFor();
      await page.getByRole('button', { name: 'Simpan' }).click();
      await page
        .getByText('Potongan Layar: retak untuk semua HP sudah ada.', { exact: false })
        .first()
        .waitFor();
    },
  },
  { name: 'admin-member', path: '/admin/member' },
  { name: 'admin-notifikasi', path: '/admin/katalog/notifikasi' },
  { name: 'admin-notifikasi-baru', path: '/admin/katalog/notifikasi/baru' },
  { name: 'admin-coupons', path: '/admin/katalog/coupons' },
  { name: 'admin-riwayat', path: '/admin/riwayat' },
  { name: 'admin-lainnya', path: '/admin/lainnya' },
  {
    name: 'admin-riwayat-pulihkan',
    path: '/admin/katalog/pricelist/iphone-15-128',
    then: async (page) => {
      await page.getByRole('button', { name: 'Pulihkan versi ini' }).first().click();
      await page.getByRole('group', { name: 'Konfirmasi pulihkan' }).waitFor();
    },
  },
  {
    // A sold-out item with no history: "Tandai tersedia" asks for the count.
    name: 'admin-aksesoris-stok',
    path: '/admin/katalog/aksesoris',
    then: async (page) => {
      await page.getByRole('searchbox').fill('Power Bank');
      await page.getByRole('button', { name: /^Tandai tersedia: Power Bank/ }).click();
      await page.getByRole('form', { name: /^Stok Power Bank/ }).waitFor();
    },
  },
  {
    // A ticket under an old code: "Ganti kode" asks first (nothing is written here).
    name: 'admin-ganti-kode',
    path: '/admin/servisan/OG-2406-B3M9',
    then: async (page) => {
      await page.getByRole('button', { name: 'Ganti kode' }).click();
      await page.getByRole('group', { name: 'Konfirmasi ganti kode' }).waitFor();
    },
  },
  {
    name: 'admin-servisan-ganti-semua',
    path: '/admin/servisan',
    then: async (page) => {
      await page.getByRole('button', { name: /^Ganti semua kode lama/ }).click();
      await page.getByRole('group', { name: 'Konfirmasi ganti semua kode lama' }).waitFor();
    },
  },
  {
    // "Ubah harga" on a list row: the row's price fields open in place.
    name: 'admin-harga-cepat',
    path: '/admin/katalog/pricelist',
    then: async (page) => {
      await page.getByRole('searchbox').fill('iPhone 15 128GB');
      await page.getByRole('button', { name: 'Ubah harga: iPhone 15 128GB' }).click();
      await page.getByRole('form', { name: 'Harga iPhone 15 128GB' }).waitFor();
    },
  },
  {
    // A chosen CSV's dry run: one new, one changed, one refused row; nothing written.
    name: 'admin-impor-periksa',
    path: '/admin/katalog/pricelist/impor',
    then: async (page) => {
      await chooseCsv(page, 'harga.csv', [
        'id,brand,type,kategori,colours,baru,second,stok',
        ',Apple,iPhone 16e 128GB,hp,"Hitam, Putih",10.999.000,9.250.000,2',
        'iphone-15-128,Apple,iPhone 15 128GB,hp,"Hitam, Biru, Pink",13.299.000,10.799.000,5',
        ',Samsung,Galaxy Tab S9,tablet,,9000000,7500000,1',
      ]);
      await page.getByTestId('plan-counts').waitFor();
      // As the phone shows it at the end of the check: the save button above the tab bar.
      await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    },
    asSeen: true,
  },
  {
    // "iPhone, Harga Second, -3 %": the preview before "Terapkan".
    name: 'admin-harga-massal-rencana',
    path: '/admin/katalog/pricelist/harga-massal',
    then: async (page) => {
      await page.getByLabel('Kategori').selectOption('hp');
      await page.getByLabel('Harga yang diubah').selectOption({ label: 'Harga Second' });
      await page.getByLabel('Perubahan (%)').fill('-3');
      await page.getByTestId('plan-counts').waitFor();
    },
  },
  {
    name: 'admin-servisan-riwayat',
    path: '/admin/servisan/OG-2406-B3M9',
    then: async (page) => {
      await page.getByText('Riwayat perubahan (admin)').click();
      await page.getByTestId('riwayat-entry').first().waitFor();
    },
  },
];

/** The till's counting screens (Kasir), shot with sales of their own: the 'admin screens' test is long already. */
const KASIR: Screen[] = [
  { name: 'admin-penjualan', path: '/admin/kasir/penjualan' },
  {
    name: 'admin-penjualan-batal',
    path: '/admin/kasir/penjualan',
    then: async (page) => {
      // Both sizes' sales may be listed (the two run at once): the first member's sale.
      const sale = page
        .getByTestId('sale')
        .filter({ hasText: /Komang Ariani|Nyoman Sari/ })
        .first();
      await sale.getByRole('button', { name: 'Batal' }).click();
      await sale.getByLabel('Alasan').fill('Pelanggan batal beli, uang dikembalikan');
      await sale.getByRole('group', { name: 'Konfirmasi pembatalan' }).scrollIntoViewIfNeeded();
    },
  },
  { name: 'admin-poin-rate', path: '/admin/kasir/poin' },
];

/** The calculator's trade-in of an iPhone 11 for an iPhone 16, its condition questions opened. */
async function openCondition(page: Page) {
  await page.locator('#root[data-shell]').waitFor({ state: 'detached' });
  await page.getByRole('combobox', { name: 'HP lama kamu' }).fill('iPhone 11 64GB');
  await page.getByRole('combobox', { name: 'HP baru yang diinginkan' }).fill('iPhone 16 128GB');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Hitung' }).click();
  await page.getByRole('button', { name: 'Cek kondisi HP lama' }).click();
}

async function tab(page: Page, name: string) {
  await page.locator('#root[data-shell]').waitFor({ state: 'detached' });
  await page.getByRole('tab', { name }).click();
}

/** Waits until the screen has stopped loading: network quiet, no spinner, fonts in. */
async function settle(page: Page) {
  // Live listeners (notifications) keep a request open: quiet for 5 s at most.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await page
    .locator('.spinner-border, .placeholder-glow, [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  // Sections that load when near the viewport (testimonials, images) come in as a
  // visitor scrolls: scroll through once, then back to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 120));
    }
    scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400); // transitions (modal fade, collapse) finish
}

async function shoot(page: Page, project: string, screen: Screen) {
  await page.goto(screen.path);
  await settle(page);
  if (screen.then) {
    await screen.then(page);
    if (screen.asSeen) await page.waitForTimeout(400);
    else await settle(page);
  }
  await page.screenshot({ path: `shots/${project}/${screen.name}.png`, fullPage: !screen.asSeen });
}

test.describe('gallery', () => {
  test.beforeEach(async ({ page }) => {
    // The once-per-session popup would cover every home shot but its own.
    await page.addInitScript((key) => sessionStorage.setItem(key, '1'), PROMO_POPUP_KEY);
  });

  for (const screen of PUBLIC) {
    test(`public ${screen.name}`, async ({ page }, info) => {
      await shoot(page, info.project.name, screen);
    });
  }

  test('member screens', async ({ page }, info) => {
    await signIn(page, SEEDED_MEMBER);
    for (const screen of MEMBER) await shoot(page, info.project.name, screen);
  });

  test('member kupon, e-mail not verified yet', async ({ page }, info) => {
    const account = {
      uid: `galeri-${info.project.name}`,
      email: `galeri-${info.project.name}@contoh.test`,
      password: 'rahasia-123',
    };
    await auth.createUsers([{ ...account, displayName: 'Made Galeri' }]);
    await writeDoc(`users/${account.uid}`, {
      nama: 'Made Galeri',
      noWa: '',
      email: account.email,
      role: 'member',
      createdAt: time(new Date()),
    });
    await signIn(page, account);
    await shoot(page, info.project.name, { name: 'member-kupon-belum-verifikasi', path: '/member/kupon' });
  });

  test('member card, a coupon at the till, points', async ({ page }, info) => {
    // A member of their own with a card, a claim used at the till, one ready to show, and points.
    const uid = `galeri-kasir-${info.project.name}`;
    const account = { uid, email: `${uid}@contoh.test`, password: 'rahasia-123' };
    const nomor = info.project.name === 'phone' ? '52817346' : '73019264';
    const at = (iso: string) => time(new Date(iso));
    await auth.createUsers([{ ...account, displayName: 'Putu Ayu Lestari', emailVerified: true }]);
    await firestore.writeDocuments([
      {
        path: `users/${uid}`,
        data: {
          nama: 'Putu Ayu Lestari',
          noWa: '081234567890',
          email: account.email,
          role: 'member',
          createdAt: at('2025-05-02T06:20:00Z'),
        },
      },
      { path: `kartu/${uid}`, data: { nomor, waktu: at('2026-11-02T02:15:00Z') } },
      { path: `nomor_member/${nomor}`, data: { uid, waktu: at('2026-11-02T02:15:00Z') } },
      { path: `users/${uid}/kupon/hemat10`, data: { waktu: at('2026-11-20T03:05:00Z'), status: 'diklaim' } },
      {
        path: `users/${uid}/kupon/servis50rb`,
        data: {
          waktu: at('2026-11-10T03:05:00Z'),
          status: 'diklaim',
          dipakai: at('2026-11-24T07:40:00Z'),
          penjualan: 'galeri-penjualan-1',
        },
      },
      { path: 'pengaturan/poin', data: { rupiahPerPoin: 10000 } },
      { path: `poin/${uid}`, data: { saldo: 245, n: 3 } },
      ...[
        {
          n: 1,
          jenis: 'dapat',
          poin: 400,
          saldo: 400,
          penjualan: 'galeri-penjualan-1',
          waktu: '2026-11-24T07:40:00Z',
        },
        {
          n: 2,
          jenis: 'tukar',
          poin: 200,
          saldo: 200,
          reward: 'tempered-glass',
          waktu: '2026-11-26T05:10:00Z',
        },
        {
          n: 3,
          jenis: 'dapat',
          poin: 45,
          saldo: 245,
          penjualan: 'galeri-penjualan-2',
          waktu: '2026-11-28T09:30:00Z',
        },
      ].map(({ n, waktu, ...entry }) => ({
        path: `poin/${uid}/mutasi/${n}`,
        data: { ...entry, waktu: at(waktu), oleh: 'admin-demo' },
      })),
    ]);
    const glass = await firestore.get('reward/tempered-glass');
    if (glass && !glass.poin) await writeDoc('reward/tempered-glass', { ...glass, poin: 200 });

    await signIn(page, account);
    const project = info.project.name;
    await shoot(page, project, { name: 'member-kartu', path: '/member/kartu', asSeen: true });
    // No signal: the card kept on the phone (the read fails as offline).
    await shoot(page, project, {
      name: 'member-kartu-offline',
      path: '/member/kartu',
      then: async (p) => {
        await cutFirestore(p);
        await p.reload();
        await p.getByText(/^Kartu tersimpan di HP ini/).waitFor();
      },
      asSeen: true,
    });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await shoot(page, project, {
      name: 'member-kupon-kasir',
      path: '/member/kupon',
      then: async (p) => {
        await p
          .getByRole('article', { name: 'HEMAT10' })
          .getByRole('button', { name: 'Tunjukkan ke kasir' })
          .click();
        await p.getByTestId('coupon-till-code').waitFor();
      },
      asSeen: true,
    });
    await shoot(page, project, { name: 'member-kupon-dipakai', path: '/member/kupon' });
    await shoot(page, project, { name: 'member-reward-poin', path: '/member/reward' });
  });

  test('admin screens', async ({ page }, info) => {
    test.setTimeout(240_000); // some forty screens: past two minutes on a busy machine
    await seedHistory(); // Riwayat screens with entries to read
    // The seed has no promo request: one to show in the inbox (and on the dashboard).
    const request = `promo_request/galeri-${info.project.name}`;
    await writeDoc(request, {
      nama: 'Kadek Wirawan',
      whatsapp: '0812-3900-4455',
      alamat: 'Jl. Gatot Subroto Barat, Denpasar',
      pesan: 'Mau tukar tambah iPhone 12 ke iPhone 15, apakah promo cicilan 0% masih ada?',
      timestamp: time(new Date()),
    });
    // And a trade-in lead from the calculator, for its inbox and the dashboard.
    const lead = `tukar_tambah/galeri-${info.project.name}`;
    await writeDoc(lead, {
      ref: info.project.name === 'phone' ? 'TT-4821' : 'TT-5307',
      mode: 'tukar',
      hpLama: 'iPhone 12 128GB',
      hpBaru: 'iPhone 16 128GB',
      hargaBaru: 15_000_000,
      jawaban:
        'Layar: Retak\nBodi: Lecet pemakaian\nKesehatan baterai: 83%\nKelengkapan: Fullset (dus & charger)',
      dilewati: 'Face ID / Touch ID, Kamera, Speaker, Sinyal, Resmi atau inter, Akun iCloud / Google',
      nilaiMin: 3_500_000,
      nilaiMax: 3_750_000,
      sumber: 'instagram',
      nama: 'Wayan Sudarma',
      whatsapp: '0813-2222-4444',
      waktu: time(new Date(Date.now() - 20 * 60_000)),
      kirimUlang: { '1': time(new Date()) },
    });
    // The till's sales this week (one reversed) and the owner's points rate: the
    // dashboard's sums (the Kasir screens below seed their own).
    const sales = salesSeedFor(`galeri-${info.project.name}`);
    await seedSales(sales, { walkInItem: 'Charger 20W + kabel USB-C' });
    await writeDoc(`penjualan_batal/${sales.walkIn}`, {
      alasan: 'Salah input harga',
      waktu: time(new Date()),
      oleh: 'admin-demo',
    });
    await writeDoc('pengaturan/poin', { rupiahPerPoin: 10000 });
    await signIn(page, SEEDED_ADMIN);
    for (const screen of ADMIN) await shoot(page, info.project.name, screen);
    await firestore.remove(request);
    await firestore.remove(lead);
    await removeSales(sales); // the rate stays: the other size's shots may still read it
  });
});

// The till (Kasir): a member of its own per project with a claimed HEMAT10 and a number
// to type, the owner's rate; the empty screen, the member, the coupon, the sale's form,
// the sale recorded, a camera refused and a code that matches nothing.
test('admin kasir', async ({ page }, info) => {
  const uid = `galeri-till-${info.project.name}`;
  const nomor = info.project.name === 'phone' ? '61803398' : '61803399';
  await writeDoc(`users/${uid}`, {
    nama: 'Putu Ayu Lestari',
    noWa: '081234567890',
    email: `${uid}@contoh.test`,
    role: 'member',
    createdAt: time(new Date('2025-05-02T14:20:00+08:00')),
  });
  await writeDoc(`users/${uid}/kupon/hemat10`, { waktu: time(new Date()), status: 'diklaim' });
  await writeDoc(`users/${uid}/kupon/servis50rb`, { waktu: time(new Date()), status: 'diklaim' });
  await writeDoc(`nomor_member/${nomor}`, { uid, waktu: time(new Date()) });
  await writeDoc('pengaturan/poin', { rupiahPerPoin: 10000 });
  await writeDoc('reward/galeri-kasir-reward', {
    judul: 'Tempered glass gratis',
    deskripsi: 'Pasang di toko',
    poin: 50,
  });
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), PROMO_POPUP_KEY);
  await signIn(page, SEEDED_ADMIN);
  const find = async (p: Page, code: string) => {
    await p.getByLabel(/^Kode member, kupon/).fill(code);
    await p.getByRole('button', { name: 'Cari', exact: true }).click();
  };
  const project = info.project.name;
  await shoot(page, project, { name: 'admin-kasir', path: '/admin/kasir' });
  await shoot(page, project, {
    name: 'admin-kasir-member',
    path: '/admin/kasir',
    then: async (p) => {
      await find(p, `${nomor.slice(0, 4)} ${nomor.slice(4)}`);
      await p.getByRole('region', { name: 'Member' }).waitFor();
    },
  });
  const sale = async (p: Page) => {
    await find(p, `${nomor}-HEMAT10`);
    await p.getByRole('region', { name: 'Kupon' }).waitFor();
    await p.getByRole('button', { name: 'Catat penjualan', exact: true }).click();
    await p.getByPlaceholder('Barang 1').fill('Ganti baterai iPhone 11');
    await p.getByLabel('Harga barang 1').fill('450.000');
    await p.getByRole('button', { name: 'Tambah barang' }).click();
    await p.getByPlaceholder('Barang 2').fill('Tempered glass');
    await p.getByLabel('Harga barang 2').fill('80.000');
    await p.getByRole('radio', { name: 'QRIS' }).click();
  };
  await shoot(page, project, {
    name: 'admin-kasir-kupon',
    path: '/admin/kasir',
    then: async (p) => {
      await find(p, `${nomor}-HEMAT10`);
      await p.getByRole('region', { name: 'Kupon' }).waitFor();
    },
  });
  await shoot(page, project, { name: 'admin-kasir-penjualan', path: '/admin/kasir', then: sale });
  await shoot(page, project, {
    name: 'admin-kasir-tercatat',
    path: '/admin/kasir',
    then: async (p) => {
      await sale(p);
      await p.getByRole('button', { name: /^Catat penjualan · Rp/ }).click();
      await p.getByText('Penjualan tercatat').waitFor({ timeout: 15_000 });
    },
  });
  await shoot(page, project, {
    name: 'admin-kasir-tidak-ditemukan',
    path: '/admin/kasir',
    then: async (p) => {
      await find(p, 'TT-0000');
      await p.getByText(/^Kode tidak ditemukan/).waitFor();
    },
  });
  // A browser that refuses the camera (as when the staff tapped "Block").
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Ditolak', 'NotAllowedError'));
  });
  await shoot(page, project, {
    name: 'admin-kasir-kamera-ditolak',
    path: '/admin/kasir',
    then: async (p) => {
      await p.getByRole('button', { name: 'Pindai' }).click();
      await p.getByText(/^Izin kamera ditolak/).waitFor();
    },
  });
  await firestore.remove('reward/galeri-kasir-reward');
});

test('admin sales and points rate', async ({ page }, info) => {
  const sales = salesSeedFor(`galeri-sales-${info.project.name}`);
  await seedSales(sales, { walkInItem: 'Charger 20W + kabel USB-C' });
  await writeDoc(`penjualan_batal/${sales.walkIn}`, {
    alasan: 'Salah input harga',
    waktu: time(new Date()),
    oleh: 'admin-demo',
  });
  await writeDoc('pengaturan/poin', { rupiahPerPoin: 10000 });
  await signIn(page, SEEDED_ADMIN);
  for (const screen of KASIR) await shoot(page, info.project.name, screen);
  await removeSales(sales);
});

// A ticket of its own per project, moved to a new code: the new code's screen with the
// message to send (the seeded tickets stay where the other shots read them).
test('admin ganti-kode-selesai', async ({ page }, info) => {
  const from = `SHOT-${info.project.name.toUpperCase()}`;
  await writeDoc(`servisan/${from}`, {
    nama: 'Putu Ardana',
    perangkat: 'iPhone 12 Pro 128GB',
    tanggalMasuk: time(new Date('2025-06-10T10:15:00+08:00')),
    status: 'Sedang diservice',
    keluhan: 'Layar bergaris hijau dan touchscreen tidak respon setelah jatuh.',
    historyPerbaikan: ['10 Juni 2025 – Unit diterima, pengecekan awal oleh teknisi.'],
    garansi: 'Garansi layar 30 hari',
    total: 2150000,
    itemList: [{ nama: 'LCD iPhone 12 Pro (OLED original)', harga: 2150000 }],
  });
  await writeDoc(`servisan_private/${from}`, { whatsapp: '0813-3800-1234' });
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), PROMO_POPUP_KEY);
  await signIn(page, SEEDED_ADMIN);
  await shoot(page, info.project.name, {
    name: 'admin-ganti-kode-selesai',
    path: `/admin/servisan/${from}`,
    then: async (p) => {
      await p.getByRole('button', { name: 'Ganti kode' }).click();
      await p.getByRole('button', { name: 'Ya, ganti kode' }).click();
      await p.getByTestId('code-changed').waitFor({ timeout: 15_000 });
    },
  });
  // The moved ticket's own history: one entry, "pindah dari kode … ke …".
  const to = (await page.getByTestId('ticket-code').textContent())!;
  await shoot(page, info.project.name, {
    name: 'admin-ganti-kode-riwayat',
    path: `/admin/servisan/${to}`,
    then: async (p) => {
      await p.getByText('Riwayat perubahan (admin)').click();
      await p.getByTestId('riwayat-ganti-kode').waitFor();
    },
  });
  // The whole shop's history: the move on top, linking to the ticket's new code.
  await shoot(page, info.project.name, { name: 'admin-riwayat-ganti-kode', path: '/admin/riwayat' });
  await firestore.remove(`servisan/${to}`);
  await firestore.remove(`servisan_private/${to}`);
});

// Outside the describe: this one wants the once-per-session popup to appear.
test('public home-popup', async ({ page }, info) => {
  await page.goto('/');
  await page.getByRole('dialog').waitFor({ timeout: 15_000 });
  await settle(page);
  await page.screenshot({ path: `shots/${info.project.name}/home-popup.png` });
});

// The quote's approval: a ticket of its own per project waiting for the customer's
// answer (the quote with Setuju / Tolak, then the confirmation), the answered page,
// and the staff's ticket showing the answer.
test('servis persetujuan', async ({ page }, info) => {
  // Codes as the generator makes them (the screens then show no old-code warning).
  const n = info.project.name === 'phone' ? '2' : '3';
  const code = `OG-PERSETUJU${n}`;
  await writeDoc(`servisan/${code}`, {
    nama: 'Ni Luh Sari',
    perangkat: 'iPhone 13 128GB',
    tanggalMasuk: time(new Date('2026-11-24T10:15:00+08:00')),
    status: 'Menunggu persetujuan',
    keluhan: 'Layar bergaris setelah jatuh, touchscreen kadang tidak respon.',
    historyPerbaikan: [
      { tanggal: time(new Date('2026-11-24T10:15:00+08:00')), keterangan: 'Masuk' },
      { tanggal: time(new Date('2026-11-25T09:00:00+08:00')), keterangan: 'Menunggu persetujuan' },
    ],
    garansi: 'Garansi layar 30 hari',
    total: 850000,
    itemList: [
      { nama: 'LCD iPhone 13 (OLED)', harga: 800000 },
      { nama: 'Jasa pemasangan', harga: 50000 },
    ],
    createdAt: time(new Date('2026-11-24T10:15:00+08:00')),
    garansiHari: 30,
    ...INTAKE,
  });
  // A device collected five days ago with 30 days of warranty, written as before its
  // warranty end was stored: "Dalam garansi" lists it once the owner fills it in (below).
  const collected = `OG-GARANSXYZ${n}`;
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
  await writeDoc(`servisan/${collected}`, {
    nama: 'Gede Pratama',
    perangkat: 'Samsung Galaxy A54',
    tanggalMasuk: time(daysAgo(9)),
    status: 'Diambil',
    keluhan: 'Baterai cepat habis.',
    historyPerbaikan: [
      { tanggal: time(daysAgo(9)), keterangan: 'Masuk' },
      { tanggal: time(daysAgo(7)), keterangan: 'Sedang diservice' },
      { tanggal: time(daysAgo(6)), keterangan: 'Selesai - Siap diambil' },
      { tanggal: time(daysAgo(5)), keterangan: 'Diambil' },
    ],
    garansi: 'Garansi baterai',
    garansiHari: 30,
    total: 450000,
    itemList: [{ nama: 'Baterai original', harga: 450000 }],
    createdAt: time(daysAgo(9)),
  });
  // A quote the customer refused (with its copy, as the page stores it), and one waiting
  // under a legacy short code, which the page sends to the shop's chat.
  const refused = `OG-DITOLAKX${n}`;
  const legacy = `SRV-LAMA-${n}`;
  const quoteAt = time(new Date('2026-11-25T09:00:00+08:00'));
  const quoteTicket = {
    nama: 'Made Wirawan',
    perangkat: 'Samsung Galaxy S21',
    tanggalMasuk: time(new Date('2026-11-24T11:00:00+08:00')),
    status: 'Menunggu persetujuan',
    keluhan: 'Kamera belakang buram.',
    historyPerbaikan: [
      { tanggal: time(new Date('2026-11-24T11:00:00+08:00')), keterangan: 'Masuk' },
      { tanggal: quoteAt, keterangan: 'Menunggu persetujuan' },
    ],
    garansi: 'Garansi kamera 30 hari',
    total: 1250000,
    itemList: [
      { nama: 'Modul kamera belakang S21', harga: 1100000 },
      { nama: 'Jasa pemasangan', harga: 150000 },
    ],
    createdAt: time(new Date('2026-11-24T11:00:00+08:00')),
  };
  await writeDoc(`servisan/${refused}`, {
    ...quoteTicket,
    persetujuan: 'tolak',
    persetujuanWaktu: time(new Date('2026-11-25T13:22:00+08:00')),
    persetujuanTotal: quoteTicket.total,
    persetujuanItemList: quoteTicket.itemList,
  });
  await writeDoc(`servisan/${legacy}`, quoteTicket);
  // The customer first (never signed in), then the staff on the same page.
  const visitor = page;
  await visitor.addInitScript((key) => sessionStorage.setItem(key, '1'), PROMO_POPUP_KEY);
  const path = `/cek-servisan?kode=${code}`;
  await shoot(visitor, info.project.name, {
    name: 'cek-servisan-garansi',
    path: `/cek-servisan?kode=${collected}`,
    then: (p) => p.getByTestId('repair-warranty').waitFor(),
  });
  await shoot(visitor, info.project.name, {
    name: 'cek-servisan-persetujuan',
    path,
    then: (p) => p.getByRole('button', { name: 'Setuju' }).waitFor(),
  });
  await shoot(visitor, info.project.name, {
    name: 'cek-servisan-persetujuan-konfirmasi',
    path,
    then: async (p) => {
      await p.getByRole('button', { name: 'Setuju' }).click();
      await p.getByRole('button', { name: 'Ya, setuju' }).waitFor();
    },
  });
  await shoot(visitor, info.project.name, {
    name: 'cek-servisan-disetujui',
    path,
    then: async (p) => {
      await p.getByRole('button', { name: 'Setuju' }).click();
      await p.getByRole('button', { name: 'Ya, setuju' }).click();
      await p.getByTestId('quote-answer').waitFor();
    },
  });
  // After Tolak: the amount and time, and the shop's words on what to do.
  await shoot(visitor, info.project.name, {
    name: 'cek-servisan-ditolak',
    path: `/cek-servisan?kode=${refused}`,
    then: (p) => p.getByTestId('quote-next').waitFor(),
  });
  await shoot(visitor, info.project.name, {
    name: 'cek-servisan-kode-lama',
    path: `/cek-servisan?kode=${legacy}`,
    then: (p) => p.getByTestId('quote-legacy').waitFor(),
  });
  await signIn(page, SEEDED_ADMIN);
  await shoot(page, info.project.name, {
    name: 'admin-servisan-disetujui',
    path: `/admin/servisan/${code}`,
    then: (p) => p.getByTestId('ticket-quote-answer').waitFor(),
  });
  await shoot(page, info.project.name, {
    name: 'admin-servisan-garansi',
    path: '/admin/servisan?status=garansi',
    then: async (p) => {
      await p.getByRole('button', { name: 'Lengkapi tanggal garansi' }).click();
      await p.getByTestId('warranty-backfill-result').waitFor();
      await p.getByTestId('ticket-row').filter({ hasText: collected }).waitFor();
    },
  });
  // The owner's message for an approval, with its preview.
  await shoot(page, info.project.name, {
    name: 'admin-pesan-servis',
    path: '/admin/katalog/pesan_servis',
    then: async (p) => {
      await p
        .getByLabel('Pesan: Menunggu persetujuan')
        .fill(
          'Halo {nama}, biaya servis {perangkat} ({kode}): {total}. Mohon pilih Setuju atau Tolak di {link}',
        );
    },
  });
  // The receipt with the intake checklist and the signature line.
  await shoot(page, info.project.name, {
    name: 'admin-servisan-nota-checklist',
    path: `/admin/servisan/${code}/nota`,
    then: (p) => p.getByTestId('receipt-intake').waitFor(),
  });
  // The approved quote changed: the form says it is a new quote, then the customer is asked again.
  await shoot(page, info.project.name, {
    name: 'admin-servisan-penawaran-baru',
    path: `/admin/servisan/${code}`,
    then: async (p) => {
      await p.getByRole('button', { name: 'Ubah data' }).click();
      await p.getByLabel('Harga item 1').fill('950.000');
      await p.getByTestId('requote-notice').scrollIntoViewIfNeeded();
    },
  });
  await page.getByRole('button', { name: 'Simpan sebagai penawaran baru' }).click();
  // Saved: the new total shows, with the approval moved to the history.
  await page.getByTestId('ticket-total').filter({ hasText: '1.000.000' }).waitFor();
  await shoot(page, info.project.name, {
    name: 'admin-servisan-riwayat-persetujuan',
    path: `/admin/servisan/${code}`,
    then: (p) => p.getByTestId('ticket-history').waitFor(),
  });
  await shoot(page, info.project.name, {
    name: 'cek-servisan-penawaran-baru',
    path,
    then: (p) => p.getByTestId('quote-past').waitFor(),
  });
  await shoot(page, info.project.name, {
    name: 'admin-servisan-nota-perkiraan',
    path: `/admin/servisan/${code}/nota`,
    then: (p) => p.getByTestId('receipt-cost-heading').waitFor(),
  });
  await firestore.remove(`servisan/${code}`);
  await firestore.remove(`servisan/${collected}`);
  await firestore.remove(`servisan/${refused}`);
  await firestore.remove(`servisan/${legacy}`);
});

// The history keeping what a save removed: a refused quote asked again (the answer reads
// "Ditolak → dihapus"), and a coupon's form with its last day.
test('admin riwayat dihapus', async ({ page }, info) => {
  const code = `OG-RWYATDHPS${info.project.name === 'phone' ? '2' : '3'}`;
  const at = (iso: string) => time(new Date(iso));
  const ticket = {
    nama: 'Ni Luh Sari',
    perangkat: 'iPhone 13 128GB',
    tanggalMasuk: at('2026-11-24T10:15:00+08:00'),
    status: 'Menunggu persetujuan',
    keluhan: 'Layar bergaris setelah jatuh.',
    historyPerbaikan: [
      { tanggal: at('2026-11-24T10:15:00+08:00'), keterangan: 'Masuk' },
      { tanggal: at('2026-11-25T09:00:00+08:00'), keterangan: 'Menunggu persetujuan' },
    ],
    itemList: [{ nama: 'LCD iPhone 13 (copy premium)', harga: 650000 }],
    total: 650000,
  };
  const entry = `galeri-dihapus-${info.project.name}`;
  await writeDoc(`servisan/${code}`, ticket);
  await firestore.writeDocuments([
    {
      path: `riwayat/${entry}`,
      data: {
        uid: 'admin-demo',
        email: 'admin@onegadget.test',
        waktu: at('2026-11-25T14:05:00+08:00'),
        collection: 'servisan',
        action: 'ubah',
        docIds: [code],
        items: {
          [code]: {
            before: {
              ...ticket,
              itemList: [{ nama: 'LCD iPhone 13 (OLED)', harga: 850000 }],
              total: 850000,
              persetujuan: 'tolak',
              persetujuanWaktu: at('2026-11-25T13:22:00+08:00'),
            },
            after: ticket,
          },
        },
      },
    },
  ]);
  await signIn(page, SEEDED_ADMIN);
  await shoot(page, info.project.name, {
    name: 'admin-servisan-riwayat-dihapus',
    path: `/admin/servisan/${code}`,
    then: async (p) => {
      await p.getByText('Riwayat perubahan (admin)').click();
      await p.getByTestId('riwayat-entry').first().waitFor();
      await p.getByTestId('riwayat-entry').first().scrollIntoViewIfNeeded();
    },
  });
  // The last day's date picker, as the owner sees it (a full page would put the save bar over it).
  await shoot(page, info.project.name, {
    name: 'admin-coupons-record',
    path: '/admin/katalog/coupons/tukartambah5',
    asSeen: true,
    then: (p) => p.getByLabel('Berlaku sampai').scrollIntoViewIfNeeded(),
  });
  await firestore.remove(`servisan/${code}`);
  await firestore.remove(`riwayat/${entry}`);
});
