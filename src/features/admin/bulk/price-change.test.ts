import { describe, expect, it } from 'vitest';
import { schemaOf } from '../core/schema';
import { newPrice, parseChange, planPriceChange } from './price-change';

const pricelist = schemaOf('pricelist')!;
const item = (id: string, second: unknown, over: Record<string, unknown> = {}) => ({
  id,
  data: {
    brand: 'Samsung',
    type: `HP ${id}`,
    kategori: 'android',
    colours: [],
    baru: 5e6,
    second,
    stok: 1,
    ...over,
  },
});

describe('bulk price change', () => {
  it('reads percent and rupiah as the shop types them', () => {
    expect(parseChange('persen', '−3')).toBe(-3);
    expect(parseChange('persen', '2,5')).toBe(2.5);
    expect(parseChange('persen', '+10')).toBe(10);
    expect(parseChange('nominal', '-50.000')).toBe(-50000);
    expect(parseChange('persen', 'tiga')).toBeNull();
  });

  it('rounds the new price to the chosen step', () => {
    expect(newPrice(4_150_000, { field: 'second', mode: 'persen', amount: -3, roundTo: 1000 })).toBe(
      4_026_000,
    );
    expect(newPrice(4_150_000, { field: 'second', mode: 'persen', amount: -3, roundTo: 1 })).toBe(4_025_500);
    expect(newPrice(100_000, { field: 'second', mode: 'nominal', amount: -50_000, roundTo: 1 })).toBe(50_000);
  });

  it('changes the chosen field only; refuses negative results and records the rules would refuse', () => {
    const plan = planPriceChange(
      pricelist,
      [
        item('a', 4_000_000),
        item('b', 0),
        item('c', 40_000),
        item('d', 'mahal'),
        item('e', 1_000_000, { brand: '' }),
      ],
      { field: 'second', mode: 'nominal', amount: -50_000, roundTo: 1 },
      (r) => String(r.data.type),
    );
    expect(plan.changed.map((r) => [r.id, r.fields, r.data.second, r.data.baru])).toEqual([
      ['a', ['second'], 3_950_000, 5e6],
    ]);
    expect(plan.invalid).toEqual([
      { label: 'HP b', reason: 'Harga baru jadi negatif (-50000).' },
      { label: 'HP c', reason: 'Harga baru jadi negatif (-10000).' },
      { label: 'HP d', reason: 'Harga lama bukan angka; ubah lewat formulir.' },
      { label: 'HP e', reason: 'Merk: Wajib diisi.' },
    ]);
  });

  it('a change that rounds back to the same price leaves the record unchanged', () => {
    const plan = planPriceChange(
      pricelist,
      [item('a', 1_000_000)],
      { field: 'second', mode: 'persen', amount: 0.01, roundTo: 1000 },
      (r) => r.id,
    );
    expect(plan).toMatchObject({ changed: [], unchanged: 1 });
  });
});
