// The owner's WhatsApp messages for the repair statuses: written in the admin with a
// preview (a mark it does not know refused beside the field), then after a status
// change the chat to the customer holds that status's message, filled in.
import { asSeedFormat, firestore, writeDoc } from './support/emulators';
import { SEEDED_ADMIN, startSignedIn } from './support/member';
import { expect, test } from './support/test';
import { rp } from '../../src/test/rupiah';

test.use({ promoPopupSeen: true });

const TEMPLATES = 'pesan_servis/template';

test("the owner writes the approval message; after the status change the customer's chat holds it, filled in @phone", async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const code = `OG-PESAN${info.project.name.toUpperCase()}`;
  await writeDoc(`servisan/${code}`, {
    nama: 'Made Wirawan',
    perangkat: 'Samsung A54',
    keluhan: 'Baterai cepat habis',
    itemList: [{ nama: 'Baterai', harga: 375000 }],
    total: 375000,
    status: 'Masuk',
    historyPerbaikan: ['1 Juni 2025 – Unit diterima.'],
  });
  await writeDoc(`servisan_private/${code}`, { whatsapp: '0813-3800-1234' });
  // The seeded templates (the words after a refused quote): other specs read them.
  const seeded = await firestore.get(TEMPLATES);
  try {
    await startSignedIn(page, SEEDED_ADMIN);
    await page.goto('/admin/katalog');
    await page.getByRole('link', { name: 'Pesan WhatsApp Servis' }).click();
    const field = page.getByLabel('Pesan: Menunggu persetujuan');
    await field.fill('Halo {nama}, biaya servis {perangkat}: {total}. Harga {harga}.');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(field).toHaveAccessibleDescription(/Tanda \{harga\} tidak dikenal\./);
    expect(await firestore.get(TEMPLATES)).toEqual(seeded);

    await field.fill('Halo {nama}, biaya servis {perangkat} ({kode}): {total}. Jawab di {link}');
    await expect(page.getByTestId('message-preview')).toContainText(
      'Halo Putu, biaya servis iPhone 13 128GB (OG-7K2QM9XDHT): Rp 850.000. Jawab di',
    );
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Tersimpan.' })).toBeVisible();

    await page.goto(`/admin/servisan/${code}`);
    await page
      .getByRole('group', { name: 'Ubah status' })
      .getByRole('button', { name: 'Menunggu persetujuan' })
      .click();
    await expect(page.getByTestId('ticket-status')).toHaveText('Menunggu persetujuan');
    const chat = page.getByRole('link', { name: 'Kabari pelanggan via WhatsApp: Menunggu persetujuan' });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/6281338001234\?text=/);
    const origin = new URL(page.url()).origin;
    expect(new URL((await chat.getAttribute('href'))!).searchParams.get('text')).toBe(
      rp(
        `Halo Made Wirawan, biaya servis Samsung A54 (${code}): Rp 375.000. Jawab di ${origin}/cek-servisan?kode=${code}`,
      ),
    );
  } finally {
    if (seeded) await writeDoc(TEMPLATES, asSeedFormat(seeded));
    else await firestore.remove(TEMPLATES);
    await firestore.remove(`servisan/${code}`);
    await firestore.remove(`servisan_private/${code}`);
  }
});
