import { describe, expect, it } from 'vitest';
import { deductionsFor, type Deduction } from './condition';
import { isSameDevice, repairOrTrade } from './repair-or-trade';

const SERVICES = [
  { type: 'iPhone 13', jenis: 'Ganti LCD OLED', biaya: 2_750_000 },
  { type: 'iPhone 13', jenis: 'Ganti Baterai', biaya: 650_000 },
  { type: 'iPhone 11', jenis: 'Ganti LCD', biaya: 1_250_000 },
];
const LIST: Deduction[] = [
  { kode: 'layar-retak', tipe: 'persen', nilai: 20, model: '' },
  { kode: 'baterai-rendah', tipe: 'persen', nilai: 10, model: '' },
];
const V = 6_500_000;
const amounts = deductionsFor(LIST, 'iPhone 13 128GB', V);
const eleven = deductionsFor(
  [...LIST, { kode: 'baterai-sedang', tipe: 'persen', nilai: 5, model: '', tipikal: true }],
  'iPhone 11 64GB',
  3_500_000,
);
const ALL_RETAK = {
  layar: 'retak',
  bodi: 'mulus',
  biometrik: 'normal',
  kamera: 'normal',
  speaker: 'normal',
  sinyal: 'normal',
  baterai: '90',
  kelengkapan: 'fullset',
  resmi: 'resmi',
  akun: 'keluar',
};

describe('repairOrTrade', () => {
  it('matches a service to the phone by device, storage and 5G aside', () => {
    expect(isSameDevice('iPhone 13', 'iPhone 13 128GB')).toBe(true);
    expect(isSameDevice('iphone 13', 'iPhone 13')).toBe(true);
    expect(isSameDevice('iPhone 13', 'iPhone 13 Pro 256GB')).toBe(false);
    expect(isSameDevice('Samsung Galaxy A54', 'Samsung Galaxy A54 5G 128GB')).toBe(true);
    expect(isSameDevice('iPhone 1', 'iPhone 13 128GB')).toBe(false);
  });

  it('a repair that adds only what it costs: trading as it is', () => {
    const r = repairOrTrade('iPhone 13 128GB', V, { baterai: '76' }, amounts, SERVICES)!;
    expect(r.repairs).toEqual([{ question: 'baterai', jenis: 'Ganti Baterai', biaya: 650_000 }]);
    // Repaired, the phone gains the battery's 650.000, which the repair costs.
    expect(r.better).toBe('tukar');
    expect(r.gain).toBe(0);
  });

  it('an expensive screen: trading as it is leaves more, and by how much', () => {
    const all = { layar: 'retak', bodi: 'mulus' };
    const r = repairOrTrade('iPhone 13 128GB', V, all, amounts, SERVICES)!;
    expect(r.cost).toBe(2_750_000);
    expect(r.asIs.max - r.repaired.max).toBe(-1_300_000);
    expect(r.better).toBe('tukar');
    expect(r.gain).toBe(2_750_000 - 1_300_000);
  });

  it('shows the net of each path: the verdict is the difference of the figures shown', () => {
    const r = repairOrTrade('iPhone 11 64GB', 3_500_000, { layar: 'retak' }, eleven, SERVICES)!;
    // Open questions widen both paths alike; the battery's typical 5 % is in both.
    expect(r.asIs).toEqual({ min: 2_800_000 - 175_000, max: 2_800_000 });
    expect(r.repaired).toEqual({ min: 3_500_000 - 175_000, max: 3_500_000 });
    expect(r.net).toEqual({ min: 2_250_000 - 175_000, max: 2_250_000 });
    expect(r.better).toBe('tukar');
    expect(r.gain).toBe(r.asIs.max - r.net.max);
    expect(r.gain).toBe(r.asIs.min - r.net.min);
  });

  it('a repair dearer than the phone repaired: a net below zero, kept as it is', () => {
    const r = repairOrTrade(
      'iPhone 11 64GB',
      1_000_000,
      ALL_RETAK,
      deductionsFor(LIST, 'x', 1_000_000),
      SERVICES,
    )!;
    expect(r.net).toEqual({ min: -250_000, max: -250_000 });
    expect(r.better).toBe('tukar');
    expect(r.gain).toBe(800_000 + 250_000);
  });

  it('repairing wins when the deduction is larger than the repair', () => {
    const big = deductionsFor(
      [{ kode: 'layar-retak', tipe: 'persen', nilai: 50, model: '' }],
      'iPhone 11 64GB',
      3_500_000,
    );
    const r = repairOrTrade('iPhone 11 64GB', 3_500_000, { layar: 'retak' }, big, SERVICES)!;
    expect(r.better).toBe('perbaiki');
    expect(r.gain).toBe(1_750_000 - 1_250_000);
  });

  it('nothing to compare without damage, or without a price for this phone', () => {
    expect(repairOrTrade('iPhone 13 128GB', V, { layar: 'mulus' }, amounts, SERVICES)).toBeNull();
    expect(repairOrTrade('iPhone 13 Pro 256GB', V, { layar: 'retak' }, amounts, SERVICES)).toBeNull();
  });
});
