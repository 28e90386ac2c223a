import { describe, expect, it } from 'vitest';
import { CATALOGUE, MEMBER_CONTENT, schemaOf } from './schema';

describe('the admin shows every registered collection', () => {
  it('the catalogue and member content in the menu’s order', () => {
    expect(CATALOGUE.map((s) => s.title)).toEqual([
      'Pricelist HP & Laptop',
      'Harga Servis',
      'Sparepart',
      'Aksesoris',
      'Kalkulator: HP Lama',
      'Kalkulator: HP Baru',
      'Kontak Toko',
      'Promo Aktif',
      'Testimoni',
      'Artikel (Good News)',
    ]);
    expect(MEMBER_CONTENT.map((s) => s.collection)).toEqual(['notifikasi', 'coupons', 'reward']);
    expect(schemaOf('aksesoris')?.fields.map((f) => f.name)).toEqual([
      'nama',
      'merk',
      'kategori',
      'harga',
      'stok',
      'gambar',
    ]);
    expect(schemaOf('servisan')).toBeUndefined();
  });

  it('its columns and search name fields of the form', () => {
    for (const s of [...CATALOGUE, ...MEMBER_CONTENT]) {
      const names = s.fields.map((f) => f.name);
      expect([...s.columns, ...s.search].filter((c) => !names.includes(c))).toEqual([]);
    }
  });
});
