// Pure price-list logic: tabs, sorting, grouping, search and chat texts.
import type { PricelistItem, ServicePrice, Sparepart } from '../../firebase/types';
import { compareText } from '../../lib/compare-text';
import { formatRupiah } from '../../lib/currency';
import { SERVICE_KATEGORI, SERVICE_KATEGORI_LABELS } from '../../firebase/specs/service-kategori';

/** Rows a list shows at first, and more per 'Tampilkan lebih banyak'. */
export const PAGE_SIZE = 40;

export const TABS = [
  { key: 'hp', label: 'iPhone' },
  { key: 'android', label: 'Android' },
  { key: 'laptop', label: 'Laptop / Mac' },
  { key: 'service', label: 'Service' },
  { key: 'sparepart', label: 'Sparepart' },
] as const;

export type TabKey = (typeof TABS)[number]['key'];
export const DEFAULT_TAB: TabKey = 'hp';

/** The tab named in `?tab=`; anything unknown opens the default tab. */
export function parseTab(value: string | null | undefined): TabKey {
  const v = (value ?? '').trim().toLowerCase();
  return TABS.find((t) => t.key === v)?.key ?? DEFAULT_TAB;
}

/** Firestore's limit on the values of one `in` filter. */
export const IN_FILTER_MAX = 30;

/**
 * The ways the shop's data spells a kategori ('hp', 'HP', 'Hp', ' hp ', …): a
 * query filters before the converter can tidy the value, so it asks for each
 * spelling. Lower, upper and capitalised case, each bare, with a leading, a
 * trailing or both spaces.
 */
export function kategoriSpellings(...kategori: string[]): string[] {
  const out = new Set<string>();
  for (const k of kategori) {
    const lower = k.trim().toLowerCase();
    const cases = [lower, lower.toUpperCase(), lower.charAt(0).toUpperCase() + lower.slice(1)];
    for (const c of cases) for (const v of [c, ` ${c}`, `${c} `, ` ${c} `]) out.add(v);
  }
  const list = [...out];
  if (list.length > IN_FILTER_MAX)
    throw new Error(`More than ${IN_FILTER_MAX} spellings: ${kategori.join(', ')}`);
  return list;
}

const time = (d: Date | null) => d?.getTime() ?? Number.NEGATIVE_INFINITY;

/** Newest createdAt first (undated last), then type, then brand. */
export function comparePricelist(a: PricelistItem, b: PricelistItem): number {
  return (
    time(b.createdAt) - time(a.createdAt) || compareText(a.type, b.type) || compareText(a.brand, b.brand)
  );
}

export const sortPricelist = (items: readonly PricelistItem[]): PricelistItem[] =>
  [...items].sort(comparePricelist);

/**
 * The rows that certainly open a tab's sorted list, given `page`: the tab's newest
 * items with a createdAt, at most `limit` of them (one query ordered by createdAt,
 * newest first). Undated items sort after every dated one, so they cannot come
 * first. When the page is full, items as old as its oldest one may have been left
 * out (an import gives many items one createdAt): those rows wait for the full list.
 */
export function leadingRows(page: readonly PricelistItem[], limit: number): PricelistItem[] {
  const dated = sortPricelist(page.filter((i) => i.createdAt !== null));
  if (page.length < limit) return dated;
  const oldest = time(dated[dated.length - 1]?.createdAt ?? null);
  return dated.filter((i) => time(i.createdAt) > oldest);
}

/** By kategori, then nama. */
export const compareSpareparts = (a: Sparepart, b: Sparepart): number =>
  compareText(a.kategori, b.kategori) || compareText(a.nama, b.nama);

export const sortSpareparts = (items: readonly Sparepart[]): Sparepart[] =>
  [...items].sort(compareSpareparts);

/** The device types of the service list, each once, in order. */
export function serviceTypes(items: readonly ServicePrice[]): string[] {
  return [...new Set(items.map((i) => i.type).filter(Boolean))].sort(compareText);
}

export const SERVICE_GROUPS = SERVICE_KATEGORI.map((kategori) => ({
  kategori,
  label: SERVICE_KATEGORI_LABELS[kategori],
}));

export interface ServiceGroup {
  kategori: string;
  label: string;
  items: ServicePrice[];
}

/**
 * The repairs of the chosen device types, grouped by kategori (interface,
 * hardware, software; anything else last as 'Lainnya'), each group sorted by
 * jenis, then type. Empty groups are left out.
 */
export function groupServices(items: readonly ServicePrice[], types: readonly string[]): ServiceGroup[] {
  const chosen = new Set(types);
  const known = new Set<string>(SERVICE_GROUPS.map((g) => g.kategori));
  const picked = items
    .filter((i) => chosen.has(i.type))
    .sort((a, b) => compareText(a.jenis, b.jenis) || compareText(a.type, b.type));
  const groups: ServiceGroup[] = SERVICE_GROUPS.map((g) => ({
    ...g,
    items: picked.filter((i) => i.kategori === g.kategori),
  }));
  groups.push({ kategori: 'lainnya', label: 'Lainnya', items: picked.filter((i) => !known.has(i.kategori)) });
  return groups.filter((g) => g.items.length > 0);
}

const fold = (s: string) => s.toLocaleLowerCase('id');

/** One lower-cased search text per item (build once per list, not per keystroke). */
export function searchIndex<T>(items: readonly T[], fields: (item: T) => string[]): string[] {
  return items.map((item) => fold(fields(item).join('\n')));
}

/** The items whose index text contains the query (case-insensitive); all for an empty query. */
export function filterIndexed<T>(items: readonly T[], index: readonly string[], query: string): T[] {
  const q = fold(query.trim());
  if (!q) return items as T[];
  const out: T[] = [];
  for (let i = 0; i < items.length; i++) if (index[i]!.includes(q)) out.push(items[i]!);
  return out;
}

export const pricelistFields = (i: PricelistItem) => [i.type, i.brand];
/** A service row is found by its device type or its damage kind ('lcd', 'baterai'). */
export const serviceFields = (s: ServicePrice) => [s.type, s.jenis];
export const sparepartFields = (i: Sparepart) => [i.nama, i.kategori];

/** A price, or '-' when the shop has none for it (0 means "not offered"). */
export const priceOrDash = (amount: number): string => (amount > 0 ? formatRupiah(amount) : '-');

export const SHOP_GREETING = 'Halo ONE GADGET,';

export function pricelistChatText(i: PricelistItem): string {
  return `${SHOP_GREETING} saya mau tanya ${[i.brand, i.type].filter(Boolean).join(' ')}. Apakah masih tersedia?`;
}

export function serviceChatText(s: ServicePrice): string {
  return `${SHOP_GREETING} saya mau servis ${s.type}: ${s.jenis} (${formatRupiah(s.biaya)}).`;
}

/** What a phone or sparepart list says when nothing matches the search. */
export const noMatchText = (query: string): string => `Tidak ada yang cocok dengan "${query.trim()}".`;

/** When the list has nothing for what the visitor searched: ask the shop about it. */
export function serviceQuestionText(query: string): string {
  return `${SHOP_GREETING} saya mau tanya biaya servis ${query.trim()}.`;
}

export function sparepartChatText(p: Sparepart): string {
  return `${SHOP_GREETING} saya mau tanya sparepart ${p.nama} (${p.kategori}), harga ${formatRupiah(p.harga)}.`;
}
