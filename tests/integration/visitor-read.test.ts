// src/firebase/visitor/visitor-read.ts (a visitor's reads over REST, no SDK) against the real
// emulator: the same documents, values and order as Firestore Lite gives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as lite from '../../src/firebase/signed-in/lite-db';
import { getDocById, listDocs, type Filter } from '../../src/firebase/visitor/visitor-read';
import { firestore } from '../e2e/support/emulators';

const DOCS = [
  {
    path: 'pricelist/rest-a',
    data: {
      kategori: 'rest-test',
      type: 'A',
      harga: 100,
      createdAt: { __time__: '2025-06-01T10:00:00+08:00' },
    },
  },
  {
    path: 'pricelist/rest-b',
    data: {
      kategori: 'REST-test ',
      type: 'B',
      harga: 2.5,
      warna: ['Hitam', 'Putih'],
      createdAt: { __time__: '2025-07-01T10:00:00+08:00' },
    },
  },
  { path: 'pricelist/rest-c', data: { kategori: 'rest-test', type: 'C', spek: { ram: 8 } } },
  { path: 'pricelist/rest-d', data: { kategori: 'other-test', type: 'D' } },
];

describe('visitor-read on the emulator', () => {
  beforeAll(() => firestore.writeDocuments(DOCS));
  afterAll(() => Promise.all(DOCS.map((d) => firestore.remove(d.path))));

  it('reads a document as Firestore Lite does (timestamps as Dates, numbers, arrays, maps)', async () => {
    for (const path of ['pricelist/rest-a', 'pricelist/rest-b', 'pricelist/rest-c']) {
      const { created, ...rest } = (await getDocById(path))!;
      expect(rest, path).toEqual(await lite.getDocById(path));
      // Besides, the server's creation time, which Lite does not give.
      expect(created, path).toBeInstanceOf(Date);
      expect(Math.abs(Date.now() - created!.getTime())).toBeLessThan(10 * 60_000);
    }
    expect((await getDocById('pricelist/rest-a'))?.data.createdAt).toEqual(new Date('2025-06-01T02:00:00Z'));
  });

  it('a missing document, or one under an id that needs escaping, is null', async () => {
    expect(await getDocById('artikel/tidak-ada')).toBeNull();
    expect(await getDocById('artikel/a b?c')).toBeNull();
  });

  it('lists with in, >= a timestamp, an order and a limit: the same documents in the same order', async () => {
    const queries: Filter[][] = [
      [['kategori', 'in', ['rest-test', 'REST-test ']]],
      [['kategori', '==', 'rest-test']],
    ];
    for (const where of queries)
      expect(await listDocs('pricelist', { where }), JSON.stringify(where)).toEqual(
        await lite.listDocs('pricelist', { where }),
      );
    const newest = {
      where: [
        ['kategori', 'in', ['rest-test', 'REST-test ']],
        ['createdAt', '>=', new Date('0001-01-01T00:00:00Z')],
      ] as Filter[],
      orderBy: ['createdAt', 'desc'] as ['createdAt', 'desc'],
      limit: 1,
    };
    const rows = await listDocs('pricelist', newest);
    expect(rows.map((d) => d.id)).toEqual(['rest-b']);
    expect(rows).toEqual(await lite.listDocs('pricelist', newest));
  });

  it('a read the rules refuse rejects with permission-denied', async () => {
    await expect(listDocs('servisan_private')).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
