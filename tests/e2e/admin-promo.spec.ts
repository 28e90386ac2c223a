// The promo inbox: a visitor's request from the home page reaches the admin,
// shown as text, with a chat link to the visitor's number, and its status
// changes with a history entry.
import { firestore } from './support/emulators';
import { SEEDED_ADMIN, signIn } from './support/member';
import { expect, takenOver, test } from './support/test';

test.use({ promoPopupSeen: true });

const PESAN = '<b>hi</b> https://evil.test iPhone 12 layar bergaris';

test('a promo request from the home page appears in the inbox and changes status, with history @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000); // visitor, sign-in, two status writes
  const nama = `E2E Inbox ${Date.now()}-${testInfo.project.name}`;

  // The visitor asks for a promo.
  await page.goto('/');
  await takenOver(page);
  await page.getByRole('button', { name: 'Ajukan Promo' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Ajukan Promo' });
  await dialog.getByLabel('Nama Lengkap').fill(nama);
  await dialog.getByLabel('WhatsApp').fill('0813-7777-8888');
  await dialog.getByLabel('Alamat').fill('Jl. Sunset Road No. 12, Kuta');
  await dialog.getByLabel('Pesan').fill(PESAN);
  await dialog.getByRole('button', { name: 'Kirim Pengajuan' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 15_000 });
  await expect
    .poll(async () => (await firestore.list('promo_request')).some((d) => d.data.nama === nama))
    .toBe(true);
  const id = (await firestore.list('promo_request')).find((d) => d.data.nama === nama)!.id;

  try {
    // The admin finds it in the inbox, newest first, as text.
    await signIn(page, SEEDED_ADMIN);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Promo' }).click();
    await expect(page).toHaveURL(/\/admin\/promo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Promo' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Bagian promo' }).getByRole('link', { name: 'Pengajuan' }),
    ).toHaveAttribute('aria-current', 'page');
    const card = page.getByRole('listitem', { name: `Pengajuan ${nama}` });
    await expect(card.getByRole('heading', { name: nama })).toBeVisible();
    await expect(card.getByTestId('promo-pesan')).toHaveText(PESAN);
    await expect(card.locator('b')).toHaveCount(0);
    await expect(card.getByRole('link')).toHaveCount(1); // only the chat
    await expect(card.getByTestId('promo-status')).toHaveText('Baru');

    const chat = card.getByRole('link', { name: `Balas ${nama} via WhatsApp` });
    const href = new URL((await chat.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://wa.me/6281377778888');
    expect(href.searchParams.get('text')).toContain(`Halo ${nama}`);
    expect(href.searchParams.get('text')).toContain(PESAN);

    // One tap each: dihubungi, then Jadi.
    const status = card.getByRole('group', { name: `Status ${nama}` });
    await status.getByRole('button', { name: 'Dihubungi' }).click();
    await expect(card.getByTestId('promo-status')).toHaveText('Dihubungi', { timeout: 15_000 });
    await status.getByRole('button', { name: 'Jadi' }).click();
    await expect(card.getByTestId('promo-status')).toHaveText('Jadi', { timeout: 15_000 });

    // Stored, with what the visitor wrote untouched and the entry that records it.
    const stored = await firestore.get(`promo_request/${id}`);
    expect(stored).toMatchObject({ nama, pesan: PESAN, whatsapp: '0813-7777-8888', status: 'jadi' });
    const entry = await firestore.get(`riwayat/${String(stored!._riwayat)}`);
    expect(entry).toMatchObject({ collection: 'promo_request', action: 'status', docIds: [id] });
    expect((entry!.items as Record<string, { after: { status: string } }>)[id]!.after.status).toBe('jadi');

    // The filter shows it under Jadi, and no longer under Baru.
    const filters = page.getByRole('group', { name: 'Saring status' });
    await filters.getByRole('button', { name: /^Jadi/ }).click();
    await expect(page).toHaveURL(/\?status=jadi$/);
    await expect(card).toBeVisible();
    await filters.getByRole('button', { name: /^Baru/ }).click();
    await expect(card).toHaveCount(0);

    // After a fresh read too.
    await page.reload();
    await expect(page.getByRole('listitem', { name: `Pengajuan ${nama}` })).toHaveCount(0);
    await page.getByRole('group', { name: 'Saring status' }).getByRole('button', { name: /^Jadi/ }).click();
    await expect(
      page.getByRole('listitem', { name: `Pengajuan ${nama}` }).getByTestId('promo-status'),
    ).toHaveText('Jadi');
  } finally {
    await firestore.remove(`promo_request/${id}`);
  }
});
