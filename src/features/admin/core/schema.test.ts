import { describe, expect, it } from 'vitest';
import { aksesoris } from '../../../firebase/specs/aksesoris';
import { CATALOGUE, MEMBER_CONTENT, schemaOf, unitOf } from './schema';

describe('the admin shows every registered collection', () => {
  it('the catalogue and member content in the menu’s order', () => {
    const known = [
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
    ];
    // A collection added to the registry joins the list; these keep their order.
    expect(CATALOGUE.map((s) => s.title).filter((t) => known.includes(t))).toEqual(known);
    expect(MEMBER_CONTENT.map((s) => s.collection)).toEqual(['notifikasi', 'coupons', 'reward']);
    expect(schemaOf('aksesoris')?.fields).toBe(aksesoris.fields);
    expect(schemaOf('servisan')).toBeUndefined();
  });

  it('its columns and search name fields of the form', () => {
    for (const s of [...CATALOGUE, ...MEMBER_CONTENT]) {
      const names = s.fields.map((f) => f.name);
      expect([...s.columns, ...s.search].filter((c) => !names.includes(c))).toEqual([]);
    }
  });
});

describe('what a number means', () => {
  it('a price is Rupiah; a stock count and a reward’s price in points are not', () => {
    const field = (collection: string, name: string) =>
      schemaOf(collection)!.fields.find((f) => f.name === name)!;
    expect(unitOf(field('aksesoris', 'harga'))).toBe('money');
    expect(unitOf(field('aksesoris', 'stok'))).toBeNull();
    expect(unitOf(field('reward', 'poin'))).toBeNull();
  });
});
