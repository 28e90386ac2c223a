// src/firebase/signed-in/lite-db.ts (Firestore Lite) against the real emulator.
import { describe, expect, it } from 'vitest';
import { addDocument, getDocById, listDocs } from '../../src/firebase/signed-in/lite-db';
import { firestore } from '../e2e/support/emulators';

describe('lite-db on the emulator', () => {
  it('reads a seeded document with its timestamp as a Date', async () => {
    await firestore.writeDocuments([
      { path: 'kontak/integration', data: { jam: '09.00', at: { __time__: '2025-06-01T10:00:00+08:00' } } },
    ]);
    const doc = await getDocById('kontak/integration');
    expect(doc?.data.jam).toBe('09.00');
    expect(doc?.data.at).toEqual(new Date('2025-06-01T02:00:00Z'));
    await firestore.remove('kontak/integration');
  });

  it('filters a list with where()', async () => {
    await firestore.writeDocuments([
      { path: 'pricelist/it-a', data: { kategori: 'it-test', type: 'A' } },
      { path: 'pricelist/it-b', data: { kategori: 'other-test', type: 'B' } },
    ]);
    const docs = await listDocs('pricelist', { where: [['kategori', '==', 'it-test']] });
    expect(docs.map((d) => d.id)).toEqual(['it-a']);
    await Promise.all([firestore.remove('pricelist/it-a'), firestore.remove('pricelist/it-b')]);
  });

  it('a visitor write that the rules refuse rejects with permission-denied', async () => {
    await expect(addDocument('promo_request', { nama: 'x' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('returns null for a missing document', async () => {
    expect(await getDocById('artikel/tidak-ada')).toBeNull();
  });
});
