import { describe, expect, it } from 'vitest';
import { rp } from '../test/rupiah';
import { formatRupiah } from './currency';

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
});
