// The records the specs infer are the shapes the pages were written against: a
// field added to a spec shows up here (and fails these pins until they name it).
import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as T from '../types';
import type { InferRecord } from './field';
import { collection, reader } from './read';
import { artikel, toArticle } from './artikel';
import { toCoupon, toNotification } from './member-content';
import { toServicePrice } from './pricelist-servisan';
import { toPromo } from './promo';

describe('the inferred records', () => {
  it('are the shapes the pages use', () => {
    expectTypeOf<T.PricelistItem>().toEqualTypeOf<{
      id: string;
      brand: string;
      type: string;
      kategori: string;
      colours: string[];
      baru: number;
      second: number;
      stok: number;
      createdAt: Date | null;
    }>();
    expectTypeOf<T.TradeInPhone>().toEqualTypeOf<{ id: string; nama: string; nilaiTukar: number }>();
    expectTypeOf<T.Coupon>().toEqualTypeOf<{
      id: string;
      kode: string;
      deskripsi: string;
      tipe: string;
      nilaiDiskon: number;
      aktif: boolean;
    }>();
    expectTypeOf<T.MemberNotification>().toEqualTypeOf<{
      id: string;
      judul: string;
      pesan: string;
      tanggal: Date | null;
      tanggalText: string;
    }>();
    // One document: no id.
    expectTypeOf<T.Promo>().toEqualTypeOf<{ judul: string; slider: string[]; gambar: string }>();
    expectTypeOf<T.Article>().toEqualTypeOf<InferRecord<typeof artikel>>();
  });

  it('take a new field from its one line', () => {
    const spec = collection({
      collection: 'x',
      fields: [{ name: 'warna', label: 'Warna', type: 'list', maxLength: 10 }],
    });
    expectTypeOf(reader(spec)).returns.toEqualTypeOf<{ id: string; warna: string[] }>();
    expect(reader(spec)({ id: 'a', data: { warna: 'Hitam, Biru' } })).toEqual({
      id: 'a',
      warna: ['Hitam', 'Biru'],
    });
  });
});

describe('reading what older documents hold', () => {
  it('a choice in capitals reads as the stored value', () => {
    expect(toServicePrice({ id: 's', data: { kategori: ' Hardware ', biaya: '150.000' } })).toEqual({
      id: 's',
      type: '',
      jenis: '',
      kategori: 'hardware',
      biaya: 150000,
    });
  });

  it("an article's text keeps its blank lines and spaces", () => {
    expect(toArticle({ id: 'a', data: { judul: ' Judul ', isi: '  Satu\n\nDua\n' } })).toEqual({
      id: 'a',
      judul: 'Judul',
      isi: '  Satu\n\nDua\n',
      cover: '',
    });
  });

  it('a notification without tanggal has neither a date nor a text', () => {
    expect(toNotification({ id: 'n', data: { judul: 'Hai', pesan: 'Halo' } })).toEqual({
      id: 'n',
      judul: 'Hai',
      pesan: 'Halo',
      tanggal: null,
      tanggalText: '',
    });
  });

  it('a coupon with a percent tipe in capitals is a percent coupon', () => {
    expect(toCoupon({ id: 'c', data: { tipe: 'Persen', nilaiDiskon: 10 } }).tipe).toBe('persen');
  });

  it('a missing promo reads as empty fields', () => {
    expect(toPromo(null)).toEqual({ judul: '', slider: [], gambar: '' });
  });
});
