import { describe, expect, it } from 'vitest';
import { couponSummary, discountLabel } from './coupons';
import { rp } from '../../test/rupiah';

describe('discountLabel', () => {
  it("shows a percentage for tipe 'persen'", () => {
    expect(discountLabel({ tipe: 'persen', nilaiDiskon: 10 })).toBe('10%');
    expect(discountLabel({ tipe: 'Persen ', nilaiDiskon: 12.5 })).toBe('12,5%');
  });

  it('shows Rupiah for a fixed amount', () => {
    expect(discountLabel({ tipe: 'nominal', nilaiDiskon: 50000 })).toBe(rp('Rp 50.000'));
    expect(discountLabel({ tipe: '', nilaiDiskon: 25000 })).toBe(rp('Rp 25.000'));
  });
});

describe('couponSummary', () => {
  const active = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it('counts the coupons to claim and those claimed, of the active ones', () => {
    expect(couponSummary(active, ['b', 'lama'])).toBe('2 kupon bisa diklaim · 1 siap dipakai');
    expect(couponSummary(active, [])).toBe('3 kupon bisa diklaim');
    expect(couponSummary(active, ['a', 'b', 'c'])).toBe('3 siap dipakai');
    expect(couponSummary([], ['a'])).toBe('Belum ada kupon tersedia');
  });
});
