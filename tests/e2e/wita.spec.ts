// Dates are the shop's (WITA, Asia/Makassar) on any phone: a tourist in New York who
// checks a repair sees the day it came into the shop in Bali, not New York's day.
import { firestore, time, writeDoc } from './support/emulators';
import { expect, test } from './support/test';

test.use({ timezoneId: 'America/New_York' });

test('Cek Servisan on a New York phone shows the day in Bali @phone', async ({ page }, info) => {
  const code = `OG-E2EWITA${info.project.name.toUpperCase()}`;
  // 01.30 WITA on 27 November 2026: 26 November, 12.30, in New York.
  const cameIn = new Date('2026-11-26T17:30:00Z');
  try {
    await writeDoc(`servisan/${code}`, {
      nama: 'Uji Zona Waktu',
      perangkat: 'iPhone 13',
      status: 'Masuk',
      keluhan: 'Layar bergaris.',
      tanggalMasuk: time(cameIn),
      historyPerbaikan: [{ tanggal: time(cameIn), keterangan: 'Masuk' }],
      total: 0,
      itemList: [],
    });
    await page.goto(`/cek-servisan?kode=${code}`);
    expect(await page.evaluate(() => new Date('2026-11-26T17:30:00Z').getDate())).toBe(26);
    const result = page.locator('article.repair-result');
    await expect(result.locator('dt:text-is("Tanggal Masuk") + dd')).toHaveText('27 November 2026');
    await expect(result).toContainText('27 November 2026');
    await expect(result).not.toContainText('26 November 2026');
  } finally {
    await firestore.remove(`servisan/${code}`);
  }
});
