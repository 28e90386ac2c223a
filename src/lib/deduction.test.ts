import { describe, expect, it } from 'vitest';
import { deductionAmount, deductionKey, deductionOverValue, sameDeduction } from './deduction';

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

describe('deductionOverValue', () => {
  const phones = [
    { nama: 'iPhone 11 64GB', nilaiTukar: 3_500_000 },
    { nama: 'iPhone 12 128GB', nilaiTukar: 5_000_000 },
  ];

  it("a rupiah deduction for one phone above that phone's value names the phone", () => {
    const over = { tipe: 'rupiah', nilai: 3_500_001, model: ' iphone  11 64gb ' };
    expect(deductionOverValue(over, phones)).toEqual({ phone: phones[0], forEvery: false });
  });

  it('a rupiah deduction for every phone above the most valuable one names that phone', () => {
    expect(deductionOverValue({ tipe: 'rupiah', nilai: 5_000_001, model: ' ' }, phones)).toEqual({
      phone: phones[1],
      forEvery: true,
    });
  });

  it('the whole value, a percent, a sum some phones are worth, an unknown model or no phones pass', () => {
    expect(
      deductionOverValue({ tipe: 'rupiah', nilai: 3_500_000, model: 'iPhone 11 64GB' }, phones),
    ).toBeNull();
    expect(deductionOverValue({ tipe: 'persen', nilai: 100, model: 'iPhone 11 64GB' }, phones)).toBeNull();
    expect(deductionOverValue({ tipe: 'rupiah', nilai: 5_000_000, model: '' }, phones)).toBeNull();
    expect(deductionOverValue({ tipe: 'rupiah', nilai: 9_000_000, model: '' }, [])).toBeNull();
    expect(deductionOverValue({ tipe: 'rupiah', nilai: 9_000_000, model: 'iPhone 11' }, phones)).toBeNull();
  });
});

describe('sameDeduction', () => {
  const held = [
    { id: 'a', kode: 'layar-retak', model: '' },
    { id: 'b', kode: 'layar-retak', model: 'iPhone 12 128GB' },
  ];

  it('the same answer for every phone, or for the same phone (names as the calculator compares them)', () => {
    expect(sameDeduction(held, { kode: 'layar-retak', model: '' }, '')?.id).toBe('a');
    expect(sameDeduction(held, { kode: 'layar-retak', model: '  iphone 12  128gb ' }, '')?.id).toBe('b');
  });

  it('another answer, another phone, or the record itself is not a second', () => {
    expect(sameDeduction(held, { kode: 'layar-gores', model: '' }, '')).toBeUndefined();
    expect(sameDeduction(held, { kode: 'layar-retak', model: 'iPhone 11 64GB' }, '')).toBeUndefined();
    expect(sameDeduction(held, { kode: 'layar-retak', model: '' }, 'a')).toBeUndefined();
    // Editing b into a's answer and phone is a second.
    expect(sameDeduction(held, { kode: 'layar-retak', model: '' }, 'b')?.id).toBe('a');
  });

  it('the key: answer and phone, case and spaces aside', () => {
    expect(deductionKey({ kode: 'inter', model: ' iPhone  12 ' })).toBe(
      deductionKey({ kode: 'inter', model: 'iphone 12' }),
    );
    expect(deductionKey({ kode: 'inter', model: '' })).not.toBe(deductionKey({ kode: 'inter', model: 'x' }));
  });
});
