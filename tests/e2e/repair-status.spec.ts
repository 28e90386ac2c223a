import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { emulatorConfig, firestore, time, writeDoc } from './support/emulators';
import { expect, takenOver, test } from './support/test';

const firestoreOrigin = `http://${emulatorConfig.host}:${emulatorConfig.firestorePort}`;

/**
 * Every request the page makes to the Firestore emulator from now on that reads a
 * repair record (the shop's contact, read for the chat link, is left out).
 */
function watchFirestore(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const line = `${r.method()} ${r.url()} ${r.postData() ?? ''}`;
    if (r.url().startsWith(firestoreOrigin) && line.includes('/documents/servisan/')) seen.push(line);
  });
  return seen;
}

const MSG = {
  empty: 'Masukkan kode servisan terlebih dahulu.',
  tooLong: 'Kode servisan terlalu panjang (maksimal 100 karakter).',
  slash: 'Kode servisan tidak boleh mengandung garis miring (/).',
  reserved: 'Kode servisan ini tidak valid. Periksa lagi kode pada nota kamu.',
};

/** The chat link offered when a code leads nowhere, and the message it carries. */
async function askShopText(page: Page): Promise<string> {
  const chat = page.getByRole('link', { name: 'Tanya Admin via WhatsApp' });
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/6281234567890\?text=/);
  return new URL((await chat.getAttribute('href'))!).searchParams.get('text') ?? '';
}

// Bootstrap's text-bg-* with the theme's status tokens (src/styles/_tokens.scss): grey,
// yellow (dark text), green, and blue for any other status.
const STATUSES = [
  { code: 'OG-2406-A7K2', status: 'Masuk', bg: 'rgb(75, 85, 99)', fg: 'rgb(255, 255, 255)' },
  { code: 'OG-2406-B3M9', status: 'Sedang diservice', bg: 'rgb(250, 204, 21)', fg: 'rgb(0, 0, 0)' },
  {
    code: 'OG-2405-C8Q1',
    status: 'Selesai - Siap diambil',
    bg: 'rgb(21, 128, 61)',
    fg: 'rgb(255, 255, 255)',
  },
  { code: 'OG-2406-D5T4', status: 'Menunggu sparepart', bg: 'rgb(29, 78, 216)', fg: 'rgb(255, 255, 255)' },
];

const STEPS = ['Masuk', 'Sedang diservice', 'Selesai - Siap diambil', 'Diambil'];

/** The step indicator: each step's label, which one is current, which are done. */
async function steps(page: Page) {
  const list = page.getByRole('list', { name: 'Tahap servisan' });
  await expect(list).toBeVisible();
  return list.evaluate((ol) =>
    [...ol.querySelectorAll(':scope > li')].map((li) => ({
      label: li.querySelector('.repair-step-label')?.firstChild?.textContent ?? '',
      current: li.getAttribute('aria-current') === 'step',
      done: (li.textContent ?? '').includes('(sudah)'),
    })),
  );
}

test.describe('Cek Servisan', () => {
  for (const s of STATUSES) {
    test(`status '${s.status}' has its badge colour @phone`, async ({ page }) => {
      await page.goto(`/cek-servisan?kode=${s.code}`);
      const badge = page.getByTestId('repair-status');
      await expect(badge).toHaveText(s.status);
      await expect(badge).toHaveCSS('background-color', s.bg);
      await expect(badge).toHaveCSS('color', s.fg);
    });
  }

  // Each flow status of the seed, and 'Diambil' (no seeded ticket has it: one is written here).
  const FLOW_TICKETS = [
    { code: 'OG-2406-A7K2', at: 0 },
    { code: 'OG-2406-B3M9', at: 1 },
    { code: 'OG-2405-C8Q1', at: 2 },
    { code: 'OG-E2EDIAMBIL', at: 3 },
  ];
  for (const t of FLOW_TICKETS) {
    test(`'${STEPS[t.at]}': the step indicator marks it current, the steps before it done @phone`, async ({
      page,
    }, info) => {
      const code = t.at === 3 ? `${t.code}${info.project.name.toUpperCase()}` : t.code;
      if (t.at === 3) {
        await writeDoc(`servisan/${code}`, {
          nama: 'Uji Diambil',
          perangkat: 'iPhone XR',
          tanggalMasuk: time(new Date('2025-06-01T10:00:00+08:00')),
          status: 'Diambil',
          keluhan: 'Tombol power macet.',
          historyPerbaikan: ['1 Juni 2025 – Unit diterima.', '3 Juni 2025 – Unit diambil pelanggan.'],
          garansi: 'Garansi 7 hari',
          total: 150000,
          itemList: [{ nama: 'Tombol power', harga: 150000 }],
        });
      }
      try {
        await page.goto(`/cek-servisan?kode=${code}`);
        await expect(page.getByTestId('repair-status')).toHaveText(STEPS[t.at]!);
        expect(await steps(page)).toEqual(
          STEPS.map((label, i) => ({ label, current: i === t.at, done: i < t.at })),
        );
        await expect(page.locator('[aria-current="step"] .repair-step-label')).toHaveText(STEPS[t.at]!);
        await expect(page.getByTestId('repair-custom-status')).toHaveCount(0);
      } finally {
        if (t.at === 3) await firestore.remove(`servisan/${code}`);
      }
    });
  }

  test("'Menunggu sparepart' is a step of its own after Masuk, beside its blue badge @phone", async ({
    page,
  }) => {
    await page.goto('/cek-servisan?kode=OG-2406-D5T4');
    await expect(page.getByTestId('repair-status')).toHaveText('Menunggu sparepart');
    expect(await steps(page)).toEqual(
      ['Masuk', 'Menunggu sparepart', ...STEPS.slice(1)].map((label, i) => ({
        label,
        current: i === 1,
        done: i < 1,
      })),
    );
    await expect(page.getByTestId('repair-custom-status')).toHaveCount(0);
  });

  test('a collected device shows the last day of its warranty, or that it ended @phone', async ({
    page,
  }, info) => {
    const code = `OG-E2EGARANSI${info.project.name.toUpperCase()}`;
    const collected = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
    const ticketWith = (days: number, pickedUp: Date) => ({
      nama: 'Uji Garansi',
      perangkat: 'iPhone 11',
      status: 'Diambil',
      keluhan: 'Ganti baterai.',
      garansi: 'Garansi baterai',
      garansiHari: days,
      historyPerbaikan: [
        { tanggal: time(collected(40)), keterangan: 'Masuk' },
        { tanggal: time(pickedUp), keterangan: 'Diambil' },
      ],
      total: 450000,
      itemList: [{ nama: 'Baterai', harga: 450000 }],
    });
    try {
      await writeDoc(`servisan/${code}`, ticketWith(30, collected(2)));
      await page.goto(`/cek-servisan?kode=${code}`);
      await expect(page.getByTestId('repair-warranty')).toHaveText(/^Garansi sampai \d{1,2} \w{3} 20\d\d$/);
      await expect(page.getByText('Garansi baterai')).toBeVisible();

      await writeDoc(`servisan/${code}`, ticketWith(30, new Date('2026-10-01T02:00:00Z')));
      await page.reload();
      await expect(page.getByTestId('repair-warranty')).toHaveText('Garansi berakhir 31 Okt 2026');
    } finally {
      await firestore.remove(`servisan/${code}`);
    }
  });

  test('a status the shop typed is shown as text, beside its blue badge, with no step marked @phone', async ({
    page,
  }, info) => {
    const code = `OG-E2ELAIN${info.project.name.toUpperCase()}`;
    await writeDoc(`servisan/${code}`, {
      nama: 'Uji Status Lain',
      perangkat: 'iPad Air',
      status: 'Dikirim ke service center',
      keluhan: 'Tidak bisa dicas.',
      historyPerbaikan: ['2 Juni 2025 – Unit diterima.'],
      total: 0,
      itemList: [],
    });
    try {
      await page.goto(`/cek-servisan?kode=${code}`);
      await expect(page.getByTestId('repair-custom-status')).toHaveText('Status: Dikirim ke service center');
      await expect(page.getByTestId('repair-status')).toHaveText('Dikirim ke service center');
      await expect(page.getByTestId('repair-status')).toHaveCSS('background-color', 'rgb(29, 78, 216)');
      await expect(page.getByRole('list', { name: 'Tahap servisan' })).toHaveCount(0);
      await expect(page.locator('[aria-current="step"]')).toHaveCount(0);
      await expectAccessible(page, 'cek-servisan, custom status');
    } finally {
      await firestore.remove(`servisan/${code}`);
    }
  });

  test('a found repair: a WhatsApp link whose text and message name the code @phone', async ({ page }) => {
    await page.goto('/cek-servisan?kode=OG-2406-B3M9');
    const chat = page.getByRole('link', { name: 'Tanya Admin: OG-2406-B3M9' });
    await expect(chat).toHaveClass(/\bbtn-whatsapp\b/);
    await expect(chat.locator('svg')).toHaveCount(1);
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/6281234567890\?text=/);
    const text = new URL((await chat.getAttribute('href'))!).searchParams.get('text');
    expect(text).toBe(
      'Halo ONE GADGET, saya ingin menanyakan servisan dengan kode OG-2406-B3M9 (Samsung Galaxy A54 5G). Status di website: Sedang diservice.',
    );
    // The history reads as a timeline: each entry's date apart from what happened.
    const entries = page.locator('dt:text-is("Riwayat Perbaikan") + dd li');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0).locator('.repair-timeline-when')).toHaveText('8 Juni 2025');
    await expect(entries.nth(0).locator('.repair-timeline-what')).toHaveText(
      'Cek kesehatan baterai: kapasitas tinggal 71%.',
    );
  });

  test("the help text shows today's code format: OG- and 10 characters @phone", async ({ page }) => {
    await page.goto('/cek-servisan');
    const hint = page.locator('#kode-servisan-hint');
    await expect(hint).toHaveText(/\bOG-[23456789A-HJKMNP-Z]{10}\b/);
    await expect(hint).not.toContainText('OG-2406');
    await expect(page.getByLabel('Kode Servisan')).toHaveAttribute(
      'placeholder',
      /^Contoh: OG-[23456789A-HJKMNP-Z]{10}$/,
    );
  });

  test('a typed code (lower case) is looked up upper-cased, with every field, and the URL can be shared @phone', async ({
    page,
  }) => {
    await page.goto('/cek-servisan');
    await takenOver(page);
    await expect(page).toHaveTitle(/^Cek Servisan/);
    await page.getByLabel('Kode Servisan').fill('  og-2406-a7k2 ');
    await page.getByRole('button', { name: 'Cek Status' }).click();
    await expect(page).toHaveURL(/\/cek-servisan\?kode=OG-2406-A7K2$/);

    const result = page.locator('article.repair-result');
    await expect(result.getByRole('heading')).toHaveText('Kode OG-2406-A7K2');
    const field = (name: string) => result.locator(`dt:text-is("${name}") + dd`);
    await expect(field('Nama')).toHaveText('Putu Ardana');
    await expect(field('Perangkat')).toHaveText('iPhone 12 Pro 128GB');
    await expect(field('Tanggal Masuk')).toHaveText('10 Juni 2025');
    await expect(field('Keluhan')).toHaveText(
      'Layar bergaris hijau dan touchscreen tidak respon setelah jatuh.',
    );
    await expect(field('Riwayat Perbaikan')).toContainText('Unit diterima, pengecekan awal oleh teknisi.');
    await expect(field('Garansi')).toHaveText('Garansi layar 30 hari setelah perbaikan');
    const rows = result.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toHaveText(/LCD iPhone 12 Pro \(OLED original\)\s*Rp\u00a01\.950\.000/);
    await expect(rows.nth(1)).toHaveText(/Jasa pemasangan\s*Rp\u00a0200\.000/);
    await expect(page.getByTestId('repair-total')).toHaveText('Rp 2.150.000');

    // The shared link opens the same result.
    await page.reload();
    await expect(field('Nama')).toHaveText('Putu Ardana');
  });

  test('a text tanggalMasuk and a history written as lines @phone', async ({ page }) => {
    await page.goto('/cek-servisan?kode=OG-2405-C8Q1');
    const result = page.locator('article.repair-result');
    await expect(result.locator('dt:text-is("Tanggal Masuk") + dd')).toHaveText('28 Mei 2025');
    await expect(result.locator('dt:text-is("Riwayat Perbaikan") + dd li')).toHaveCount(3);
    await expect(page.getByTestId('repair-total')).toHaveText('Rp 1.850.000');
  });

  test('/cek-servisan?kode=ABC123 looks the code up at once (also in lower case) @phone', async ({
    page,
  }) => {
    await page.goto('/cek-servisan?kode=abc123');
    await expect(page).toHaveURL(/\?kode=ABC123$/);
    await expect(page.getByLabel('Kode Servisan')).toHaveValue('ABC123');
    await expect(page.locator('article.repair-result dt:text-is("Perangkat") + dd')).toHaveText(
      'Xiaomi Redmi Note 13',
    );
  });

  test("an unknown code: 'Data servisan tidak ditemukan.' @phone", async ({ page }) => {
    await page.goto('/cek-servisan');
    await takenOver(page);
    await page.getByLabel('Kode Servisan').fill('OG-0000-ZZZZ');
    await page.getByRole('button', { name: 'Cek Status' }).click();
    await expect(page.getByRole('alert')).toHaveText('Data servisan tidak ditemukan.');
    await expect(page.locator('article.repair-result')).toHaveCount(0);
    await expectAccessible(page, 'cek-servisan, not found');
    // Not a dead end: the shop is one tap away, and the message names the code.
    expect(await askShopText(page)).toBe(
      'Halo ONE GADGET, saya ingin menanyakan status servisan dengan kode OG-0000-ZZZZ.',
    );
  });

  test('a legacy code with other characters is looked up, and a refused one offers the chat too @phone', async ({
    page,
  }) => {
    await page.goto('/cek-servisan');
    await takenOver(page);
    const reads = watchFirestore(page);
    const input = page.getByLabel('Kode Servisan');
    await input.fill(' srv_0042 ');
    await page.getByRole('button', { name: 'Cek Status' }).click();
    await expect(page).toHaveURL(/\/cek-servisan\?kode=SRV_0042$/);
    await expect(page.getByRole('alert')).toHaveText('Data servisan tidak ditemukan.');
    expect(reads.join('\n')).toContain('servisan/SRV_0042');

    await input.fill('og/12');
    await page.getByRole('button', { name: 'Cek Status' }).click();
    await expect(page.locator('#kode-servisan-error')).toHaveText(MSG.slash);
    expect(await askShopText(page)).toBe(
      'Halo ONE GADGET, saya ingin menanyakan status servisan dengan kode OG/12.',
    );
  });

  test('bad codes get a clear message and never reach Firestore @phone', async ({ page }) => {
    await page.goto('/cek-servisan');
    await takenOver(page);
    const reads = watchFirestore(page);
    const input = page.getByLabel('Kode Servisan');
    const cases: [string, string][] = [
      ['', MSG.empty],
      ['   ', MSG.empty],
      ['/', MSG.slash],
      ['..', MSG.reserved],
      ['.', MSG.reserved],
      ['__name__', MSG.reserved],
      ['../kontak/aktif', MSG.slash],
      ['A'.repeat(300), MSG.tooLong],
      ['<b>ABC</b>', MSG.slash],
      ['<script>alert(1)</script>', MSG.slash],
    ];
    for (const [code, message] of cases) {
      await input.fill(code);
      await page.getByRole('button', { name: 'Cek Status' }).click();
      await expect(page.locator('#kode-servisan-error'), JSON.stringify(code)).toHaveText(message);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/\/cek-servisan$/);
    }
    expect(reads).toEqual([]);

    // The watcher does see a lookup: a good code reaches Firestore, and the message goes.
    await input.fill('ABC123');
    await page.getByRole('button', { name: 'Cek Status' }).click();
    await expect(page.locator('article.repair-result')).toBeVisible();
    await expect(page.locator('#kode-servisan-error')).toHaveCount(0);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.join('\n')).toContain('servisan/ABC123');
  });

  for (const bad of ['..%2Fkontak%2Faktif', '%2F', 'A'.repeat(300), '%3Cb%3EX%3C%2Fb%3E', '..', '__x__']) {
    test(`a bad code in the link (${bad.slice(0, 20)}) is refused without a request @phone`, async ({
      page,
    }) => {
      const reads = watchFirestore(page);
      await page.goto(`/cek-servisan?kode=${bad}`);
      await expect(page.locator('#kode-servisan-error')).toBeVisible();
      await expect(page.locator('#kode-servisan-error')).toHaveText(/^Kode servisan/);
      await page.waitForLoadState('networkidle');
      expect(reads).toEqual([]);
    });
  }

  test('no horizontal scroll', async ({ page }) => {
    await page.goto('/cek-servisan?kode=OG-2406-D5T4');
    await expect(page.getByTestId('repair-total')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
