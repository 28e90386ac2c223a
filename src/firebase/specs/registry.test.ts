// What the registry's flags decide, read from its one list: which reads keep an
// offline copy, which collections hold stock, where images go.
import { describe, expect, it } from 'vitest';
import { IMAGE_FOLDERS, REGISTRY, STOCKED } from './index';

describe('the registry', () => {
  it('keeps an offline copy of the catalogue a customer checks with no signal, and the contact', () => {
    expect(REGISTRY.filter((s) => 'offline' in s && s.offline).map((s) => s.collection)).toEqual([
      'pricelist',
      'pricelist_servisan',
      'sparepart',
      'aksesoris',
      'kontak',
      'artikel',
    ]);
  });

  it('counts sold-out items of the collections with a stock, by their list titles', () => {
    expect(STOCKED).toEqual([
      { collection: 'pricelist', label: 'Pricelist HP & Laptop' },
      { collection: 'sparepart', label: 'Sparepart' },
      { collection: 'aksesoris', label: 'Aksesoris' },
    ]);
  });

  it('gives each collection with an image field its Storage folder', () => {
    expect(IMAGE_FOLDERS).toEqual(['aksesoris', 'promo', 'testimoni', 'artikel']);
  });
});
