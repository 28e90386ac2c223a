// A price-list tab's first rows (one small query by createdAt, while its visitor
// list was never built: with a list, the list is the whole tab in one read) against the real
// emulator: they are always the start of the full tab's sorted list, whatever the
// shop's data holds (legacy items without createdAt, null or text createdAt, one
// createdAt for a whole import, kategori spellings).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_ROWS, listFirstRows, listLaptops, listPhones } from '../../src/features/pricelist/api';
import { sortPricelist } from '../../src/features/pricelist/pricelist';
import { clearCache } from '../../src/firebase/visitor/cache';
import type { PricelistItem } from '../../src/firebase/types';
import { dropVisitorLists, firestore, rebuildVisitorLists, time } from '../e2e/support/emulators';

const ids = (items: PricelistItem[]) => items.map((i) => i.id);
const minute = (n: number) => new Date(Date.UTC(2030, 0, 1, 0, n));

/** Expects `rows` to open the sorted full list, and returns the full list. */
async function expectOpening(rows: PricelistItem[], readFull: () => Promise<PricelistItem[]>) {
  const full = sortPricelist(await readFull());
  expect(ids(full.slice(0, rows.length))).toEqual(ids(rows));
  return full;
}

describe('listFirstRows on the emulator', () => {
  const written: string[] = [];
  async function write(docs: [id: string, data: Record<string, unknown>][]) {
    await firestore.writeDocuments(docs.map(([id, data]) => ({ path: `pricelist/${id}`, data })));
    written.push(...docs.map(([id]) => id));
  }
  beforeAll(() => dropVisitorLists('hp', 'android', 'laptop'));
  afterAll(() => rebuildVisitorLists());
  beforeEach(() => clearCache());
  afterEach(async () => {
    for (const id of written.splice(0)) await firestore.remove(`pricelist/${id}`);
  });

  it('a tab with fewer dated items than a page: all of them, and the legacy ones only in the full read', async () => {
    await write([
      ['it-first-legacy', { brand: 'Apple', type: 'iPhone 7', kategori: 'hp', stok: 1 }],
      ['it-first-null', { brand: 'Apple', type: 'iPhone 6', kategori: 'HP ', stok: 1, createdAt: null }],
      [
        'it-first-new',
        { brand: 'Apple', type: 'iPhone 16', kategori: ' Hp', stok: 1, createdAt: time(minute(0)) },
      ],
    ]);
    const rows = await listFirstRows('hp');
    expect(rows[0]!.id).toBe('it-first-new'); // a kategori spelling as the shop wrote it
    expect(ids(rows)).not.toContain('it-first-legacy');
    expect(ids(rows)).not.toContain('it-first-null');
    const full = await expectOpening(rows, () => listPhones('hp'));
    expect(rows.length).toBe(full.length - 2);
    expect(ids(full.slice(-2)).sort()).toEqual(['it-first-legacy', 'it-first-null']);
  });

  it('a full page cut inside one createdAt (an import) gives only the rows above the cut', async () => {
    const docs: [string, Record<string, unknown>][] = [];
    // 15 items a minute apart, then 10 of one import, all newer than the seed.
    for (let i = 0; i < 15; i++)
      docs.push([
        `it-first-${i}`,
        {
          brand: 'Asus',
          type: `Vivobook ${i}`,
          kategori: i % 2 ? 'Mac' : 'laptop',
          createdAt: time(minute(100 + i)),
        },
      ]);
    for (let i = 0; i < 10; i++)
      docs.push([
        `it-first-import-${i}`,
        { brand: 'Apple', type: `MacBook ${i}`, kategori: 'mac ', createdAt: time(minute(50)) },
      ]);
    // Text and number createdAt sort apart from Timestamps in Firestore: the query leaves them out.
    docs.push([
      'it-first-text',
      { brand: 'Apple', type: 'MacBook Text', kategori: 'mac', createdAt: '2020-01-01' },
    ]);
    docs.push(['it-first-number', { brand: 'Apple', type: 'MacBook Number', kategori: 'mac', createdAt: 5 }]);
    await write(docs);

    const rows = await listFirstRows('laptop');
    expect(FIRST_ROWS).toBe(20);
    expect(rows).toHaveLength(15); // 5 of the import came in the page of 20; their 5 equals did not
    expect(ids(rows)).toEqual(Array.from({ length: 15 }, (_, i) => `it-first-${14 - i}`));
    const full = await expectOpening(rows, listLaptops);
    expect(ids(full)).toEqual(expect.arrayContaining(['it-first-text', 'it-first-number']));
  });
});
