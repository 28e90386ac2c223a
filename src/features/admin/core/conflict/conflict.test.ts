import { describe, expect, it } from 'vitest';
import { conflictFields, pick } from './conflict';
import { rp } from '../../../../test/rupiah';

describe('conflictFields', () => {
  it("lists the fields where theirs and mine differ, by the form's labels, formatted as the history does", () => {
    const theirs = {
      brand: 'Apple',
      type: 'iPhone 13',
      baru: 9_000_000,
      second: 7_000_000,
      stok: 2,
      _riwayat: 'e2',
    };
    const mine = { brand: 'Apple', type: 'iPhone 13', baru: 8_500_000, second: 7_000_000, stok: 0 };
    expect(conflictFields('pricelist', theirs, mine)).toEqual([
      { field: 'baru', label: 'Harga Baru', theirs: [rp('Rp 9.000.000')], mine: [rp('Rp 8.500.000')] },
      { field: 'stok', label: 'Stok', theirs: ['2'], mine: ['0'] },
    ]);
  });

  it("only the fields mine sets (a quick change holds only the prices); the rest is not this admin's", () => {
    const theirs = { nama: 'Case X', harga: 60_000, stok: 3 };
    expect(conflictFields('aksesoris', theirs, { harga: 55_000 })).toEqual([
      { field: 'harga', label: 'Harga', theirs: [rp('Rp 60.000')], mine: [rp('Rp 55.000')] },
    ]);
    expect(conflictFields('aksesoris', theirs, { harga: 60_000 })).toEqual([]);
  });

  it('a deleted record (theirs null): every value mine has, against none', () => {
    expect(conflictFields('aksesoris', null, { nama: 'Case', harga: 50_000 })).toEqual([
      { field: 'nama', label: 'Nama', theirs: [], mine: ['Case'] },
      { field: 'harga', label: 'Harga', theirs: [], mine: [rp('Rp 50.000')] },
    ]);
  });

  it("a ticket's fields and its number by the ticket form's labels, items as lines", () => {
    const theirs = { nama: 'Budi', whatsapp: '0812', itemList: [{ nama: 'LCD', harga: 1_500_000 }] };
    const mine = { nama: 'Budi', whatsapp: '0813', itemList: [{ nama: 'LCD', harga: 1_400_000 }] };
    expect(conflictFields('servisan', theirs, mine)).toEqual([
      { field: 'whatsapp', label: 'WhatsApp pelanggan', theirs: ['0812'], mine: ['0813'] },
      {
        field: 'itemList',
        label: 'Rincian biaya',
        theirs: [rp('LCD — Rp 1.500.000')],
        mine: [rp('LCD — Rp 1.400.000')],
      },
    ]);
  });
});

describe('pick', () => {
  it('keeps only the named fields the record has', () =>
    expect(pick({ a: 1, b: 2 }, ['b', 'c'])).toEqual({ b: 2 }));
});
