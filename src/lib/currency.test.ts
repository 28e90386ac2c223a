import { describe, expect, it } from 'vitest';
import { rp } from '../test/rupiah';
import { formatRupiah, groupThousands } from './currency';

describe('formatRupiah', () => {
  it.each([
    [12500000, 'Rp 12.500.000'],
    [0, 'Rp 0'],
    [999, 'Rp 999'],
    [1000, 'Rp 1.000'],
    [-500000, '-Rp 500.000'],
    [1234.6, 'Rp 1.235'],
    [Number.NaN, 'Rp 0'],
    [-0.2, 'Rp 0'],
  ])('%s → %s', (n, expected) => expect(formatRupiah(n)).toBe(rp(expected)));

  it('writes every whole amount as Intl writes rupiah', () => {
    const intl = new Intl.NumberFormat('id-ID', {
      style: 'currency',
      currency: 'IDR',
      maximumFractionDigits: 0,
    });
    const amounts = [1, 12, 123, 1234, 12345, 123456, 1234567, 100_000_000_000, 99_999_999_999];
    // Spread over every length up to 12 digits; none is 0, whose negative Intl writes '-Rp 0'.
    for (let k = 1; k <= 500; k++) amounts.push(1 + ((k * 2_654_435_761) % 10 ** (1 + (k % 12))));
    for (const n of [...amounts, ...amounts.map((a) => -a)]) expect(formatRupiah(n)).toBe(intl.format(n));
  });
});

describe('groupThousands', () => {
  it('groups thousands with dots, as the shop writes them', () => {
    expect(groupThousands('0')).toBe('0');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('5000')).toBe('5.000');
    expect(groupThousands('125000')).toBe('125.000');
    expect(groupThousands('1234567')).toBe('1.234.567');
    expect(groupThousands('1500000')).toBe('1.500.000');
    expect(groupThousands('-1234')).toBe('-1.234');
  });
});
