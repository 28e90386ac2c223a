import { describe, expect, it } from 'vitest';
import { keepsOfflineCopy } from './visitor-read';

describe('keepsOfflineCopy', () => {
  it('keeps the catalogue a customer checks with no signal, and the contact its chat links use', () => {
    for (const path of ['pricelist', 'pricelist_servisan', 'sparepart', 'aksesoris', 'artikel', 'artikel/a1'])
      expect(keepsOfflineCopy(path), path).toBe(true);
    expect(keepsOfflineCopy('kontak/aktif')).toBe(true);
  });

  it('not the reads whose pages say nothing of a copy', () => {
    for (const path of ['kalkulator_hp_lama', 'kalkulator_hp_baru', 'promo/promo_aktif', 'testimoni'])
      expect(keepsOfflineCopy(path), path).toBe(false);
  });
});
