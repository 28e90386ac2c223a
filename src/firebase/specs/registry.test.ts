// What the registry's flags decide, read from its one list: which reads keep an
// offline copy, which collections hold stock, where images go. The shop's known
// collections are named; a collection added to the registry may join each list.
import { describe, expect, it } from 'vitest';
import { IMAGE_FOLDERS, REGISTRY, STOCKED } from './index';

const entry = (collection: string) => REGISTRY.find((s) => s.collection === collection);

describe('the registry', () => {
  it('keeps an offline copy of the catalogue a customer checks with no signal, and the contact', () => {
    const offline = REGISTRY.filter((s) => 'offline' in s && s.offline).map((s) => s.collection);
    expect(offline).toEqual(
      expect.arrayContaining([
        'pricelist',
        'pricelist_servisan',
        'sparepart',
        'aksesoris',
        'kontak',
        'artikel',
      ]),
    );
    expect(offline).not.toContain('coupons');
  });

  it('counts sold-out items of the collections with a stock, by their list titles', () => {
    expect(STOCKED).toEqual(
      expect.arrayContaining([
        { collection: 'pricelist', label: 'Pricelist HP & Laptop' },
        { collection: 'sparepart', label: 'Sparepart' },
        { collection: 'aksesoris', label: 'Aksesoris' },
      ]),
    );
    for (const { collection } of STOCKED)
      expect(entry(collection)?.fields.map((f) => f.name)).toContain('stok');
  });

  it('gives each collection with an image field its Storage folder, and no other', () => {
    expect(IMAGE_FOLDERS).toEqual(expect.arrayContaining(['aksesoris', 'promo', 'testimoni', 'artikel']));
    const withImage = REGISTRY.filter((s) => s.fields.some((f) => f.type === 'image')).map(
      (s) => s.collection,
    );
    expect([...IMAGE_FOLDERS].sort()).toEqual(withImage.sort());
  });
});
