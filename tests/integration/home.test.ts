// Home and promo request api (src/features/home/api.ts, src/features/home/promo-request/api.ts)
// against the seeded emulator, through the real security rules.
import { afterAll, describe, expect, it } from 'vitest';
import { PROMO_REQUEST_LIMITS } from '../../src/firebase/specs/promo-request';
import { PLACEHOLDER_PHOTO } from '../../src/firebase/specs/testimoni';
import { getShopContact } from '../../src/firebase/visitor/shop-contact';
import { getPromo, listTestimonials } from '../../src/features/home/api';
import { newPromoRequestId, submitPromoRequest } from '../../src/features/home/promo-request/api';
import { firestore } from '../e2e/support/emulators';

const created: string[] = [];

afterAll(async () => {
  await Promise.all(created.map((id) => firestore.remove(`promo_request/${id}`)));
});

describe('home data on the emulator', () => {
  it('reads the seeded contact: some links set, tiktok empty, e-mail missing', async () => {
    const contact = await getShopContact();
    expect(contact.whatsapp).toBe('081234567890');
    expect(contact.instagram).not.toBe('');
    expect(contact.shopee).not.toBe('');
    expect(contact.tiktok).toBe('');
    expect(contact.email).toBe('');
    expect(contact.alamat).toMatch(/Denpasar/);
    expect(contact.jam).not.toBe('');
  });

  it('reads the active promo with at least three slider lines and an image', async () => {
    const promo = await getPromo();
    expect(promo?.judul).toBeTruthy();
    expect(promo?.slider.length).toBeGreaterThanOrEqual(3);
    expect(promo?.gambar).toBe('/img/home/promo-aktif.svg');
  });

  it('lists at least six testimonials rated 3 to 5, one on the placeholder photo', async () => {
    const list = await listTestimonials();
    expect(list.length).toBeGreaterThanOrEqual(6);
    const ratings = new Set(list.map((t) => t.rating));
    for (const r of [3, 4, 5]) expect(ratings).toContain(r);
    expect(list.filter((t) => t.foto === PLACEHOLDER_PHOTO)).toHaveLength(1);
    for (const t of list) expect(t.nama && t.pesan).toBeTruthy();
  });
});

describe('promo request on the emulator', () => {
  it('stores the four trimmed fields and the server time', async () => {
    const nama = `Integrasi ${Date.now()}`;
    const before = Date.now();
    const id = await submitPromoRequest(
      {
        nama: `  ${nama} `,
        whatsapp: ' 081299998888 ',
        alamat: 'Jl. Raya Kuta No. 1, Badung',
        pesan: 'iPhone XR, Face ID tidak berfungsi',
      },
      newPromoRequestId(),
    );
    created.push(id);
    const doc = await firestore.get(`promo_request/${id}`);
    expect(doc).toMatchObject({
      nama,
      whatsapp: '081299998888',
      alamat: 'Jl. Raya Kuta No. 1, Badung',
      pesan: 'iPhone XR, Face ID tidak berfungsi',
    });
    expect(Object.keys(doc ?? {}).sort()).toEqual(['alamat', 'nama', 'pesan', 'timestamp', 'whatsapp']);
    const at = (doc?.timestamp as Date).getTime();
    expect(at).toBeGreaterThan(before - 60_000);
    expect(at).toBeLessThan(Date.now() + 60_000);
  });

  it('over-long input is cut to the limits, so the rules accept it', async () => {
    const id = await submitPromoRequest(
      {
        nama: `Panjang ${Date.now()} ${'n'.repeat(300)}`,
        whatsapp: '0812'.repeat(10),
        alamat: 'a'.repeat(500),
        pesan: 'p'.repeat(3000),
      },
      newPromoRequestId(),
    );
    created.push(id);
    const doc = await firestore.get(`promo_request/${id}`);
    expect((doc?.pesan as string).length).toBe(PROMO_REQUEST_LIMITS.pesan);
    expect((doc?.whatsapp as string).length).toBe(PROMO_REQUEST_LIMITS.whatsapp);
  });

  it('blank values are refused by the rules', async () => {
    await expect(
      submitPromoRequest(
        { nama: '   ', whatsapp: '081234567', alamat: 'Denpasar', pesan: 'x' },
        newPromoRequestId(),
      ),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('a WhatsApp value that is not a phone number is refused by the rules', async () => {
    for (const whatsapp of ['WA saya di bio', '<b>0812</b>', '0812']) {
      await expect(
        submitPromoRequest({ nama: 'Junk', whatsapp, alamat: 'Denpasar', pesan: 'x' }, newPromoRequestId()),
      ).rejects.toMatchObject({ code: 'permission-denied' });
    }
  });

  it('sent again under the same id, the request is stored once', async () => {
    const nama = `Ulang ${Date.now()}`;
    const input = {
      nama,
      whatsapp: '0812 7777 6666',
      alamat: 'Jl. Bypass Ngurah Rai',
      pesan: 'Redmi 9, mati total',
    };
    const id = newPromoRequestId();
    await expect(submitPromoRequest(input, id)).resolves.toBe(id);
    created.push(id);
    // The retry of a send whose answer never came: already there, so it counts as sent.
    await expect(submitPromoRequest(input, id, { afterUnsureAttempt: true })).resolves.toBe(id);
    // Without that doubt, a second write to the id is a refusal: no overwrite.
    await expect(submitPromoRequest({ ...input, pesan: 'diganti' }, id)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const stored = (await firestore.list('promo_request')).filter((d) => d.data.nama === nama);
    expect(stored.map((d) => d.id)).toEqual([id]);
    expect(stored[0]!.data.pesan).toBe('Redmi 9, mati total');
  });
});
