import { describe, expect, it } from 'vitest';
import { couponEnded, couponEndLabel, couponSummary, discountLabel, openCoupons } from './coupons';
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

describe("a coupon's last day", () => {
  const lastDay = (berlakuSampai: string) => ({ berlakuSampai });
  // 31 December in Bali, late evening; then the first minute of the new year.
  const lastEvening = new Date('2026-12-31T23:59:00+08:00');
  const newYear = new Date('2027-01-01T00:00:00+08:00');

  it('reads "Berlaku sampai 31 Des 2026", and nothing without one', () => {
    expect(couponEndLabel(lastDay('2026-12-31'))).toBe('Berlaku sampai 31 Des 2026');
    expect(couponEndLabel(lastDay(''))).toBe('');
    expect(couponEndLabel(lastDay('kapan-kapan'))).toBe('');
  });

  it("holds through that day in Bali, and the coupon leaves the member's list after it", () => {
    expect(couponEnded(lastDay('2026-12-31'), lastEvening)).toBe(false);
    expect(couponEnded(lastDay('2026-12-31'), newYear)).toBe(true);
    expect(couponEnded(lastDay(''), newYear)).toBe(false);
    const list = [
      { id: 'a', berlakuSampai: '2026-12-31' },
      { id: 'b', berlakuSampai: '' },
      { id: 'c', berlakuSampai: '2026-12-30' },
    ];
    expect(openCoupons(list, lastEvening).map((c) => c.id)).toEqual(['a', 'b']);
    expect(openCoupons(list, newYear).map((c) => c.id)).toEqual(['b']);
  });
});
