import { describe, expect, it } from 'vitest';
import { byFirstColumn, byNewest, formText, showDate, matches, searcher, showValue } from './display';
import { schemaOf } from './schema';
import { rp } from '../../../test/rupiah';
import { witaDate } from '../../../lib/dates';

const pricelist = schemaOf('pricelist')!;
const field = (name: string) => pricelist.fields.find((f) => f.name === name)!;

describe('admin display', () => {
  it('shows prices as rupiah, stock as a count, lists joined, missing as -', () => {
    expect(showValue(field('baru'), 15_000_000)).toBe(rp('Rp 15.000.000'));
    expect(showValue(field('stok'), 0)).toBe('0');
    // An empty price is stored as 0: it reads as not filled in, never 'Rp 0'.
    expect(showValue(field('second'), 0)).toBe('Belum diisi');
    expect(showValue(field('colours'), ['Hitam', 'Biru'])).toBe('Hitam, Biru');
    expect(showValue(field('brand'), undefined)).toBe('-');
    expect(formText(field('colours'), ['Hitam', 'Biru'])).toBe('Hitam, Biru');
    expect(formText(field('baru'), undefined)).toBe('');
  });

  it('shows a choice by its label and an amount in the form grouped by thousands', () => {
    expect(showValue(field('kategori'), 'hp')).toBe('iPhone');
    expect(showValue(field('kategori'), 'mac')).toBe('Mac');
    expect(showValue(field('kategori'), 'tablet')).toBe('tablet');
    expect(formText(field('baru'), 15_000_000)).toBe('15.000.000');
    expect(formText(field('stok'), 1200)).toBe('1200');
  });

  it("shows a coupon's discount by its tipe: Rupiah when nominal, a percent otherwise", () => {
    const discount = schemaOf('coupons')!.fields.find((f) => f.name === 'nilaiDiskon')!;
    expect(showValue(discount, 50_000, { tipe: 'nominal' })).toBe(rp('Rp 50.000'));
    expect(showValue(discount, 10, { tipe: 'persen' })).toBe('10%');
    expect(formText(discount, 50_000, { tipe: 'nominal' })).toBe('50.000');
    expect(formText(discount, 1000, { tipe: 'persen' })).toBe('1000');
  });

  it("shows a coupon's last day as a date, and the form keeps it as the date picker writes it", () => {
    const lastDay = schemaOf('coupons')!.fields.find((f) => f.name === 'berlakuSampai')!;
    expect(showValue(lastDay, '2026-12-31')).toBe('31 Desember 2026');
    expect(showValue(lastDay, '')).toBe('-');
    expect(formText(lastDay, '2026-12-31')).toBe('2026-12-31');
  });

  it('search needs every word somewhere in the searched fields', () => {
    const item = { brand: 'Apple', type: 'iPhone 15 Pro', kategori: 'hp' };
    expect(matches(pricelist, item, 'apple pro')).toBe(true);
    expect(matches(pricelist, item, '  ')).toBe(true);
    expect(matches(pricelist, item, 'samsung')).toBe(false);
  });

  it('a searcher answers as matches does, in the list order, and keeps the list for no words', () => {
    const rows = [
      { id: 'a', data: { brand: 'Oppo', type: 'Reno 103 Pro', kategori: 'android' } },
      { id: 'b', data: { brand: 'Apple', type: 'iPhone 15', kategori: 'hp' } },
      { id: 'c', data: { brand: 'Oppo', type: 'Reno 8', kategori: 'android' } },
    ];
    const search = searcher(pricelist, rows);
    expect(search('')).toBe(rows);
    expect(search('   ')).toBe(rows);
    expect(search('RENO').map((r) => r.id)).toEqual(['a', 'c']);
    expect(search('reno 103').map((r) => r.id)).toEqual(['a']);
    expect(search('oppo hp')).toEqual([]);
    for (const q of ['reno', 'apple 15', 'android', 'x'])
      expect(search(q)).toEqual(rows.filter((r) => matches(pricelist, r.data, q)));
  });

  it('sorts by the first column with numbers read as numbers', () => {
    const rows = ['iPhone 15', 'iPhone 9', 'iPhone 11'].map((type) => ({ data: { type } }));
    expect(rows.sort(byFirstColumn(pricelist)).map((r) => r.data.type)).toEqual([
      'iPhone 9',
      'iPhone 11',
      'iPhone 15',
    ]);
  });

  it('orders newest first by a date, records without one last', () => {
    const rows = [
      { data: { judul: 'lama', tanggal: new Date('2025-01-01') } },
      { data: { judul: 'tanpa' } },
      { data: { judul: 'baru', tanggal: new Date('2025-06-01') } },
      { data: { judul: 'teks', tanggal: '12 Maret 2025' } },
    ];
    expect(rows.sort(byNewest('tanggal')).map((r) => r.data.judul)).toEqual([
      'baru',
      'teks',
      'lama',
      'tanpa',
    ]);
  });

  it('dates a record as the member page does, typed dates included', () => {
    expect(showDate(witaDate(2025, 5, 20, 9, 30))).toBe('20 Juni 2025 pukul 09.30');
    expect(showDate('12 Juni 2025')).toBe('12 Juni 2025');
    expect(showDate('besok')).toBe('besok');
    expect(showDate(undefined)).toBe('-');
  });
});
