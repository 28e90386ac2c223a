import { describe, expect, it } from 'vitest';
import { deductionAmount } from './deduction';

describe('deductionAmount', () => {
  it('a percent of the value, rounded; a rupiah sum as it is', () => {
    expect(deductionAmount({ tipe: 'persen', nilai: 20 }, 5_000_000)).toBe(1_000_000);
    expect(deductionAmount({ tipe: 'persen', nilai: 33 }, 1_234_567)).toBe(407_407);
    expect(deductionAmount({ tipe: 'rupiah', nilai: 150_000 }, 5_000_000)).toBe(150_000);
  });

  it('never negative, never more than 100 %', () => {
    expect(deductionAmount({ tipe: 'rupiah', nilai: -5 }, 100)).toBe(0);
    expect(deductionAmount({ tipe: 'persen', nilai: 250 }, 100)).toBe(100);
  });
});
