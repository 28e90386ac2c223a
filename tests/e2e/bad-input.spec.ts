// Odd input. Repair codes (what repair-status.spec.ts does not cover
// yet), promo fields of 5,000 characters, HTML and script in what visitors type
// and in what the shop writes, and double clicks that must store exactly once.
// Data written here has ids unique to the run and project, and is removed again.
import type { Locator, Page, Request, TestInfo } from '@playwright/test';
import { PROMO_REQUEST_LIMITS } from '../../src/firebase/specs/promo-request';
import { auth, emulatorConfig, firestore, writeDoc } from './support/emulators';
import { signIn } from './support/member';
import { expect as baseExpect, takenOver, test } from './support/test';

// Under two workers and a busy machine the emulator can be slow to answer.
const expect = baseExpect.configure({ timeout: 15_000 });

const FIRESTORE_HOST =
  process.env.VITE_FIRESTORE_EMULATOR_HOST ?? `${emulatorConfig.host}:${emulatorConfig.firestorePort}`;
const FIRESTORE = `http://${FIRESTORE_HOST}/**`;
const PROMO_FAILURE = 'Terjadi kesalahan. Coba lagi nanti.';
const PROMO_SUCCESS = 'Terima kasih, pengajuanmu sedang diproses. Tunggu WhatsApp dari admin.';

const uniqueId = (info: TestInfo) =>
  `${Date.now()}-${info.project.name}-${Math.random().toString(36).slice(2, 6)}`;

/** Anything that would mean injected markup ran: a dialog, or the page's marker set. */
function watchForScript(page: Page): () => Promise<void> {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return async () => {
    expect(dialogs, 'a dialog opened').toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    await expect(page.locator('main img[src="x"], main script')).toHaveCount(0);
  };
}

const IMG = (tag: string) => `<img src=x onerror="window.__xss='${tag}';alert('${tag}')">`;
const SCRIPT = (tag: string) => `<script>window.__xss='${tag}';alert('${tag}')</script>`;

/** Every Firestore request the page makes from now on. */
function watchFirestore(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`http://${FIRESTORE_HOST}/`)) seen.push(r);
  });
  return seen;
}

/** The requests that read a repair record (the shop's contact, for the chat link, is read too). */
const repairReads = (reads: Request[]) =>
  reads
    .map((r) => `${r.method()} ${r.url()} ${r.postData() ?? ''}`)
    .filter((line) => line.includes('/documents/servisan/'));

test.describe('repair codes @phone', () => {
  const MSG = {
    tooLong: 'Kode servisan terlalu panjang (maksimal 100 karakter).',
    slash: 'Kode servisan tidak boleh mengandung garis miring (/).',
    reserved: 'Kode servisan ini tidak valid. Periksa lagi kode pada nota kamu.',
  };

  test('only what cannot be a document id is refused, without a request', async ({ page }) => {
    await page.goto('/cek-servisan');
    await takenOver(page);
    const reads = watchFirestore(page);
    const input = page.getByLabel('Kode Servisan');
    const cases: [string, string][] = [
      ['ABC/../DEF', MSG.slash],
      ['"><svg/onload=alert(1)>', MSG.slash],
      ['..', MSG.reserved],
      ['__OG__', MSG.reserved],
      ['A'.repeat(101), MSG.tooLong],
    ];
    for (const [code, message] of cases) {
      await input.fill(code);
      await input.press('Enter');
      await expect(page.locator('#kode-servisan-error'), JSON.stringify(code)).toHaveText(message);
      await expect(page).toHaveURL(/\/cek-servisan$/);
    }
    expect(repairReads(reads)).toEqual([]);
  });

  test('odd characters are looked up as an id (the shop has legacy codes), and never run', async ({
    page,
  }) => {
    await page.goto('/cek-servisan');
    await takenOver(page);
    const ran = watchForScript(page);
    const reads = watchFirestore(page);
    const input = page.getByLabel('Kode Servisan');
    for (const code of [
      'ОG-2406-A7K2',
      'ABC?kode=OG',
      'ABC#x',
      '<img src=x onerror=alert(1)>',
      'A'.repeat(100),
    ]) {
      await input.fill(code);
      await input.press('Enter');
      // The previous code's alert reads the same: wait for this code's read, not for the text.
      // The id travels in the request body, JSON-escaped: never as a path of its own.
      await expect
        .poll(() => reads.map((r) => `${r.url()} ${r.postData() ?? ''}`).join('\n'), { message: code })
        .toContain(JSON.stringify(`servisan/${code.toUpperCase()}`).slice(1, -1));
      await expect(page.getByRole('alert'), JSON.stringify(code)).toHaveText(
        'Data servisan tidak ditemukan.',
      );
    }
    await ran();
  });

  for (const bad of ['%2F', '..', '.', '__x__', 'A'.repeat(101), 'x%2F..%2Fkontak']) {
    test(`a bad code in a shared link (${bad.slice(0, 20)}) is refused without a request`, async ({
      page,
    }) => {
      const reads = watchFirestore(page);
      await page.goto(`/cek-servisan?kode=${bad}`);
      await expect(page.locator('#kode-servisan-error')).toHaveText(/^Kode servisan/);
      await expect(page.getByLabel('Kode Servisan')).toHaveAttribute('aria-invalid', 'true');
      await page.waitForLoadState('networkidle');
      expect(repairReads(reads)).toEqual([]);
    });
  }

  test('markup in a repair record is shown as text and never runs', async ({ page }, testInfo) => {
    const code = `XSS-${Date.now()}-${testInfo.project.name === 'phone' ? 'P' : 'D'}`;
    await writeDoc(`servisan/${code}`, {
      nama: `${IMG('servis-nama')} Budi`,
      perangkat: '<b>iPhone 11</b>',
      tanggalMasuk: '2025-06-10',
      status: SCRIPT('servis-status'),
      keluhan: SCRIPT('servis-keluhan'),
      historyPerbaikan: [IMG('servis-history')],
      garansi: '<a href="javascript:alert(1)">Garansi</a>',
      total: 100000,
      itemList: [{ nama: IMG('servis-item'), harga: 100000 }],
    });
    try {
      const ran = watchForScript(page);
      await page.goto(`/cek-servisan?kode=${code}`);
      const result = page.locator('article.repair-result');
      const field = (name: string) => result.locator(`dt:text-is("${name}") + dd`);
      await expect(field('Nama')).toHaveText(`${IMG('servis-nama')} Budi`);
      await expect(field('Perangkat')).toHaveText('<b>iPhone 11</b>');
      await expect(field('Keluhan')).toHaveText(SCRIPT('servis-keluhan'));
      await expect(field('Garansi')).toHaveText('<a href="javascript:alert(1)">Garansi</a>');
      await expect(page.getByTestId('repair-status')).toHaveText(SCRIPT('servis-status'));
      await expect(result.getByText(IMG('servis-item'))).toBeVisible();
      // The one link is the page's own chat about this code; the record's markup made none.
      await expect(result.locator('b, a:not([href^="https://wa.me/"])')).toHaveCount(0);
      await page.waitForTimeout(300);
      await ran();
    } finally {
      await firestore.remove(`servisan/${code}`);
    }
  });
});

test.describe('promo request: long and odd input @phone', () => {
  test.use({ promoPopupSeen: true });

  async function openForm(page: Page) {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Promo Servis Bulan Ini/ })).toBeVisible();
    await takenOver(page);
    await page.getByRole('button', { name: 'Ajukan Promo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajukan Promo' });
    await expect(dialog.getByLabel('Nama Lengkap')).toBeVisible();
    return dialog;
  }

  const LABELS = { nama: 'Nama Lengkap', whatsapp: 'WhatsApp', alamat: 'Alamat', pesan: 'Pesan' } as const;
  type Field = keyof typeof LABELS;
  const FIELDS = Object.keys(LABELS) as Field[];

  /** Types these values into the form's fields, in the form's order. */
  async function fill(dialog: Locator, values: Partial<Record<Field, string>>) {
    for (const f of FIELDS) if (values[f] !== undefined) await dialog.getByLabel(LABELS[f]).fill(values[f]);
  }

  async function storedWith(marker: string) {
    return (await firestore.list('promo_request')).filter((d) => String(d.data.nama).startsWith(marker));
  }

  async function removeAll(marker: string) {
    for (const d of await storedWith(marker)) await firestore.remove(`promo_request/${d.id}`);
  }

  test('5,000 characters in every field are clipped to the limits, in the form and in the stored document', async ({
    page,
  }, testInfo) => {
    const marker = `Panjang ${uniqueId(testInfo)} `;
    const dialog = await openForm(page);
    const long = (f: Field) => (f === 'nama' ? marker : '') + (f === 'whatsapp' ? '0' : 'x').repeat(5000);
    for (const f of FIELDS) {
      const box = dialog.getByLabel(LABELS[f]);
      await expect(box).toHaveAttribute('maxlength', String(PROMO_REQUEST_LIMITS[f]));
      await box.fill(long(f));
      expect((await box.inputValue()).length, f).toBe(PROMO_REQUEST_LIMITS[f]);
    }
    try {
      await dialog.getByRole('button', { name: 'Kirim Pengajuan' }).click();
      await expect(page.getByText(PROMO_SUCCESS, { exact: true })).toBeVisible();
      await expect.poll(async () => (await storedWith(marker)).length).toBe(1);
      const [doc] = await storedWith(marker);
      for (const f of FIELDS) {
        expect(String(doc!.data[f]).length, f).toBeLessThanOrEqual(PROMO_REQUEST_LIMITS[f]);
        expect(String(doc!.data[f]), f).toBe(long(f).slice(0, PROMO_REQUEST_LIMITS[f]).trim());
      }
    } finally {
      await removeAll(marker);
    }
  });

  test('with maxLength taken off the page, the app still stores no more than the limits', async ({
    page,
  }, testInfo) => {
    const marker = `TanpaBatas ${uniqueId(testInfo)} `;
    const dialog = await openForm(page);
    await page.evaluate(() =>
      document
        .querySelectorAll('[role="dialog"] input, [role="dialog"] textarea')
        .forEach((el) => el.removeAttribute('maxlength')),
    );
    await dialog.getByLabel('Nama Lengkap').fill(marker + 'n'.repeat(5000));
    await dialog.getByLabel('WhatsApp').fill('0'.repeat(5000));
    await dialog.getByLabel('Alamat').fill('a'.repeat(5000));
    await dialog.getByLabel('Pesan').fill('p'.repeat(5000));
    expect((await dialog.getByLabel('Pesan').inputValue()).length).toBe(5000);
    try {
      await dialog.getByRole('button', { name: 'Kirim Pengajuan' }).click();
      await expect(page.getByText(PROMO_SUCCESS, { exact: true })).toBeVisible();
      await expect.poll(async () => (await storedWith(marker)).length).toBe(1);
      const [doc] = await storedWith(marker);
      for (const f of FIELDS) expect(String(doc!.data[f]).length, f).toBe(PROMO_REQUEST_LIMITS[f]);
    } finally {
      await removeAll(marker);
    }
  });

  test.describe('forced past the app', () => {
    test.use({ allowConsoleErrors: true });

    test('a 5,000-character pesan put into the request on its way is refused by the rules: the visitor is told, nothing is stored', async ({
      page,
    }, testInfo) => {
      const marker = `Paksa ${uniqueId(testInfo)}`;
      const dialog = await openForm(page);
      await fill(dialog, {
        nama: marker,
        whatsapp: '081311112222',
        alamat: 'Jl. Raya Kuta No. 1',
        pesan: 'Pesan biasa',
      });

      // What a visitor with their own tools can do: rewrite the write on the wire.
      let forced = 0;
      await page.route(FIRESTORE, async (route) => {
        const request = route.request();
        if (request.method() !== 'POST' || !request.url().includes(':commit')) return route.continue();
        const body = JSON.parse(request.postData() ?? '{}') as {
          writes?: { update?: { fields?: Record<string, { stringValue?: string }> } }[];
        };
        const fields = body.writes?.[0]?.update?.fields;
        if (fields?.pesan) {
          fields.pesan = { stringValue: 'p'.repeat(5000) };
          forced++;
        }
        return route.continue({ postData: JSON.stringify(body) });
      });
      await dialog.getByRole('button', { name: 'Kirim Pengajuan' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(PROMO_FAILURE);
      expect(forced).toBe(1);
      await expect(dialog.getByLabel('Nama Lengkap')).toHaveValue(marker);
      await expect(dialog.getByLabel('Pesan')).toHaveValue('Pesan biasa');
      // The refusal has come back (the alert) for the one write made: nothing is on its way.
      expect(await storedWith(marker)).toHaveLength(0);
    });
  });

  test('HTML and script in every field are stored as typed and never run', async ({ page }, testInfo) => {
    const marker = `<b>Html</b> ${uniqueId(testInfo)}`;
    const ran = watchForScript(page);
    const dialog = await openForm(page);
    const typed = {
      nama: `${marker} ${IMG('promo-nama')}`.slice(0, PROMO_REQUEST_LIMITS.nama),
      // A WhatsApp number takes no markup at all (next test); the rest takes any text.
      whatsapp: '+62 (812) 3456-7890',
      alamat: IMG('promo-alamat'),
      pesan: `${SCRIPT('promo-pesan')} ${IMG('promo-pesan-img')}`,
    };
    await fill(dialog, typed);
    try {
      await dialog.getByRole('button', { name: 'Kirim Pengajuan' }).click();
      await expect(page.getByText(PROMO_SUCCESS, { exact: true })).toBeVisible();
      await expect.poll(async () => (await storedWith(marker)).length).toBe(1);
      const [doc] = await storedWith(marker);
      for (const f of FIELDS) expect(doc!.data[f], f).toBe(typed[f].trim());
      await ran();
    } finally {
      await removeAll(marker);
    }
  });

  test('markup or words as the WhatsApp number get the message beside the field; nothing is stored', async ({
    page,
  }, testInfo) => {
    const marker = `NomorAneh ${uniqueId(testInfo)}`;
    const dialog = await openForm(page);
    await fill(dialog, {
      nama: marker,
      alamat: 'Jl. Teuku Umar No. 5',
      pesan: 'Samsung A52, layar bergaris',
    });
    const whatsapp = dialog.getByLabel('WhatsApp');
    try {
      for (const junk of ['<b>0812</b>', 'chat saya di IG']) {
        await whatsapp.fill(junk);
        await dialog.getByRole('button', { name: 'Kirim Pengajuan' }).click();
        await expect(whatsapp).toHaveAccessibleDescription(
          'Nomor WhatsApp tidak valid. Gunakan angka, spasi, atau + - ( ), 6–20 karakter.',
        );
        await expect(whatsapp).toBeFocused();
      }
      await page.waitForTimeout(500);
      expect(await storedWith(marker)).toHaveLength(0);
    } finally {
      await removeAll(marker);
    }
  });

  test('double click and a second Enter while sending store exactly one request', async ({
    page,
  }, testInfo) => {
    const marker = `Dobel ${uniqueId(testInfo)}`;
    const dialog = await openForm(page);
    await fill(dialog, {
      nama: marker,
      whatsapp: '081344445555',
      alamat: 'Jl. Imam Bonjol No. 9',
      pesan: 'Vivo Y21, baterai cepat habis',
    });
    // A slow answer, so the later clicks land while the first send is under way.
    const commits = watchFirestore(page);
    await page.route(FIRESTORE, async (route) => {
      if (route.request().url().includes(':commit')) await new Promise((r) => setTimeout(r, 3000));
      await route.continue().catch(() => {});
    });
    const send = dialog.getByRole('button', { name: 'Kirim Pengajuan' });
    try {
      await send.dblclick();
      await expect(dialog.getByRole('button', { name: 'Mengirim...' })).toBeDisabled();
      await dialog.getByLabel('WhatsApp').press('Enter');
      await dialog.getByRole('button', { name: 'Mengirim...' }).click({ force: true });
      await expect(page.getByText(PROMO_SUCCESS, { exact: true })).toBeVisible();
      await page.waitForTimeout(1000);
      expect(commits.filter((r) => r.url().includes(':commit'))).toHaveLength(1);
      await expect.poll(async () => (await storedWith(marker)).length).toBe(1);
    } finally {
      await removeAll(marker);
    }
  });
});

test.describe('markup written by the shop is shown as text @phone', () => {
  test('an article: title and body with <img onerror> and <script>', async ({ page }, testInfo) => {
    const id = `e2e-xss-${uniqueId(testInfo)}`;
    const judul = `Tips aman ${IMG('artikel-judul')}`;
    const isi = `${SCRIPT('artikel-isi')}\n\nParagraf kedua dengan ${IMG('artikel-isi-img')} di tengah kalimat, ditulis cukup panjang supaya cuplikannya terpotong rapi.`;
    await writeDoc(`artikel/${id}`, { judul, isi, cover: '/img/artikel/baterai.svg' });
    try {
      const ran = watchForScript(page);
      await page.goto(`/artikel/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(judul);
      const body = page.locator('.article-body');
      await expect(body).toContainText(SCRIPT('artikel-isi'));
      await expect(body).toContainText(IMG('artikel-isi-img'));
      await expect(page).toHaveTitle(new RegExp(`^Tips aman <img`));

      // The card on Good News too (excerpt and title).
      await page.goto('/goodnews');
      const card = page.locator('article.card').filter({ hasText: 'Tips aman <img src=x' });
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(judul);
      await expect(card.locator('.card-text')).toContainText('<script>');
      await page.waitForTimeout(300);
      await ran();
    } finally {
      await firestore.remove(`artikel/${id}`);
    }
  });

  test.describe('on the home page', () => {
    test.use({ promoPopupSeen: true });

    test('a testimonial: name and message with <img onerror> and <script>', async ({ page }, testInfo) => {
      const id = `zz-e2e-xss-${uniqueId(testInfo)}`;
      const nama = `Made ${IMG('testi-nama')}`;
      const pesan = `Mantap! ${SCRIPT('testi-pesan')}`;
      // rating 4: home.spec.ts counts the 3- and 5-star testimonials.
      await writeDoc(`testimoni/${id}`, { nama, pesan, rating: 4 });
      try {
        const ran = watchForScript(page);
        await page.goto('/');
        const section = page.getByRole('region', { name: 'Kata Pelanggan' });
        await section.scrollIntoViewIfNeeded();
        const slide = section.locator('.swiper-slide').filter({ hasText: 'Mantap! <script>' });
        await expect(slide).toHaveCount(1);
        await expect(slide.locator('figcaption')).toContainText(nama);
        await expect(slide.locator('blockquote')).toHaveText(pesan);
        await expect(slide.getByRole('img', { name: `Foto ${nama}` })).toHaveAttribute(
          'src',
          '/img/placeholder-avatar.svg',
        );
        await page.waitForTimeout(300);
        await ran();
      } finally {
        await firestore.remove(`testimoni/${id}`);
      }
    });
  });
});

test.describe('member coupon @phone', () => {
  test('a double click on Klaim Kupon claims once: one write, one claim, a success message', async ({
    page,
  }, testInfo) => {
    const id = uniqueId(testInfo);
    const email = `dobel-${id}@contoh.test`;
    const password = 'rahasia-123';
    const uid = `dobel-${id}`;
    await auth.createUsers([{ uid, email, password, displayName: 'Member Dobel', emailVerified: true }]);
    await signIn(page, { email, password });
    await page.goto('/member/kupon');
    const coupon = page.getByRole('article', { name: 'HEMAT10' });
    const writes = watchFirestore(page);
    await coupon.getByRole('button', { name: 'Klaim Kupon' }).dblclick();
    await expect(coupon.getByRole('status')).toHaveText('Berhasil klaim kupon!');
    await expect(coupon.getByRole('button', { name: 'Sudah Diklaim' })).toBeDisabled();
    await page.waitForTimeout(1000);
    expect(writes.filter((r) => r.url().includes(':commit')).map((r) => r.url())).toHaveLength(1);
    const claims = await firestore.list(`users/${uid}/kupon`);
    expect(claims.map((c) => c.id)).toEqual(['hemat10']);
    expect(claims[0]!.data).toMatchObject({ status: 'diklaim' });
  });
});
