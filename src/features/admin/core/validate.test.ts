import { describe, expect, it } from 'vitest';
import { schemaOf } from './schema';
import { MESSAGES, parseAmount, validateRecord } from './validate';

const pricelist = schemaOf('pricelist')!;
const aksesoris = schemaOf('aksesoris')!;

describe('parseAmount', () => {
  it.each([
    ['1500000', 1500000],
    ['1.500.000', 1500000],
    ['Rp 1.500.000', 1500000],
    ['rp1.500.000', 1500000],
    ['1 500 000', 1500000],
    [' 0 ', 0],
    ['-3', -3],
  ])('%s → %s', (text, n) => expect(parseAmount(text)).toBe(n));

  it.each(['1,5', '1.50', '15.00.000', 'seribu', '', '1e6'])('%s is not an amount', (text) =>
    expect(parseAmount(text)).toBeNull(),
  );
});

describe('validateRecord', () => {
  const good = {
    brand: ' Apple ',
    type: 'iPhone 15',
    kategori: 'HP',
    colours: 'Hitam, Biru ,',
    baru: '15.000.000',
    second: '11000000',
    stok: '2',
  };

  it('turns good form text into the stored shape: trimmed, numbers, known kategori, a colour list', () => {
    expect(validateRecord(pricelist, good)).toEqual({
      ok: true,
      data: {
        brand: 'Apple',
        type: 'iPhone 15',
        kategori: 'hp',
        colours: ['Hitam', 'Biru'],
        baru: 15_000_000,
        second: 11_000_000,
        stok: 2,
      },
    });
  });

  it('gives every refusal beside its field, in Indonesian', () => {
    const r = validateRecord(pricelist, {
      ...good,
      brand: '  ',
      kategori: 'tablet',
      baru: 'mahal',
      stok: '-1',
    });
    expect(r).toEqual({
      ok: false,
      errors: {
        brand: MESSAGES.required,
        kategori: 'Pilih salah satu: iPhone, Android, Laptop, Mac.',
        baru: MESSAGES.number,
        stok: 'Tidak boleh kurang dari 0.',
      },
    });
  });

  it('takes a choice by its label too, and stores the value the pages know', () => {
    const r = validateRecord(pricelist, { ...good, kategori: 'iPhone' });
    expect(r.ok && r.data.kategori).toBe('hp');
  });

  it('refuses text over the limit and keeps only the fields of the schema', () => {
    const r = validateRecord(pricelist, { ...good, type: 'x'.repeat(121), extra: 'x' });
    expect(r).toEqual({ ok: false, errors: { type: 'Maksimal 120 karakter.' } });
    const ok = validateRecord(pricelist, { ...good, extra: 'x' });
    expect(ok.ok && Object.keys(ok.data)).not.toContain('extra');
  });

  it('optional fields may stay empty; an image must be a URL or a path the site resolves', () => {
    const base = { nama: 'Charger 20W', harga: '349000', stok: '0' };
    expect(validateRecord(aksesoris, base)).toMatchObject({ ok: true, data: { merk: '', gambar: '' } });
    for (const gambar of ['https://cdn.contoh.id/a.webp', '/img/aksesoris/a.svg', 'aksesoris/charger.webp'])
      expect(validateRecord(aksesoris, { ...base, gambar }).ok, gambar).toBe(true);
    for (const gambar of ['javascript:alert(1)', 'http://x.id/a.png', 'rahasia/a.png'])
      expect(validateRecord(aksesoris, { ...base, gambar }), gambar).toEqual({
        ok: false,
        errors: { gambar: MESSAGES.image },
      });
  });

  it('a repair message refuses a mark it does not know, naming it and the ones it knows', () => {
    const messages = schemaOf('pesan_servis')!;
    const checked = validateRecord(messages, {
      masuk: 'Halo {nama}, {perangkat} diterima. Kode {kode}: {link}',
      siap: 'Total {harga} untuk {Nama}.',
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        siap: 'Tanda {harga}, {Nama} tidak dikenal. Pakai: {nama}, {kode}, {perangkat}, {status}, {total}, {link}.',
      },
    });
    expect(validateRecord(messages, { masuk: 'Status {status}, total {total}.' })).toMatchObject({
      ok: true,
    });
  });

  it('member content: a coupon with aktif as a yes/no, a notification with judul and pesan only', () => {
    const coupons = schemaOf('coupons')!;
    const base = { kode: 'HEMAT10', tipe: 'Persen', nilaiDiskon: '10' };
    expect(validateRecord(coupons, { ...base, aktif: 'true' })).toEqual({
      ok: true,
      data: {
        kode: 'HEMAT10',
        deskripsi: '',
        tipe: 'persen',
        nilaiDiskon: 10,
        aktif: true,
        berlakuSampai: '',
      },
    });
    expect(validateRecord(coupons, { ...base, aktif: false })).toMatchObject({ data: { aktif: false } });
    expect(validateRecord(coupons, base)).toMatchObject({ data: { aktif: false } });
    expect(validateRecord(coupons, { ...base, aktif: 'mungkin' })).toEqual({
      ok: false,
      errors: { aktif: MESSAGES.yesno },
    });
    expect(validateRecord(coupons, { ...base, tipe: 'gratis', nilaiDiskon: '-1' })).toMatchObject({
      ok: false,
      errors: {
        tipe: 'Pilih salah satu: Persen (%), Nominal (Rupiah).',
        nilaiDiskon: 'Tidak boleh kurang dari 0.',
      },
    });
    // A percent coupon is at most 100 %; a nominal one may be Rp 1.000.
    expect(validateRecord(coupons, { ...base, nilaiDiskon: '1000' })).toEqual({
      ok: false,
      errors: { nilaiDiskon: 'Tidak boleh lebih dari 100.' },
    });
    expect(validateRecord(coupons, { ...base, nilaiDiskon: '100' }).ok).toBe(true);
    expect(validateRecord(coupons, { ...base, tipe: 'nominal', nilaiDiskon: '1.000' }).ok).toBe(true);
    const notifikasi = schemaOf('notifikasi')!;
    expect(notifikasi.createdAtField).toBe('tanggal');
    expect(validateRecord(notifikasi, { judul: 'Promo', pesan: ' Diskon ', tanggal: 'x' })).toEqual({
      ok: true,
      data: { judul: 'Promo', pesan: 'Diskon', berlakuSampai: '' },
    });
    expect(validateRecord(notifikasi, { judul: 'Promo', pesan: 'x'.repeat(1001) })).toEqual({
      ok: false,
      errors: { pesan: 'Maksimal 1000 karakter.' },
    });
  });

  it("a coupon's and a notification's last day: a real day as the date picker writes it, or none", () => {
    const coupons = schemaOf('coupons')!;
    const base = { kode: 'HEMAT10', tipe: 'persen', nilaiDiskon: '10' };
    expect(validateRecord(coupons, { ...base, berlakuSampai: '2026-12-31' })).toMatchObject({
      ok: true,
      data: { berlakuSampai: '2026-12-31' },
    });
    expect(validateRecord(coupons, { ...base, berlakuSampai: '31 Des 2026' })).toEqual({
      ok: false,
      errors: { berlakuSampai: MESSAGES.day },
    });
    expect(validateRecord(coupons, { ...base, berlakuSampai: '2026-02-30' }).ok).toBe(false);
    const notifikasi = schemaOf('notifikasi')!;
    expect(
      validateRecord(notifikasi, { judul: 'Promo', pesan: 'Diskon', berlakuSampai: '2025-06-30' }),
    ).toMatchObject({ ok: true, data: { berlakuSampai: '2025-06-30' } });
  });
});
