import { describe, expect, it } from 'vitest';
import { couponDiscount, earnedPoints } from './till';

describe('couponDiscount', () => {
  it('takes a percent of the subtotal, rounded down to the Rupiah', () => {
    expect(couponDiscount({ tipe: 'persen', nilaiDiskon: 10 }, 330000)).toBe(33000);
    expect(couponDiscount({ tipe: 'persen', nilaiDiskon: 15 }, 99999)).toBe(14999);
  });

  it('takes a Rupiah amount, never more than the subtotal', () => {
    expect(couponDiscount({ tipe: 'nominal', nilaiDiskon: 50000 }, 1250000)).toBe(50000);
    expect(couponDiscount({ tipe: 'nominal', nilaiDiskon: 50000 }, 30000)).toBe(30000);
  });
});

describe('earnedPoints', () => {
  it('gives one point per the rate of Rupiah paid, rounded down', () => {
    expect(earnedPoints(1200000, 10000)).toBe(120);
    expect(earnedPoints(297000, 10000)).toBe(29);
    expect(earnedPoints(9999, 10000)).toBe(0);
  });

  it('gives none before the owner sets a rate', () => {
    expect(earnedPoints(1200000, null)).toBe(0);
    expect(earnedPoints(1200000, 0)).toBe(0);
  });
});
