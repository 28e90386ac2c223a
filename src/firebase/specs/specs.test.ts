// The records the specs infer are the shapes the pages were written against, and
// a field added to a spec is typed and read from its one line.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as T from '../types';
import type { InferRecord, InferStored } from './field';
import { collection, reader } from './read';
import { artikel, toArticle } from './artikel';
import { toCoupon, toNotification } from './member-content';
import { toServicePrice } from './pricelist-servisan';
import { toPromo } from './promo';

describe('the inferred records', () => {
  it('type what the converters read, in the shapes the pages use', () => {
    expectTypeOf<T.PricelistItem>().toHaveProperty('colours').toEqualTypeOf<string[]>();
    expectTypeOf<T.PricelistItem>().toHaveProperty('baru').toEqualTypeOf<number>();
    expectTypeOf<T.PricelistItem>().toHaveProperty('createdAt').toEqualTypeOf<Date | null>();
    // The stored nilai_tukar is the record's nilaiTukar.
    expectTypeOf<T.TradeInPhone>().toHaveProperty('nilaiTukar').toEqualTypeOf<number>();
    expectTypeOf<T.TradeInPhone>().not.toHaveProperty('nilai_tukar');
    expectTypeOf<T.Coupon>().toHaveProperty('aktif').toEqualTypeOf<boolean>();
    expectTypeOf<T.MemberNotification>().toHaveProperty('tanggal').toEqualTypeOf<Date | null>();
    expectTypeOf<T.MemberNotification>().toHaveProperty('tanggalText').toEqualTypeOf<string>();
    // One document: no id.
    expectTypeOf<T.Promo>().not.toHaveProperty('id');
    expectTypeOf<T.Contact>().not.toHaveProperty('id');
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

describe('the stored records', () => {
  it('type a field from its one line: a typed date with its text, rows by their fields, a log as lines', () => {
    type Spec = {
      collection: 'x';
      fields: readonly [
        { name: 'masuk'; label: 'Masuk'; type: 'date' },
        {
          name: 'biaya';
          label: 'Biaya';
          type: 'rows';
          of: readonly [{ name: 'harga'; label: 'Harga'; type: 'number' }];
        },
        { name: 'catatan'; label: 'Catatan'; type: 'log' },
        { name: 'oleh'; label: 'Oleh'; type: 'signer' },
      ];
    };
    expectTypeOf<InferStored<Spec>>().toEqualTypeOf<{
      masuk: Date | null;
      masukText: string;
      biaya: { harga: number }[];
      catatan: string[];
      oleh: string;
    }>();
  });

  it("take a ticket's, a profile's and a claim's fields from their specs, less what their readers leave out", () => {
    expectTypeOf<T.RepairRecord>().toHaveProperty('tanggalMasukText').toEqualTypeOf<string>();
    expectTypeOf<T.RepairRecord>()
      .toHaveProperty('itemList')
      .toEqualTypeOf<{ nama: string; harga: number }[]>();
    expectTypeOf<T.RepairRecord>().not.toHaveProperty('cekLayar');
    expectTypeOf<T.QuoteAnswer>().toHaveProperty('answer').toEqualTypeOf<'setuju' | 'tolak'>();
    expectTypeOf<T.MemberProfile>().toHaveProperty('createdAt').toEqualTypeOf<Date | null>();
    expectTypeOf<T.MemberProfile>().not.toHaveProperty('noWa');
    expectTypeOf<T.CouponClaim>().toEqualTypeOf<{
      couponId: string;
      waktu: Date | null;
      status: string;
      dipakai: Date | null;
      penjualan: string;
    }>();
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
      berlakuSampai: '',
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
