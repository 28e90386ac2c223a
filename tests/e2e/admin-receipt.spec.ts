// The repair receipt (nota): the ticket as text, a QR that really decodes to the
// customer's status link, and a print that is one 80 mm strip without the admin
// bar or the screen's buttons, even with 10 items.
import AxeBuilder from '@axe-core/playwright';
import { newRepairCode } from '../../src/lib/new-repair-code';
import { firestore, time, writeDoc } from './support/emulators';
import { INTAKE } from './support/intake';
import { SEEDED_ADMIN, startSignedIn } from './support/member';
import { decodeQr } from './support/qr';
import { expect, test } from './support/test';

const ITEMS = Array.from({ length: 10 }, (_, i) => ({
  nama: `Item uji ${i + 1} <b>tebal</b>`,
  harga: (i + 1) * 25_000,
}));
const TOTAL = ITEMS.reduce((sum, i) => sum + i.harga, 0); // 1.375.000
const MM_IN_PT = 72 / 25.4;

test('the receipt shows the ticket, its QR reads as the status link, and it prints on one 80 mm strip @phone', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000); // sign-in, a decode and a PDF
  const code = newRepairCode();
  await writeDoc(`servisan/${code}`, {
    nama: 'E2E Nota <i>Pelanggan</i>',
    perangkat: 'iPhone 13 Mini',
    tanggalMasuk: time(new Date('2026-03-02T10:00:00+08:00')),
    // A quote not answered yet: the receipt prints it as an estimate.
    status: 'Menunggu persetujuan',
    keluhan: 'Layar bergaris dan baterai cepat habis.',
    historyPerbaikan: [],
    garansi: 'Garansi 30 hari',
    total: TOTAL,
    itemList: ITEMS,
    ...INTAKE,
  });
  // The IMEI is the admin's alone: the private document, beside the number.
  await writeDoc(`servisan_private/${code}`, { whatsapp: '', imei: '356938035643809' });
  try {
    await startSignedIn(page, SEEDED_ADMIN);
    await page.goto(`/admin/servisan/${code}/nota`);

    // On screen: the receipt as text, the way back and the print button, no admin bar.
    const receipt = page.getByRole('article', { name: 'Nota Servis' });
    await expect(receipt.getByTestId('receipt-code')).toHaveText(code);
    await expect(page).toHaveTitle(new RegExp(`^Nota ${code}`));
    const contact = await firestore.get('kontak/aktif');
    if (typeof contact?.alamat === 'string' && contact.alamat.trim())
      await expect(receipt.getByText(contact.alamat.trim())).toBeVisible();
    await expect(receipt.getByText('E2E Nota <i>Pelanggan</i>')).toBeVisible();
    await expect(receipt.getByText('2 Maret 2026')).toBeVisible();
    const rows = receipt.locator('tbody tr');
    await expect(rows).toHaveCount(10);
    for (const [i, item] of ITEMS.entries()) {
      await expect(rows.nth(i).locator('td').first()).toHaveText(item.nama);
    }
    await expect(rows.nth(9).locator('td').last()).toHaveText('Rp 250.000');
    await expect(receipt.getByTestId('receipt-total')).toHaveText('Rp 1.375.000');
    await expect(receipt.getByTestId('receipt-cost-heading')).toHaveText(
      'Perkiraan biaya (menunggu persetujuan)',
    );
    await expect(receipt.getByTestId('receipt-imei')).toHaveText('356938035643809');
    // The warranty once.
    await expect(receipt.getByTestId('receipt-garansi')).toHaveText('Garansi 30 hari');
    // The checklist, ticked as stored, and a line for the customer's signature.
    const intake = receipt.getByTestId('receipt-intake');
    await expect(intake.getByRole('listitem')).toHaveText([
      'Layar normal: Tidak',
      'Bodi mulus: Ya',
      'Tombol berfungsi: Ya',
      'Kamera berfungsi: Ya',
      'Charger: Ya',
      'Dus: Tidak',
      'Tray SIM: Ya',
      'Case: Tidak',
    ]);
    await expect(intake).toContainText('Kode sandi diberikan: Ya');
    await expect(intake).toContainText('Tanda tangan pelanggan');
    await expect(receipt.locator('b, i')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Menu admin' })).toHaveCount(0);
    const back = page.getByRole('link', { name: 'Kembali' });
    await expect(back).toHaveAttribute('href', `/admin/servisan/${code}`);
    const print = page.getByRole('button', { name: 'Cetak nota' });
    await expect(print).toBeVisible();

    // No serious or critical axe finding on the screen view.
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // A phone shows the whole strip without sideways scrolling.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);

    // The button opens the browser's print dialog.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await print.click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

    // The QR, decoded from what the page drew, is the customer's status link.
    const link = `${baseURL}/cek-servisan?kode=${code}`;
    const qr = receipt.getByRole('img', { name: `Kode QR ke ${link}` });
    await expect(qr).toBeVisible();
    expect(await decodeQr(page, '[data-testid="receipt-qr"]')).toBe(link);

    // Printed: the receipt alone, on a single page 80 mm wide.
    await page.emulateMedia({ media: 'print' });
    await expect(receipt).toBeVisible();
    await expect(back).toBeHidden();
    await expect(print).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Menu admin' })).toHaveCount(0);
    const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page(?!s)\b/g) ?? []).toHaveLength(1);
    const box = pdf.match(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/);
    expect(box, 'the PDF has a MediaBox').not.toBeNull();
    expect(Number(box![1]) / MM_IN_PT).toBeCloseTo(80, 0);
    // As tall as the receipt: longer than wide with 10 items, and no metre of blank paper.
    const heightMm = Number(box![2]) / MM_IN_PT;
    expect(heightMm).toBeGreaterThan(80);
    expect(heightMm).toBeLessThan(400);
  } finally {
    await firestore.remove(`servisan/${code}`);
    await firestore.remove(`servisan_private/${code}`);
  }
});

test('a code with no ticket says so, with the way back @phone', async ({ page }) => {
  await startSignedIn(page, SEEDED_ADMIN);
  await page.goto(`/admin/servisan/${newRepairCode()}/nota`);
  await expect(page.getByText('Data servisan tidak ditemukan.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ke daftar servisan' })).toHaveAttribute(
    'href',
    '/admin/servisan',
  );
  await expect(page.getByRole('link', { name: 'Kembali' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cetak nota' })).toHaveCount(0);
});
