// The visitor lists (src/firebase/lists.ts) on the emulators with the real rules:
// built from the seed, kept current by the admin's saves, imports and deletes in
// their own transactions, and read by a visitor over REST as the page reads them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildList } from '../../src/firebase/list-changes';
import { checkLists, repairLists } from '../../src/features/admin/core/lists-api';
import { deleteRecord, saveRecord, saveRows, withIds } from '../../src/features/admin/core/records-api';
import { schemaOf } from '../../src/features/admin/core/schema';
import { login, logout } from '../../src/features/member/api';
import { clearCache } from '../../src/firebase/visitor/cache';
import { readList } from '../../src/firebase/visitor/list-read';
import { firestore, rebuildVisitorLists, writeDoc } from '../e2e/support/emulators';

const pricelist = schemaOf('pricelist')!;
const admin = { uid: 'admin-demo', email: 'admin@onegadget.test' };
const phone = {
  brand: 'Apple',
  type: 'iPhone Daftar',
  kategori: 'hp',
  colours: [],
  baru: 9_000_000,
  second: 7_000_000,
  stok: 2,
};
const made: string[] = [];

beforeAll(() => login('admin@onegadget.test', 'admin12345'));
beforeEach(() => clearCache());
afterAll(async () => {
  await logout();
  await Promise.all(made.map((id) => firestore.remove(`pricelist/${id}`)));
  // Removed around the admin: the lists follow, for the suites after this one.
  await rebuildVisitorLists();
});

/** What a fresh visitor's page gets for a tab, by id. */
async function visitorRows(name: 'hp' | 'android' | 'aksesoris') {
  clearCache();
  const docs = await readList(name);
  return new Map((docs ?? []).map((d) => [d.id, d.data]));
}

describe('the visitor lists on the emulators', () => {
  it('a visitor reads the seed’s tab from its list, as its collection holds it', async () => {
    const stored = await firestore.list('pricelist');
    const want = new Map(buildList('hp', stored).flatMap(([, rows]) => Object.entries(rows)));
    const rows = await visitorRows('hp');
    expect([...rows.keys()].sort()).toEqual([...want.keys()].sort());
    expect(rows.size).toBeGreaterThan(0);
  });

  it(
    'an admin’s save, change of tab and delete reach a fresh visitor’s list',
    { timeout: 60_000 },
    async () => {
      const created = await saveRecord(pricelist, phone, null, admin);
      made.push(created.id);
      expect((await visitorRows('hp')).get(created.id)).toMatchObject({
        type: 'iPhone Daftar',
        baru: 9_000_000,
      });
      expect((await visitorRows('hp')).get(created.id)?.createdAt).toBeInstanceOf(Date);

      const cheaper = await saveRecord(pricelist, { ...phone, baru: 8_500_000 }, created, admin);
      expect((await visitorRows('hp')).get(created.id)).toMatchObject({ baru: 8_500_000 });

      const moved = await saveRecord(
        pricelist,
        { ...phone, baru: 8_500_000, kategori: 'android' },
        cheaper,
        admin,
      );
      expect((await visitorRows('hp')).has(created.id)).toBe(false);
      expect((await visitorRows('android')).get(created.id)).toMatchObject({ kategori: 'android' });
      expect((await visitorRows('android')).get(created.id)).not.toHaveProperty('_riwayat');

      await deleteRecord(pricelist, moved, admin);
      expect((await visitorRows('android')).has(created.id)).toBe(false);
    },
  );

  it('an import’s new rows join the list in the batch that stores them', { timeout: 60_000 }, async () => {
    const rows = withIds('pricelist', [
      { id: '', before: null, data: { ...phone, type: 'Impor Daftar 1' } },
      { id: '', before: null, data: { ...phone, type: 'Impor Daftar 2', kategori: 'android' } },
    ]);
    made.push(...rows.map((r) => r.id));
    await saveRows(pricelist, 'impor', rows, admin, () => {});
    expect((await visitorRows('hp')).get(rows[0]!.id)).toMatchObject({ type: 'Impor Daftar 1' });
    expect((await visitorRows('android')).get(rows[1]!.id)).toMatchObject({ type: 'Impor Daftar 2' });
  });

  it('a list behind an edit made outside the admin: the admin sees it, and the rebuild repairs it', async () => {
    const [{ id, data }] = (await firestore.list('pricelist')).filter((d) => d.data.kategori === 'hp');
    const outside = Number(data.baru) + 1;
    await writeDoc(`pricelist/${id}`, {
      ...data,
      createdAt: { __time__: (data.createdAt as Date).toISOString() },
      baru: outside,
    });

    const hp = (await checkLists('pricelist')).find((h) => h.name === 'hp')!;
    expect(hp.built).toBe(true);
    expect(hp.drift).toEqual({ missing: [], extra: [], changed: [id] });

    const repaired = await repairLists('pricelist');
    expect(repaired.every((h) => h.built && h.drift === null)).toBe(true);
    expect((await visitorRows('hp')).get(id)).toMatchObject({ baru: outside });
    // The seed's price back, for the suites after this one (afterAll rebuilds the lists).
    await writeDoc(`pricelist/${id}`, {
      ...data,
      createdAt: { __time__: (data.createdAt as Date).toISOString() },
    });
  });
});
