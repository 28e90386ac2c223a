import { describe, expect, it } from 'vitest';
import type { PricelistItem, Sparepart } from '../../firebase/types';
import {
  filterIndexed,
  IN_FILTER_MAX,
  kategoriSpellings,
  leadingRows,
  groupServices,
  parseTab,
  pricelistChatText,
  pricelistFields,
  priceOrDash,
  searchIndex,
  serviceChatText,
  serviceTypes,
  sortPricelist,
  sortSpareparts,
  sparepartChatText,
  sparepartFields,
} from './pricelist';
import * as R from '../../test/records';
import { rp } from '../../test/rupiah';

const item = (id: string, over: Partial<PricelistItem>): PricelistItem =>
  R.pricelistItem({
    id,
    brand: 'Apple',
    type: 'iPhone',
    colours: [],
    baru: 0,
    second: 0,
    stok: 1,
    kategori: 'hp',
    createdAt: null,
    ...over,
  });
const { service } = R;
const part = (nama: string, kategori: string): Sparepart =>
  R.sparepart({ id: nama, nama, kategori, harga: 1, stok: 1 });

describe('parseTab', () => {
  it('reads the five tabs, case-insensitively, and defaults to hp', () => {
    expect(['hp', 'android', 'laptop', 'service', 'sparepart'].map(parseTab)).toEqual([
      'hp',
      'android',
      'laptop',
      'service',
      'sparepart',
    ]);
    expect(parseTab('Android')).toBe('android');
    expect(parseTab(null)).toBe('hp');
    expect(parseTab('mac')).toBe('hp');
    expect(parseTab('')).toBe('hp');
  });
});

describe('sortPricelist', () => {
  it('puts the newest createdAt first, then sorts by type, then by brand; undated last', () => {
    const items = [
      item('old', { type: 'A', createdAt: new Date('2025-01-01') }),
      item('undated', { type: 'A', createdAt: null }),
      item('new-b', { type: 'B', createdAt: new Date('2025-06-01') }),
      item('new-a-samsung', { type: 'A', brand: 'Samsung', createdAt: new Date('2025-06-01') }),
      item('new-a-apple', { type: 'A', brand: 'Apple', createdAt: new Date('2025-06-01') }),
    ];
    expect(sortPricelist(items).map((i) => i.id)).toEqual([
      'new-a-apple',
      'new-a-samsung',
      'new-b',
      'old',
      'undated',
    ]);
  });

  it('orders types naturally (iPhone 9 before iPhone 11) and leaves the input untouched', () => {
    const items = [
      item('11', { type: 'iPhone 11' }),
      item('9', { type: 'iPhone 9' }),
      item('x', { type: 'iphone 10' }),
    ];
    expect(sortPricelist(items).map((i) => i.id)).toEqual(['9', 'x', '11']);
    expect(items.map((i) => i.id)).toEqual(['11', '9', 'x']);
  });
});

describe('sortSpareparts', () => {
  it('sorts by kategori, then nama', () => {
    const sorted = sortSpareparts([
      part('LCD iPhone 11', 'LCD'),
      part('Baterai iPhone 13', 'Baterai'),
      part('Baterai iPhone 11', 'Baterai'),
      part('Kamera iPhone 11', 'Kamera'),
    ]);
    expect(sorted.map((p) => p.nama)).toEqual([
      'Baterai iPhone 11',
      'Baterai iPhone 13',
      'Kamera iPhone 11',
      'LCD iPhone 11',
    ]);
  });
});

describe('service prices', () => {
  const items = [
    service('1', 'iPhone 11', 'Ganti LCD', 'interface'),
    service('2', 'iPhone 11', 'Ganti Baterai', 'hardware'),
    service('3', 'iPhone 11', 'Install Ulang iOS', 'software'),
    service('4', 'iPhone 13', 'Ganti Baterai', 'hardware'),
    service('5', 'iPhone 13', 'Bersihkan Jalur', 'hardware'),
    service('6', 'Galaxy A54', 'Ganti LCD', 'interface'),
    service('7', 'iPhone 11', 'Cek Kerusakan', 'diagnosa'),
  ];

  it('lists each device type once, sorted', () => {
    expect(serviceTypes(items)).toEqual(['Galaxy A54', 'iPhone 11', 'iPhone 13']);
  });

  it('groups the chosen types by interface, hardware, software, each sorted by jenis', () => {
    const groups = groupServices(items, ['iPhone 13', 'iPhone 11']);
    expect(groups.map((g) => g.label)).toEqual([
      'Layar & Komponen Luar',
      'Komponen Dalam',
      'Sistem & Aplikasi',
      'Lainnya',
    ]);
    expect(groups[1]!.items.map((i) => `${i.jenis} ${i.type}`)).toEqual([
      'Bersihkan Jalur iPhone 13',
      'Ganti Baterai iPhone 11',
      'Ganti Baterai iPhone 13',
    ]);
    expect(groups.flatMap((g) => g.items).some((i) => i.type === 'Galaxy A54')).toBe(false);
  });

  it('leaves out empty groups and shows nothing when no type is chosen', () => {
    expect(groupServices(items, ['Galaxy A54']).map((g) => g.kategori)).toEqual(['interface']);
    expect(groupServices(items, [])).toEqual([]);
  });
});

describe('search', () => {
  const items = [
    item('a', { brand: 'Apple', type: 'iPhone 15 Pro' }),
    item('b', { brand: 'Samsung', type: 'Galaxy S24' }),
    item('c', { brand: 'Xiaomi', type: 'Redmi Note 13' }),
  ];
  const index = searchIndex(items, pricelistFields);

  it('matches type or brand, case-insensitively, keeping order', () => {
    expect(filterIndexed(items, index, 'IPHONE').map((i) => i.id)).toEqual(['a']);
    expect(filterIndexed(items, index, 'samsung').map((i) => i.id)).toEqual(['b']);
    expect(filterIndexed(items, index, 'a').map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(filterIndexed(items, index, '  note ').map((i) => i.id)).toEqual(['c']);
  });

  it('returns everything for an empty query and nothing for a miss', () => {
    expect(filterIndexed(items, index, '')).toHaveLength(3);
    expect(filterIndexed(items, index, 'nokia')).toEqual([]);
  });

  it('does not match across the boundary of two fields', () => {
    expect(filterIndexed(items, index, 'proapple')).toEqual([]);
  });

  it('searches sparepart nama or kategori', () => {
    const parts = [part('LCD iPhone 11', 'LCD'), part('Baterai iPhone 11', 'Baterai')];
    const partIndex = searchIndex(parts, sparepartFields);
    expect(filterIndexed(parts, partIndex, 'baterai').map((p) => p.nama)).toEqual(['Baterai iPhone 11']);
    expect(filterIndexed(parts, partIndex, 'iphone')).toHaveLength(2);
  });
});

describe('texts', () => {
  it('shows prices in Rupiah, and a dash where the shop has no price', () => {
    expect(priceOrDash(12500000)).toBe(rp('Rp 12.500.000'));
    expect(priceOrDash(0)).toBe('-');
  });

  it('prefills chats with what the row is about', () => {
    expect(pricelistChatText(item('a', { brand: 'Apple', type: 'iPhone 15 128GB' }))).toContain(
      'Apple iPhone 15 128GB',
    );
    expect(serviceChatText(service('1', 'iPhone 11', 'Ganti LCD', 'interface'))).toContain(
      rp('iPhone 11: Ganti LCD (Rp 100.000)'),
    );
    expect(sparepartChatText(part('LCD iPhone 11', 'LCD'))).toContain('LCD iPhone 11 (LCD)');
  });
});

describe('kategoriSpellings', () => {
  it("asks for every common spelling of a tab's kategori", () => {
    const hp = kategoriSpellings('hp');
    for (const v of ['hp', 'HP', 'Hp', ' hp', 'hp ', ' hp ', ' HP ', 'Hp ']) expect(hp).toContain(v);
    expect(new Set(hp).size).toBe(hp.length);
    expect(kategoriSpellings('android')).toEqual(
      expect.arrayContaining(['android', 'Android', 'ANDROID', ' android ']),
    );
  });

  it('stays within the 30 values one Firestore `in` filter may hold, for every tab', () => {
    for (const tab of [['hp'], ['android'], ['laptop', 'mac']]) {
      const spellings = kategoriSpellings(...tab);
      expect(spellings.length).toBeLessThanOrEqual(IN_FILTER_MAX);
      // Each one, tidied as the converter tidies it, is a kategori of the tab.
      expect(new Set(spellings.map((s) => s.trim().toLowerCase()))).toEqual(new Set(tab));
    }
    expect(kategoriSpellings('laptop', 'mac')).toEqual(expect.arrayContaining(['Laptop', 'MAC', ' Mac ']));
  });
});

describe('leadingRows', () => {
  const at = (day: number) => new Date(Date.UTC(2025, 0, day));
  // The whole tab, in the order the page shows it: dated newest first, then undated.
  const tab = [
    item('a', { type: 'A', createdAt: at(9) }),
    item('b', { type: 'B', createdAt: at(8) }),
    item('c1', { type: 'C1', createdAt: at(7) }),
    item('c2', { type: 'C2', createdAt: at(7) }),
    item('c3', { type: 'C3', createdAt: at(7) }),
    item('d', { type: 'D', createdAt: at(6) }),
    item('legacy', { type: 'AAA old', createdAt: null }),
  ];
  const newest = (n: number) => tab.filter((i) => i.createdAt).slice(0, n);
  const ids = (items: PricelistItem[]) => items.map((i) => i.id);
  const shuffled = <T>(list: T[]) => [...list].reverse();

  it('a page shorter than the limit holds every dated item: all of it, sorted, opens the list', () => {
    const page = shuffled(newest(6));
    expect(ids(leadingRows(page, 20))).toEqual(ids(sortPricelist(tab).slice(0, 6)));
  });

  it('a full page drops the items as old as its oldest: their equals may have been cut off', () => {
    // The query's limit cut between c-items of one createdAt: c3 was left out.
    const page = [tab[0]!, tab[1]!, tab[3]!, tab[2]!];
    expect(ids(leadingRows(page, 4))).toEqual(['a', 'b']);
  });

  it('a full page whose oldest item stands alone keeps everything newer than it', () => {
    expect(ids(leadingRows(shuffled(newest(6)), 6))).toEqual(['a', 'b', 'c1', 'c2', 'c3']);
  });

  it('equal createdAt sort by type, then brand, as in the full list', () => {
    const page = [tab[4]!, tab[2]!, tab[3]!];
    expect(ids(leadingRows(page, 20))).toEqual(['c1', 'c2', 'c3']);
  });

  it('what it returns is always the start of the full sorted list', () => {
    const full = ids(sortPricelist(tab));
    for (let n = 1; n <= 6; n++) {
      const rows = ids(leadingRows(newest(n), n));
      expect(full.slice(0, rows.length)).toEqual(rows);
    }
  });

  it('a page of one createdAt only, or an empty page, gives no rows (the page waits for the full list)', () => {
    expect(leadingRows([tab[2]!, tab[3]!], 2)).toEqual([]);
    expect(leadingRows([], 20)).toEqual([]);
  });
});
