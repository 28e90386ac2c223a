// "Dalam garansi" on the ticket list: a ticket staff mark collected with a
// warranty is listed at once, and a ticket collected before the warranty's end
// was stored appears once the owner taps "Lengkapi tanggal garansi".
import { expectAccessible } from './support/axe';
import { firestore, time, writeDoc } from './support/emulators';
import { SEEDED_ADMIN, startSignedIn } from './support/member';
import { expect, test } from './support/test';

// Buttons settle at once (Bootstrap drops their colour transition for reduced motion): the
// accessibility check after a tap read the tapped button's colours mid-transition (2.5:1) once.
test.use({ promoPopupSeen: true, reducedMotion: 'reduce' });

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

/** A ticket with 'Masuk' `days` ago and, when given, its last status `at` days ago. */
function ticket(nama: string, status: string, garansiHari: number, at: number) {
  return {
    nama,
    perangkat: 'Samsung A54',
    keluhan: 'Baterai cepat habis',
    tanggalMasuk: time(daysAgo(at + 2)),
    garansi: 'Garansi baterai',
    garansiHari,
    itemList: [{ nama: 'Baterai', harga: 450000 }],
    total: 450000,
    status,
    historyPerbaikan: [
      { tanggal: time(daysAgo(at + 2)), keterangan: 'Masuk' },
      { tanggal: time(daysAgo(at)), keterangan: status },
    ],
    createdAt: time(daysAgo(at + 2)),
  };
}

/** The list's "Dalam garansi" rows. */
const warrantyList = '/admin/servisan?status=garansi';

test('staff mark a ticket collected with a warranty: it is listed under "Dalam garansi" @phone', async ({
  page,
}, info) => {
  const code = `OG-GRSBARU${info.project.name === 'phone' ? 'PHN' : 'DSK'}`;
  await writeDoc(`servisan/${code}`, ticket('Uji Garansi Baru', 'Selesai - Siap diambil', 30, 0));
  await startSignedIn(page, SEEDED_ADMIN);
  await page.goto(warrantyList);
  await expect(page.getByTestId('warranty-backfill')).toBeVisible();
  await expect(page.getByTestId('ticket-row').filter({ hasText: code })).toHaveCount(0);

  await page.goto(`/admin/servisan/${code}`);
  await page
    .getByRole('group', { name: 'Ubah status' })
    .getByRole('button', { name: 'Diambil', exact: true })
    .click();
  await expect(page.getByTestId('ticket-status')).toHaveText('Diambil');

  await page.goto(warrantyList);
  const row = page.getByTestId('ticket-row').filter({ hasText: code });
  await expect(row).toContainText(/Garansi sampai \d{1,2} \w{3} 20\d\d/);
  expect((await firestore.get(`servisan/${code}`))?.garansiSampai).toBeInstanceOf(Date);
});

test('a ticket collected before the warranty end was stored appears once the owner fills it in @phone', async ({
  page,
}, info) => {
  const code = `OG-GRSTUA${info.project.name === 'phone' ? 'PHN' : 'DSK'}X`;
  // A year's warranty, collected 200 days ago, written as before the end was stored.
  await writeDoc(`servisan/${code}`, ticket('Uji Garansi Lama', 'Diambil', 365, 200));
  await startSignedIn(page, SEEDED_ADMIN);
  await page.goto(warrantyList);
  const card = page.getByTestId('warranty-backfill');
  await expect(card.getByRole('heading', { name: 'Lengkapi tanggal garansi tiket lama' })).toBeVisible();
  const row = page.getByTestId('ticket-row').filter({ hasText: code });
  await expect(row).toHaveCount(0);

  await card.getByRole('button', { name: 'Lengkapi tanggal garansi' }).click();
  await expect(card.getByTestId('warranty-backfill-result')).toContainText(
    /^Selesai: \d+ tiket yang sudah diambil diperiksa, \d+ dilengkapi tanggal garansinya\./,
    { timeout: 30_000 },
  );
  await expect(row).toContainText(/Garansi sampai \d{1,2} \w{3} 20\d\d/);
  await expectAccessible(page, warrantyList);
  const filled = await firestore.get(`servisan/${code}`);
  expect(filled?.garansiSampai).toBeInstanceOf(Date);
  expect(await firestore.get(`riwayat/${String(filled!._riwayat)}`)).toMatchObject({
    collection: 'servisan',
    action: 'ubah',
    docIds: [code],
  });

  // A second run leaves it as it is.
  await card.getByRole('button', { name: 'Lengkapi tanggal garansi' }).click();
  await expect(card.getByTestId('warranty-backfill-result')).toContainText(/^Selesai: /, { timeout: 30_000 });
  expect((await firestore.get(`servisan/${code}`))?._riwayat).toBe(filled!._riwayat);
});
