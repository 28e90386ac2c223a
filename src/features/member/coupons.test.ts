import { describe, expect, it } from 'vitest';
import { discountLabel } from './coupons';

describe('discountLabel', () => {
  it("shows a percentage for tipe 'persen'", () => {
    expect(discountLabel({ tipe: 'persen', nilaiDiskon: 10 })).toBe('10%');
    expect(discountLabel({ tipe: 'Persen ', nilaiDiskon: 12.5 })).toBe('12,5%');
  });

  it('shows Rupiah for a fixed amount', () => {
    expect(discountLabel({ tipe: 'nominal', nilaiDiskon: 50000 })).toBe('Rp 50.000');
    expect(discountLabel({ tipe: '', nilaiDiskon: 25000 })).toBe('Rp 25.000');
  });
});
