// Price-list reads. Each tab reads its own list (a few documents, whatever the
// catalogue's size: firebase/lists.ts), or its slice of the collection while the
// list was never built, through the tab's short-lived catalogue cache, so a tab (or
// the page) revisited within 10 minutes reads nothing.
import { pricelist, toPricelistItem } from '../../firebase/specs/pricelist';
import { pricelistServisan, toServicePrice } from '../../firebase/specs/pricelist-servisan';
import { sparepart, toSparepart } from '../../firebase/specs/sparepart';
import { readList } from '../../firebase/visitor/list-read';
import { listDocs, type Filter } from '../../firebase/visitor/visitor-read';
import type { PricelistItem, ServicePrice, Sparepart } from '../../firebase/types';
import { kategoriSpellings, leadingRows } from './pricelist';

const inKategori = (kategori: string[]): Filter => ['kategori', 'in', kategoriSpellings(...kategori)];

/** The items of these kategori, however the shop's data spells them ('HP', ' android '). */
async function listKategori(...kategori: string[]): Promise<PricelistItem[]> {
  const docs = await listDocs(pricelist.collection, {
    where: [inKategori(kategori)],
    cache: true,
    offline: pricelist.offline,
  });
  return docs.map(toPricelistItem);
}

/** How many of a tab's newest items the first query asks for: a screenful and more. */
export const FIRST_ROWS = 20;

/** Firestore's earliest Timestamp: `>=` it matches every Timestamp and nothing of another type. */
const ANY_TIMESTAMP = new Date('0001-01-01T00:00:00Z');

const TAB_KATEGORI = { hp: ['hp'], android: ['android'], laptop: ['laptop', 'mac'] } as const;
export type ListTab = keyof typeof TAB_KATEGORI;

/**
 * The rows that open a price-list tab, from one small query (its newest items by
 * createdAt, at most FIRST_ROWS reads), to show while the full tab is read. Items
 * without a createdAt (the shop's older data) sort last, so the query can leave
 * them out; only the full read has them.
 * Needs the index kategori + createdAt (firestore.indexes.json).
 */
export async function listFirstRows(tab: ListTab): Promise<PricelistItem[]> {
  // A built list is the whole tab in one answer (the same read as the full one's): nothing to add.
  if (await readList(tab)) return [];
  const docs = await listDocs('pricelist', {
    where: [inKategori([...TAB_KATEGORI[tab]]), ['createdAt', '>=', ANY_TIMESTAMP]],
    orderBy: ['createdAt', 'desc'],
    limit: FIRST_ROWS,
    cache: true,
  });
  return leadingRows(docs.map(toPricelistItem), FIRST_ROWS);
}

/** A list tab: its list, else its kategori from the collection. */
async function listTab(tab: ListTab): Promise<PricelistItem[]> {
  const listed = await readList(tab);
  return listed ? listed.map(toPricelistItem) : listKategori(...TAB_KATEGORI[tab]);
}

/** iPhone (kategori 'hp') or Android. */
export function listPhones(kategori: 'hp' | 'android'): Promise<PricelistItem[]> {
  return listTab(kategori);
}

/** The Laptop / Mac tab: kategori laptop and mac. */
export function listLaptops(): Promise<PricelistItem[]> {
  return listTab('laptop');
}

export async function listServicePrices(): Promise<ServicePrice[]> {
  const docs =
    (await readList('service')) ??
    (await listDocs(pricelistServisan.collection, { cache: true, offline: pricelistServisan.offline }));
  return docs.map(toServicePrice);
}

export async function listSpareparts(): Promise<Sparepart[]> {
  const docs =
    (await readList('sparepart')) ??
    (await listDocs(sparepart.collection, { cache: true, offline: sparepart.offline }));
  return docs.map(toSparepart);
}
