// src/features/admin/api.ts against the emulators with the real rules: what the
// admin's browser reads, and that a member cannot.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { countNewPromoRequests, countOutOfStock } from '../../src/features/admin/api';
import { login, logout } from '../../src/features/member/api';
import { firestore, writeDoc } from '../e2e/support/emulators';

const ids = ['it-admin-new', 'it-admin-dihubungi', 'it-admin-selesai'];

afterEach(() => logout());
afterAll(() => Promise.all(ids.map((id) => firestore.remove(`promo_request/${id}`))));

describe('admin dashboard counts on the emulators', () => {
  it('counts out-of-stock items and unhandled promo requests, by aggregation', async () => {
    await login('admin@onegadget.test', 'admin12345');
    const seeded = (await firestore.list('aksesoris')).filter((d) => Number(d.data.stok) <= 0).length;
    expect(await countOutOfStock('aksesoris')).toBe(seeded);

    const before = await countNewPromoRequests();
    const base = { nama: 'IT', whatsapp: '0812345678', alamat: 'x', pesan: 'x' };
    await writeDoc('promo_request/it-admin-new', base);
    await writeDoc('promo_request/it-admin-dihubungi', { ...base, status: 'dihubungi' });
    await writeDoc('promo_request/it-admin-selesai', { ...base, status: 'selesai' });
    expect(await countNewPromoRequests()).toBe(before + 1);
  });

  it('a member cannot count promo requests (they hold phone numbers)', async () => {
    await login('member@onegadget.test', 'member12345');
    await expect(countNewPromoRequests()).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
