// The price-list and accessory api functions reading the seed through the real emulator.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listAccessories } from '../../src/features/accessories/api';
import { listLaptops, listPhones, listServicePrices, listSpareparts } from '../../src/features/pricelist/api';
import { sortPricelist } from '../../src/features/pricelist/pricelist';
import { clearCache } from '../../src/firebase/visitor/cache';
import { firestore, rebuildVisitorLists, writeDoc } from '../e2e/support/emulators';

beforeEach(() => clearCache());

describe('pricelist api on the emulator', () => {
  it('reads only the iPhone slice for the iPhone tab, with typed fields', async () => {
    const [items, all] = await Promise.all([listPhones('hp'), firestore.list('pricelist')]);
    const seeded = all.filter((d) => d.data.kategori === 'hp');
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.map((i) => i.id).sort()).toEqual(seeded.map((d) => d.id).sort());
    for (const i of items) {
      expect(i.kategori).toBe('hp');
      expect(i.createdAt).toBeInstanceOf(Date);
      expect(typeof i.second).toBe('number');
      expect(Array.isArray(i.colours)).toBe(true);
    }
    expect(items.some((i) => i.stok === 0)).toBe(true);
    expect(items.some((i) => i.stok > 0)).toBe(true);
    expect(new Set(items.map((i) => i.createdAt?.getTime())).size).toBe(items.length);
  });

  it('reads Android only for the Android tab, and laptop plus mac for Laptop / Mac', async () => {
    const android = await listPhones('android');
    expect(android.length).toBeGreaterThanOrEqual(3);
    expect(new Set(android.map((i) => i.kategori))).toEqual(new Set(['android']));
    const laptops = await listLaptops();
    expect(new Set(laptops.map((i) => i.kategori))).toEqual(new Set(['laptop', 'mac']));
    const sorted = sortPricelist(laptops);
    expect(sorted[0]!.createdAt!.getTime()).toBe(Math.max(...laptops.map((i) => i.createdAt!.getTime())));
  });

  it('reads service prices over at least 3 device types and all three kategori', async () => {
    const items = await listServicePrices();
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(new Set(items.map((i) => i.type)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(items.map((i) => i.kategori))).toEqual(new Set(['interface', 'hardware', 'software']));
    expect(items.every((i) => i.biaya > 0 && i.jenis)).toBe(true);
  });

  it('reads spareparts', async () => {
    const items = await listSpareparts();
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.every((i) => i.nama && i.kategori && typeof i.harga === 'number')).toBe(true);
  });
});

describe('pricelist kategori as the shop really wrote it', () => {
  const docs: Record<string, string> = {
    'it-kategori-HP': 'HP',
    'it-kategori-Hp-padded': ' Hp ',
    'it-kategori-hp-trailing': 'hp ',
    'it-kategori-Android': 'Android',
    'it-kategori-ANDROID-padded': ' ANDROID',
    'it-kategori-Mac': 'Mac',
    'it-kategori-LAPTOP': 'LAPTOP ',
  };
  beforeEach(async () => {
    for (const [id, kategori] of Object.entries(docs)) {
      await writeDoc(`pricelist/${id}`, { brand: 'Test', type: id, kategori, stok: 1, baru: 1_000_000 });
    }
    await rebuildVisitorLists();
    clearCache();
  });
  afterEach(async () => {
    for (const id of Object.keys(docs)) await firestore.remove(`pricelist/${id}`);
    await rebuildVisitorLists();
  });

  it('each appears in its own tab, with the kategori tidied, and in no other tab', async () => {
    const ids = (items: { id: string }[]) =>
      items.map((i) => i.id).filter((id) => id.startsWith('it-kategori-'));
    const [hp, android, laptop] = await Promise.all([listPhones('hp'), listPhones('android'), listLaptops()]);
    expect(ids(hp).sort()).toEqual(['it-kategori-HP', 'it-kategori-Hp-padded', 'it-kategori-hp-trailing']);
    expect(ids(android).sort()).toEqual(['it-kategori-ANDROID-padded', 'it-kategori-Android']);
    expect(ids(laptop).sort()).toEqual(['it-kategori-LAPTOP', 'it-kategori-Mac']);
    expect(new Set(hp.map((i) => i.kategori))).toEqual(new Set(['hp']));
    expect(new Set(android.map((i) => i.kategori))).toEqual(new Set(['android']));
    expect(new Set(laptop.map((i) => i.kategori))).toEqual(new Set(['laptop', 'mac']));
  });
});

describe('catalogue cache', () => {
  const extra = 'pricelist/it-cache-check';
  afterEach(async () => {
    await firestore.remove(extra);
    await rebuildVisitorLists();
  });

  it('a tab read again within the cache life reads nothing new', async () => {
    const first = await listPhones('hp');
    await writeDoc(extra, { brand: 'Test', type: 'Cache', kategori: 'hp', stok: 1 });
    await rebuildVisitorLists();
    const again = await listPhones('hp');
    expect(again.map((i) => i.id)).toEqual(first.map((i) => i.id));
    clearCache();
    expect((await listPhones('hp')).map((i) => i.id)).toContain('it-cache-check');
  });
});

describe('aksesoris api on the emulator', () => {
  it('reads every accessory with the default category, stock and an image that exists', async () => {
    const items = await listAccessories();
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(new Set(items.map((i) => i.kategori)).size).toBeGreaterThanOrEqual(3);
    expect(items.some((i) => i.stok <= 0)).toBe(true);
    const raw = await firestore.list('aksesoris');
    const withoutCategory = raw.filter((d) => !d.data.kategori).map((d) => d.id);
    expect(withoutCategory.length).toBeGreaterThanOrEqual(1);
    for (const id of withoutCategory) expect(items.find((i) => i.id === id)?.kategori).toBe('Lainnya');
    for (const i of items) {
      expect(i.gambar, i.id).toMatch(/^\/img\//);
      expect(existsSync(path.join('public', i.gambar)), i.gambar).toBe(true);
    }
  });
});
