// Pure accessory-catalogue logic: order, categories, search (nama or merk, any case), chat text.
import { DEFAULT_ACCESSORY_CATEGORY } from '../../firebase/specs/aksesoris';
import type { Accessory } from '../../firebase/types';
import { compareText } from '../../lib/compare-text';
import { formatRupiah } from '../../lib/currency';

/** Shown for an accessory without a usable image. */
export const ACCESSORY_PLACEHOLDER = '/img/aksesoris/placeholder.svg';

/** Cards a page shows at first, and more per 'Tampilkan lebih banyak'. */
export const PAGE_SIZE = 12;
/** Cards likely in the first screenful (2 per row on a phone, 5 on a desktop): their images load at once. */
export const EAGER_CARDS = 5;

/** The category filter's "all" value. */
export const ALL_CATEGORIES = '';

/** By nama, then merk. */
export const compareAccessories = (a: Accessory, b: Accessory): number =>
  compareText(a.nama, b.nama) || compareText(a.merk, b.merk);

export const sortAccessories = (items: readonly Accessory[]): Accessory[] =>
  [...items].sort(compareAccessories);

/** The categories present in the data, sorted, with 'Lainnya' last. */
export function accessoryCategories(items: readonly Accessory[]): string[] {
  const found = new Set(items.map((i) => i.kategori || DEFAULT_ACCESSORY_CATEGORY));
  const other = found.delete(DEFAULT_ACCESSORY_CATEGORY);
  const list = [...found].sort(compareText);
  return other ? [...list, DEFAULT_ACCESSORY_CATEGORY] : list;
}

const fold = (s: string) => s.toLocaleLowerCase('id');

/** One lower-cased search text per item: nama and merk. */
export const accessoryIndex = (items: readonly Accessory[]): string[] =>
  items.map((i) => fold(`${i.nama}\n${i.merk}`));

/** Items in `category` (all for ALL_CATEGORIES) whose nama or merk contains `query`, case-insensitively. */
export function filterAccessories(
  items: readonly Accessory[],
  index: readonly string[],
  query: string,
  category: string,
): Accessory[] {
  const q = fold(query.trim());
  if (!q && category === ALL_CATEGORIES) return items as Accessory[];
  const out: Accessory[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (category !== ALL_CATEGORIES && (item.kategori || DEFAULT_ACCESSORY_CATEGORY) !== category) continue;
    if (q && !index[i]!.includes(q)) continue;
    out.push(item);
  }
  return out;
}

export const canBuy = (a: Accessory): boolean => a.stok > 0;

export function buyText(a: Accessory): string {
  const what = [a.nama, a.merk && `(${a.merk})`].filter(Boolean).join(' ');
  return `Halo ONE GADGET, saya mau beli ${what} seharga ${formatRupiah(a.harga)}. Apakah masih tersedia?`;
}
