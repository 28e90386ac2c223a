import { describe, expect, it } from 'vitest';
import type { Accessory } from '../../firebase/types';
import {
  ALL_CATEGORIES,
  accessoryCategories,
  accessoryIndex,
  buyText,
  canBuy,
  filterAccessories,
  sortAccessories,
} from './accessories';
import * as R from '../../test/records';
import { rp } from '../../test/rupiah';

const acc = (nama: string, merk: string, kategori: string, stok = 1, harga = 100000): Accessory =>
  R.accessory({
    id: nama,
    nama,
    merk,
    kategori,
    harga,
    stok,
    gambar: '',
  });

const items = sortAccessories([
  acc('Kabel USB-C 1 m', 'Ugreen', 'Kabel'),
  acc('Charger 20W', 'Apple', 'Charger'),
  acc('Holder Motor', 'Robot', 'Lainnya'),
  acc('Soft Case iPhone 15', 'Spigen', 'Casing', 0),
  acc('Clear Case Galaxy', 'Baseus', 'Casing'),
  acc('Kabel Lightning', 'Baseus', ''),
]);
const index = accessoryIndex(items);
const names = (list: Accessory[]) => list.map((a) => a.nama);

describe('accessories', () => {
  it('sorts by nama', () => {
    expect(names(items)).toEqual([
      'Charger 20W',
      'Clear Case Galaxy',
      'Holder Motor',
      'Kabel Lightning',
      'Kabel USB-C 1 m',
      'Soft Case iPhone 15',
    ]);
  });

  it('builds the category filter from the data, once each, with Lainnya last', () => {
    expect(accessoryCategories(items)).toEqual(['Casing', 'Charger', 'Kabel', 'Lainnya']);
    expect(accessoryCategories([acc('a', 'b', 'Kabel')])).toEqual(['Kabel']);
  });

  it('searches nama or merk, case-insensitively', () => {
    expect(names(filterAccessories(items, index, 'CASE', ALL_CATEGORIES))).toEqual([
      'Clear Case Galaxy',
      'Soft Case iPhone 15',
    ]);
    expect(names(filterAccessories(items, index, 'baseus', ALL_CATEGORIES))).toEqual([
      'Clear Case Galaxy',
      'Kabel Lightning',
    ]);
    expect(filterAccessories(items, index, 'casing', ALL_CATEGORIES)).toEqual([]);
  });

  it('filters by category; an item without kategori is under Lainnya', () => {
    expect(names(filterAccessories(items, index, '', 'Casing'))).toEqual([
      'Clear Case Galaxy',
      'Soft Case iPhone 15',
    ]);
    expect(names(filterAccessories(items, index, '', 'Lainnya'))).toEqual([
      'Holder Motor',
      'Kabel Lightning',
    ]);
    expect(names(filterAccessories(items, index, 'kabel', 'Kabel'))).toEqual(['Kabel USB-C 1 m']);
    expect(filterAccessories(items, index, '', ALL_CATEGORIES)).toHaveLength(6);
  });

  it('can be bought only with stok above 0', () => {
    expect(canBuy(acc('a', 'b', 'c', 1))).toBe(true);
    expect(canBuy(acc('a', 'b', 'c', 0))).toBe(false);
    expect(canBuy(acc('a', 'b', 'c', -2))).toBe(false);
  });

  it('prefills the chat with the product and its price', () => {
    expect(buyText(acc('Charger 20W', 'Apple', 'Charger', 1, 349000))).toBe(
      rp('Halo ONE GADGET, saya mau beli Charger 20W (Apple) seharga Rp 349.000. Apakah masih tersedia?'),
    );
  });
});
